import Foundation
import Testing
@testable import catalog_cli

/// `catalog pick` on a real terminal: the built binary in a tmux pane of 80 × 24, driven with
/// `send-keys` and read with `capture-pane`, each step polled until its frame appears.
@Suite("Picker in tmux", .enabled(if: BinaryRunner.isBuilt && TmuxPane.tmux != nil, "needs the built binary and tmux (.ci/run installs it)"))
struct PickerTmuxTests {
    static func status(_ screen: [String]) -> String { screen.count > 22 ? screen[22] : "" }

    @Test("typing narrows the list, a typo still finds the symbol, Enter prints it; the modes are restored")
    func typingAndEnter() async throws {
        let pane = try await TmuxPane([])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("1,885 of 1,885 · fontawesome-6 · all") }
        try await pane.type("hea")
        try await pane.waitForScreen("'hea' to narrow the list") { $0.first == "> hea" && Self.status($0).hasPrefix("75 of 1,885") }
        try await pane.type("rt")
        try await pane.waitForScreen("'heart' to narrow it further") { $0.first == "> heart" && Self.status($0).hasPrefix("16 of 1,885") }
        try await pane.send("C-u")
        try await pane.type("bookmak")
        try await pane.waitForScreen("the typo to find bookmark") { $0.count > 2 && $0[1].hasPrefix("> bookmark ") && $0[2].hasPrefix("  book-bookmark ") }
        try await pane.send("Down")
        try await pane.waitForScreen("the second row highlighted") { $0.count > 2 && $0[2].hasPrefix("> book-bookmark ") }
        try await pane.send("Enter")
        await #expect(try pane.waitForExit() == 0)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "book-bookmark\n")
        #expect(try String(contentsOf: pane.errorFile, encoding: .utf8) == "")
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
    }

    @Test("the favorite key writes the store; Esc exits 130 without output")
    func favoriteAndEscape() async throws {
        let pane = try await TmuxPane(["heart"])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        try await pane.send("C-f")
        try await pane.waitForScreen("the favorite's star") { $0.count > 1 && $0[1].hasPrefix("> heart ★ ") }
        let store = try String(contentsOf: pane.storeFile, encoding: .utf8)
        #expect(store.contains("{\"names\": [\"heart\", \"heart-o\"], \"dataSet\": \"fontawesome-6\", \"family\": \"Font Awesome\"}"))
        try await pane.send("Escape")
        await #expect(try pane.waitForExit() == 130)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
        // The alternate screen is gone: the pane shows the shell's screen again.
        await #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("Ctrl-C exits 130; SIGTERM ends it with the terminal restored")
    func interrupts() async throws {
        let control = try await TmuxPane(["star"])
        try await control.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        try await control.send("C-c")
        await #expect(try control.waitForExit() == 130)
        #expect(try String(contentsOf: control.outputFile, encoding: .utf8) == "")

        let terminated = try await TmuxPane(["star"])
        try await terminated.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        await #expect(kill(try terminated.pid(), SIGTERM) == 0)
        await #expect(try terminated.waitForExit() == 128 + SIGTERM)
        let modes = try terminated.modes()
        #expect(modes.before == modes.after)
        await #expect(try !terminated.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("a crash (SIGSEGV, SIGABRT) ends it with the terminal restored", arguments: [SIGSEGV, SIGABRT])
    func crash(signal: Int32) async throws {
        let pane = try await TmuxPane(["star"])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        await #expect(kill(try pane.pid(), signal) == 0)
        await #expect(try pane.waitForExit() == 128 + signal)
        let modes = try pane.modes()
        #expect(modes.before == modes.after)
        await #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
    }

    @Test("SIGTSTP restores the terminal while stopped; after fg (SIGCONT) the picker draws again")
    func suspendAndResume() async throws {
        let pane = try await TmuxPane(["star"])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        let before = try String(contentsOf: pane.folder.appendingPathComponent("before"), encoding: .utf8)
        await #expect(kill(try pane.pid(), SIGTSTP) == 0)
        await #expect(try pane.waitForStop() == before)
        await #expect(try !pane.screen().contains { $0.contains("of 1,885 · fontawesome-6") })
        try pane.resume()
        try await pane.waitForScreen("the picker again") { Self.status($0).hasPrefix("32 of 1,885") && $0.first == "> star" }
        try await pane.send("C-z")
        await #expect(try pane.waitForStop() == before)
        try pane.resume()
        try await pane.waitForScreen("the picker again after Ctrl-Z") { Self.status($0).hasPrefix("32 of 1,885") }
        try await pane.send("Enter")
        await #expect(try pane.waitForExit() == 0)
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "star\n")
    }

    @Test("a resize redraws at the new size (SIGWINCH)")
    func resize() async throws {
        let pane = try await TmuxPane(["star"])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("32 of 1,885") }
        try await pane.tmux(["resize-window", "-t", "pick", "-x", "60", "-y", "15"])
        try await pane.waitForScreen("the frame at 60 × 15") { screen in
            screen.count >= 15 && screen[13].hasPrefix("32 of 1,885") && screen[14].hasSuffix("…") && screen[1].contains("│ star")
        }
        try await pane.send("Escape")
        await #expect(try pane.waitForExit() == 130)
    }

    @Test("copy through the terminal: tmux's buffer gets the name (OSC 52)")
    func copy() async throws {
        let pane = try await TmuxPane(["heart"])
        try await pane.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        try await pane.send("C-y")
        try await pane.waitForScreen("the copy menu") { Self.status($0).hasPrefix("Copy: n name") }
        try await pane.type("s")
        try await pane.waitForScreen("the note") { Self.status($0).contains("Copied") }
        await #expect(try pane.tmux(["show-buffer"]) == "<i class=\"fa-solid fa-heart\"></i>")
        try await pane.send("Escape")
        await #expect(try pane.waitForExit() == 130)
    }

    @Test("NO_COLOR: no attribute anywhere on screen; without it the highlighted row is reversed")
    func noColour() async throws {
        let plain = try await TmuxPane(["heart"], environment: ["NO_COLOR": "1"])
        try await plain.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        await #expect(try !plain.screen(escapes: true).joined().contains("\u{1B}["))
        try await plain.send("Escape")
        _ = try await plain.waitForExit()
        let coloured = try await TmuxPane(["heart"])
        try await coloured.waitForScreen("the first frame") { Self.status($0).hasPrefix("16 of 1,885") }
        await #expect(try coloured.screen(escapes: true)[1].hasPrefix("\u{1B}[7m> heart"))
        try await coloured.send("Escape")
        _ = try await coloured.waitForExit()
    }
}

/// Without a controlling terminal (a new session, as under cron or a CI runner) the picker
/// says so and exits 2.
@Suite("Picker without a terminal", .enabled(if: BinaryRunner.isBuilt && ShellTool.path("setsid") != nil, "needs the binary and setsid"))
struct PickerWithoutTerminalTests {
    @Test("no /dev/tty: one line, exit 2, nothing on stdout")
    func noTerminal() async throws {
        let home = try ShellTool.temporaryHome("pick-notty")
        defer { try? FileManager.default.removeItem(at: home) }
        let outcome = try await ShellTool.run(try #require(ShellTool.path("setsid")), ["-w", CLI.binary.path, "pick", "heart"],
                                        environment: ShellTool.environment(home: home))
        #expect(outcome.status == 2)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError == "catalog: pick needs a terminal to draw on (/dev/tty: No such device or address)\n")
    }
}
