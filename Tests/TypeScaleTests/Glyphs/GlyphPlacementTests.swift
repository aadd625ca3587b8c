import Testing
import TypeScale

/// Alignment boxes and placement beside text, with CatalogMetrics-Regular.ttf as the text font
/// (typo 800/−200 with USE_TYPO_METRICS, cap height 700, upem 1000) and the CatalogGlyphs
/// square (100,0–700,600, advance 800) as the symbol.
@Suite("Glyph alignment: alignment box and placement beside a text style")
struct GlyphPlacementTests {
    static func square() throws -> GlyphMetrics {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogGlyphs.ttf"))
        return try #require(try face.glyphMetrics(for: "\u{25A0}"))
    }

    static func band() throws -> TextLineBand {
        try TextLineBand(face: try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")))
    }

    @Test("the text font's band in ems, and the alignment box at the symbol's em")
    func alignmentBox() throws {
        let band = try Self.band()
        #expect(band == TextLineBand(ascender: 0.8, descender: -0.2, capHeight: 0.7))
        let box = try Self.square().alignmentBox(textBand: band)
        #expect(box == GlyphBox(xMin: 0, yMin: -200, xMax: 800, yMax: 800))
        // A text font on another grid: CatalogMetricsLegacy (upem 2048; hhea 1900/−500, which
        // FreeType uses without USE_TYPO_METRICS), cap height from its H glyph: 1400.
        let legacy = try TextLineBand(face: try FontFace(path: try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")))
        #expect(legacy == TextLineBand(ascender: 1900.0 / 2048, descender: -500.0 / 2048, capHeight: 1400.0 / 2048))
    }

    @Test("Body at Large: 17 pt text; the box centred on half the cap height",
          arguments: [(SymbolScale.small, 0.783), (.medium, 1.0), (.large, 1.29)])
    func body(scale: SymbolScale, factor: Double) throws {
        let placement = try SymbolPlacement(glyph: try Self.square(), textStyle: .body, scale: scale, textBand: try Self.band())
        #expect(placement.textPointSize == 17)
        #expect(placement.symbolPointSize == 17 * factor)
        // Half the cap height: 0.7 × 17 / 2 = 5.95 pt; the box's middle: 300 units at
        // 17·factor / 1000 pt per unit.
        let expected = 5.95 - 300 * 17 * factor / 1000
        #expect(abs(placement.offsetFromTextBaseline - expected) < 1e-12)
        #expect(placement.scale == scale)
        #expect(placement.sizeCategory == .large)
    }

    @Test("the size category sets the text size: Title 1 at AX5 is 58 pt")
    func category() throws {
        let placement = try SymbolPlacement(glyph: try Self.square(), textStyle: .title1, sizeCategory: .accessibility5,
                                            textBand: try Self.band())
        #expect(placement.textPointSize == 58)
        #expect(abs(placement.offsetFromTextBaseline - (0.35 * 58 - 0.3 * 58)) < 1e-12)
    }

    @Test("a platform without the category throws")
    func unavailable() throws {
        #expect(throws: DynamicTypeError.categoryNotAvailable(.xSmall, platform: .macos)) {
            try SymbolPlacement(glyph: try Self.square(), textStyle: .body, sizeCategory: .xSmall, platform: .macos,
                                textBand: try Self.band())
        }
    }
}
