import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `metrics` on a font whose slnt axis runs below zero (fontTools: instances Regular
/// {slnt: 0}, Italic {slnt: -10}; axis -12 … 0). Before, Italic showed slnt 65526.
@Suite("metrics: signed 16.16 coordinates")
struct MetricsSignedTests {
    static let font = Fixtures.font("CatalogSlant.ttf")

    @Test("named-instance coordinates below zero in text, JSON and TSV")
    func slant() throws {
        let text = CLI.run(["metrics", Self.font]).standardOutput
        #expect(text.contains("  Named instances  Regular  slnt 0\n                   Italic   slnt -10\n"), "\(text)")
        let json = CLI.run(["metrics", Self.font, "--json"]).standardOutput
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let face = try #require((object["faces"] as? [[String: Any]])?.first)
        let instances = try #require(face["namedInstances"] as? [[String: Any]])
        #expect(instances.map { ($0["coordinates"] as? [String: Double])?["slnt"] } == [0, -10])
        let axes = try #require(face["axes"] as? [[String: Any]])
        #expect(axes.first?["min"] as? Double == -12)
        #expect(CLI.run(["metrics", Self.font, "--format", "tsv"]).standardOutput.contains("Italic@slnt=-10"))
    }
}
