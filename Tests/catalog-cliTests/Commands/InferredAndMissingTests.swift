import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Issue 26: a year beyond `year_to_release` (SF Symbols 7), the Draw list, and files a set lacks.
@Suite("info and search say what was inferred and what is missing")
struct InferredAndMissingTests {
    /// Names dated 2025 with a table that stops at 2024, as SF 7's files have them, and a
    /// Draw list; no categories, keywords, restrictions or layersets.
    static func writeSet(_ path: String) throws {
        let table = ["2019": ["iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0", "visionOS": "1.0"],
                     "2024": ["iOS": "18.0", "macOS": "15.0", "tvOS": "18.0", "watchOS": "11.0", "visionOS": "2.0"]]
        DataSetWriter.write(path, names: ["heart": "2019", "pencil": "2019", "arrow.draw": "2025"], aliases: [:], releases: table)
        let draw = try PropertyListSerialization.data(fromPropertyList: ["pencil", "arrow.draw"], format: .xml, options: 0)
        #expect(FileManager.default.createFile(atPath: path + "/draw_symbols.plist", contents: draw))
    }

    @Test("info names the inferred release, the Draw list and each missing file with its cost")
    func info() throws {
        let scratch = Scratch("inferred-info")
        defer { scratch.remove() }
        try Self.writeSet(scratch.path)
        let text = CLI.run(["info", "--data-set", scratch.path]).standardOutput
        #expect(text.contains("\nDraw:            2 symbols (draw_symbols.plist), from 2025 on\n"))
        #expect(text.contains("\nMissing:         no symbol_categories.plist: symbols have no categories: --category finds nothing\n"
            + "                 no symbol_search.plist: searches match names and categories only, not keywords\n"))
        #expect(text.contains("\nInferred:        2025 → 26.0 on every platform: not in year_to_release, inferred from "
            + "Apple's naming by year (from 2025, release Y ships in OS Y−1999)\n"))
        #expect(text.contains("\n  2025     26.0  26.0   26.0  26.0     26.0  (inferred)\n"))

        let json = CLI.run(["info", "--json", "--data-set", scratch.path]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let releases = try #require(object["releases"] as? [[String: Any]])
        #expect(releases.map { $0["id"] as? String } == ["2019", "2024", "2025"])
        #expect(releases.map { $0["inferred"] as? Bool } == [false, false, true])
        #expect(releases.last?["platforms"] as? [String: String]
            == ["iOS": "26.0", "macOS": "26.0", "tvOS": "26.0", "watchOS": "26.0", "visionOS": "26.0"])
        #expect(object["drawSymbolCount"] as? Int == 2)
        let missing = (object["missingFiles"] as? [[String: String]] ?? []).compactMap { $0["file"] }
        #expect(missing == ["symbol_categories.plist", "symbol_search.plist", "symbol_restrictions.strings",
                            "name_aliases.strings", "layerset_availability.plist"])
    }

    @Test("releases marks the inferred release, in text and JSON")
    func releases() throws {
        let scratch = Scratch("inferred-releases")
        defer { scratch.remove() }
        try Self.writeSet(scratch.path)
        let text = CLI.run(["releases", "--data-set", scratch.path]).standardOutput
        #expect(text.hasSuffix("\n2025     26.0*  26.0*  26.0*  26.0*    26.0*     1      0        0\n"
            + "* inferred: not in year_to_release; Apple's naming by year (2025 → 26.0)\n"))
        let json = CLI.run(["releases", "--json", "--data-set", scratch.path]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((object["releases"] as? [[String: Any]])?.map { $0["inferred"] as? Bool } == [false, false, true])
        #expect(!CLI.run(["releases", "--data-set", CLI.fixture]).standardOutput.contains("inferred"))
    }

    @Test("show gives Draw as a rendering mode with its OS versions; search --layerset draw finds the list")
    func draw() throws {
        let scratch = Scratch("inferred-draw")
        defer { scratch.remove() }
        try Self.writeSet(scratch.path)
        let pencil = CLI.run(["show", "pencil", "--data-set", scratch.path]).standardOutput
        #expect(pencil.contains("\n  Draw           2025 (iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, inferred)\n"))
        let new = CLI.run(["show", "arrow.draw", "--data-set", scratch.path]).standardOutput
        #expect(new.contains("\n  Introduced     2025 (iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, inferred)\n"))
        let found = CLI.run(["search", "--layerset", "draw", "--format", "tsv", "--data-set", scratch.path])
        #expect(found.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) } == ["arrow.draw", "pencil"])
        // A name of 2025 passes --available-in iOS 26.0 and not 18.0: dated, not dropped.
        #expect(CLI.run(["search", "arrow", "--available-in", "iOS", "26.0", "--data-set", scratch.path]).exitCode == 0)
        #expect(CLI.run(["search", "arrow", "--available-in", "iOS", "18.0", "--data-set", scratch.path]).exitCode == 1)
    }

    @Test("a search that finds nothing says so and names the missing keyword file, terminal or not; exit status 1 as before")
    func searchNote() throws {
        let scratch = Scratch("inferred-search")
        defer { scratch.remove() }
        try Self.writeSet(scratch.path)
        let name = URL(fileURLWithPath: scratch.path).lastPathComponent
        let piped = CLI.run(["search", "settings", "gear", "--data-set", scratch.path])
        #expect(piped.exitCode == 1)
        #expect(piped.standardOutput == "")
        let costs = "symbol_categories.plist (symbols have no categories: --category finds nothing), "
            + "no symbol_search.plist (searches match names and categories only, not keywords)"
        #expect(piped.standardError.hasPrefix("catalog: no symbol matches 'settings' or 'gear'"))
        #expect(piped.standardError.hasSuffix("; \(name) has no \(costs)\n"))
        let terminal = CLI.run(["search", "download", "--data-set", scratch.path], terminal: true)
        #expect(terminal.exitCode == 1)
        #expect(terminal.standardError == "catalog: no symbol matches 'download'; \(name) has no \(costs)\n")
        // A set with every file names no file.
        let mini = CLI.run(["search", "zzzz", "--exact", "--data-set", CLI.fixture])
        #expect(mini.exitCode == 1 && mini.standardError == "catalog: no symbol matches 'zzzz'\n")
    }

    @Test("SF 6.0 without symbol_search.plist: 'user profile' finds nothing and says why",
          .enabled(if: TestPaths.sharedSet("sf6.0_2024-10") != nil, "needs ../shared/sfsymbols"))
    func sharedSixWithoutKeywords() throws {
        let folder = try #require(TestPaths.sharedSet("sf6.0_2024-10")).path
        let result = CLI.run(["search", "user", "profile", "--data-set", folder], environment: ["CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 1)
        // Profile matches names (brain.head.profile); user none: what the words find apart, then why.
        #expect(result.standardError.hasPrefix("catalog: no symbol matches 'user'"))
        #expect(result.standardError.contains("; without 'user': "))
        #expect(result.standardError.contains("; sf6.0_2024-10_sfsafesymbols-fork has no symbol_categories.plist ("))
        #expect(result.standardError.contains("no symbol_search.plist (searches match names and categories only, not keywords)"))
        let info = CLI.run(["info", "--data-set", folder], environment: ["CATALOG_NO_CACHE": "1"]).standardOutput
        #expect(info.contains("no symbol_search.plist: searches match names and categories only, not keywords\n"))
        #expect(!info.contains("Inferred:"))
    }
}
