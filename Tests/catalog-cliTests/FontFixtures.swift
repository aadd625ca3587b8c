import Foundation
import Testing
@testable import catalog_cli

/// The fixture fonts of the CLI tests (copies of TypeScaleTests fixtures, written by
/// `Scripts/make-test-fonts.py`) and a fontconfig configuration that lists only them.
enum FontFixtures {
    static let directory: String = Bundle.module.url(forResource: "Fixtures/fonts", withExtension: nil)!.path
    static let metrics = directory + "/CatalogMetrics-Regular.ttf"
    static let collection = directory + "/CatalogTest.ttc"
    static let variable = directory + "/CatalogVariable.ttf"

    /// Runs `body` with a scratch directory holding `fonts.conf` (the fixture fonts and a
    /// private cache), removed afterwards.
    static func withConfiguration<T>(_ body: (_ configuration: String, _ scratch: URL) throws -> T) throws -> T {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let configuration = scratch.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(directory)</dir>
              <cachedir>\(scratch.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>

            """.utf8).write(to: configuration)
        return try body(configuration.path, scratch)
    }

    /// The faces of a `--json` document, decoded.
    static func faces(_ arguments: [String], environment: [String: String] = [:]) throws -> [[String: Any]] {
        let result = CLI.run(["metrics", "--json"] + arguments, environment: environment)
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try #require(document["faces"] as? [[String: Any]])
    }
}
