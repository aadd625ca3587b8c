import Foundation
import Testing
@testable import SymbolCatalog

/// The data sets shipped in `Data/symbols`, checked against their source.
@Suite("Embedded Font Awesome data sets")
struct EmbeddedDataTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Data/symbols")

    static func load(_ name: String) throws -> DataSet {
        try DataSetLoader.load(path: folder.appendingPathComponent(name).path)
    }

    @Test("both load and keep every invariant", arguments: ["fontawesome-6", "fontawesome-5.15.4"])
    func invariants(name: String) throws {
        #expect(try Self.load(name).checkInvariants() == [])
    }

    /// Font Awesome Free 6.6.0: 1,885 free icons (solid 1,395, regular 163, brands 492).
    @Test func fontAwesome6Counts() throws {
        let dataSet = try Self.load("fontawesome-6")
        #expect(dataSet.version == "6.6.0")
        #expect(dataSet.symbolCount == 1_885)
        let styles = dataSet.symbols.values.flatMap(\.styles)
        #expect(styles.count { $0 == "solid" } == 1_395)
        #expect(styles.count { $0 == "regular" } == 163)
        #expect(styles.count { $0 == "brands" } == 492)
        #expect(dataSet.restrictedCount == 492)
        #expect(dataSet.categoryCount == 68)
        #expect(dataSet.releases.last?.id == ReleaseID("6.6.0"))
        #expect(dataSet.releases.last?.platforms == [Platform(rawValue: "Font Awesome"): "6.6.0"])
    }

    @Test("renamed icons date from the rename; their old names keep the first release")
    func dating() throws {
        let dataSet = try Self.load("fontawesome-6")
        #expect(dataSet["magnifying-glass"]?.introduced == ReleaseID("6.0.0"))
        #expect(dataSet.nameReleases["search"] == ReleaseID("1.0.0"))
        #expect(try dataSet.resolve("search").symbol.name == "magnifying-glass")
        #expect(dataSet["heart"]?.introduced == ReleaseID("1.0.0"))
        #expect(dataSet["github"]?.introduced == ReleaseID("2.0.0"))
        #expect(try dataSet.resolve("envelope-o").symbol.name == "envelope")
    }

    @Test("of the 5.15.4 names missing from 6.6.0, all but two resolve through the aliases")
    func fiveToSix() throws {
        let five = try Self.load("fontawesome-5.15.4"), six = try Self.load("fontawesome-6")
        #expect(five.symbolCount == 1_458)
        let missing = five.symbolNames.filter { six[$0] == nil }
        let unresolved = missing.filter { (try? six.resolve($0)) == nil }
        #expect(missing.count == 383)
        #expect(unresolved == ["acquisitions-incorporated", "penny-arcade"])
    }

    /// Regenerates both data sets from the cached snapshots (Scripts/fetch-fontawesome.sh)
    /// and expects no difference. Skipped when the cache is cold.
    @Test("the data is reproducible from the cached snapshots", .enabled(if: SnapshotCache.isWarm, "Font Awesome snapshot cache is cold: run Scripts/fetch-fontawesome.sh"))
    func reproducible() throws {
        for (name, snapshots) in SnapshotCache.dataSets {
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
