import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// What a person types bounds what search costs: long words take no part in the typo index,
/// a data set whose typo index would be over its limit gets none (and the cache keeps that),
/// and a query takes at most 64 words. Time and memory are measured in `Benchmarks/`
/// (`hostile-search.sh`), not here.
@Suite("Search limits: long words, the typo index's size, the number of terms")
struct SearchLimitTests {
    /// A data set of `keywords` (symbol name → its keywords), all introduced in 2019.
    static func dataSet(_ keywords: [String: [String]], label: String) throws -> (DataSet, FixtureWriter) {
        let writer = FixtureWriter(label: label)
        let names = Dictionary(uniqueKeysWithValues: keywords.keys.map { ($0, "2019") })
        try writer.write("name_availability.plist", ["symbols": names, "year_to_release": MiniDataSet.releaseTable], as: .binary)
        try writer.write("symbol_search.plist", keywords, as: .binary)
        return (try DataSetLoader.load(path: writer.path, name: label), writer)
    }

    static func query(_ terms: [String]) -> SymbolQuery {
        var query = SymbolQuery()
        query.terms = terms
        return query
    }

    @Test("a 3,000-letter keyword is found as written but takes no part in typo matching; a 3,000-letter term is not looked up")
    func longWords() throws {
        let long = String(repeating: "x", count: 3_000)
        let (dataSet, writer) = try Self.dataSet(["star": ["shape"], "huge": [long]], label: "long-words")
        defer { writer.remove() }
        let index = dataSet.fuzzyIndex
        #expect(index.words == ["huge", "shape", "star"])
        #expect(!index.isOverLimit)
        #expect(index.words(near: long + "y").isEmpty)
        #expect(try dataSet.search(Self.query([long])).map(\.name) == ["huge"])
        #expect(try dataSet.search(Self.query([long.dropLast() + "y"])).isEmpty)
        #expect(try dataSet.search(Self.query(["shpe"])).map(\.name) == ["star"])
        // The longest word indexed and looked up.
        let edge = String(repeating: "ab", count: FuzzyIndex.maximumWordLength / 2)
        let (edgeSet, edgeWriter) = try Self.dataSet(["edge": [edge]], label: "edge-word")
        defer { edgeWriter.remove() }
        #expect(edgeSet.fuzzyIndex.words.contains(edge))
        #expect(try edgeSet.search(Self.query([edge.dropLast() + "x"])).map(\.name) == ["edge"])
        #expect(try edgeSet.search(Self.query([edge.dropLast() + "x"])).map(\.match) == [.fuzzy])
    }

    @Test("over the entry limit: no typo index, searches as written still work")
    func overLimit() throws {
        let (dataSet, writer) = try Self.dataSet(["star": ["shape"], "heart": ["love"]], label: "over-limit")
        defer { writer.remove() }
        let symbols = dataSet.orderedSymbols
        let small = FuzzyIndex.build(symbols, maximumDeletions: 10)
        #expect(small.isOverLimit && small.words.isEmpty && small.deletions.isEmpty)
        #expect(small.matches(for: "shpe").isEmpty)
        let exact = FuzzyIndex.build(symbols, maximumDeletions: FuzzyIndex.build(symbols).deletions.count + 100)
        #expect(!exact.isOverLimit)
    }

    @Test("a set whose words need more than 2,000,000 entries: the cache index keeps 'over the limit', typos are off, search works")
    func overLimitCached() throws {
        let keywords = TypoLimitKeywords.make()
        let (dataSet, writer) = try Self.dataSet(keywords, label: "over-limit-cached")
        defer { writer.remove() }
        #expect(dataSet.typoIndexIsOverLimit)
        let folder = TestPaths.temporaryFolder("fuzzy-limit-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DataSetCache(folder: folder.path)
        #expect(try cache.load(path: writer.path).outcome == .rebuilt(.absent, saved: true))
        let reused = try cache.load(path: writer.path)
        #expect(reused.outcome == .reused)
        #expect(reused.dataSet.typoIndexIsOverLimit)
        let word = try #require(keywords["s42"]?.first)
        #expect(try reused.dataSet.search(Self.query([word])).map(\.name) == ["s42"])
        #expect(try reused.dataSet.search(Self.query([String(word.prefix(12))])).map(\.name) == ["s42"])  // the start of a word
        let typo = String(word.dropLast()) + (word.hasSuffix("a") ? "b" : "a")
        #expect(try reused.dataSet.search(Self.query([typo])).isEmpty)
    }

    @Test("64 words are a query; 65 are refused before anything is searched")
    func terms() throws {
        let (dataSet, writer) = try Self.dataSet(["star": ["shape"]], label: "terms")
        defer { writer.remove() }
        #expect(try dataSet.search(Self.query(Array(repeating: "star", count: 64))).map(\.name) == ["star"])
        #expect(throws: SearchError.tooManyTerms(count: 65)) { try dataSet.search(Self.query(Array(repeating: "star", count: 65))) }
        #expect(SearchError.tooManyTerms(count: 100_000).description == "a search takes at most 64 words (this one has 100000)")
    }
}
