import Foundation
@testable import catalog_cli

/// Runs the CLI in-process against the fixture data set.
enum CLI {
    static let fixture: String = Bundle.module.url(forResource: "Fixtures/mini", withExtension: nil)!.path

    static func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> CatalogCLI.Result {
        CatalogCLI.run(arguments: arguments, environment: environment, stdoutIsTerminal: terminal)
    }

    /// The built `catalog` binary beside the test bundle.
    static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("catalog")
    }
}
