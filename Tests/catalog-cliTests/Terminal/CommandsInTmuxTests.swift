import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Commands other than the picker on a real terminal: the built binary in a tmux pane of its
/// own (a private server), read with `capture-pane`, each step polled until it shows.
@Suite("Commands in tmux: copy, the progress line and Ctrl-C",
       .enabled(if: BinaryRunner.isBuilt && TmuxPane.tmux != nil, "needs the built binary and tmux (.ci/run installs it)"))
struct CommandsInTmuxTests {
    @Test("copy inside tmux with its default set-clipboard (external, which drops OSC 52): tmux's buffer gets the name")
    func copyWithDefaultClipboard() async throws {
        let pane = try await TmuxPane(["heart"], command: "copy", clipboard: nil)
        await #expect(try pane.waitForExit() == 0)
        // tmux's own default, which the test did not change.
        await #expect(try pane.tmux(["show-options", "-gv", "set-clipboard"]) == "external\n")
        await #expect(try pane.tmux(["show-buffer"]) == "heart")
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
        #expect(try String(contentsOf: pane.errorFile, encoding: .utf8)
            == "Copied 'heart' into tmux's paste buffer; tmux passes it on to the terminal's clipboard (tmux load-buffer -w)\n")
    }

    @Test("Ctrl-C during metrics clears the progress line; the shell sees 130")
    func interruptClearsProgress() async throws {
        let scratch = Scratch("progress-interrupt")
        defer { scratch.remove() }
        // Enough fonts that the work outlasts the keys sent; each the same fixture font.
        let list = scratch.file("fonts.txt")
        _ = FileManager.default.createFile(atPath: list, contents: Data(String(repeating: FontFixtures.metrics + "\n", count: 60_000).utf8))
        let pane = try await TmuxPane(["--files-from", list, "--format", "tsv"], command: "metrics", errorToPane: true, clipboard: nil)
        try await pane.waitForScreen("the progress line") { $0.contains { $0.hasPrefix("Measuring fonts ") } }
        // Output stopped (XOFF, as Ctrl-S): the next write to the terminal, the progress line's
        // or its clearing at the end, waits, so the command cannot end before Ctrl-C, which
        // starts output again (IXON) and sends SIGINT.
        try await pane.send("C-s")
        try await pane.send("C-c")
        await #expect(try pane.waitForExit() == 130)
        let screen = try await pane.screen()
        #expect(!screen.contains { $0.contains("Measuring fonts") }, "\(screen)")
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
    }
}
