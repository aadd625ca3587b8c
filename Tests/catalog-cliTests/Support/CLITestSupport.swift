import Foundation
@testable import catalog_cli
import CatalogTestSupport

/// Runs the CLI in-process against the fixture data set.
enum CLI {
    static let fixture: String = Fixtures.miniDataSet

    static func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, executablePath: String? = nil
    ) -> CatalogCLI.Result {
        var environment = environment
        if environment["XDG_CACHE_HOME"] == nil, environment["HOME"] == nil, environment["CATALOG_NO_CACHE"] == nil {
            environment["XDG_CACHE_HOME"] = processCache
        }
        return CatalogCLI.run(arguments: arguments, environment: environment, stdoutIsTerminal: terminal, executablePath: executablePath)
    }

    /// The index cache of runs that name no cache of their own (no `HOME`, no
    /// `XDG_CACHE_HOME`, `CATALOG_NO_CACHE` unset), one for this test process, removed at its
    /// exit. Without it each such run read its data set's XML afresh: a quarter of the suite's
    /// own CPU in the debug build. A cache gives the same answers cold or warm (SearchCacheTests,
    /// DataSetCacheRealDataTests, the fault campaign); the tests of the cache give folders of
    /// their own.
    static let processCache: String = {
        let folder = TestPaths.temporaryFolder("catalog-cli-tests-cache").path
        atexit { try? FileManager.default.removeItem(atPath: CLI.processCache) }
        return folder
    }()

    /// The package root, from this file's path.
    static let packageRoot = TestPaths.packageRoot

    /// The embedded data sets of this checkout.
    static let embedded = packageRoot.appendingPathComponent("Data/symbols").path

    /// An environment with the embedded data and a private registry in `home`.
    static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        ["CATALOG_DATA_DIR": embedded, "XDG_DATA_HOME": home.path].merging(extra) { $1 }
    }

    /// The built `catalog` binary beside the test bundle.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("catalog")
    }
}
