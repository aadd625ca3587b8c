import Foundation
import Synchronization
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// What a person typing into a symbol browser expects on the first lines, on the real SF
/// Symbols sets and the embedded Font Awesome data: typos, several words, old names,
/// keywords, SF's dot names and Font Awesome's dash names. Written from what the symbols
/// are, not from catalog's output.
struct RankingCase: CustomTestStringConvertible, Sendable {
    /// A shared set's folder prefix (`sf6.x_`) or an embedded name (`fontawesome-6`).
    let dataSet: String
    let query: String
    /// The first results, in order.
    let first: [String]
    /// The rule of the first result.
    let rule: MatchRule
    /// Pairs that must come in this order (when both are found).
    var before: [(String, String)] = []

    var testDescription: String { "\(dataSet) '\(query)' → \(first.joined(separator: ", "))" }

    static let sf: [RankingCase] = [
        // The issue's table.
        RankingCase(dataSet: "sf6.x_", query: "star fill", first: ["star.fill"], rule: .joinedName,
                    before: [("star.circle.fill", "line.horizontal.star.fill.line.horizontal")]),
        RankingCase(dataSet: "sf6.x_", query: "share", first: ["square.and.arrow.up"], rule: .exactKeyword,
                    before: [("square.and.arrow.up", "shared.with.you")]),
        RankingCase(dataSet: "sf6.x_", query: "bookmak", first: ["bookmark", "bookmark.fill"], rule: .fuzzy),
        // Several words joined as SF joins them.
        RankingCase(dataSet: "sf6.x_", query: "light bulb", first: ["lightbulb"], rule: .joinedName),
        RankingCase(dataSet: "sf6.x_", query: "gear shape", first: ["gearshape"], rule: .joinedName),
        RankingCase(dataSet: "sf6.x_", query: "wi fi", first: ["wifi"], rule: .joinedName),
        RankingCase(dataSet: "sf6.x_", query: "person crop circle", first: ["person.crop.circle", "person.crop.circle.fill"],
                    rule: .joinedName),
        RankingCase(dataSet: "sf6.x_", query: "exclamationmark triangle",
                    first: ["exclamationmark.triangle", "exclamationmark.triangle.fill"], rule: .joinedName),
        RankingCase(dataSet: "sf6.x_", query: "arrow up", first: ["arrow.up"], rule: .joinedName,
                    before: [("arrow.up.circle", "square.and.arrow.up")]),
        // Names first, then keywords.
        RankingCase(dataSet: "sf6.x_", query: "heart", first: ["heart", "heart.fill"], rule: .exactName,
                    before: [("heart.fill", "suit.heart.fill"), ("suit.heart", "arrow.trianglehead.clockwise.heart")]),
        RankingCase(dataSet: "sf6.x_", query: "location", first: ["location"], rule: .exactName,
                    before: [("location.fill", "airtag")]),
        RankingCase(dataSet: "sf6.x_", query: "phone", first: ["phone"], rule: .exactName, before: [("phone.fill", "teletype")]),
        // Keywords: the word people use for what the symbol shows.
        RankingCase(dataSet: "sf6.x_", query: "search", first: ["magnifyingglass"], rule: .exactKeyword),
        RankingCase(dataSet: "sf6.x_", query: "settings", first: ["gear"], rule: .exactKeyword),
        RankingCase(dataSet: "sf6.x_", query: "home", first: ["house", "house.fill"], rule: .exactKeyword),
        RankingCase(dataSet: "sf6.x_", query: "close", first: ["xmark"], rule: .exactKeyword),
        RankingCase(dataSet: "sf6.x_", query: "send", first: ["paperplane"], rule: .exactKeyword),
        RankingCase(dataSet: "sf6.x_", query: "hide", first: ["eye.slash"], rule: .exactKeyword),
        // Typos: a wrong letter, two swapped, one missing, two in a long word.
        RankingCase(dataSet: "sf6.x_", query: "calender", first: ["calendar"], rule: .fuzzy),
        RankingCase(dataSet: "sf6.x_", query: "sqaure", first: ["square"], rule: .fuzzy),
        RankingCase(dataSet: "sf6.x_", query: "camra", first: ["camera"], rule: .fuzzy),
        RankingCase(dataSet: "sf6.0_", query: "exclamtionmrk", first: ["exclamationmark"], rule: .fuzzy),
        RankingCase(dataSet: "sf6.0_", query: "sqaure and arrow up", first: ["square.and.arrow.up"], rule: .fuzzy),
        // Old names (SF 6.0 renamed doc.on.doc).
        RankingCase(dataSet: "sf6.0_", query: "doc.on.doc", first: ["document.on.document"], rule: .exactOldName),
        RankingCase(dataSet: "sf6.0_", query: "doc on doc", first: ["document.on.document"], rule: .exactOldName),
        RankingCase(dataSet: "sf5.1_", query: "doc.on.doc", first: ["doc.on.doc", "doc.on.doc.fill"], rule: .exactName),
    ]

    static let embedded: [RankingCase] = [
        // The issue's table: edit is pen-to-square's old name (and a keyword).
        RankingCase(dataSet: "fontawesome-6", query: "edit", first: ["pen-to-square"], rule: .exactOldName,
                    before: [("pen-to-square", "credit-card"), ("file-pen", "credit-card")]),
        RankingCase(dataSet: "fontawesome-6", query: "magnifying glass", first: ["magnifying-glass"], rule: .joinedName),
        RankingCase(dataSet: "fontawesome-6", query: "pen square", first: ["square-pen", "pen-to-square"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "trash can", first: ["trash-can"], rule: .joinedName),
        RankingCase(dataSet: "fontawesome-6", query: "thumbs up", first: ["thumbs-up"], rule: .joinedName),
        RankingCase(dataSet: "fontawesome-6", query: "circle check", first: ["circle-check"], rule: .joinedName),
        RankingCase(dataSet: "fontawesome-6", query: "heart", first: ["heart"], rule: .exactName),
        RankingCase(dataSet: "fontawesome-6", query: "pdf", first: ["file-pdf"], rule: .nameComponents, before: [("file-pdf", "file")]),
        // Font Awesome 5 names are old names in 6.
        RankingCase(dataSet: "fontawesome-6", query: "search", first: ["magnifying-glass"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "cog", first: ["gear"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "save", first: ["floppy-disk"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "times", first: ["xmark"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "user circle", first: ["circle-user"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "map marker", first: ["location-dot", "location-pin"], rule: .exactOldName),
        RankingCase(dataSet: "fontawesome-6", query: "hamburger", first: ["burger"], rule: .exactOldName),
        // Keywords, and typos in dash names.
        RankingCase(dataSet: "fontawesome-6", query: "like", first: ["heart"], rule: .exactKeyword),
        RankingCase(dataSet: "fontawesome-6", query: "bookmak", first: ["bookmark", "book-bookmark"], rule: .fuzzy),
        RankingCase(dataSet: "fontawesome-6", query: "calender", first: ["calendar"], rule: .fuzzy),
        RankingCase(dataSet: "fontawesome-6", query: "camra", first: ["camera"], rule: .fuzzy),
        RankingCase(dataSet: "fontawesome-6", query: "magnifying glas", first: ["magnifying-glass"], rule: .componentPrefix),
        // The same names in 5.15.4, where they are current.
        RankingCase(dataSet: "fontawesome-5.15.4", query: "search", first: ["search", "search-plus"], rule: .exactName),
        RankingCase(dataSet: "fontawesome-5.15.4", query: "edit", first: ["edit"], rule: .exactName),
        RankingCase(dataSet: "fontawesome-5.15.4", query: "check circle", first: ["check-circle"], rule: .joinedName),
    ]
}

@Suite("Ranking: the first results a person expects")
struct RankingTableTests {
    /// Each data set loaded once from its files, and once from a cache index.
    static let dataSets = Mutex<[String: (files: DataSet, cached: DataSet)]>([:])

    static func dataSets(_ label: String) throws -> (files: DataSet, cached: DataSet) {
        if let known = dataSets.withLock({ $0[label] }) { return known }
        let path = label.hasPrefix("fontawesome")
            ? TestPaths.packageRoot.appendingPathComponent("Data/symbols/\(label)").path
            : try #require(TestPaths.sharedSet(label)).path
        let folder = TestPaths.temporaryFolder("ranking-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DataSetCache(folder: folder.path)
        _ = try cache.load(path: path)
        let cached = try cache.load(path: path)
        #expect(cached.outcome == .reused)
        let loaded = (try DataSetLoader.load(path: path), cached.dataSet)
        dataSets.withLock { $0[label] = loaded }
        return loaded
    }

    func check(_ ranking: RankingCase) throws {
        let (dataSet, cached) = try Self.dataSets(ranking.dataSet)
        var query = SymbolQuery()
        query.terms = ranking.query.split(separator: " ").map(String.init)
        let results = try dataSet.search(query)
        #expect(Array(results.prefix(ranking.first.count).map(\.name)) == ranking.first)
        #expect(results.first?.match == ranking.rule)
        let names = results.map(\.name)
        for (earlier, later) in ranking.before {
            let (a, b) = (try #require(names.firstIndex(of: earlier), "\(earlier)"), try #require(names.firstIndex(of: later), "\(later)"))
            #expect(a < b, "\(earlier) before \(later)")
        }
        // Ranked alike whether the symbols come from the cache index or the files.
        #expect(try cached.search(query).map { "\($0.name) \($0.score)" } == results.map { "\($0.name) \($0.score)" })
    }

    @Test("embedded Font Awesome data", arguments: RankingCase.embedded)
    func embedded(_ ranking: RankingCase) throws {
        try check(ranking)
    }

    @Test("shared SF Symbols sets", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: SF ranking cases skipped"),
          arguments: RankingCase.sf)
    func sharedSets(_ ranking: RankingCase) throws {
        try check(ranking)
    }
}
