import CatalogTestSupport
import Testing
@testable import TypeScale

/// `glyphIndex(named:)` reads a face's glyph names once into a table; it must find what
/// FreeType's `FT_Get_Name_Index` finds, for every name of the face and for names it lacks.
@Suite("Glyph look-up by name: a table made once, as FreeType finds them")
struct GlyphNameIndexTests {
    @Test("every glyph's name, and names the font lacks, as FT_Get_Name_Index", arguments: [
        "CatalogGlyphs.ttf", "CatalogGlyphs.otf", "CatalogMetrics-Regular.ttf", "CatalogTest.ttc", "CatalogType1-Regular.pfb",
    ])
    func sameAsFreeType(_ file: String) throws {
        let face = try FontFace(path: Fixtures.font(file))
        var names = [".notdef", "", "no-such-glyph", "A "]
        for index in 0..<face.glyphCount { if let name = face.glyphName(index) { names.append(name) } }
        #expect(names.count > 4 || !face.hasGlyphNames)
        for name in names {
            #expect(face.glyphIndex(named: name) == face.freeTypeGlyphIndex(named: name), "\(file): \(name)")
        }
    }
}
