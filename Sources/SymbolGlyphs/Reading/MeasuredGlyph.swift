import TypeScale

/// One glyph measured for `glyph` and `glyphs`: what it is, the font it came from and its
/// figures in font units.
package struct MeasuredGlyph {
    /// The symbol's name, or `U+XXXX` for `--char`.
    package let name: String
    /// The character the glyph was found by; nil for a glyph found by its name (a symbol that
    /// its data set gives no code point: the icon sets' fonts name their glyphs by icon).
    package let scalar: Unicode.Scalar?
    /// The font as the data set names it (or as the font says for `--font`).
    package let family: String?
    package let style: String?
    /// The font file read.
    package let file: String
    package let metrics: GlyphMetrics

    /// The glyph `name` (found by `scalar`, or by name when nil) in the font `family` `style`
    /// read from `file`, with its figures.
    package init(name: String, scalar: Unicode.Scalar?, family: String?, style: String?, file: String, metrics: GlyphMetrics) {
        self.name = name
        self.scalar = scalar
        self.family = family
        self.style = style
        self.file = file
        self.metrics = metrics
    }
}
