import CatalogTestSupport
import Foundation
@testable import catalog_cli

/// Runs an outside program (a shell, `expect`, `groff`) for the shell-integration tests.
enum ShellTool {
    typealias Outcome = ChildProcess.Outcome

    /// The program's path when it is installed in a standard place.
    static func path(_ name: String) -> String? { ChildProcess.installed(name) }

    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: URL? = nil, input: String? = nil) async throws -> Outcome {
        try await ChildProcess.run(program, arguments, environment: environment, directory: directory,
                                   input: Data((input ?? "").utf8))
    }

    /// A private home for a test: embedded data, and registry, store and cache in a temporary folder.
    static func environment(home: URL) -> [String: String] {
        [
            "PATH": CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": home.path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "CATALOG_DATA_DIR": CLI.embedded,
            "TERM": "dumb",
        ]
    }

    static func temporaryHome(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
