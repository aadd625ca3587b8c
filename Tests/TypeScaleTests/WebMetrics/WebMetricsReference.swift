import Foundation
import CatalogTestSupport
import Testing
import TypeScale

/// The fonts the web-metrics tests read and fontTools' values for them
/// (`Scripts/web-metrics-reference.py`, run live: the values come from fontTools, never from
/// catalog's earlier output).
enum WebMetricsReference {
    /// Capsize's own test font, with its published values in `SOURCES.md` beside it.
    static let notoSans = FixtureRegenerationTests.repository
        .appendingPathComponent("../shared/reference/fonts/NotoSans-Regular.ttf").standardizedFileURL.path
    static var hasNotoSans: Bool { FileManager.default.fileExists(atPath: notoSans) }
    static let notoSkip: Comment = "needs ../shared/reference/fonts/NotoSans-Regular.ttf (../shared is absent)"

    /// Debian fonts the tests use; `.ci/run` installs their packages (fonts-dejavu-core,
    /// fonts-liberation2, fonts-noto-core).
    static let debianFonts = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
    ]

    static var missingDebianFonts: [String] { debianFonts.filter { !FileManager.default.fileExists(atPath: $0) } }

    static let fixtureNames = [
        "CatalogGlyphs.otf", "CatalogGlyphs.ttf", "CatalogMetrics-NoOS2.ttf", "CatalogMetrics-Regular.ttf",
        "CatalogMetricsLegacy-BoldItalic.otf", "CatalogOptical.ttf", "CatalogTest-1000.ttf", "CatalogTest-1000.woff",
        "CatalogTest-2048.ttf", "CatalogTest.ttc", "CatalogVariable.ttf",
    ]

    static var fontToolsAvailable: Bool { FixtureRegenerationTests.installedVersion != nil }
    static let fontToolsSkip: Comment = "needs python3 with fontTools (pip install fonttools==4.68.0)"

    /// One JSON object per face of `path`.
    static func faces(_ path: String, bounds: Bool = true) async throws -> [[String: Any]] {
        let script = FixtureRegenerationTests.repository.appendingPathComponent("Scripts/web-metrics-reference.py").path
        let outcome = try await ReferenceCache.python(script, [path] + (bounds ? ["--bounds"] : []), inputs: [path])
        try #require(outcome.status == 0, "web-metrics-reference.py \(path): \(outcome.standardError)")
        return try outcome.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }
}
