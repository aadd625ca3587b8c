import Foundation
@testable import catalog_cli
import CatalogTestSupport

/// Runs the CLI in-process against the fixture data set.
enum CLI {
    static let fixture: String = Fixtures.miniDataSet

    static func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, executablePath: String? = nil
    ) -> CatalogCLI.Result {
        CatalogCLI.run(arguments: arguments, environment: environment, stdoutIsTerminal: terminal, executablePath: executablePath)
    }

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
