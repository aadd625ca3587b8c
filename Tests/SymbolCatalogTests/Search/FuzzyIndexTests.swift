import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// The typo index: it finds exactly the words a scan of every word with the same two
/// measures finds, and the cache index keeps it as built.
@Suite("Fuzzy index")
struct FuzzyIndexTests {
    static let embedded = TestPaths.packageRoot.appendingPathComponent("Data/symbols/fontawesome-6").path

    /// What the index must find, by brute force: every word within the slips by both measures.
    static func scan(_ term: String, in index: FuzzyIndex) -> [(word: Int, distance: Int)] {
        let bytes = Array(term.utf8)
        let edits = FuzzyIndex.edits(forTermLength: bytes.count)
        return index.words.enumerated().compactMap { number, word -> (word: Int, distance: Int)? in
            let other = Array(word.utf8)
            guard other != bytes, FuzzyIndex.commonLength(bytes, other) >= max(bytes.count, other.count) - edits,
                  let distance = TypingDistance.distance(bytes, other, limit: TypingDistance.limit(edits: edits)) else { return nil }
            return (number, distance)
        }.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.word < $1.word }
    }

    /// A word with `slips` random slips (a letter dropped, doubled, replaced, or two swapped).
    static func mistyped(_ word: String, slips: Int, _ random: inout Seeded) -> String {
        var letters = Array(word.utf8)
        for _ in 0..<slips where letters.count > 1 {
            let position = Int(random.next() % UInt64(letters.count))
            switch random.next() % 4 {
            case 0: letters.remove(at: position)
            case 1: letters.insert(letters[position], at: position)
            case 2: letters[position] = UInt8(ascii: "a") + UInt8(random.next() % 26)
            default:
                let other = position == letters.count - 1 ? position - 1 : position + 1
                letters.swapAt(position, other)
            }
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// Mistyped words looked up: 2,000 in a campaign (`Scripts/campaign.sh`), the first 200 of
    /// them in `swift test`.
    static let rounds = Campaign.count(sample: 200, ci: 2_000)

    @Test("look-ups equal a scan of every word with the same measures (mistyped words)")
    func equalsScan() throws {
        let index = try DataSetLoader.load(path: Self.embedded).fuzzyIndex
        #expect(index.words.count > 3_000)
        var random = Seeded(state: 16)
        var found = 0
        for round in 0..<Self.rounds {
            let word = index.words[Int(random.next() % UInt64(index.words.count))]
            let term = Self.mistyped(word, slips: 1 + round % 3, &random)
            let looked = index.words(near: term)
            let scanned = Self.scan(term, in: index)
            #expect(looked.map(\.word) == scanned.map(\.word), "\(term)")
            #expect(looked.map(\.distance) == scanned.map(\.distance), "\(term)")
            found += looked.isEmpty ? 0 : 1
        }
        #expect(found > Self.rounds / 2)
    }

    @Test("the words, their postings and deletions are sorted and unique")
    func layout() throws {
        let index = try DataSetLoader.load(path: Self.embedded).fuzzyIndex
        #expect(index.words == index.words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(index.words).count == index.words.count)
        #expect(index.postingStarts.count == index.words.count + 1)
        #expect(index.deletions == index.deletions.sorted())
        #expect(Set(index.deletions).count == index.deletions.count)
        let heart = try #require(index.words.firstIndex(of: "heart"))
        let postings = Array(index.postings[Int(index.postingStarts[heart])..<Int(index.postingStarts[heart + 1])])
        #expect(postings == postings.sorted())
        #expect(postings.contains { $0 & 1 == 1 })   // a keyword word too ("black heart")
    }

    @Test("the cache index keeps the index as built, and a data set read from it matches typos alike")
    func cached() throws {
        let folder = TestPaths.temporaryFolder("fuzzy-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = DataSetCache(folder: folder.path)
        let built = try cache.load(path: Self.embedded)
        #expect(built.outcome == .rebuilt(.absent, saved: true))
        let reused = try cache.load(path: Self.embedded)
        #expect(reused.outcome == .reused)
        #expect(reused.dataSet.fuzzyIndex == built.dataSet.fuzzyIndex)
        var query = SymbolQuery()
        query.terms = ["bookmak"]
        let results = try reused.dataSet.search(query)
        #expect(results.map(\.name) == ["bookmark", "book-bookmark"])
        #expect(results.map(\.match) == [.fuzzy, .fuzzy])
    }

    @Test("typo matches by symbol: a name component before a keyword word at the same distance")
    func bySymbol() throws {
        let dataSet = try DataSetLoader.load(path: Self.embedded)
        let matches = dataSet.fuzzyIndex.matches(for: "hart")
        let heart = try #require(dataSet.symbolNames.firstIndex(of: "heart"))
        #expect(matches[Int32(heart)]?.word == "heart")
        #expect(matches[Int32(heart)]?.match == TermMatch(.fuzzy, points: 7))
    }
}

/// A seeded linear congruential generator (Knuth's MMIX constants): the same words every run.
struct Seeded {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 33
    }
}
