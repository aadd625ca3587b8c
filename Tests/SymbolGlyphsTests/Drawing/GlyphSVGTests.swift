import CatalogSystem
import CatalogTestSupport
import SymbolGlyphs
import Testing
import TypeScale

/// The SVG of one glyph and of a sheet, from CatalogGlyphs.ttf's triangle at U+25B2
/// ((100,0) (100,600) (700,0), upem 1000) beside CatalogMetrics-Regular.ttf.
@Suite("Symbol glyphs: drawn as SVG")
struct GlyphSVGTests {
    static func figures(pointSize: Double? = nil) throws -> GlyphFigures {
        let glyph = try GlyphSource.fontGlyph(Fixtures.font("CatalogGlyphs.ttf"), scalar: "\u{25B2}", weight: .regular,
                                              pointSize: 17, environment: [:])
        let text = try GlyphSource.textFont(Fixtures.font("CatalogMetrics-Regular.ttf"), weight: .regular, pointSize: 17,
                                            environment: [:], limit: .standard)
        let sizes = try GlyphSizes(textStyle: nil, category: .large, scale: .medium, pointSize: pointSize)
        return try sizes.figures(for: glyph, band: text.band, textFontName: "Catalog Metrics")
    }

    @Test("the sizes without options: Body at Large, 17 pt, medium scale")
    func standardSizes() throws {
        let sizes = try GlyphSizes.standard()
        #expect(sizes.pointSize == 17)
        #expect(sizes.textPointSize == 17)
        #expect(sizes.textWeight == .regular)
    }

    @Test("a sheet: one cell per glyph with its name escaped, columns as asked")
    func sheet() throws {
        let figures = try Self.figures()
        let svg = GlyphSheetSVG.document([figures, figures, figures], columns: 2, title: "catalog glyphs <a&b>")
        #expect(svg.components(separatedBy: "<g class=\"cell\"").count - 1 == 3)
        #expect(svg.contains("<title>catalog glyphs &lt;a&amp;b&gt;</title>"))
        // Two columns of 112 px and a 24 px margin each side; two rows of 124 px.
        #expect(svg.contains("width=\"272\" height=\"296\""))
    }
}
