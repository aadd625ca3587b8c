import Testing
@testable import catalog_cli

/// `CommandSummaries.swift`, which `catalog --help` lists without building a spec, is what the
/// specs say (`Scripts/generate-command-docs.sh` writes it from `catalog help --summaries`).
@Suite("Command summaries: the generated list equals the specs")
struct CommandSummariesTests {
    @Test("every row of the command table, in its order, with its spec's summary")
    func fresh() {
        let specs = CatalogCLI.table.map { entry in (words: entry.path.joined(separator: " "), summary: entry.make().summary) }
        #expect(CommandSummaries.rows.count == specs.count,
                "stale: run Scripts/generate-command-docs.sh (\(CommandSummaries.rows.count) rows, \(specs.count) commands)")
        for (row, spec) in zip(CommandSummaries.rows, specs) {
            #expect(row.words == spec.words && row.summary == spec.summary, "stale: run Scripts/generate-command-docs.sh (\(spec.words))")
        }
    }

    @Test("help --summaries prints what the generator reads: words, a tab, the summary, a line each")
    func printed() {
        let result = CLI.run(["help", "--summaries"])
        #expect(result.exitCode == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.map { String($0) } == CommandSummaries.rows.map { $0.words + "\t" + $0.summary })
    }
}
