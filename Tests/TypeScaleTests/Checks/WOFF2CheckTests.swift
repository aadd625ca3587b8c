import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// `check` on WOFF2, the format web teams ship: every WOFF2 failed with "table 'glyf' is too
/// short", because the `loca` FreeType rebuilds points past the `glyf` it gives. The same font
/// as TrueType and as WOFF2 (written by fontTools) must get the same verdicts.
@Suite("check on WOFF2: the verdicts of the same font as TrueType")
struct WOFF2CheckTests {
    /// fontTools writes WOFF2 with the brotli module.
    static let canWriteWOFF2 = (try? FixtureRegenerationTests.runBlocking(["python3", "-c", "import fontTools, brotli"]))?.status == 0

    @Test("TrueType and WOFF2 of the same font: the same checks, values and messages",
          .enabled(if: canWriteWOFF2, "needs python3 with fontTools and brotli (pip install fonttools brotli)"),
          arguments: ["CatalogMetrics-Regular.ttf", "CatalogGlyphs.ttf", "CatalogTest-2048.ttf"])
    func sameVerdicts(name: String) async throws {
        try await TestSupport.withTemporaryDirectory { folder in
            let source = try TestSupport.fixturePath(name)
            let woff2 = folder.appendingPathComponent(name + ".woff2").path
            let made = try await FixtureRegenerationTests.run([
                "python3", "-c", "import sys; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); f.flavor = 'woff2'; f.save(sys.argv[2])",
                source, woff2,
            ])
            try #require(made.status == 0, "\(made.output)")
            let expected = try VerticalMetricsCheck.faces(inFile: source)
            let checked = try VerticalMetricsCheck.faces(inFile: woff2)
            #expect(checked.map(\.checks) == expected.map(\.checks))
            #expect(checked.map(\.unitsPerEm) == expected.map(\.unitsPerEm))
        }
    }
}
