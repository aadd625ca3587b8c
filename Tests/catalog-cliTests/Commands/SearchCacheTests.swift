import Foundation
import Testing
@testable import catalog_cli
@testable import SymbolCatalog

@Suite("search through the data-set cache")
struct SearchCacheTests {
    /// The fixture, the embedded default and, when present, the largest shared set.
    private static var dataSets: [String?] {
        var sets: [String?] = [CLI.fixture, nil]
        let shared = CLI.packageRoot.deletingLastPathComponent()
            .appendingPathComponent("shared/sfsymbols/sf6.x_2025-08_app-metadata_sfsymbolpicker").path
        if FileManager.default.fileExists(atPath: shared) { sets.append(shared) }
        return sets
    }

    @Test("CATALOG_NO_CACHE=1, a cold cache and a warm cache print the same results")
    func sameOutput() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cacheHome = home.appendingPathComponent("cache")
        let environment = CLI.environment(home: home, ["XDG_CACHE_HOME": cacheHome.path])
        let uncachedEnvironment = environment.merging(["CATALOG_NO_CACHE": "1"]) { $1 }
        let indexes = cacheHome.appendingPathComponent("catalog/indexes").path
        for dataSet in Self.dataSets {
            for format in ["text", "json", "tsv"] {
                let arguments = ["search", "heart", "--format", format] + (dataSet.map { ["--data-set", $0] } ?? [])
                let uncached = CLI.run(arguments, environment: uncachedEnvironment)
                #expect(uncached.exitCode == 0)
                #expect(!uncached.standardOutput.isEmpty)
                let cold = CLI.run(arguments, environment: environment)
                let warm = CLI.run(arguments, environment: environment)
                #expect(cold == uncached, "\(arguments)")
                #expect(warm == uncached, "\(arguments)")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: indexes)
        #expect(files.count == Self.dataSets.count)
        #expect(files.allSatisfy { $0.hasSuffix(".index") })
    }

    @Test("a cold search writes the index as it ends, with the typo index when it needed one", arguments: [
        ("heart", false), ("bookmak", true),
    ])
    func coldSearchWritesItsIndex(term: String, holdsTypoIndex: Bool) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cacheHome = home.appendingPathComponent("cache")
        let result = CLI.run(["search", term, "--data-set", "fontawesome-6"], environment: CLI.environment(home: home, ["XDG_CACHE_HOME": cacheHome.path]))
        #expect(result.exitCode == 0)
        let cache = DataSetCache(folder: cacheHome.appendingPathComponent("catalog/indexes").path)
        let embedded = CLI.packageRoot.appendingPathComponent("Data/symbols/fontawesome-6").path
        let (dataSet, outcome) = try cache.load(path: embedded)
        #expect(outcome == .reused)
        #expect((try #require(dataSet.indexedData).fuzzyIndex() != nil) == holdsTypoIndex)
    }

    @Test("CATALOG_NO_CACHE=1 writes no index; 0 or empty does not bypass")
    func bypass() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let cacheHome = home.appendingPathComponent("cache")
        let indexes = cacheHome.appendingPathComponent("catalog/indexes").path
        let arguments = ["search", "heart", "--data-set", CLI.fixture]
        let environment = CLI.environment(home: home, ["XDG_CACHE_HOME": cacheHome.path])
        #expect(CLI.run(arguments, environment: environment.merging(["CATALOG_NO_CACHE": "1"]) { $1 }).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: indexes))
        for value in ["0", ""] {
            #expect(CLI.run(arguments, environment: environment.merging(["CATALOG_NO_CACHE": value]) { $1 }).exitCode == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: indexes).count == 1, "CATALOG_NO_CACHE=\(value)")
        }
    }
}
