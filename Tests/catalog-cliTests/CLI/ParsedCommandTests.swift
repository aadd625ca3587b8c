import Testing
@testable import catalog_cli
import SymbolCatalog

/// What the parser keeps of an option and how an options struct reads it.
@Suite("Parsed options, read through their specs")
struct ParsedCommandTests {
    private func parse(_ arguments: [String]) throws -> ParsedCommand {
        let parser = ArgumentParser(commands: CatalogCLI.commands, environment: [:])
        let (spec, rest) = try parser.selectCommand(arguments)
        return try parser.parse(spec, rest)
    }

    @Test("an option of several words keeps each use as its words; the last use of a one-value option wins")
    func words() throws {
        let lint = try parse(["lint", "--deployment-target", "iOS", "16.0", "--deployment-target", "macOS", "13"])
        #expect(lint.uses(LintCommand.Options.deploymentTarget) == [["iOS", "16.0"], ["macOS", "13"]])
        #expect(try LintCommand.Options(lint).lint.targets.map { "\($0.platform) \($0.version)" } == ["iOS 16.0", "macOS 13"])
        // A platform of two words is one word of the option, not split at its space.
        let search = try parse(["search", "--available-in", "Font Awesome", "5.0", "--limit", "3", "--limit", "4", "heart"])
        let filters = try SearchFilters(search)
        #expect(filters.availableIn?.platform == "Font Awesome")
        #expect(filters.availableIn?.version == OSVersion("5.0"))
        #expect(filters.plain.limit == 4)
        #expect(try SearchCommand.Options(search).terms == ["heart"])
    }

    @Test("the same option of two commands is one key: pick's --color is read as search's output colour")
    func sharedKeys() throws {
        #expect(try PickCommand.Options(parse(["pick", "--color", "never"])).search.output.color == .never)
        #expect(OutputOptions(try parse(["info", "--json", "--format", "tsv"])).format == .json)
        #expect(OutputOptions(try parse(["collection", "export", "x"])).format == .json)  // the command's default
    }

    @Test("--available-in and --platform annotate text results with the platform the data set names")
    func annotation() {
        let result = CLI.run(["search", "--available-in", "Font Awesome", "5.0", "heart", "--limit", "1"],
                             environment: ["CATALOG_DATA_DIR": CLI.embedded, "CATALOG_DATA_SET": "fontawesome-6"])
        #expect(result.standardOutput == "heart  1.0.0  Font Awesome 1.0.0\n")
    }
}
