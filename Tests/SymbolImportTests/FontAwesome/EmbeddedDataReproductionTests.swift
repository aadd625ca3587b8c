import Foundation
import Testing
import SymbolCatalog
@testable import SymbolImport
import CatalogTestSupport

/// The data sets shipped in `Data/symbols` are what the importer makes of their snapshots.
@Suite("Embedded Font Awesome data sets: reproducible from their snapshots")
struct EmbeddedDataReproductionTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Data/symbols")

    /// Regenerates the data sets from the cached snapshots (Scripts/fetch-fontawesome.sh) and
    /// expects no difference: both in the campaign (`Scripts/campaign.sh reproduce`), a seeded
    /// one in `swift test`. Skipped when the cache is cold.
    @Test("the data is reproducible from the cached snapshots", .enabled(if: SnapshotCache.isWarm, "Font Awesome snapshot cache is cold: run Scripts/fetch-fontawesome.sh"))
    func reproducible() throws {
        let chosen = Campaign.subset(SnapshotCache.dataSets, sample: 1, seed: 0xFA6)
        #expect(chosen.count == (Campaign.scale == nil ? 1 : 2))
        for (name, snapshots) in chosen {
            var loaded = [FontAwesomeSnapshot]()
            for path in snapshots { loaded.append(try FontAwesomeSnapshot.load(path)) }
            let files = try FontAwesomeImport(snapshots: loaded).files()
            let shipped = Self.folder.appendingPathComponent(name)
            let shippedNames = try FileManager.default.contentsOfDirectory(atPath: shipped.path).sorted()
            #expect(files.map(\.name).sorted() == shippedNames, "\(name): file list")
            for file in files {
                let bytes = try Data(contentsOf: shipped.appendingPathComponent(file.name))
                #expect(Array(bytes) == file.bytes, "\(name)/\(file.name) differs from a fresh import")
            }
        }
    }
}

/// Where Scripts/fetch-fontawesome.sh keeps the unpacked snapshots.
enum SnapshotCache {
    static let folder: String = {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["CATALOG_CACHE"], !cache.isEmpty { return cache + "/fontawesome" }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? "/root") + "/.cache"
        return base + "/catalog/fontawesome"
    }()

    /// The same snapshot lists as Scripts/build-embedded-data.sh.
    static let dataSets: [(String, [String])] = [
        ("fontawesome-6", ["5.13.1", "5.14.0", "5.15.0", "5.15.1", "5.15.2", "5.15.3", "5.15.4", "6.1.0", "6.1.1", "6.1.2",
                           "6.2.0", "6.2.1", "6.3.0", "6.4.0", "6.4.2", "6.5.0", "6.5.1", "6.6.0"]
            .map { folder + "/fontawesomefree-" + $0 }),
        ("fontawesome-5.15.4", [folder + "/fontawesome-free-5.15.4"]),
    ]

    static let isWarm: Bool = dataSets.allSatisfy { $0.1.allSatisfy { FileManager.default.fileExists(atPath: $0 + "/.complete") } }
}
