import Foundation
import Testing
import TypeScale

/// The check rules on fixture fonts whose values fontTools reports (`ttx -t OS/2 -t hhea`,
/// BoundsPen for the exact bounds):
/// - CatalogMetrics-Regular.ttf: hhea 950/-250/20, typo 800/-200/200, win 1000/300,
///   fsSelection 192 (USE_TYPO_METRICS), sCapHeight 700 / sxHeight 500; 'H' top 710, 'x' 520;
/// - CatalogGlyphs.ttf: win 800/200, hhea = typo 800/-200/0; 'dome' stores yMax 900 but its
///   exact top is 450 (an off-curve point far above the curve).
@Suite("VerticalMetricsCheck: the Google Fonts rules with their numbers")
struct VerticalMetricsCheckTests {
    static func statuses(_ check: VerticalMetricsCheck) -> [String: MetricCheck.Status] {
        Dictionary(uniqueKeysWithValues: check.checks.map { ($0.rule.rawValue, $0.status) })
    }

    @Test("a font with line gaps and unequal line heights: warns, nothing fails")
    func metricsFixture() throws {
        let check = try VerticalMetricsCheck(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))
        #expect(check.checks.map(\.rule) == MetricCheck.Rule.rules(of: .standard).filter { $0 != .familyMetrics })
        let status = Self.statuses(check)
        for rule in ["hhea-metrics", "typo-metrics", "win-metrics", "win-ascent", "win-descent", "use-typo-metrics", "cap-height", "x-height"] {
            #expect(status[rule] == .pass, "\(rule)")
        }
        #expect(status["line-height-match"] == .warn && status["line-gap"] == .warn)
        let lines = try #require(check.checks.first { $0.rule == .lineHeightMatch })
        #expect(lines.message == "hhea 950 - (-250) + 20 = 1220 differs from typo 800 - (-200) + 200 = 1200")
        let cap = try #require(check.checks.first { $0.rule == .capHeight })
        #expect(cap.message == "sCapHeight 700, 'H' top 710: within 2% of the em (20)")
        #expect(check.status == .warn)
    }

    @Test("usWinAscent below a glyph fails and names it; a cap height 60 units off warns; bit 7 cleared warns")
    func patched() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = try FontPatcher.patched(try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"), [
                ("OS/2", 74, FontPatcher.int16(600)),   // usWinAscent
                ("OS/2", 88, FontPatcher.int16(650)),   // sCapHeight
                ("OS/2", 62, FontPatcher.int16(64)),    // fsSelection: REGULAR only
            ], in: directory, as: "patched.ttf")
            let check = try VerticalMetricsCheck(path: path)
            let win = try #require(check.checks.first { $0.rule == .winAscent })
            #expect(win.status == .fail)
            #expect(win.glyph == "H")
            #expect(win.message == "usWinAscent 600 < 710, the top of 'H' (glyph 2): clipped by 110")
            #expect(Self.statuses(check)["cap-height"] == .warn)
            #expect(check.checks.first { $0.rule == .capHeight }?.message == "sCapHeight 650, 'H' top 710: 60 units, more than 2% of the em (20)")
            #expect(Self.statuses(check)["use-typo-metrics"] == .warn)
            #expect(check.status == .fail)
        }
    }

    @Test("hhea and win metrics of 0 fail")
    func missing() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = try FontPatcher.patched(try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"), [
                ("hhea", 4, FontPatcher.int16(0)), ("hhea", 6, FontPatcher.int16(0)),
                ("OS/2", 74, FontPatcher.int16(0)), ("OS/2", 76, FontPatcher.int16(0)),
            ], in: directory, as: "zero.ttf")
            let status = Self.statuses(try VerticalMetricsCheck(path: path))
            #expect(status["hhea-metrics"] == .fail && status["win-metrics"] == .fail && status["typo-metrics"] == .pass)
            #expect(status["win-ascent"] == .fail)  // every glyph is above 0
        }
    }

    @Test("a stored box above usWinAscent with an exact top below it passes (TrueType and CFF)",
          arguments: ["CatalogGlyphs.ttf", "CatalogGlyphs.otf"])
    func exactBounds(name: String) throws {
        let check = try VerticalMetricsCheck(path: try TestSupport.fixturePath(name))
        let win = try #require(check.checks.first { $0.rule == .winAscent })
        #expect(win.status == .pass, "\(win.message)")
        // The TrueType dome stores yMax 900; the CFF one's control points reach 800 (its box).
        let reach = name.hasSuffix(".ttf") ? 900 : 800
        #expect(win.message == "usWinAscent 800 covers every glyph (stored boxes reach \(reach); 1 measured exactly)")
    }

    @Test("a family's faces given together: differing metrics warn, naming what differs")
    func family() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let original = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
            let copy = try FontPatcher.patched(original, [("OS/2", 76, FontPatcher.int16(320))], in: directory, as: "deeper.ttf")
            let faces = [try VerticalMetricsCheck(path: original), try VerticalMetricsCheck(path: copy)]
            let family = try #require(VerticalMetricsCheck.familyChecks(faces).first)
            #expect(family.family == "Catalog Metrics" && family.members == [0, 1])
            #expect(family.check.status == .warn)
            #expect(family.check.message == "2 faces differ: usWinDescent 300 (CatalogMetrics-Regular), 320 (CatalogMetrics-Regular)")
            let same = VerticalMetricsCheck.familyChecks([faces[0], faces[0]])
            #expect(same.first?.check.status == .pass)
            #expect(VerticalMetricsCheck.familyChecks([faces[0]]).isEmpty)
        }
    }
}
