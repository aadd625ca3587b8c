import CatalogSystem
import CatalogTestSupport
import SymbolCatalog
import SymbolGlyphs
import Testing
import TypeScale

/// Icons on their own design grid, from CatalogGlyphs.ttf's triangle at U+25B2 ((100,0)
/// (100,600) (700,0), advance 800, upem 1000, hhea ascender 800 and descender −200:
/// Scripts/make-test-fonts.py). The expected paths follow from that construction.
@Suite("Symbol glyphs: on their own design grid")
struct DesignDrawingTests {
    static func triangle() throws -> MeasuredGlyph {
        try GlyphSource.fontGlyph(Fixtures.font("CatalogGlyphs.ttf"), scalar: "\u{25B2}", weight: .regular, pointSize: 17, environment: [:])
    }

    @Test("a set's grid: 24 SVG units to the em, baseline at 21; the viewBox is the advance by the em, not the ink")
    func setGrid() throws {
        let grid = try SVGGrid(viewBoxHeight: 24, baseline: 21)
        let drawing = DesignDrawing(filled: try Self.triangle().metrics, on: DesignGrid(grid, unitsPerEm: 1000))
        // x × 0.024; y: 21 − y × 0.024 (600 → 6.6). The closing line back to the start is FreeType's.
        #expect(drawing.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 19.2 24" fill="currentColor"><path d="M2.4 21L2.4 6.6L16.8 21L2.4 21Z"/></svg>

            """)
        // 48 px to the em: twice the grid.
        #expect(drawing.document(pointSize: 48).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"38.4\" height=\"48\" viewBox=\"0 0 19.2 24\""))
    }

    @Test("a font no set places: its own units, the viewBox from its ascender (800) down to its descender (−200)")
    func fontGrid() throws {
        let svg = try GlyphSource.fontDesignSVG(Fixtures.font("CatalogGlyphs.ttf"), scalar: "\u{25B2}", weight: .regular,
                                                pointSize: 17, size: nil, environment: [:])
        #expect(svg == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 1000" fill="currentColor"><path d="M100 800L100 200L700 800L100 800Z"/></svg>

            """)
    }

    @Test("a stroked set: its own elements in order, its stroke attributes on the root, values escaped")
    func stroked() throws {
        let attributes = try SVGElement.attributes(encoded: "fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\"")
        let elements = [try SVGElement(encoded: "path d=\"M15 21v-8\""), try SVGElement(encoded: "circle cx=\"12\" cy=\"12\" r=\"1\" fill=\"currentColor\""),
                        try SVGElement(name: "path", attributes: [SVGAttribute(name: "d", value: "M0 0<&>'")])]
        let grid = try SVGGrid(viewBoxHeight: 24, viewBoxWidth: 24, baseline: 21, strokeAttributes: attributes, strokes: ["x": elements])
        let drawing = DesignDrawing(stroked: elements, grid: grid)
        #expect(drawing.document() == "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\">"
            + "<path d=\"M15 21v-8\"/><circle cx=\"12\" cy=\"12\" r=\"1\" fill=\"currentColor\"/><path d=\"M0 0&lt;&amp;&gt;&#39;\"/></svg>\n")
        #expect(drawing.symbol(id: "lucide-x", title: "x <1>") == "<symbol id=\"lucide-x\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\">"
            + "<title>x &lt;1&gt;</title><path d=\"M15 21v-8\"/><circle cx=\"12\" cy=\"12\" r=\"1\" fill=\"currentColor\"/><path d=\"M0 0&lt;&amp;&gt;&#39;\"/></symbol>")
    }
}
