import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// A first load writes the cache index without the typo index (issue 45: building it was 40%
/// of a first search, which a search matching as written never uses); the first search that
/// needs one builds it and stores it in the index, which later loads read.
@Suite("Typo index: built on first need and stored in the cache index")
struct TypoIndexStoreTests {
    static let embedded = TestPaths.packageRoot.appendingPathComponent("Data/symbols/fontawesome-6").path

    /// The typo index `cache`'s index holds for the embedded set, nil when not built.
    static func stored(_ cache: DataSetCache) throws -> FuzzyIndex? {
        let (dataSet, outcome) = try cache.load(path: embedded)
        #expect(outcome == .reused)
        return try #require(dataSet.indexedData).fuzzyIndex()
    }

    /// Runs `body` with a cache in a folder of the test's own, removed after it.
    static func withCache(_ body: (DataSetCache) throws -> Void) throws {
        let scratch = Scratch("typo-store")
        defer { scratch.remove() }
        try body(DataSetCache(folder: scratch.path))
    }

    static func search(_ term: String, _ dataSet: DataSet) throws -> [String] {
        var query = SymbolQuery()
        query.terms = [term]
        return try dataSet.search(query).map(\.name)
    }

    @Test("a search that matches as written leaves it unbuilt; a typo builds and stores it")
    func builtOnFirstNeed() throws {
        try Self.withCache { cache in
            let first = try cache.load(path: Self.embedded)
            #expect(first.outcome == .rebuilt(.absent, saved: true))
            #expect(try Self.search("heart", first.dataSet).count == 16)
            #expect(try Self.stored(cache) == nil)
            let (warm, _) = try cache.load(path: Self.embedded)
            #expect(try Self.search("bookmak", warm) == ["bookmark", "book-bookmark"])
            let stored = try #require(try Self.stored(cache))
            #expect(stored == FuzzyIndex.build(try DataSetLoader.load(path: Self.embedded).orderedSymbols))
            let (again, _) = try cache.load(path: Self.embedded)
            #expect(try Self.search("bookmak", again) == ["bookmark", "book-bookmark"])
        }
    }

    @Test("a first search that needs it stores it in the index it has just written")
    func firstSearchIsATypo() throws {
        try Self.withCache { cache in
            let loaded = try cache.load(path: Self.embedded)
            #expect(try Self.search("bookmak", loaded.dataSet) == ["bookmark", "book-bookmark"])
            #expect(try Self.stored(cache) != nil)
        }
    }

    @Test("a load that defers its save writes once, after the search, with the typo index it built")
    func deferredSaveWritesOnce() throws {
        try Self.withCache { cache in
            let loaded = try cache.loadDeferringSave(path: Self.embedded)
            #expect(loaded.outcome == .rebuilt(.absent, saved: false))
            let pending = try #require(loaded.pendingIndex)
            #expect(!FileManager.default.fileExists(atPath: cache.indexPath(for: Self.embedded)))
            #expect(try Self.search("bookmak", loaded.dataSet) == ["bookmark", "book-bookmark"])
            #expect(!FileManager.default.fileExists(atPath: cache.indexPath(for: Self.embedded)))
            #expect(pending.save())
            #expect(!pending.save())
            #expect(try Self.stored(cache) == FuzzyIndex.build(try DataSetLoader.load(path: Self.embedded).orderedSymbols))
            // Reused: nothing to write.
            #expect(try cache.loadDeferringSave(path: Self.embedded).pendingIndex == nil)
        }
    }

    @Test("a deferred save without the typo index still stores one built after it")
    func typoIndexAfterDeferredSave() throws {
        try Self.withCache { cache in
            let loaded = try cache.loadDeferringSave(path: Self.embedded)
            let list = PendingIndexes()
            list.append(try #require(loaded.pendingIndex))
            list.saveAll()
            list.saveAll()
            #expect(try Self.stored(cache) == nil)
            #expect(try Self.search("bookmak", loaded.dataSet) == ["bookmark", "book-bookmark"])
            #expect(try Self.stored(cache) != nil)
        }
    }

    @Test("only the index it was read from is changed: not another, not one with a typo index")
    func onlyItsOwnIndex() throws {
        try Self.withCache { cache in
            _ = try cache.load(path: Self.embedded)
            let path = cache.indexPath(for: Self.embedded)
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let index = FuzzyIndex.build(try DataSetLoader.load(path: Self.embedded).orderedSymbols)
            let store = bytes.withUnsafeBytes { TypoIndexStore(indexFile: path, file: $0, limit: .standard) }
            let replaced = try #require(bytes.withUnsafeBytes { store.replacing($0, with: index) })
            #expect(replaced.withUnsafeBytes { store.replacing($0, with: index) } == nil)  // its checksum changed
            let other = replaced.withUnsafeBytes { TypoIndexStore(indexFile: path, file: $0, limit: .standard) }
            #expect(replaced.withUnsafeBytes { other.replacing($0, with: index) } == nil)  // built already
            #expect(store.store(index))
            #expect(!store.store(index))
            #expect(try Self.stored(cache) == index)
        }
    }
}
