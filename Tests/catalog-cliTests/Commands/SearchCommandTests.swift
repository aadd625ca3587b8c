import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

@Suite("search, collections, browse and diff from the shell")
struct SearchCommandTests {
    private func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> CatalogCLI.Result {
        CLI.run(arguments + ["--data-set", CLI.fixture], environment: environment, terminal: terminal)
    }

    @Test("search formats: text, tsv, grid, json")
    func formats() {
        #expect(run(["search", "heart"]).standardOutput == "heart       2019  localized\nheart.fill  2019\n")
        #expect(run(["search", "--format", "tsv"]).standardOutput == """
            apple.logo\t2019\t\trestricted
            character\t2020\t\t
            document\t2021\t\t
            heart\t2019\thealth\tlocalized
            heart.fill\t2019\thealth\t

            """)
        #expect(run(["search", "--format", "grid"], environment: ["COLUMNS": "30"], terminal: true).standardOutput
            == "apple.logo  heart\ncharacter   heart.fill\ndocument\n")
        // Piped (or to --output), the grid is one name a line, as ls writes to a pipe: the
        // width of COLUMNS pads nothing.
        #expect(run(["search", "--format", "grid"], environment: ["COLUMNS": "100"]).standardOutput
            == "apple.logo\ncharacter\ndocument\nheart\nheart.fill\n")
        let json = run(["search", "doc", "--json"]).standardOutput
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"count\": 1,\n  \"results\": [\n    {\n      \"name\": \"document\",\n"))
        // doc is document's old name: the strongest match after the name itself.
        #expect(json.contains("\"score\": 5045,\n      \"match\": \"exact-old-name\",\n      \"corrections\": [],\n      \"vocabulary\": [],\n      \"shownAs\": \"document\",\n      \"release\": \"2021\",\n      \"note\": null,\n      \"flags\": [\n        \"renamed\"\n      ]"))
        let renamed = run(["search", "apple", "--json"]).standardOutput
        #expect(renamed.contains("\"shownAs\": \"apple.logo\""))
    }

    @Test("a quoted phrase is its words, in search and pick's first query: \"heart fill\" is heart fill; \"heart.fill\" stays a name")
    func quotedPhrase() {
        let words = run(["search", "heart", "fill", "--json"])
        #expect(words.exitCode == 0)
        for phrase in [["heart fill"], ["heart\tfill "], [" heart", "fill"]] {
            let quoted = run(["search"] + phrase + ["--json"])
            #expect(quoted.exitCode == 0 && quoted.standardOutput == words.standardOutput, "\(phrase)")
        }
        #expect(run(["search", "heart.fill"]).standardOutput.hasPrefix("heart.fill  2019"))
    }

    @Test("typos: found and marked fuzzy; --exact turns them off; --sort orders")
    func typosAndOrder() {
        #expect(run(["search", "hart"]).standardOutput == "heart       2019  localized, hart ≈ heart\nheart.fill  2019  hart ≈ heart\n")
        let json = run(["search", "hart", "--json"]).standardOutput
        #expect(json.contains("\"score\": 605,\n      \"match\": \"fuzzy\",\n      \"corrections\": [\n        {\n          \"term\": \"hart\",\n          \"word\": \"heart\"\n        }\n      ],"))
        let exact = run(["search", "hart", "--exact"])
        #expect(exact.exitCode == 1)
        #expect(exact.standardOutput == "")
        #expect(exact.standardError == "catalog: no symbol matches 'hart'; did you mean 'heart'?\n")
        #expect(run(["search", "--sort", "release", "--format", "tsv"]).standardOutput.split(separator: "\n").map { $0.split(separator: "\t")[1] }
            == ["2019", "2019", "2019", "2020", "2021"])
        #expect(run(["search", "--sort", "size"]).exitCode == 64)
    }

    @Test("nothing matched: exit 1 as grep, and one line on stderr, terminal or not: did-you-mean, what the words find apart", arguments: [
        (["hart", "--exact"], "catalog: no symbol matches 'hart'; did you mean 'heart'?\n"),
        (["zzzzzzzz"], "catalog: no symbol matches 'zzzzzzzz'\n"),
        (["heart", "--since", "2021"], "catalog: no symbol matches 'heart' with these filters\n"),
        (["heart", "apple"], "catalog: no symbol matches all of 'heart', 'apple'; without 'apple': 2 symbols (heart, heart.fill); "
            + "without 'heart': 1 symbol (apple.logo)\n"),
        (["--restricted", "--since", "2020"], "catalog: no symbol passes these filters\n"),
        (["hart\u{1B}[2J", "--exact"], "catalog: no symbol matches 'hart\\e[2j'\n"),
    ])
    func nothingMatched(arguments: [String], message: String) {
        let onTerminal = CLI.run(["search"] + arguments + ["--data-set", CLI.fixture], terminal: true)
        #expect(onTerminal.exitCode == 1)
        #expect(onTerminal.standardOutput == "")
        #expect(onTerminal.standardError == message)
        let piped = run(["search"] + arguments)
        #expect(piped.exitCode == 1)
        #expect(piped.standardOutput == "" && piped.standardError == message)
        let json = run(["search"] + arguments + ["--json"])
        #expect(json.exitCode == 1)
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"count\": 0,\n  \"results\": [],\n  \"suggestions\": ["))
        #expect(json.standardError == message)
    }

    @Test("--available-in shows old names with a note; --platform annotates")
    func availability() {
        #expect(run(["search", "--available-in", "macOS", "10.15"]).standardOutput == """
            a           2019  macOS 10.15  renamed to character in 2020 (macOS 11.0)
            apple.logo  2019  macOS 10.15  restricted
            doc         2019  macOS 10.15  renamed to document in 2021 (macOS 12.0)
            heart       2019  macOS 10.15  localized
            heart.fill  2019  macOS 10.15

            """)
        #expect(run(["search", "char", "--platform", "ios"]).standardOutput == "character  2020  iOS 14.0\n")
    }

    @Test("a set too large for a typo index: the no-match line says typos are not matched")
    func typoIndexOverLimit() throws {
        let scratch = Scratch("typo-limit")
        defer { scratch.remove() }
        let keywords = TypoLimitKeywords.make()
        DataSetWriter.write(scratch.path, names: keywords.mapValues { _ in "2019" }, aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        try PropertyListSerialization.data(fromPropertyList: keywords, format: .binary, options: 0)
            .write(to: URL(fileURLWithPath: scratch.file("symbol_search.plist")))
        let result = CLI.run(["search", "zzzzzzq", "--data-set", scratch.path], environment: ["CATALOG_NO_CACHE": "1"], terminal: true)
        #expect(result.exitCode == 1)
        #expect(result.standardError == "catalog: no symbol matches 'zzzzzzq' (typos are not matched in this data set: "
            + "its words need more than 2,000,000 typo-index entries); \(URL(fileURLWithPath: scratch.path).lastPathComponent) "
            + "has no symbol_categories.plist (symbols have no categories: --category finds nothing)\n")
        let info = CLI.run(["info", "--data-set", scratch.path], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(info.standardOutput.contains("\nTypo matching:   off: the words need more than 2,000,000 typo-index entries (search matches as written)\n"))
        #expect(!CLI.run(["info", "--data-set", CLI.fixture]).standardOutput.contains("Typo matching"))
    }

    @Test("bad filters: one line, did-you-mean, right exit code")
    func errors() {
        let cases: [([String], Int32, String)] = [
            (["search", "--category", "helth"], 64, "catalog: unknown category 'helth'; did you mean 'health'?\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--since", "2022"], 64, "catalog: unknown release '2022'; did you mean '2020', '2021' or '2019'?\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--platform", "iOSS"], 64, "catalog: unknown platform 'iOSS'; did you mean 'iOS'?\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--localization", "arr"], 64, "catalog: unknown localization suffix 'arr'; did you mean 'ar'?\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--available-in", "ios"], 64, "catalog: option '--available-in' needs a value (PLATFORM VERSION)\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--available-in", "iOS", "fifteen"], 64,
             "catalog: invalid OS version 'fifteen' (expected numbers like 15.4)\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--available-in", "", "15.0"], 64,
             "catalog: --available-in needs PLATFORM VERSION, e.g. --available-in iOS 15.0\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--limit", "x"], 64, "catalog: --limit needs a whole number, not 'x'\nUsage: catalog search [TERM…] [options]\n"),
            (["search", "--restricted", "--unrestricted"], 64, "catalog: --restricted and --unrestricted exclude each other\nUsage: catalog search [TERM…] [options]\n"),
            (["collections", "show", "restriced"], 1, "catalog: unknown collection 'restriced'; did you mean 'restricted'?\n"),
            (["diff"], 64, "catalog: give two data sets (A B) or --from RELEASE [--to RELEASE]\nUsage: catalog diff [A] [B] [options]\n"),
            (["search"] + Array(repeating: "heart", count: 65), 64,
             "catalog: a search takes at most 64 words (this one has 65)\nUsage: catalog search [TERM…] [options]\n"),
        ]
        for (arguments, code, stderr) in cases {
            let result = run(arguments)
            #expect(result.exitCode == code, "\(arguments)")
            #expect(result.standardError == stderr, "\(arguments)")
        }
    }

    @Test("the search and collections examples of --help find something on the embedded data")
    func examplesFindSomething() {
        // `search --category arrows --since 6.5.0` found nothing: the embedded set's last arrows are 6.1.0's.
        let specs = CatalogCLI.commands.filter { $0.name == "search" || $0.name == "collections show" }
        for example in specs.flatMap(\.examples) where !example.command.contains("--data-set") {
            let words = example.command.split(separator: " ").dropFirst().map(String.init)
            let result = CLI.run(words, environment: ["CATALOG_DATA_DIR": CLI.embedded, "CATALOG_NO_CACHE": "1"])
            #expect(result.exitCode == 0, "\(example.command): \(result.standardError)")
            #expect(!result.standardOutput.isEmpty, "\(example.command)")
        }
    }

    @Test("collections leaves out the empty new-in and renamed-in rows unless --all")
    func collectionsHideEmpty() throws {
        let all = run(["collections", "--all", "--format", "tsv"]).standardOutput.split(separator: "\n").map(String.init)
        let shown = run(["collections", "--format", "tsv"]).standardOutput.split(separator: "\n").map(String.init)
        let empty = all.filter { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count >= 3 && fields[2] == "0" && (fields[0].hasPrefix("new-in-") || fields[0].hasPrefix("renamed-in-"))
        }
        #expect(empty.contains { $0.hasPrefix("renamed-in-2019\t") })  // the mini fixture renames nothing in 2019
        #expect(shown == all.filter { !empty.contains($0) })
        #expect(shown.contains { $0.hasPrefix("localized\t") })  // the flag collections stay, empty or not
        #expect(!run(["collections"]).standardOutput.contains("renamed-in-2019 "))
    }

    @Test("collections, categories, releases, localizations")
    func browse() {
        #expect(run(["collections", "--format", "tsv"]).standardOutput.hasPrefix(
            "restricted\tsmart\t1\nunrestricted\tsmart\t4\nuncategorized\tsmart\t3\nlocalized\tsmart\t1\nrtl\tsmart\t0\nnew-in-2019\tsmart\t3\n"))
        #expect(run(["collections", "show", "renamed-in-2020", "--format", "tsv"]).standardOutput == "character\t2020\t\t\n")
        #expect(run(["categories", "--format", "tsv"]).standardOutput == "all\tAll\tsquare.grid.2x2\t5\nhealth\tHealth\theart\t2\n")
        #expect(run(["releases", "--format", "tsv"]).standardOutput == """
            2019\t3\t0\t0\tiOS=13.0\tmacOS=10.15\ttvOS=13.0\twatchOS=6.0
            2020\t0\t1\t0\tiOS=14.0\tmacOS=11.0\ttvOS=14.0\twatchOS=7.0
            2021\t0\t1\t1\tiOS=15.0\tmacOS=12.0\ttvOS=15.0\twatchOS=8.0

            """)
        #expect(run(["localizations", "heart"]).standardOutput == "heart.ar  ar  Arabic  2021\n")
        #expect(run(["localizations", "character"]).standardOutput == "character has no localized variants.\n")
    }

    @Test("diff of two releases, as JSON (the contract) and Markdown")
    func diff() {
        let json = run(["diff", "--from", "2019", "--to", "2021", "--json"]).standardOutput
        #expect(json.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"from\": \"mini@2019\",\n  \"to\": \"mini@2021\",\n"))
        #expect(json.contains("\"renamed\": [\n    {\n      \"from\": \"a\",\n      \"to\": \"character\"\n    },\n    {\n      \"from\": \"doc\",\n      \"to\": \"document\"\n    }\n  ],"))
        for key in ["added", "removed", "redated", "categoryChanges", "keywordChanges", "restrictionChanges", "localizationsAdded", "layersetChanges"] {
            #expect(json.contains("\n  \"\(key)\": "), "\(key)")
        }
        let markdown = run(["diff", "--from", "2019", "--format", "markdown"]).standardOutput
        #expect(markdown.hasPrefix("# mini@2019 → mini@2021\n\n| change | count |\n|---|---|\n| added | 0 |\n"))
        #expect(markdown.contains("## Renamed (2)\n\n- `a → character`\n- `doc → document`\n"))
    }

    @Test("diff of two data sets by name: Font Awesome 5.15.4 → 6")
    func diffDataSets() {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-diff-\(UUID().uuidString)")
        let result = CLI.run(["diff", "fontawesome-5.15.4", "fontawesome-6", "--json"], environment: CLI.environment(home: home))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.contains("\"removed\": [\n    \"acquisitions-incorporated\",\n    \"penny-arcade\"\n  ],"))
        #expect(result.standardOutput.contains("{\n      \"from\": \"search\",\n      \"to\": \"magnifying-glass\"\n    }"))
    }

    @Test("show takes a code point or the character")
    func codePoints() {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cp-\(UUID().uuidString)")
        let environment = CLI.environment(home: home)
        #expect(CLI.run(["show", "U+F004", "--format", "tsv"], environment: environment).standardOutput
            .hasPrefix("heart\tresolvedFrom\tU+F004\n"))
        #expect(CLI.run(["show", "\u{F004}", "--format", "tsv"], environment: environment).standardOutput
            .hasPrefix("heart\tresolvedFrom\t\u{F004}\n"))
    }
}
