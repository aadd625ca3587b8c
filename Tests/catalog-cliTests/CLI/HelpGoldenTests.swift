import Foundation
import Testing
@testable import catalog_cli

/// `--help` of every command against `Fixtures/help/<command>.txt`. To accept a deliberate
/// change, run with `CATALOG_UPDATE_GOLDENS=1` and review the diff.
@Suite("Golden --help output")
struct HelpGoldenTests {
    static let folder = CLI.packageRoot.appendingPathComponent("Tests/catalog-cliTests/Fixtures/help")
    static let names = [["--help"]] + CatalogCLI.commands.map { $0.path + ["--help"] }

    @Test(arguments: names)
    func help(arguments: [String]) throws {
        let result = CLI.run(arguments)
        #expect(result.exitCode == 0)
        let name = arguments.count == 1 ? "catalog" : arguments.dropLast().joined(separator: "-")
        let file = Self.folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["CATALOG_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(result.standardOutput.utf8).write(to: file)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(result.standardOutput == golden, "\(name): help differs from \(file.path)")
    }

    @Test("help is wrapped at spaces to 80 columns off a terminal, to the terminal's width on one")
    func wrapped() {
        for arguments in HelpGoldenTests.names + [["help", "lint"]] {
            let piped = CLI.run(arguments).standardOutput
            let narrow = CLI.run(arguments, environment: ["COLUMNS": "60"], terminal: true).standardOutput
            for (text, width) in [(piped, 80), (narrow, 60)] {
                for line in text.split(separator: "\n") where line.split(separator: " ").count > 1 {
                    #expect(line.count <= width, "\(arguments) at \(width): \(line)")
                }
            }
            // The same words, in the same order, whatever the width.
            func words(_ text: String) -> [Substring] { text.split(whereSeparator: { " \n\\".contains($0) }) }
            #expect(words(piped) == words(narrow), "\(arguments)")
        }
        // A paragraph of the lint help, which was one line of over 900 characters.
        let lint = CLI.run(["lint", "--help"]).standardOutput
        #expect(lint.contains("\nReads string literals of Image(systemName:), UIImage(systemName:),\n"))
    }

    @Test("help --man: running text in source lines of at most 80 columns; groff renders it the same")
    func manPageLines() {
        let page = CLI.run(["help", "--man"]).standardOutput
        var inExample = false
        for line in page.split(separator: "\n") {
            if line == ".EX" { inExample = true } else if line == ".EE" { inExample = false }
            guard !inExample, !line.hasPrefix(".") else { continue }
            #expect(line.count <= 80, "\(line)")
        }
    }

    @Test("every command is listed in the root help")
    func rootListsEveryCommand() {
        let root = CLI.run(["--help"]).standardOutput
        for spec in CatalogCLI.commands { #expect(root.contains("  " + spec.name + " "), "\(spec.name)") }
    }
}
