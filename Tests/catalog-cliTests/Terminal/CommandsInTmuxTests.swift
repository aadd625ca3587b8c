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
        let pane = try await TmuxPane(["heart"], command: "copy", clipboard: "external")
        await #expect(try pane.waitForExit() == 0)
        // tmux's own default (`tmux -f /dev/null start-server \; show-options -gv set-clipboard`).
        await #expect(try pane.tmux(["show-options", "-gv", "set-clipboard"]) == "external\n")
        await #expect(try pane.tmux(["show-buffer"]) == "heart")
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
        #expect(try String(contentsOf: pane.errorFile, encoding: .utf8)
            == "Copied 'heart' into tmux's paste buffer; tmux passes it on to the terminal's clipboard (tmux load-buffer -w)\n")
    }

    @Test("Ctrl-C clears the progress line before the command ends; the shell sees 130")
    func interruptClearsProgress() async throws {
        // `metrics --files-from -` on the pane's terminal shows its progress line and then
        // waits for the paths to be typed: the line is on screen until Ctrl-C, whatever the load.
        let pane = try await TmuxPane(["--files-from", "-", "--format", "tsv"], command: "metrics", errorToPane: true)
        try await pane.waitForScreen("the progress line") { $0.contains { $0.hasPrefix("Reading font paths from standard input") } }
        try await pane.send("C-c")
        await #expect(try pane.waitForExit() == 130)
        let screen = try await pane.screen()
        #expect(!screen.contains { $0.contains("Reading font paths") }, "\(screen)")
        #expect(try String(contentsOf: pane.outputFile, encoding: .utf8) == "")
    }
}
