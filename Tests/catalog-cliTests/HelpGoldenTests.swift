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

    @Test("every command is listed in the root help")
    func rootListsEveryCommand() {
        let root = CLI.run(["--help"]).standardOutput
        for spec in CatalogCLI.commands { #expect(root.contains("  " + spec.name + " "), "\(spec.name)") }
    }
}
