import Testing
@testable import TypeScale
import CatalogTestSupport

/// What `check` measures exactly in one face is bounded (issue 42: 60,000 glyphs of three
/// levels of 20 components took 123 s): a glyph past ``GlyphLoadLimits`` and every glyph that
/// would take the face past its budget of glyph records is judged by its stored box. On
/// CatalogComposites.ttf every glyph but .notdef reaches y 500 (`wide` 600) over usWinAscent
/// 400, so all 70 are candidates: dot, wide1 (27 records), wide2 (703), wide (4,219: past the
/// glyph limit), full (4,096), deep1 ... deep64 (2 ... 65) and deep65 (nests 65 levels).
@Suite("check: glyphs measured exactly within a budget, the rest judged by their stored boxes")
struct GlyphExtremaLimitTests {
    static let path = Fixtures.hostileFont("CatalogComponents.ttf")

    static func extrema(budget: Int) throws -> GlyphExtrema {
        let face = try FontFace(path: path)
        let boxes = try GlyphExtrema.boxes(face: face, tables: FontTables(path: path))
        return try GlyphExtrema(face: face, ascentLimit: 400, descentLimit: 200, boxes: boxes, recordBudget: budget)
    }

    @Test("the standard budget: only the two glyphs past a glyph limit go unmeasured")
    func standardBudget() throws {
        #expect(GlyphExtrema.recordsPerFace == 1_048_576)
        let extrema = try Self.extrema(budget: GlyphExtrema.recordsPerFace)
        // 1 + 27 + 703 + 4,096 + (2 + 3 + ... + 65)
        #expect(extrema.recordsLoaded == 6_971)
        #expect(extrema.measuredCount == 68)
        #expect(extrema.unmeasuredCount == 2)
        #expect(extrema.aboveAscent == GlyphExtrema.Crossing(glyphIndex: 4, name: "wide", extent: 600,
                                                              unmeasured: .glyph(.records(limit: 4_096))))
        #expect(extrema.belowDescent == nil)
    }

    @Test("a budget of 1,000 records: measuring stops short of it, whatever the glyphs' order")
    func smallBudget() throws {
        let extrema = try Self.extrema(budget: 1_000)
        // dot, wide1, wide2 (731), then deep1 ... deep21 (2 + ... + 22 = 252): 983; deep22 would
        // make 1,006, and every later glyph costs more.
        #expect(extrema.recordsLoaded == 983)
        #expect(extrema.measuredCount == 24)
        #expect(extrema.unmeasuredCount == 46)
        #expect(extrema.aboveAscent?.name == "wide")
    }

    @Test("the check says which glyph, how it was judged and which limit, in one line")
    func checkMessages() throws {
        let check = try VerticalMetricsCheck(path: Self.path)
        let ascent = try #require(check.checks.first { $0.rule == .winAscent })
        #expect(ascent.status == .fail)
        #expect(ascent.message == "usWinAscent 400 < 600, the stored top of 'wide' (glyph 4), not measured exactly as it expands "
                + "to more than 4,096 glyph records (the limit for one glyph): clipped by 200")
        #expect(ascent.values.map(\.0) == ["usWinAscent", "glyphStoredExtent", "glyphsNotMeasured"])
        #expect(ascent.values.map(\.1) == [400, 600, 2])
        let descent = try #require(check.checks.first { $0.rule == .winDescent })
        #expect(descent.status == .pass)
        #expect(descent.message == "usWinDescent 200 covers every glyph (stored boxes reach 0; 68 measured exactly, "
                + "2 by their stored boxes, past the limits for one glyph or one face)")
    }

    @Test("the reason a glyph was not measured, for either limit")
    func reasons() {
        #expect(GlyphExtrema.Unmeasured.face(limit: 1_048_576).message
                == "measuring it would take the face past 1,048,576 glyph records (the limit for one face)")
        #expect(GlyphExtrema.Unmeasured.glyph(.nesting(limit: 64)).message
                == "its components nest more than 64 levels deep (the limit for one glyph)")
    }
}
