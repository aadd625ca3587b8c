import Foundation
import Testing
import TypeScale

/// fontbakery's checks (``CheckProfile/googleFonts``) on fixtures whose values fontTools and
/// fontbakery's own `get_bounding_box` give:
/// - CatalogMetrics-Regular.ttf: hhea 950/-250/20, typo 800/-200/200, win 1000/300,
///   fsSelection 192 (USE_TYPO_METRICS), upm 1000, stored glyph boxes (0, 710), no Agrave;
/// - CatalogTest-2048.ttf: hhea = typo 1638/-410/0, win 1638/410, fsSelection 0, upm 2048,
///   stored glyph boxes (0, 1434).
/// The comparison with fontbakery itself is `CheckFontbakeryTests` (catalog-cliTests).
@Suite("VerticalMetricsCheck.googleFontsChecks: fontbakery's rules with their numbers")
struct GoogleFontsChecksTests {
    static func read(_ names: [String]) throws -> (faces: [VerticalMetricsCheck], families: [VerticalMetricsCheck.FamilyCheck]) {
        let faces = try names.map { try VerticalMetricsCheck(path: try TestSupport.fixturePath($0), profile: .googleFonts) }
        return VerticalMetricsCheck.googleFontsChecks(faces)
    }

    static func check(_ face: VerticalMetricsCheck, _ rule: MetricCheck.Rule) throws -> MetricCheck {
        try #require(face.checks.first { $0.rule == rule })
    }

    @Test("one face: its own line gaps and typo values fail, usWinDescent 300 is over twice the depth 0, Agrave skipped")
    func oneFace() throws {
        let (faces, families) = try Self.read(["CatalogMetrics-Regular.ttf"])
        let face = try #require(faces.first)
        #expect(face.checks.map(\.rule) == MetricCheck.Rule.rules(of: .googleFonts).filter {
            $0 != .fontbakeryFamilyVerticalMetrics && $0 != .fontbakeryUseTypoMetrics })
        let win = try Self.check(face, .fontbakeryWinAscentAndDescent)
        #expect(win.status == .fail && win.message == "usWinDescent 300 > 2 × 0 (the lowest stored glyph box)")
        #expect(try Self.check(face, .fontbakeryLinegaps).message == "hhea lineGap is 20, not 0")
        #expect(try Self.check(face, .fontbakeryMetricsMatchHhea).message == "OS/2 sTypoAscender 800 differs from hhea's 950")
        #expect(try Self.check(face, .fontbakeryTypoAscenderAgrave).status == .skip)
        let vertical = try Self.check(face, .fontbakeryVerticalMetrics)
        #expect(vertical.status == .fail && vertical.message == "OS/2 sTypoLineGap is 200, not 0; hhea lineGap is 20, not 0")
        #expect(families.map(\.check.status) == [.pass, .pass])
    }

    @Test("two faces are one family: the extent is both faces', the family and USE_TYPO_METRICS checks fail")
    func twoFaces() throws {
        let (faces, families) = try Self.read(["CatalogMetrics-Regular.ttf", "CatalogTest-2048.ttf"])
        let win = try Self.check(faces[0], .fontbakeryWinAscentAndDescent)
        #expect(win.message.hasPrefix("usWinAscent 1000 < 1434, the highest stored glyph box of the fonts given"))
        // 2048 upm: 1638 + 410 = 2048 = 1 em, under 1.2 em (2457).
        let vertical = try Self.check(faces[1], .fontbakeryVerticalMetrics)
        #expect(vertical.message == "hhea ascender + |descender| + lineGap is 2048, under 1.2 em (2457)")
        #expect(families.map(\.check.rule) == [.fontbakeryFamilyVerticalMetrics, .fontbakeryUseTypoMetrics])
        #expect(families.map(\.check.status) == [.fail, .fail])
        #expect(families[0].check.message.hasPrefix("sTypoAscender, sTypoDescender, sTypoLineGap, usWinAscent, usWinDescent, ascent, descent, lineGap differ"))
        #expect(families[1].check.message.hasPrefix("fsSelection bit 7 is not set in 1 of 2 faces"))
    }
}
