import CatalogSystem
import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The man page, `--version`, examples in help, `__complete` and fitting text to a terminal.
@Suite("Shell integration")
struct ShellIntegrationTests {
    @Test("the man page renders without a warning under groff -ww -man", .enabled(if: ShellTool.path("groff") != nil, "groff is not installed"))
    func manPageRenders() async throws {
        let page = CLI.run(["help", "--man"])
        #expect(page.exitCode == 0)
        let outcome = try await ShellTool.run(try #require(ShellTool.path("groff")), ["-ww", "-man", "-Tutf8", "-z"],
                                        environment: ["PATH": "/usr/bin:/bin"], input: page.standardOutput)
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "")
        let rendered = try await ShellTool.run(try #require(ShellTool.path("groff")), ["-man", "-Tascii", "-P", "-cbou"],
                                         environment: ["PATH": "/usr/bin:/bin"], input: page.standardOutput)
        #expect(rendered.standardOutput.contains("catalog search [TERM...] [options]") ||
                rendered.standardOutput.contains("catalog search [TERM<u2026>] [options]") ||
                rendered.standardOutput.contains("catalog search [TERM"))
        #expect(rendered.standardOutput.contains("--data-set NAME|PATH"))
    }

    @Test("the man page has a section for every command, with its options and examples")
    func manPageCoversEveryCommand() {
        let page = CLI.run(["help", "--man"]).standardOutput
        #expect(page.hasPrefix(".TH CATALOG 1 \"\(CatalogVersion.date)\" \"catalog \(CatalogVersion.current)\""))
        for spec in CatalogCLI.commands {
            let usage = HelpRenderer.usageLine(for: spec).replacingOccurrences(of: "Usage: ", with: "")
            #expect(page.contains(".SS \"" + ManPageRenderer.escaped(usage) + "\""), "\(spec.name)")
            for option in spec.options {
                #expect(page.contains("\\-\\-" + ManPageRenderer.escaped(option.name)), "\(spec.name) --\(option.name)")
            }
            for example in spec.examples {
                #expect(page.contains(ManPageRenderer.escaped(example.command)), "\(spec.name): \(example.command)")
            }
        }
        for (name, _) in ManPageRenderer.environment { #expect(page.contains(ManPageRenderer.escaped(name))) }
        // Nothing outside ASCII reaches groff unescaped.
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("roff escaping")
    func escaping() {
        #expect(ManPageRenderer.escaped(#"a-b\c …"#) == #"a\-b\ec \[u2026]"#)
    }

    @Test("--version names the tool's version and each embedded data set's, from version.plist: no index is made or read")
    func version() throws {
        let scratch = Scratch("version-no-index")
        defer { scratch.remove() }
        let result = CLI.run(["--version"], environment: ["CATALOG_DATA_DIR": CLI.embedded, "XDG_CACHE_HOME": scratch.path])
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "catalog \(CatalogVersion.current)")
        #expect(lines.contains("  fontawesome-5.15.4  version 5.15.4"))
        #expect(lines.contains("  fontawesome-6       version 6.6.0"))
        #expect(scratch.names().isEmpty, "no index cache was written: \(scratch.names())")
    }

    @Test("--version without embedded data says where it looked")
    func versionWithoutData() throws {
        let empty = try ShellTool.temporaryHome("nodata")
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = CLI.run(["--version"], environment: ["CATALOG_DATA_DIR": empty.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("catalog \(CatalogVersion.current)\nembedded data: not found (looked in "))
    }

    @Test("every command has examples, and each example parses as that command")
    func examplesParse() throws {
        let parser = ArgumentParser(commands: CatalogCLI.commands, environment: [:])
        for spec in CatalogCLI.commands {
            #expect(!spec.examples.isEmpty, "\(spec.name) has no example")
            for example in spec.examples where example.command.hasPrefix("catalog ") {
                var words = Self.shellWords(example.command)
                if let redirect = words.firstIndex(of: ">") { words = Array(words[..<redirect]) }
                let (selected, rest) = try parser.selectCommand(Array(words.dropFirst()))
                // A group's examples show its subcommands.
                #expect(selected.path.starts(with: spec.path), "\(example.command)")
                #expect(throws: Never.self, "\(example.command)") { try parser.parse(selected, rest) }
            }
        }
    }

    /// Splits a command line on blanks, honouring double and single quotes.
    static func shellWords(_ line: String) -> [String] {
        var words = [String](), current = "", quote: Character?, started = false
        for character in line {
            if character == quote { quote = nil }
            else if quote == nil, character == "\"" || character == "'" { quote = character; started = true }
            else if character == " " && quote == nil { if started { words.append(current) }; current = ""; started = false }
            else { current.append(character); started = true }
        }
        if started { words.append(current) }
        return words
    }

    @Test("__complete lists values with the prefix, one per line", arguments: [
        (["symbol", "doc.on"], "doc.on.doc\n"),
        (["symbol", "heart"], "heart\nheart.fill\n"),
        (["release", "20"], "2019\n2020\n"),
        (["platform", ""], "iOS\nmacOS\n"),
        (["device", "iphone-16-pro"], "iphone-16-pro-max\niphone-16-pro\n"),
        (["symbol", "zzz"], ""),
        (["nonsense", ""], ""),
        ([String](), ""),
    ])
    func complete(arguments: [String], expected: String) {
        let fixture = StoreFixture(label: "complete")
        defer { fixture.remove() }
        let result = CLI.run(["__complete"] + arguments + ["--data-set", fixture.sf5],
                             environment: ["XDG_DATA_HOME": fixture.folder.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == expected)
        #expect(result.standardError == "")
    }

    @Test("__complete offers old names, with --data-set before or after the word (issue 26: sf6 completed nothing for doc.on)",
          arguments: [false, true])
    func completeOldNames(optionFirst: Bool) {
        let fixture = StoreFixture(label: "complete-old")
        defer { fixture.remove() }
        // The fixture's sf6 renamed doc.on.doc to document.on.document: no current name starts with doc.on.
        let arguments = optionFirst ? ["__complete", "symbol", "--data-set", fixture.sf6, "doc.on"]
            : ["__complete", "symbol", "doc.on", "--data-set", fixture.sf6]
        let result = CLI.run(arguments, environment: ["XDG_DATA_HOME": fixture.folder.path])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "doc.on.doc\n")
        #expect(CLI.run(["__complete", "symbol", "doc", "--data-set", fixture.sf6],
                        environment: ["XDG_DATA_HOME": fixture.folder.path]).standardOutput == "document.on.document\ndoc.on.doc\n")
    }

    @Test("__complete exits 0 even when its candidates cannot be written (a shell reads no status)",
          .enabled(if: BinaryRunner.isBuilt && FileManager.default.isWritableFile(atPath: "/dev/full"), "needs the binary and /dev/full"))
    func completeFullDevice() async throws {
        let output = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        defer { try? output.close() }
        let outcome = try await BinaryRunner.run(["__complete", "symbol", "heart", "--data-set", CLI.fixture],
                                                 environment: ["CATALOG_NO_CACHE": "1"], standardOutput: .handle(output))
        #expect(outcome.status == 0)
        #expect(outcome.standardError == "catalog: write error: No space left on device\n")
    }

    @Test("__complete offers smart collections, favorites and the user's collections")
    func completeCollections() throws {
        let fixture = StoreFixture(label: "complete-collections")
        defer { fixture.remove() }
        let environment = ["XDG_DATA_HOME": fixture.folder.path]
        #expect(CLI.run(["collection", "new", "toolbar"], environment: environment).exitCode == 0)
        let result = CLI.run(["__complete", "collection", "", "--data-set", fixture.sf5], environment: environment)
        let names = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(names.contains("restricted"))
        #expect(names.contains("favorites"))
        #expect(names.last == "toolbar")
    }

    @Test("__complete on a missing data set offers nothing and says nothing")
    func completeQuietly() {
        let result = CLI.run(["__complete", "symbol", "a", "--data-set", "/nonexistent/set"])
        #expect(result == CatalogCLI.Result(exitCode: 0, standardOutput: "", standardError: "", writeFailureStatus: 0))
    }

    @Test("text for a terminal is wrapped to its width, nothing cut or dropped; piped text is not")
    func fitsTheTerminal() {
        let wide = ["search", "--data-set", CLI.fixture, "--format", "text"]
        let piped = CLI.run(wide, environment: ["COLUMNS": "20"], terminal: false).standardOutput
        let fitted = CLI.run(wide, environment: ["COLUMNS": "20", "NO_COLOR": "1"], terminal: true).standardOutput
        #expect(piped.split(separator: "\n").contains("apple.logo  2019  restricted"))
        #expect(fitted.contains("apple.logo  2019\n  restricted\n"))
        for line in fitted.split(separator: "\n") { #expect(line.count <= 20, "\(line)") }
        #expect(!fitted.contains("…"))
        // Every word of the piped output is still there.
        #expect(piped.split(whereSeparator: { $0 == " " || $0 == "\n" }) == fitted.split(whereSeparator: { $0 == " " || $0 == "\n" }))
    }

    @Test("wrapping: at spaces, indented to the value; a word wider than the line is never split", arguments: [
        ("abcdef", 10, ["abcdef"]),
        ("abcdefghijkl", 10, ["abcdefghijkl"]),
        ("ab /a/very/long/path/name", 10, ["ab", "  /a/very/long/path/name"]),
        ("a b c d e f g h i j k", 10, ["a b c d e", "  f g h i", "  j k"]),
        ("  Keywords   love, like, care, hearts", 30, ["  Keywords   love, like, care,", "             hearts"]),
        ("Label  x", 10, ["Label  x"]),
    ])
    func wrapping(line: String, width: Int, expected: [String]) {
        #expect(TextWrap.wrap(line, width: width) == expected)
    }

    @Test("colour tokens are kept and take no columns")
    func wrappingColour() {
        let bold = ANSIStyle(enabled: true)
        let lines = TextWrap.wrap(bold.bold("abcdefghijkl") + " end", width: 12)
        #expect(lines.map(StyleMarks.strip) == ["abcdefghijkl", "  end"])
        #expect(StyleMarks.render(lines[0]) == "\u{1B}[1mabcdefghijkl\u{1B}[0m")
    }

    @Test("completions for an unknown shell is a usage error with a suggestion")
    func unknownShell() {
        let result = CLI.run(["completions", "zhs"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("catalog: unknown shell 'zhs'; expected bash, zsh or fish; did you mean 'zsh'?\n"))
    }
}

@Suite("Environment settings")
struct EnvironmentSettingTests {
    @Test("an unusable CATALOG_MAX_FILE_MB is an error, not a silent default", arguments: ["abc", "0", "-5", "1.5", "2000000"])
    func badLimit(value: String) {
        let result = CLI.run(["info", "--data-set", CLI.fixture], environment: ["CATALOG_MAX_FILE_MB": value])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "catalog: CATALOG_MAX_FILE_MB: '\(value)' is not a whole number of megabytes from 1 to 1048576\n")
        #expect(result.standardOutput == "")
    }

    @Test("a usable one is accepted", arguments: ["1", "128"])
    func goodLimit(value: String) {
        #expect(CLI.run(["info", "--data-set", CLI.fixture], environment: ["CATALOG_MAX_FILE_MB": value]).exitCode == 0)
    }
}
