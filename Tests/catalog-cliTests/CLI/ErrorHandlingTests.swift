import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

@Suite("Errors: one clear line, the right exit code")
struct ErrorHandlingTests {
    static let usageCases: [([String], String)] = [
        ([], "catalog: missing command\nUsage: catalog COMMAND [arguments] [options] (see 'catalog --help')\n"),
        (["inf"], "catalog: unknown command 'inf'; did you mean 'info'?\nUsage: catalog COMMAND [arguments] [options] (see 'catalog --help')\n"),
        (["info", "--jsn"], "catalog: unknown option '--jsn'; did you mean '--json'?\nUsage: catalog info [options]\n"),
        (["info", "--format", "yaml"], "catalog: invalid value 'yaml' for --format; expected text, json or tsv\nUsage: catalog info [options]\n"),
        (["info", "--format", "jsn"], "catalog: invalid value 'jsn' for --format; expected text, json or tsv; did you mean 'json'?\nUsage: catalog info [options]\n"),
        (["info", "--json=yes"], "catalog: option '--json' takes no value\nUsage: catalog info [options]\n"),
        (["info", "--output"], "catalog: option '--output' needs a value (FILE)\nUsage: catalog info [options]\n"),
        (["info", "extra"], "catalog: unexpected argument 'extra'\nUsage: catalog info [options]\n"),
        (["show"], "catalog: missing NAME\nUsage: catalog show NAME [options]\n"),
        // `bogus` is 13 units from `add` (the nearest), over the budget of its 5 letters (6): no guess.
        (["data-sets", "bogus"], "catalog: unknown command 'data-sets bogus'\nUsage: catalog COMMAND [arguments] [options] (see 'catalog --help')\n"),
        (["data-sets", "add", "x"], "catalog: missing PATH\nUsage: catalog data-sets add NAME PATH\n"),
        (["info", "-x"], "catalog: unknown option '-x'\nUsage: catalog info [options]\n"),
    ]

    @Test("usage errors go to stderr with a usage line, exit 64", arguments: usageCases)
    func usage(arguments: [String], expected: String) {
        let result = CLI.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("help goes to stdout, exit 0", arguments: [["--help"], ["help"], ["show", "--help"], ["help", "show"], ["info", "-h"]])
    func help(arguments: [String]) {
        let result = CLI.run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("Usage: catalog"))
    }

    @Test("command help is generated from the spec")
    func commandHelp() {
        let help = CLI.run(["show", "--help"]).standardOutput
        #expect(help.hasPrefix("Usage: catalog show NAME [options]\n\nShow everything known about one symbol.\n"))
        #expect(help.contains("      --format FORMAT       Output format (default: text). One of: text, json,\n                            tsv.\n"))
        #expect(help.contains("  -o, --output FILE         Write to FILE instead of stdout.\n"))
        #expect(help.contains("Arguments:\n  NAME  Symbol name.\n"))
    }

    @Test("failures go to stderr as one line, exit 1")
    func failures() throws {
        let unknown = CLI.run(["show", "hart", "--data-set", CLI.fixture])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "catalog: unknown symbol 'hart' in mini; did you mean 'heart'?\n")

        let missing = CLI.run(["info", "--data-set", "/nonexistent/set"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "catalog: /nonexistent/set: no such file or folder\n")

        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let notASet = CLI.run(["info", "--data-set", empty.path])
        #expect(notASet.exitCode == 1)
        #expect(notASet.standardError == "catalog: \(empty.path): not a data set: name_availability.plist is missing\n")

        try Data("not a plist at all {".utf8).write(to: empty.appendingPathComponent("name_availability.plist"))
        let corrupt = CLI.run(["info", "--data-set", empty.path])
        #expect(corrupt.exitCode == 1)
        #expect(corrupt.standardError == "catalog: \(empty.path)/name_availability.plist: line 1: .strings syntax error: expected '=' after key \"not\", found 'a'\n")

        let unwritable = CLI.run(["info", "--data-set", CLI.fixture, "--output", "/nonexistent/dir/out.txt"])
        #expect(unwritable.exitCode == 1)
        #expect(unwritable.standardError == "catalog: /nonexistent/dir/out.txt: cannot write: No such file or directory\n")
    }

    @Test("options before the command are the command's, as git and swift take them", arguments: [
        (["--data-set", CLI.fixture, "search", "heart", "--format", "tsv"], ["search", "heart", "--format", "tsv", "--data-set", CLI.fixture]),
        (["--format", "tsv", "--data-set", CLI.fixture, "search", "heart"], ["search", "heart", "--data-set", CLI.fixture, "--format", "tsv"]),
        (["--json", "info", "--data-set", CLI.fixture], ["info", "--json", "--data-set", CLI.fixture]),
    ])
    func leadingOptions(leading: [String], usual: [String]) {
        let moved = CLI.run(leading), expected = CLI.run(usual)
        #expect(moved.exitCode == 0, "\(moved.standardError)")
        #expect(moved == expected)
    }

    @Test("an option before the command that no command has: one line with did-you-mean, exit 64")
    func unknownLeadingOption() {
        let result = CLI.run(["--dta-set", CLI.fixture, "search", "heart"])
        #expect(result.exitCode == 64)
        #expect(result.standardError == "catalog: unknown option '--dta-set'; did you mean '--data-set'?\n"
            + "Usage: catalog COMMAND [arguments] [options] (see 'catalog --help')\n")
        // An option the command lacks is that command's error, as after it.
        let wrong = CLI.run(["--deployment-target", "iOS", "15.0", "search", "heart", "--data-set", CLI.fixture])
        #expect(wrong.exitCode == 64)
        #expect(wrong.standardError.hasPrefix("catalog: unknown option '--deployment-target'"))
    }

    @Test("the built binary exits with the same codes and streams", .enabled(if: FileManager.default.fileExists(atPath: CLI.binary.path)))
    func process() async throws {
        for (arguments, code) in [(["info", "--data-set", CLI.fixture], Int32(0)), (["show", "hart", "--data-set", CLI.fixture], 1), (["bogus"], 64)] {
            // No index files in the real ~/.cache from tests.
            let outcome = try await ChildProcess.run(CLI.binary.path, arguments,
                                                     environment: ProcessInfo.processInfo.environment.merging(["CATALOG_NO_CACHE": "1"]) { $1 })
            #expect(outcome.status == code)
            #expect(code == 0 ? outcome.standardError.isEmpty : outcome.standardError.hasPrefix("catalog: "))
        }
    }
}
