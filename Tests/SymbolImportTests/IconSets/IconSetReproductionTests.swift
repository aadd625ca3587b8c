import Foundation
import Testing
@testable import SymbolImport
import CatalogTestSupport

/// The icon sets shipped in `Data/symbols` are what the importer makes of the cached exports
/// (Scripts/fetch-icon-sets.sh, the same lists as Scripts/build-embedded-data.sh).
@Suite("Embedded icon sets: reproducible from their exports")
struct IconSetReproductionTests {
    static let exports: String = {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["CATALOG_CACHE"], !cache.isEmpty { return cache + "/icon-sets/exports" }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "/root") + "/.cache"
        return base + "/catalog/icon-sets/exports"
    }()

    static let lists: [(IconSet, [String])] = [
        (.fa7, ["5.15.4", "6.1.0", "6.1.1", "6.1.2", "6.2.0", "6.2.1", "6.3.0", "6.4.0", "6.4.2", "6.5.0", "6.5.1", "6.6.0"].map { "fa6-\($0).json" }
            + ["7.0.0", "7.0.1", "7.1.0", "7.2.0", "7.3.0", "7.3.1"].map { "fa7-\($0).json" }),
        (.mdi, ["mdi-7.4.47.json"]),
        (.phosphor, ["phosphor-0.1.1.json"]),
        (.lucide, ["lucide-0.5.11.json"]),
    ]

    /// Every export cached, each of the schema export-icon-sets.py writes now (2: with the design
    /// grid and Lucide's strokes; fetch-icon-sets.sh writes an older one again).
    static let isWarm = lists.allSatisfy {
        $0.1.allSatisfy { file in
            (try? String(contentsOfFile: exports + "/" + file, encoding: .utf8))?.contains("\n \"schemaVersion\": 2,\n") == true
        }
    }

    /// Every set in the campaign (`Scripts/campaign.sh reproduce`), a seeded one in `swift test`.
    @Test("each set is byte for byte a fresh import",
          .enabled(if: isWarm, "icon-set exports not cached (or of an older schema): run Scripts/fetch-icon-sets.sh"),
          arguments: Campaign.subset(lists, sample: 1, seed: 0x1C05E7))
    func reproducible(set: IconSet, files: [String]) throws {
        var loaded = [IconSetExport]()
        for file in files { loaded.append(try IconSetExport.load(Self.exports + "/" + file)) }
        let fresh = try IconSetImport(set: set, exports: loaded).files()
        let shipped = TestPaths.packageRoot.appendingPathComponent("Data/symbols/" + set.folderName)
        #expect(fresh.map(\.name) == (try FileManager.default.contentsOfDirectory(atPath: shipped.path).sorted()))
        for file in fresh {
            let bytes = try Data(contentsOf: shipped.appendingPathComponent(file.name))
            #expect(Array(bytes) == file.bytes, "\(set.folderName)/\(file.name) differs from a fresh import")
        }
    }
}
