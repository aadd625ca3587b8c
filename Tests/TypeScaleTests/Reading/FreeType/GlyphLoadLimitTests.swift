import Testing
@testable import TypeScale
import CatalogTestSupport

/// The glyph-load limits (issue 42: three levels of 20 components made `check` take 123 s on
/// a 60,000-glyph font), on CatalogComponents.ttf (`Scripts/make-hostile-fonts.py`): each
/// glyph's cost is counted before FreeType draws it, from the composites' own records, and a
/// glyph past 4,096 records or 64 levels is refused without being loaded.
@Suite("Glyph loads: composites counted before FreeType draws them, refused past the limits")
struct GlyphLoadLimitTests {
    static let path = Fixtures.hostileFont("CatalogComponents.ttf")

    /// A glyph within the limits, with the records it costs and how deep it nests.
    struct Within: Sendable, CustomTestStringConvertible {
        let character: Unicode.Scalar
        let name: String
        let records: Int
        let nesting: Int
        /// Glyph records read without their components to count it (each glyph once).
        let counted: Int
        var testDescription: String { "'\(name)'" }
    }

    @Test("the limits: 4,096 glyph records and 64 levels a glyph")
    func standardLimits() {
        #expect(GlyphLoadLimits.standard == GlyphLoadLimits(records: 4_096, nesting: 64))
    }

    @Test("a glyph at a limit is counted, then loaded once", arguments: [
        // 5 x wide2 (703) + 21 x wide1 (27) + 13 x dot + itself; reads full, wide2, wide1, dot
        Within(character: "F", name: "full", records: 4_096, nesting: 3, counted: 4),
        // deep64 -> deep63 -> ... -> deep1 -> dot: 64 composites and the dot
        Within(character: "E", name: "deep64", records: 65, nesting: 64, counted: 65),
    ])
    func withinLimits(_ glyph: Within) throws {
        let face = try FontFace(path: Self.path)
        let metrics = try #require(try face.glyphMetrics(for: glyph.character))
        #expect(metrics.bounds != nil)
        #expect(try face.glyphLoadCost(metrics.glyphIndex) == GlyphLoadCost(records: glyph.records, nesting: glyph.nesting))
        #expect(face.glyphLoadWork == GlyphLoadWork(recordsLoaded: glyph.records, recordsCounted: glyph.counted, glyphsRefused: 0))
    }

    @Test("a glyph past a limit is refused by name, nothing of it loaded", arguments: [
        // 6 x wide2 (703 each): past 4,096 at the 6th component; reads wide, wide2, wide1, dot
        ("W", 4, "wide", GlyphLoadLimits.Excess.records(limit: 4_096), 4),
        // the chain of 65: the dot below deep1 would be the 65th level; reads deep65 ... deep1
        ("D", 70, "deep65", .nesting(limit: 64), 65),
    ] as [(Unicode.Scalar, Int, String, GlyphLoadLimits.Excess, Int)])
    func pastLimits(_ character: Unicode.Scalar, _ index: Int, _ name: String, _ excess: GlyphLoadLimits.Excess, _ counted: Int) throws {
        let face = try FontFace(path: Self.path)
        let error = #expect(throws: FreeTypeError.self) { try face.glyphMetrics(for: character) }
        #expect(error == FreeTypeError(path: Self.path, reason: .glyphOverLimit(glyph: index, name: name, excess: excess)))
        #expect(error?.description == "\(Self.path): glyph \(index) '\(name)' not loaded: " + excess.message)
        #expect(face.glyphLoadWork == GlyphLoadWork(recordsLoaded: 0, recordsCounted: counted, glyphsRefused: 1))
        // The advance alone is refused too: FreeType loads the whole glyph for it at some instances.
        #expect(throws: FreeTypeError.self) { try face.advanceWidth(for: character) }
    }

    @Test("the messages name the limit")
    func messages() {
        #expect(GlyphLoadLimits.Excess.records(limit: 4_096).message
                == "it expands to more than 4,096 glyph records (the limit for one glyph)")
        #expect(GlyphLoadLimits.Excess.nesting(limit: 64).message == "its components nest more than 64 levels deep (the limit for one glyph)")
    }

    @Test("costs are kept: a second glyph sharing components reads only itself")
    func sharedComponents() throws {
        let face = try FontFace(path: Self.path)
        _ = try face.glyphMetrics(for: "F")
        #expect(throws: FreeTypeError.self) { try face.glyphMetrics(for: "W") }
        // full read full, wide2, wide1 and dot; wide then reads only itself.
        #expect(face.glyphLoadWork == GlyphLoadWork(recordsLoaded: 4_096, recordsCounted: 5, glyphsRefused: 1))
    }

    @Test("smaller limits set on a face apply to its next loads")
    func faceLimits() throws {
        let face = try FontFace(path: Self.path)
        face.glyphLoadLimits = GlyphLoadLimits(records: 703, nesting: 2)
        // wide2 (glyph 3) is 703 records at 2 levels; full (5) nests 3.
        #expect(try face.glyphLoadCost(3) == GlyphLoadCost(records: 703, nesting: 2))
        #expect(throws: FreeTypeError(path: Self.path, reason: .glyphOverLimit(glyph: 5, name: "full", excess: .nesting(limit: 2)))) {
            try face.glyphMetrics(glyphIndex: 5)
        }
    }

    @Test("faces without composites count one record a glyph and read nothing to count", arguments: ["CatalogGlyphs.otf", "CatalogGlyphs.ttf"])
    func plainFonts(_ name: String) throws {
        let face = try FontFace(path: Fixtures.font(name))
        for scalar in ["\u{25A0}", "\u{25CF}"] as [Unicode.Scalar] { _ = try face.glyphMetrics(for: scalar) }
        // TrueType: each glyph read once, that read being the load; CFF: loaded as before.
        let counted = name.hasSuffix(".ttf") ? 2 : 0
        #expect(face.glyphLoadWork == GlyphLoadWork(recordsLoaded: 2, recordsCounted: counted, glyphsRefused: 0))
    }
}
