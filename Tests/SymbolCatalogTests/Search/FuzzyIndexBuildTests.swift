import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// ``FuzzyIndex/build(_:maximumDeletions:)`` numbers words by their bytes, sorts
/// deletions by a counting sort and carries hashes from one deletion to the next (issue 45:
/// the build was 40% of a first search); it makes exactly the index the plain way does.
@Suite("Fuzzy index build: the same index as the plain way")
struct FuzzyIndexBuildTests {
    /// The plain way: every word of every name and keyword, a set per word's postings, every
    /// deletion hashed from scratch, one sort.
    static func plainBuild(_ symbols: [Symbol]) -> FuzzyIndex {
        func words(_ text: String, _ separators: (UInt8) -> Bool) -> [String] {
            text.lowercased().utf8.split(whereSeparator: separators).map { String(decoding: $0, as: UTF8.self) }
                .filter { $0.utf8.count <= FuzzyIndex.maximumWordLength }
        }
        func hash(_ bytes: [UInt8], _ first: Int, _ second: Int) -> UInt32 {
            var hash: UInt32 = 0x811C_9DC5
            for index in bytes.indices where index != first && index != second { hash = (hash ^ UInt32(bytes[index])) &* 0x0100_0193 }
            return (hash ^ (hash >> FuzzyIndex.hashBits)) & ((1 << FuzzyIndex.hashBits) - 1)
        }
        var postingsByWord = [String: Set<UInt32>]()
        for (index, symbol) in symbols.enumerated() {
            for word in words(symbol.name, TextOccurrence.nameSeparators) { postingsByWord[word, default: []].insert(UInt32(index) << 1) }
            for keyword in symbol.keywords {
                for word in words(keyword, TextOccurrence.wordSeparators) { postingsByWord[word, default: []].insert(UInt32(index) << 1 | 1) }
            }
        }
        let words = postingsByWord.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var starts = [UInt32(0)], postings = [UInt32](), deletions = Set<UInt64>()
        for (number, word) in words.enumerated() {
            postings += postingsByWord[word]!.sorted()
            starts.append(UInt32(postings.count))
            let bytes = Array(word.utf8)
            var hashes = [hash(bytes, -1, -1)]
            for first in bytes.indices {
                hashes.append(hash(bytes, first, -1))
                if bytes.count >= 5 { for second in (first + 1)..<bytes.count { hashes.append(hash(bytes, first, second)) } }
            }
            for value in hashes { deletions.insert(UInt64(value) << 32 | UInt64(number)) }
        }
        return FuzzyIndex(words: words, postingStarts: starts, postings: postings, deletions: deletions.sorted())
    }

    @Test("embedded sets", arguments: ["fontawesome-6", "mdi", "lucide"])
    func embedded(name: String) throws {
        let dataSet = try DataSetLoader.load(path: TestPaths.packageRoot.appendingPathComponent("Data/symbols/" + name).path)
        let built = FuzzyIndex.build(dataSet.orderedSymbols)
        #expect(built == Self.plainBuild(dataSet.orderedSymbols))
        #expect(built.words.count > 1_000)
    }

    @Test("words that are not ASCII, repeated letters, a keyword in many symbols")
    func unusualWords() {
        func symbol(_ name: String, _ keywords: [String]) -> Symbol {
            var symbol = Symbol(name: name, introduced: ReleaseID("1"))
            symbol.keywords = keywords
            return symbol
        }
        let symbols = [
            symbol("café.fill", ["Crème Brûlée", "love", "aaaaaa"]),
            symbol("heart", ["love", "LOVE letter", "ÉCOLE"]),
            symbol("heart.heart", ["love", "bookkeeper"]),
        ]
        #expect(FuzzyIndex.build(symbols) == Self.plainBuild(symbols))
    }
}
