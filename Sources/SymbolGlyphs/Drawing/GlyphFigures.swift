import TypeScale

/// Everything `glyph` reports about one glyph: the measured glyph, the text font's band, the
/// chosen point size and the placement beside text (with `--text-style`).
package struct GlyphFigures {
    package let glyph: MeasuredGlyph
    package let band: TextLineBand
    /// The text font's name, for text output and SVG titles.
    package let textFontName: String
    /// The symbol's point size: `--point-size`, or the text style's size × the scale factor.
    package let pointSize: Double
    package let placement: SymbolPlacement?
    /// A line of text in the text font (font units of ``textUnitsPerEm``), drawn beside the
    /// symbol in the SVG with `--text-style`.
    package var textSample: GlyphPath?
    package var textUnitsPerEm = 1000

    /// The figures of `glyph` at `pointSize` beside a text font of `band` named
    /// `textFontName`, placed by `placement` when there is a text style.
    package init(glyph: MeasuredGlyph, band: TextLineBand, textFontName: String, pointSize: Double, placement: SymbolPlacement?) {
        self.glyph = glyph
        self.band = band
        self.textFontName = textFontName
        self.pointSize = pointSize
        self.placement = placement
    }

    package var metrics: GlyphMetrics { glyph.metrics }
    package var alignmentBox: GlyphBox { metrics.alignmentBox(textBand: band) }
    /// Points per font unit at ``pointSize``.
    package var scale: Double { metrics.scale(pointSize: pointSize) }
}
