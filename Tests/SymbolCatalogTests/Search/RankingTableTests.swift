import Foundation
import Synchronization
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// One case of `Tests/SymbolCatalogTests/Fixtures/ranking-cases.json`: what a person typing into
/// a symbol browser expects on the first lines (see the file's `about`). The same file drives
/// the site's JavaScript ranking under `node --test` (`Tests/CatalogSiteTests/Web/ranking.test.js`).
struct RankingCase: Decodable, CustomTestStringConvertible, Sendable {
    /// An embedded data set's name (`fontawesome-6`) or a folder of `../shared/sfsymbols`.
    let set: String
    let query: String
    /// The first results, in order.
    let first: [String]
    /// The rule of the first result.
    let rule: String
    /// Pairs that must come in this order (when both are found).
    var before: [[String]]?
    /// The everyday words that found the first result, each `[word, target]` (none when absent).
    var vocabulary: [[String]]?
    /// Why a person expects this order.
    let why: String

    var testDescription: String { "\(set) '\(query)' → \(first.joined(separator: ", "))" }

    /// True for a set of `../shared/sfsymbols` (not embedded).
    var isShared: Bool { !set.hasPrefix("fontawesome") }

    static let file = TestPaths.packageRoot.appendingPathComponent("Tests/SymbolCatalogTests/Fixtures/ranking-cases.json")

    /// Every case of the file; empty when it cannot be read (``RankingTableTests/fileReads`` fails then).
    static let all: [RankingCase] = {
        struct Document: Decodable { let cases: [RankingCase] }
        guard let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONDecoder().decode(Document.self, from: data))?.cases ?? []
    }()

    static let embedded = all.filter { !$0.isShared }
    static let shared = all.filter(\.isShared)
}

@Suite("Ranking: the first results a person expects")
struct RankingTableTests {
    /// Each data set loaded once from its files, and once from a cache index.
    static let dataSets = Mutex<[String: (files: DataSet, cached: DataSet)]>([:])

    static func dataSets(_ label: String) throws -> (files: DataSet, cached: DataSet) {
        if let known = dataSets.withLock({ $0[label] }) { return known }
        let path = label.hasPrefix("fontawesome")
            ? TestPaths.packageRoot.appendingPathComponent("Data/symbols/\(label)").path
            : TestPaths.shared(label)
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
        let (dataSet, cached) = try Self.dataSets(ranking.set)
        var query = SymbolQuery()
        query.terms = SymbolQuery.words(of: [ranking.query])
        let results = try dataSet.search(query)
        #expect(Array(results.prefix(ranking.first.count).map(\.name)) == ranking.first)
        #expect(results.first?.match?.rawValue == ranking.rule)
        #expect((results.first?.vocabulary ?? []).map { [$0.term, $0.target] } == ranking.vocabulary ?? [])
        let names = results.map(\.name)
        for pair in ranking.before ?? [] {
            let (earlier, later) = (pair[0], pair[1])
            let (a, b) = (try #require(names.firstIndex(of: earlier), "\(earlier)"), try #require(names.firstIndex(of: later), "\(later)"))
            #expect(a < b, "\(earlier) before \(later)")
        }
        // Ranked alike whether the symbols come from the cache index or the files.
        #expect(try cached.search(query).map { "\($0.name) \($0.score)" } == results.map { "\($0.name) \($0.score)" })
    }

    @Test("the cases file reads: every case has a set, a query, first results and a known rule")
    func fileReads() throws {
        #expect(RankingCase.embedded.count >= 20 && RankingCase.shared.count >= 20, "\(RankingCase.file.path) did not read")
        for ranking in RankingCase.all {
            #expect(!ranking.query.isEmpty && !ranking.first.isEmpty && !ranking.why.isEmpty)
            #expect(MatchRule(rawValue: ranking.rule) != nil, "\(ranking.rule)")
            #expect((ranking.before ?? []).allSatisfy { $0.count == 2 })
        }
    }

    @Test("embedded Font Awesome data", arguments: RankingCase.embedded)
    func embedded(_ ranking: RankingCase) throws {
        try check(ranking)
    }

    @Test("shared SF Symbols sets", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: SF ranking cases skipped"),
          arguments: RankingCase.shared)
    func sharedSets(_ ranking: RankingCase) throws {
        try check(ranking)
    }
}
