import TypeScale

/// Everything `glyph` reports about one glyph: the measured glyph, the text font's band, the
/// chosen point size and the placement beside text (with `--text-style`).
struct GlyphFigures {
    let glyph: MeasuredGlyph
    let band: TextLineBand
    /// The text font's name, for text output and SVG titles.
    let textFontName: String
    /// The symbol's point size: `--point-size`, or the text style's size × the scale factor.
    let pointSize: Double
    let placement: SymbolPlacement?
    /// A line of text in the text font (font units of ``textUnitsPerEm``), drawn beside the
    /// symbol in the SVG with `--text-style`.
    var textSample: GlyphPath?
    var textUnitsPerEm = 1000

    var metrics: GlyphMetrics { glyph.metrics }
    var alignmentBox: GlyphBox { metrics.alignmentBox(textBand: band) }
    /// Points per font unit at ``pointSize``.
    var scale: Double { metrics.scale(pointSize: pointSize) }
}
