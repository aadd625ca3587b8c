import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// The fixture fonts of the CLI tests (the shared ones, ``Fixtures/fonts``, written by
/// `Scripts/make-test-fonts.py`) and a fontconfig configuration that offers only four of them.
enum FontFixtures {
    static let directory: String = Fixtures.fonts
    /// The fonts the configuration offers: a static family, a collection, a variable font and
    /// an optical-size font; fontconfig rejects every other fixture.
    static let offered = ["CatalogMetrics-Regular.ttf", "CatalogOptical.ttf", "CatalogTest.ttc", "CatalogVariable.ttf"]
    static let metrics = directory + "/CatalogMetrics-Regular.ttf"
    static let collection = directory + "/CatalogTest.ttc"
    static let variable = directory + "/CatalogVariable.ttf"

    /// Runs `body` with a scratch directory holding `fonts.conf` (the ``offered`` fixture fonts,
    /// or the fixtures named in `offering`, and a private cache), removed afterwards.
    static func withConfiguration<T>(offering: [String] = offered, _ body: (_ configuration: String, _ scratch: URL) throws -> T) throws -> T {
        let (configuration, scratch) = try makeConfiguration(offering: offering)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try body(configuration, scratch)
    }

    /// ``withConfiguration(_:)`` for a body that awaits.
    static func withConfiguration<T>(_ body: (_ configuration: String, _ scratch: URL) async throws -> T) async throws -> T {
        let (configuration, scratch) = try makeConfiguration()
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try await body(configuration, scratch)
    }

    private static func makeConfiguration(offering: [String] = offered) throws -> (configuration: String, scratch: URL) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-metrics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let configuration = scratch.appendingPathComponent("fonts.conf")
        let others = try FileManager.default.contentsOfDirectory(atPath: directory).filter { !offering.contains($0) }.sorted()
        let rejected = others.map { "<glob>\(directory)/\($0)</glob>" }.joined()
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(directory)</dir>
              <selectfont><rejectfont>\(rejected)</rejectfont></selectfont>
              <cachedir>\(scratch.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>

            """.utf8).write(to: configuration)
        return (configuration.path, scratch)
    }

    /// The faces of a `--json` document, decoded.
    static func faces(_ arguments: [String], environment: [String: String] = [:]) throws -> [[String: Any]] {
        let result = CLI.run(["metrics", "--json"] + arguments, environment: environment)
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        return try #require(document["faces"] as? [[String: Any]])
    }
}
