import CatalogTestSupport
@testable import catalog_cli

/// A project folder written by a test, linted through the CLI.
typealias LintProject = ProjectFolder

extension ProjectFolder {
    /// Runs the CLI on the folder (paths in output are absolute: the test's cwd is elsewhere).
    func run(_ arguments: [String], dataSet: String = CLI.fixture) -> CatalogCLI.Result {
        CLI.run(["lint", root.path, "--data-set", dataSet] + arguments, environment: ["CATALOG_NO_CACHE": "1"])
    }
}
