import CatalogSystem
import Foundation
import Testing
@testable import catalog_cli

/// Colour and the progress line: only for a terminal, never in pipes.
@Suite("Terminal behaviour")
struct TerminalBehaviourTests {
    static let escape = "\u{1B}["

    @Test("colour on a TTY unless NO_COLOR, TERM=dumb or --color never", arguments: [
        ([String: String](), [String](), true),
        (["NO_COLOR": "1"], [], false),
        (["TERM": "dumb"], [], false),
        (["TERM": "xterm-256color"], [], true),
        (["TERM": "dumb"], ["--color", "always"], true),
        ([:], ["--color", "never"], false),
    ])
    func colour(environment: [String: String], extra: [String], coloured: Bool) {
        let result = CLI.run(["info", "--data-set", CLI.fixture] + extra, environment: environment, terminal: true)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains(Self.escape) == coloured)
    }

    @Test("no colour when piped, even with TERM set")
    func pipedHasNoColour() {
        let result = CLI.run(["info", "--data-set", CLI.fixture], environment: ["TERM": "xterm"], terminal: false)
        #expect(!result.standardOutput.contains(Self.escape))
    }

    @Test("the progress line redraws in place and is cleared at the end")
    func progressLine() {
        var written = [String]()
        let progress = ProgressReporter(isEnabled: true, width: 30, write: { written.append($0) })
        progress.update("Reading", done: 1, of: 4)
        progress.update("Reading", done: 2, of: 4)  // within 50 ms: skipped
        progress.update(String(repeating: "x", count: 60))
        progress.finish()
        #expect(written.first == "\r\u{1B}[KReading 1/4 (25%)")
        #expect(written.last == "\r\u{1B}[K")
        #expect(written.count == 2)
    }

    @Test("a long progress message is cut to the terminal width")
    func progressTruncates() {
        var written = [String]()
        let progress = ProgressReporter(isEnabled: true, width: 30, write: { written.append($0) })
        progress.update(String(repeating: "x", count: 60))
        #expect(written == ["\r\u{1B}[K" + String(repeating: "x", count: 28) + "…"])
    }

    @Test("a disabled reporter writes nothing")
    func silent() {
        var written = [String]()
        let progress = ProgressReporter(isEnabled: false, width: 80, write: { written.append($0) })
        progress.update("Reading", done: 1, of: 2)
        progress.finish()
        #expect(written.isEmpty)
    }

    @Test("--quiet is accepted by every command")
    func quietEverywhere() {
        for spec in CatalogCLI.commands {
            let result = CLI.run(spec.path + ["--quiet", "--help"])
            #expect(result.exitCode == 0, "\(spec.name)")
        }
    }
}

/// The progress line of the real binary: on a terminal (`script` gives it one), in place and
/// cleared; nothing with `--quiet` or when stderr is a pipe.
@Suite("Progress line of the binary", .enabled(if: BinaryRunner.isBuilt && ShellTool.path("script") != nil, "needs the binary and script(1)"))
struct ProgressLineTests {
    static let fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map { "/usr/share/fonts/truetype/dejavu/" + $0 }

    func runOnTerminal(_ extra: [String]) async throws -> String {
        let command = ([CLI.binary.path, "metrics"] + Self.fonts + extra + ["--format", "tsv"]).joined(separator: " ")
        let outcome = try await ShellTool.run(try #require(ShellTool.path("script")), ["-qec", command + " > /dev/null", "/dev/null"],
                                        environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm"])
        #expect(outcome.status == 0)
        return outcome.standardOutput
    }

    @Test("metrics over several fonts shows a progress line on a terminal and clears it",
          .enabled(if: fonts.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "DejaVu fonts are not installed"))
    func shownOnTerminal() async throws {
        #expect(try await runOnTerminal([]) == "\r\u{1B}[KMeasuring fonts 0/2 (0%)\r\u{1B}[K")
    }

    @Test("--quiet silences it", .enabled(if: fonts.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "DejaVu fonts are not installed"))
    func quiet() async throws {
        #expect(try await runOnTerminal(["--quiet"]) == "")
    }

    @Test("nothing when stderr is a pipe", .enabled(if: fonts.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "DejaVu fonts are not installed"))
    func piped() async throws {
        let outcome = try await BinaryRunner.run(["metrics"] + Self.fonts + ["--format", "tsv"], environment: ["TERM": "xterm"])
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
    }
}
