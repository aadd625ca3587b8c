import CatalogTestSupport
import Testing
@testable import SymbolCatalog

/// The vocabulary in the search, with a vocabulary of the test's own on the mini data set (so
/// that no case depends on the shipped table): an everyday word matches its target's symbols at
/// a keyword's points, words that make a name through it rank with joined names, and it is
/// never taken for a typo.
@Suite("Vocabulary in the search: everyday words for the names' words")
struct VocabularySearchTests {
    static let vocabulary = Vocabulary(family: "test", entries: [("valentine", "heart"), ("solid", "fill"), ("doodle", "zzz")])

    static func search(_ words: String, vocabulary: Vocabulary = vocabulary) throws -> [SearchResult] {
        let dataSet = try DataSetLoader.load(path: Fixtures.miniDataSet, name: "mini")
        return try dataSet.searchOutcome(SymbolQuery(terms: SymbolQuery.words(of: [words])), vocabulary: vocabulary).results
    }

    @Test("a word alone: its target is the name (vocabulary, a joined name's thousands), then names it is a component of")
    func word() throws {
        let results = try Self.search("valentine")
        #expect(results.map(\.name) == ["heart", "heart.fill"])
        #expect(results.map(\.score) == [4050, 3050])
        #expect(results.map(\.match) == [.vocabulary, .nameComponents])
        #expect(results.map(\.vocabulary) == Array(repeating: [SearchResult.VocabularyUse(term: "valentine", target: "heart")], count: 2))
        #expect(try Self.search("valentine", vocabulary: .none).isEmpty, "without the vocabulary, nothing")
    }

    @Test("with a word as typed: the words, the everyday one replaced, make the name; below a joined name")
    func words() throws {
        let results = try Self.search("heart solid")
        #expect(results.map(\.name) == ["heart.fill"])
        #expect(results.first?.match == .vocabulary)
        #expect(results.first?.score == 4000 + 70 + 50)
        #expect(try Self.search("heart fill").first?.score == 4000 + 70 + 60, "the joined name scores more")
    }

    @Test("a word of the vocabulary is never taken for a typo, even when its target finds nothing")
    func neverATypo() throws {
        #expect(try Self.search("heart", vocabulary: Vocabulary(family: "test", entries: [("hart", "zzz")])).count == 2)
        #expect(try Self.search("hart", vocabulary: Vocabulary(family: "test", entries: [("hart", "zzz")])).isEmpty)
        #expect(try Self.search("hart", vocabulary: .none).map(\.name) == ["heart", "heart.fill"], "a typo without it")
    }
}
