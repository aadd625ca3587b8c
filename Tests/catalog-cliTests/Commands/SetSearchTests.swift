import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `search --data-set all` (or a list): every set searched by the same rules, one list merged
/// by score, each row naming its set. The expected orders follow the documented rule: a
/// higher score first (exact name 6070 above name components 3070), each set's own order
/// kept, ties to the shorter name, then the name, then the set named first (`all`: the
/// registered sets, then the embedded ones by name, as `data-sets` lists them).
@Suite("Search over several data sets")
struct SetSearchTests {
    /// A private home with an SF-like set (DataSetWriter: names per release, `love` the legacy
    /// name of `heart`) registered as `sf6`.
    private func home(_ scratch: Scratch) -> [String: String] {
        DataSetWriter.write(scratch.file("sf"), names: [
            "heart": "2019", "heart.fill": "2019", "suit.heart": "2020", "bolt.heart.fill": "2021", "star": "2019",
        ], aliases: [:], releases: ["2019": ["iOS": "13.0"], "2020": ["iOS": "14.0"], "2021": ["iOS": "15.0"]])
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        #expect(CLI.run(["data-sets", "add", "sf6", scratch.file("sf")], environment: environment).exitCode == 0)
        return environment
    }

    /// The first `count` columns of each TSV line.
    private func columns(_ text: String, _ count: Int = 2) -> [String] {
        text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).prefix(count).joined(separator: " ") }
    }

    @Test("heart over the embedded sets: each set's own heart first, in set order")
    func embedded() {
        let scratch = Scratch("set-search")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.path))
        let result = CLI.run(["search", "heart", "--data-set", "all", "--per-set", "1", "--format", "tsv"], environment: environment)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
        #expect(columns(result.standardOutput) == [
            "fontawesome-5.15.4 heart", "fontawesome-6 heart", "fontawesome-7 heart", "lucide heart", "mdi heart", "phosphor heart",
        ])
        // Two words joined make MDI's name: heart-outline first, then MDI's other outlines.
        let outline = CLI.run(["search", "heart", "outline", "--data-set", "all", "--limit", "2", "--format", "tsv"], environment: environment)
        #expect(columns(outline.standardOutput) == ["mdi heart-outline", "mdi heart-box-outline"])
    }

    @Test("a registered SF-like set beside MDI: exact names, then name components by length; lists, repeats and all agree")
    func registered() {
        let scratch = Scratch("set-search")
        defer { scratch.remove() }
        let environment = home(scratch)
        let list = CLI.run(["search", "heart", "--data-set", "sf6,mdi", "--per-set", "3"], environment: environment)
        #expect(list.exitCode == 0)
        #expect(list.standardOutput == """
            sf6  heart       2019
            mdi  heart       1.5.54
            mdi  heart-box   1.5.54
            mdi  heart-cog   5.7.55
            sf6  heart.fill  2019
            sf6  suit.heart  2020

            """)
        let repeated = CLI.run(["search", "heart", "--data-set", "sf6", "--data-set", "mdi", "--per-set", "3"], environment: environment)
        #expect(repeated.standardOutput == list.standardOutput)
        // --limit caps the merged list; `all` puts the registered set first.
        let all = CLI.run(["search", "heart", "--data-set", "all", "--limit", "9", "--format", "tsv"], environment: environment)
        #expect(columns(all.standardOutput) == [
            "sf6 heart", "fontawesome-5.15.4 heart", "fontawesome-6 heart", "fontawesome-7 heart", "lucide heart", "mdi heart",
            "phosphor heart", "lucide heart-x", "mdi heart-box",
        ])
        // A set named twice is searched once.
        let twice = CLI.run(["search", "heart", "--data-set", "sf6,sf6", "--format", "tsv"], environment: environment)
        #expect(columns(twice.standardOutput) == ["sf6 heart", "sf6 heart.fill", "sf6 suit.heart", "sf6 bolt.heart.fill"])
        // By release, each set's results in turn (Lucide has one release: by name, `activity` by its keyword).
        let byRelease = CLI.run(["search", "heart", "--data-set", "sf6,lucide", "--sort", "release", "--per-set", "2", "--format", "tsv"],
                                environment: environment)
        #expect(columns(byRelease.standardOutput, 3) == ["sf6 heart 2019", "sf6 heart.fill 2019", "lucide activity 1.61.0", "lucide book-heart 1.61.0"])
    }

    @Test("JSON: dataSets, then each result's dataSet first, with its score; TSV: the set first")
    func shapes() throws {
        let scratch = Scratch("set-search")
        defer { scratch.remove() }
        let environment = home(scratch)
        let result = CLI.run(["search", "heart", "--data-set", "sf6,fontawesome-6,mdi", "--per-set", "2", "--json"], environment: environment)
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"dataSets\": [\n    \"sf6\",\n    \"fontawesome-6\",\n    \"mdi\"\n  ],\n  \"count\": 6,\n"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { "\($0["dataSet"] ?? "") \($0["name"] ?? "") \($0["score"] ?? "") \($0["match"] ?? "")" } == [
            "sf6 heart 6070 exact-name", "fontawesome-6 heart 6070 exact-name", "mdi heart 6070 exact-name",
            "mdi heart-box 3070 name-components", "sf6 heart.fill 3070 name-components", "fontawesome-6 heart-crack 3070 name-components",
        ])
        #expect(result.standardOutput.contains("    {\n      \"dataSet\": \"sf6\",\n      \"name\": \"heart\",\n"))
        let tsv = CLI.run(["search", "heart", "--data-set", "sf6,mdi", "--limit", "1", "--format", "tsv"], environment: environment)
        #expect(tsv.standardOutput == "sf6\theart\t2019\t\t\n")
        let grid = CLI.run(["search", "heart", "--data-set", "sf6,mdi", "--limit", "2", "--format", "grid"], environment: environment)
        #expect(grid.standardOutput == "sf6:heart\nmdi:heart\n")
    }

    @Test("a set that does not load is one error naming it; an unknown name gets did-you-mean; a filter one set lacks leaves it out with a note")
    func errors() throws {
        let scratch = Scratch("set-search")
        defer { scratch.remove() }
        let environment = home(scratch)
        DataSetWriter.write(scratch.file("broken"), names: ["heart": "2019"], aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        #expect(CLI.run(["data-sets", "add", "broken", scratch.file("broken")], environment: environment).exitCode == 0)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: scratch.file("broken/name_availability.plist")))
        let broken = CLI.run(["search", "heart", "--data-set", "all"], environment: environment)
        #expect(broken.exitCode == 1)
        #expect(broken.standardOutput == "")
        #expect(broken.standardError == "catalog: data set 'broken' does not load: \(scratch.file("broken/name_availability.plist")): "
            + "root: expected a dictionary, found a string\n")

        let unknown = CLI.run(["search", "heart", "--data-set", "sf6,mdx"], environment: environment)
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError == "catalog: unknown data set 'mdx' (not a folder, a registered name or an embedded one); did you mean 'mdi'?\n")

        // Other commands read one set.
        let info = CLI.run(["info", "--data-set", "all"], environment: environment)
        #expect(info.exitCode == 1)
        #expect(info.standardError == "catalog: 'all' names several data sets: only 'catalog search' reads several; give one name\n")

        let since = CLI.run(["search", "heart", "--data-set", "sf6,mdi", "--since", "2020", "--format", "tsv"], environment: environment)
        #expect(since.exitCode == 0)
        #expect(since.standardError == "catalog: note: mdi left out: unknown release '2020'\n")
        #expect(columns(since.standardOutput) == ["sf6 suit.heart", "sf6 bolt.heart.fill"])
        let nowhere = CLI.run(["search", "heart", "--data-set", "sf6,mdi", "--since", "2022"], environment: environment)
        #expect(nowhere.exitCode == 64)
        #expect(nowhere.standardError.hasPrefix("catalog: unknown release '2022'; did you mean '2020', '2021' or '2019'?\n"))

        let none = CLI.run(["search", "zzqqzz", "--data-set", "sf6,mdi"], environment: environment, terminal: true)
        #expect(none.exitCode == 1)
        #expect(none.standardOutput == "")
        #expect(none.standardError == "catalog: no symbol matches 'zzqqzz' in sf6, mdi\n")
        // Suggestions from every set, the first set's first.
        let typo = CLI.run(["search", "hert", "--data-set", "sf6,mdi", "--exact"], environment: environment, terminal: true)
        #expect(typo.standardError == "catalog: no symbol matches 'hert' in sf6, mdi; did you mean 'heart', 'heat' or 'hat'?\n")
    }

    @Test("data-sets shows every embedded set's licence (the SPDX expression of its version.plist)")
    func licences() {
        let scratch = Scratch("set-search")
        defer { scratch.remove() }
        let result = CLI.run(["data-sets", "--format", "tsv"], environment: CLI.environment(home: URL(fileURLWithPath: scratch.path)))
        let licences = result.standardOutput.split(separator: "\n").map { line in
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            return "\(cells[0]) \(cells.last ?? "")"
        }
        #expect(licences == [
            "fontawesome-5.15.4 CC-BY-4.0 AND OFL-1.1 AND MIT", "fontawesome-6 CC-BY-4.0 AND OFL-1.1 AND MIT",
            "fontawesome-7 CC-BY-4.0 AND OFL-1.1 AND MIT", "lucide ISC", "mdi Apache-2.0", "phosphor MIT",
        ])
    }
}
