import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// `DataSetDiff(from:to:)` of two data sets read from their cache indexes compares them in
/// place (issue 45: decoding both whole sets was 60% of `diff`), and finds exactly what the
/// diff of their ``DataSetView``s finds.
@Suite("Diffs of whole data sets read in place from their indexes")
struct IndexedDiffTests {
    /// `path` loaded from an index in `cache` (built by a first load, reused by the second).
    static func indexed(_ path: String, _ cache: DataSetCache) throws -> DataSet {
        _ = try cache.load(path: path)
        let (dataSet, outcome) = try cache.load(path: path)
        #expect(outcome == .reused)
        return dataSet
    }

    /// True when `dataSet` is compared in place (its index has ASCII names in order).
    static func readsInPlace(_ dataSet: DataSet) throws -> Bool {
        let indexed = try #require(dataSet.indexedData)
        return indexed.withView { IndexedDiffSide(dataSet, indexed, $0) != nil }
    }

    static let embedded = TestPaths.packageRoot.appendingPathComponent("Data/symbols").path

    /// Loads `from` and `to` of the embedded sets through a fresh cache and diffs them.
    static func embeddedDiff(_ from: String, _ to: String, check: (DataSet, DataSet) throws -> Void) throws {
        let scratch = TestPaths.temporaryFolder("indexed-diff")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = DataSetCache(folder: scratch.path)
        let old = try indexed(embedded + "/" + from, cache), new = try indexed(embedded + "/" + to, cache)
        #expect(try readsInPlace(old) && readsInPlace(new))
        try check(old, new)
    }

    /// Newer to older is left out: the views' diff offers did-you-mean names for every
    /// removed name, seconds in a debug build (the counts below check those directions).
    @Test("the embedded icon sets: the same diff as the views'", arguments: [
        ("fontawesome-5.15.4", "fontawesome-6"), ("fontawesome-6", "fontawesome-7"),
    ])
    func embeddedSets(from: String, to: String) throws {
        try Self.embeddedDiff(from, to) { old, new in
            #expect(DataSetDiff(from: old, to: new) == DataSetDiff(from: DataSetView(old), to: DataSetView(new)))
        }
    }

    /// Counts as `catalog diff --json` summarized them before the diff read in place.
    @Test("the embedded icon sets in place: added, removed, renamed, redated; category, keyword, restriction changes", arguments: [
        ("fontawesome-5.15.4", "fontawesome-6", [439, 2, 381, 4], [779, 654, 34]),
        ("fontawesome-7", "fontawesome-5.15.4", [374, 905, 13, 4], [0, 0, 169]),
        ("phosphor", "lucide", [1_508, 1_117, 31, 364], [375, 395, 0]),
    ])
    func embeddedCounts(from: String, to: String, names: [Int], changes: [Int]) throws {
        try Self.embeddedDiff(from, to) { old, new in
            let diff = DataSetDiff(from: old, to: new)
            #expect([diff.added.count, diff.removed.count, diff.renamed.count, diff.redated.count] as [Int] == names)
            #expect([diff.categoryChanges.count, diff.keywordChanges.count, diff.restrictionChanges.count] as [Int] == changes)
        }
    }

    @Test("names that are not ASCII: through the views, with the same answer")
    func hostileNames() throws {
        let scratch = TestPaths.temporaryFolder("indexed-diff")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (a, b) = (scratch.path + "/a", scratch.path + "/b")
        try HostileNames.writeDataSet(to: a)
        try HostileNames.writeDataSet(to: b)
        try Data("\"heart\" = \"Other.\";\n".utf8).write(to: URL(fileURLWithPath: b + "/symbol_restrictions.strings"))
        let cache = DataSetCache(folder: scratch.path + "/cache")
        let old = try Self.indexed(a, cache), new = try Self.indexed(b, cache)
        #expect(try !Self.readsInPlace(old))
        let diff = DataSetDiff(from: old, to: new)
        #expect(diff == DataSetDiff(from: DataSetView(old), to: DataSetView(new)))
        #expect(diff.restrictionChanges.map(\.name) == ["heart"])
    }
}

@Suite("Diffs in place on the shared SF Symbols data", .enabled(if: TestPaths.sharedSymbols != nil, "../shared/sfsymbols is absent: real-data tests skipped"))
struct IndexedRealDiffTests {
    static func indexedPair(_ from: String, _ to: String, check: (DataSet, DataSet) throws -> Void) throws {
        let scratch = TestPaths.temporaryFolder("indexed-diff")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = DataSetCache(folder: scratch.path)
        let a = try IndexedDiffTests.indexed(try #require(TestPaths.sharedSet(from)).path, cache)
        let b = try IndexedDiffTests.indexed(try #require(TestPaths.sharedSet(to)).path, cache)
        #expect(try IndexedDiffTests.readsInPlace(a) && IndexedDiffTests.readsInPlace(b))
        try check(a, b)
    }

    /// sf6.0 has name_aliases and 6.x not (one-sided old names, both ways); sf3.2 has no
    /// layersets. Newer to older is counted below (see ``IndexedDiffTests/embeddedSets(from:to:)``).
    @Test("older to newer: the same diff as the views'", arguments: [
        ("sf5.x_", "sf6.0_"), ("sf6.0_", "sf6.x_"), ("sf6.x_", "sf6.0_"), ("sf4.1_", "sf5.x_"), ("sf3.2_", "sf6.x_"),
    ])
    func sameAsViews(from: String, to: String) throws {
        try Self.indexedPair(from, to) { a, b in
            #expect(DataSetDiff(from: a, to: b) == DataSetDiff(from: DataSetView(a), to: DataSetView(b)))
        }
    }

    /// Counts as `catalog diff --json` summarized them before the diff read in place.
    @Test("newer to older in place: added, removed, redated; category, keyword, restriction, layerset changes; localizations, one-sided old names", arguments: [
        ("sf6.0_", "sf5.x_", [372, 1_417, 0], [0, 0, 2, 43], [0, 0]),
        ("sf6.x_", "sf3.2_", [0, 3_623, 16], [1_014, 970, 0, 0], [15, 205]),
    ])
    func newerToOlder(from: String, to: String, names: [Int], changes: [Int], others: [Int]) throws {
        try Self.indexedPair(from, to) { a, b in
            let diff = DataSetDiff(from: a, to: b)
            #expect([diff.added.count, diff.removed.count, diff.redated.count] as [Int] == names)
            #expect([diff.categoryChanges.count, diff.keywordChanges.count, diff.restrictionChanges.count, diff.layersetChanges.count] as [Int]
                    == changes)
            #expect([diff.localizationsAdded.count, diff.oneSidedOldNames.count] as [Int] == others)
        }
    }

    @Test("sf5.x → sf6.0 in place: doc.on.doc renamed to document.on.document")
    func counts() throws {
        try Self.indexedPair("sf5.x_", "sf6.0_") { a, b in
            let diff = DataSetDiff(from: a, to: b)
            #expect([diff.added.count, diff.removed.count, diff.renamed.count, diff.localizationsAdded.count] as [Int] == [1_045, 0, 372, 93])
            #expect(diff.renamed.contains(.init(from: "doc.on.doc", to: "document.on.document")))
        }
    }
}
