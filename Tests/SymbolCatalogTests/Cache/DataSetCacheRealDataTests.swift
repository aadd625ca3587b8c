import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// Every shared SF Symbols data set (when `../shared/sfsymbols` exists) and every embedded one
/// in a campaign (`Scripts/campaign.sh`); 3 of them, chosen by a seed, in `swift test`.
private let cachedFolders: [String] = Campaign.subset(allFolders, sample: 3, seed: 0xCAC4E)

private let allFolders: [String] = {
    var folders = [String]()
    if let root = TestPaths.sharedSymbols, let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) {
        folders += names.sorted().map { root.appendingPathComponent($0).path }
            .filter { FileStatus.kind(of: Paths.join($0, "name_availability.plist")) == .regular }
    }
    let embedded = TestPaths.packageRoot.appendingPathComponent("Data/symbols")
    if let names = try? FileManager.default.contentsOfDirectory(atPath: embedded.path) {
        folders += names.sorted().map { embedded.appendingPathComponent($0).path }
            .filter { FileStatus.kind(of: Paths.join($0, "name_availability.plist")) == .regular }
    }
    return folders
}()

@Suite("Data-set cache on the real data sets")
struct DataSetCacheRealDataTests {
    @Test("an index round trip equals a fresh load, searches included", arguments: cachedFolders)
    func roundTrip(folder: String) throws {
        let cacheFolder = TestPaths.temporaryFolder("cache-real")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = DataSetCache(folder: cacheFolder.path)
        let fresh = try DataSetLoader.load(path: folder)
        #expect(try cache.load(path: folder).outcome == .rebuilt(.absent, saved: true))
        let (cached, outcome) = try cache.load(path: folder)
        #expect(outcome == .reused)
        // Search first, while the symbols are still read in place from the index.
        #expect(DataSetComparison.searches(cached) == DataSetComparison.searches(fresh))
        #expect(DataSetComparison.differences(fresh, cached) == [])
        #expect(cached.checkInvariants() == fresh.checkInvariants())
    }

    @Test("sf6.x from the index: 'heart' finds the same 28 symbols, best first",
          .enabled(if: TestPaths.sharedSet("sf6.x_") != nil, "../shared/sfsymbols is absent"))
    func heart() throws {
        let folder = try #require(TestPaths.sharedSet("sf6.x_")).path
        let cacheFolder = TestPaths.temporaryFolder("cache-real")
        defer { try? FileManager.default.removeItem(at: cacheFolder) }
        let cache = DataSetCache(folder: cacheFolder.path)
        _ = try cache.load(path: folder)
        var query = SymbolQuery()
        query.terms = ["heart"]
        let results = try cache.load(path: folder).dataSet.search(query)
        #expect(results.count == 28)
        #expect(results.prefix(3).map(\.name) == ["heart", "heart.fill", "heart.slash"])
        #expect(results.first?.match == .exactName)
        #expect(results.last.map { "\($0.name) \($0.score) \($0.match?.rawValue ?? "")" }
            == "arrow.trianglehead.clockwise.heart.fill 3060 name-components")
    }
}
