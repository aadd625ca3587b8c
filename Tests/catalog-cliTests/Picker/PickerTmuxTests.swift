import Foundation
import Testing
@testable import catalog_cli

/// `catalog pick` on a real terminal: the built binary in a tmux pane of 80 × 24, driven with
/// `send-keys` and read with `capture-pane`, each step polled until its frame appears.
@Suite("Picker in tmux", .enabled(if: BinaryRunner.isBuilt && TmuxPane.tmux != nil, "needs the built binary and tmux (.ci/run installs it)"))
struct PickerTmuxTests {
    static func status(_ screen: [String]) -> String { screen.count > 22 ? screen[22] : "" }

    @Test("typing narrows the list, a typo still finds the symbol, Enter prints it; the modes are restored")
    func typingAndEnter() throws {
        let pane = try TmuxPane([])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("1,885 of 1,885 · fontawesome-6 · all") }
        try pane.type("hea")
        try pane.waitForScreen("'hea' to narrow the list") { $0.first == "> hea" && Self.status($0).hasPrefix("75 of 1,885") }
        try pane.type("rt")
        try pane.waitForScreen("'heart' to narrow it further") { $0.first == "> heart" && Self.status($0).hasPrefix("16 of 1,885") }
        try pane.send("C-u")
        try pane.type("bookmak")
        try pane.waitForScreen("the typo to find bookmark") { $0.count > 2 && $0[1].hasPrefix("> bookmark ") && $0[2].hasPrefix("  book-bookmark ") }
        try pane.send("Down")
        try pane.waitForScreen("the second row highlighted") { $0.count > 2 && $0[2].hasPrefix("> book-bookmark ") }
        try pane.send("Enter")
        #expect(try pane.waitForExit() == 0)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "book-bookmark\n")
        #expect(try String(contentsOf: pane.errorFile, encoding: .utf8) == "")
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
    }

    @Test("the favorite key writes the store; Esc exits 130 without output")
    func favoriteAndEscape() throws {
        let pane = try TmuxPane(["heart"])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        try pane.send("C-f")
        try pane.waitForScreen("the favorite's star") { $0.count > 1 && $0[1].hasPrefix("> heart ★ ") }
        let store = try String(contentsOf: pane.storeFile, encoding: .utf8)
        #expect(store.contains("{\"names\": [\"heart\", \"heart-o\"], \"dataSet\": \"fontawesome-6\"}"))
        try pane.send("Escape")
        #expect(try pane.waitForExit() == 130)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
        // The alternate screen is gone: the pane shows the shell's screen again.
        #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("Ctrl-C exits 130; SIGTERM ends it with the terminal restored")
    func interrupts() throws {
        let control = try TmuxPane(["star"])
        try control.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        try control.send("C-c")
        #expect(try control.waitForExit() == 130)
        #expect(try String(contentsOf: control.outputFile, encoding: .utf8) == "")

        let terminated = try TmuxPane(["star"])
        try terminated.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        #expect(kill(try terminated.pid(), SIGTERM) == 0)
        #expect(try terminated.waitForExit() == 128 + SIGTERM)
        let modes = try terminated.modes()
        #expect(modes.before == modes.after)
        #expect(try !terminated.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("a crash (SIGSEGV, SIGABRT) ends it with the terminal restored", arguments: [SIGSEGV, SIGABRT])
    func crash(signal: Int32) throws {
        let pane = try TmuxPane(["star"])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        #expect(kill(try pane.pid(), signal) == 0)
        #expect(try pane.waitForExit() == 128 + signal)
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
        #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("SIGTSTP restores the terminal while stopped; after fg (SIGCONT) the picker draws again")
    func suspendAndResume() throws {
        let pane = try TmuxPane(["star"])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        let before = try String(contentsOf: pane.folder.appendingPathComponent("before"), encoding: .utf8)
        #expect(kill(try pane.pid(), SIGTSTP) == 0)
        #expect(try pane.waitForStop() == before)
        #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
        try pane.resume()
        try pane.waitForScreen("the picker again") { Self.status($0).hasPrefix("32 of 1,885") && $0.first == "> star" }
        try pane.send("C-z")
        #expect(try pane.waitForStop() == before)
        try pane.resume()
        try pane.waitForScreen("the picker again after Ctrl-Z") { Self.status($0).hasPrefix("32 of 1,885") }
        try pane.send("Enter")
        #expect(try pane.waitForExit() == 0)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "star\n")
    }

    @Test("a resize redraws at the new size (SIGWINCH)")
    func resize() throws {
        let pane = try TmuxPane(["star"])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        try pane.tmux(["resize-window", "-t", "pick", "-x", "60", "-y", "15"])
        try pane.waitForScreen("the frame at 60 × 15") { screen in
            screen.count >= 15 && screen[13].hasPrefix("32 of 1,885") && screen[14].hasSuffix("…") && screen[1].contains("│ star")
        }
        try pane.send("Escape")
        #expect(try pane.waitForExit() == 130)
    }

    @Test("copy through the terminal: tmux's buffer gets the name (OSC 52)")
    func copy() throws {
        let pane = try TmuxPane(["heart"])
        try pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        try pane.send("C-y")
        try pane.waitForScreen("the copy menu") { Self.status($0).hasPrefix("Copy: n name") }
        try pane.type("s")
        try pane.waitForScreen("the note") { Self.status($0).contains("Copied") }
        #expect(try pane.tmux(["show-buffer"]) == "<i class=\"fa-solid fa-heart\"></i>")
        try pane.send("Escape")
        #expect(try pane.waitForExit() == 130)
    }

    @Test("NO_COLOR: no attribute anywhere on screen; without it the highlighted row is reversed")
    func noColour() throws {
        let plain = try TmuxPane(["heart"], environment: ["NO_COLOR": "1"])
        try plain.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        #expect(try !plain.screen(escapes: true).joined().contains("\u{1B}["))
        try plain.send("Escape")
        _ = try plain.waitForExit()
        let coloured = try TmuxPane(["heart"])
        try coloured.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        #expect(try coloured.screen(escapes: true)[1].hasPrefix("\u{1B}[7m> heart"))
        try coloured.send("Escape")
        _ = try coloured.waitForExit()
    }
}

/// Without a controlling terminal (a new session, as under cron or a CI runner) the picker
/// says so and exits 2.
@Suite("Picker without a terminal", .enabled(if: BinaryRunner.isBuilt && ShellTool.path("setsid") != nil, "needs the binary and setsid"))
struct PickerWithoutTerminalTests {
    @Test("no /dev/tty: one line, exit 2, nothing on stdout")
    func noTerminal() throws {
        let home = try ShellTool.temporaryHome("pick-notty")
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = try ShellTool.run(try #require(ShellTool.path("setsid")), ["-w", CLI.binary.path, "pick", "heart"],
                                        environment: ShellTool.environment(home: home))
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "catalog: pick needs a terminal to draw on (/dev/tty: No such device or address)\n")
    }
}
