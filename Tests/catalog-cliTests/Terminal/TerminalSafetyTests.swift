import CatalogSystem
import Foundation
import Testing
@testable import catalog_cli

/// A copy of the mini fixture whose restriction text would clear the screen, set the window
/// title, write the clipboard (OSC 52), reverse what follows (U+202E) and open a C1 CSI.
struct HostileDataSet {
    let folder: URL
    /// The restriction as `.strings` writes it, escapes spelled out.
    static let restriction = #"Clear\U001B[2J title\U001B]0;pwned\U0007 clip\U001B]52;c;aGk=\U0007 \U202Egnp.exe \U009B31m end"#
    /// How it must look everywhere text goes.
    static let visible = #"Clear\e[2J title\e]0;pwned\x07 clip\e]52;c;aGk=\x07 \u{202E}gnp.exe \u{9B}31m end"#

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let mini = URL(fileURLWithPath: CLI.fixture)
        for name in try FileManager.default.contentsOfDirectory(atPath: mini.path) {
            try FileManager.default.copyItem(at: mini.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try Data("\"heart\" = \"\(Self.restriction)\";\n".utf8).write(to: folder.appendingPathComponent("symbol_restrictions.strings"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func run(_ arguments: [String], terminal: Bool = false) -> CatalogCLI.Result {
        CatalogCLI.run(arguments: arguments + ["--data-set", folder.path], environment: ["CATALOG_NO_CACHE": "1"],
                       stdoutIsTerminal: terminal, terminalWidth: 200)
    }

    /// True when `text` holds a control character other than line feed and tab, or a
    /// bidirectional override: what a terminal would obey.
    static func hasControls(_ text: String, allowingColour: Bool = false) -> Bool {
        var text = text
        if allowingColour {
            for code in ["0", "1", "2", "33", "36"] { text = text.replacingOccurrences(of: "\u{1B}[\(code)m", with: "") }
        }
        return text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}

/// Issue 14, terminal safety: text from data or the command line reaches stdout and stderr
/// with its control characters made visible, in text output whether or not to a terminal;
/// JSON escapes them, TSV too, and so does `lint --format github`.
@Suite("Terminal safety: control characters from data are made visible")
struct TerminalSafetyTests {
    @Test("show and search text, piped, on a terminal and in colour", arguments: [false, true])
    func text(terminal: Bool) throws {
        let data = try HostileDataSet()
        defer { data.remove() }
        for arguments in [["show", "heart"], ["show", "heart", "--color", "always"], ["search", "heart", "--restricted"],
                          ["collections", "show", "restricted"]] {
            let result = data.run(arguments, terminal: terminal)
            #expect(result.exitCode == 0, "\(arguments): \(result.standardError)")
            #expect(!HostileDataSet.hasControls(result.standardOutput, allowingColour: true), "\(arguments)")
        }
        let show = data.run(["show", "heart", "--color", "never"], terminal: terminal).standardOutput
        #expect(show.contains("  Restriction    \(HostileDataSet.visible)\n"), "\(show)")
        // Colour survives, made by the tool: bold name, then the same visible text.
        let coloured = data.run(["show", "heart", "--color", "always"], terminal: terminal).standardOutput
        #expect(coloured.hasPrefix("\u{1B}[1mheart\u{1B}[0m\n"))
        #expect(coloured.contains(HostileDataSet.visible))
    }

    @Test("JSON escapes them, TSV and Markdown make them visible, github annotations too")
    func formats() throws {
        let data = try HostileDataSet()
        defer { data.remove() }
        let json = data.run(["show", "heart", "--json"]).standardOutput
        #expect(!HostileDataSet.hasControls(json))
        #expect(json.contains(#"\u001b]52;c;aGk=\u0007 \u202egnp.exe \u009b31m end"#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["restriction"] as? String)?.contains("\u{1B}]52;c;aGk=\u{07}") == true)  // the text itself is kept
        let tsv = data.run(["show", "heart", "--format", "tsv"]).standardOutput
        #expect(!HostileDataSet.hasControls(tsv))
        #expect(tsv.contains("heart\trestriction\t\(HostileDataSet.visible)\n"))
        let mini = URL(fileURLWithPath: CLI.fixture).path
        let diff = CatalogCLI.run(arguments: ["diff", mini, data.folder.path, "--format", "markdown"], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(diff.standardOutput.contains(HostileDataSet.visible))
        #expect(!HostileDataSet.hasControls(diff.standardOutput))
        let project = LintProject()
        defer { project.remove() }
        project.write("View.swift", #"let x = Image(systemName: "heart")"# + "\n")
        let github = CatalogCLI.run(arguments: ["lint", project.root.path, "--data-set", data.folder.path, "--deployment-target", "iOS", "15.0",
                                                "--format", "github"], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(github.standardOutput.contains("::notice "), "\(github.standardOutput)")
        #expect(github.standardOutput.contains(HostileDataSet.visible))
        #expect(!HostileDataSet.hasControls(github.standardOutput))
    }

    @Test("error messages and notes on stderr: names from the command line made visible")
    func stderr() throws {
        let data = try HostileDataSet()
        defer { data.remove() }
        let unknown = data.run(["show", "x\u{1B}]0;owned\u{07}\u{202E}"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.hasPrefix(#"catalog: unknown symbol 'x\e]0;owned\x07\u{202E}' in "#))
        #expect(!HostileDataSet.hasControls(unknown.standardError))
        let usage = data.run(["search", "--category", "a\u{1B}[2Jb\nc"])
        #expect(usage.exitCode == 64)
        #expect(usage.standardError.hasPrefix(#"catalog: unknown category 'a\e[2Jb\nc'"#), "\(usage.standardError)")
        #expect(usage.standardError.split(separator: "\n").count == 2)  // the message and the usage line
        let option = CatalogCLI.run(arguments: ["info", "--\u{1B}[31mjson"], environment: [:])
        #expect(option.standardError.hasPrefix(#"catalog: unknown option '--\e[31mjson'"#))
    }

    @Test("the progress line shows names made visible")
    func progress() {
        var written = [String]()
        let progress = ProgressReporter(isEnabled: true, width: 80, write: { written.append($0) })
        progress.update("Reading a\u{1B}]0;t\u{07}")
        #expect(written == ["\r\u{1B}[KReading a\\e]0;t\\x07"])
    }

    @Test("a value shaped like the tool's colour token is not colour")
    func forgedToken() throws {
        let forged = "\(StyleMarks.open)1\(StyleMarks.close)"
        #expect(StyleMarks.render(forged) == forged)
        #expect(StyleMarks.render(ANSIStyle(enabled: true).bold("x")) == "\u{1B}[1mx\u{1B}[0m")
    }
}

/// The bytes the binary writes to a pseudo-terminal (script(1) gives it one).
@Suite("Terminal safety of the binary on a terminal",
       .enabled(if: BinaryRunner.isBuilt && ShellTool.path("script") != nil, "needs the binary and script(1)"))
struct TerminalSafetyBinaryTests {
    @Test("show on a terminal writes no escape but its own colour")
    func onTerminal() async throws {
        let data = try HostileDataSet()
        defer { data.remove() }
        for (extra, redirect) in [("", ""), ("", " 2>&1 </dev/null"), (" --json", "")] {
            let command = "\(CLI.binary.path) show heart --data-set \(data.folder.path)\(extra)\(redirect); "
                + "\(CLI.binary.path) show 'x\u{1B}]0;owned\u{07}' --data-set \(data.folder.path)"
            let outcome = try await ShellTool.run(try #require(ShellTool.path("script")), ["-qec", command, "/dev/null"],
                                            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "CATALOG_NO_CACHE": "1"])
            let bytes = outcome.standardOutput
            #expect(bytes.contains("\u{1B}[1mheart\u{1B}[0m") || !extra.isEmpty)
            #expect(!HostileDataSet.hasControls(bytes.replacingOccurrences(of: "\r", with: ""), allowingColour: true), "\(bytes.debugDescription)")
            #expect(bytes.contains(#"unknown symbol 'x\e]0;owned\x07'"#))
        }
    }
}

@Suite("Standard output scanned once")
struct StandardOutputVisibilityTests {
    func context() -> CommandContext {
        CommandContext(environment: [:], executablePath: nil, stdoutIsTerminal: false, terminalWidth: nil)
    }

    @Test("emitted output is made visible once and marked so; any other write to it clears the mark")
    func emitMarksOutput() throws {
        var context = context()
        #expect(context.standardOutputIsVisible)
        let output = OutputOptions(format: .text)
        try context.emit("title \u{1B}]0;pwned\u{07} end\n", to: output)
        #expect(context.standardOutput == "title \\e]0;pwned\\x07 end\n")
        #expect(context.standardOutputIsVisible)
        try context.emit("more\n", to: output)
        #expect(context.standardOutputIsVisible)
        context.standardOutput += "\u{1B}[2J"
        #expect(!context.standardOutputIsVisible)
        try context.emit("after\n", to: output)
        #expect(!context.standardOutputIsVisible)
    }
}
