import TypeScale

/// The sizes of `glyph` and `glyphs`: the symbol's point size and the text beside it, from
/// Dynamic Type's iOS table.
package struct GlyphSizes: Sendable {
    package let textStyle: TextStyle?
    package let category: ContentSizeCategory
    package let scale: SymbolScale
    /// The symbol's point size.
    package let pointSize: Double
    /// The text style's weight (Regular without one), for the text font.
    package let textWeight: FontWeight
    /// The text style's size in points (Body's without one).
    package let textPointSize: Double

    /// The sizes of a symbol beside `textStyle` (Body without one) at `category` and `scale`;
    /// `pointSize` instead of the text style's size × the scale when given.
    package init(textStyle: TextStyle?, category: ContentSizeCategory, scale: SymbolScale, pointSize: Double?) throws {
        let cell = try DynamicTypeTable.style(textStyle ?? .body, platform: .ios, category: category)
        self.textStyle = textStyle
        self.category = category
        self.scale = scale
        self.pointSize = pointSize ?? cell.pointSize * scale.factor
        self.textWeight = textStyle == nil ? .regular : cell.weight
        self.textPointSize = cell.pointSize
    }

    /// The sizes without options (Body at Large, medium): what `glyph NAME` measures at.
    package static func standard() throws -> GlyphSizes {
        try GlyphSizes(textStyle: nil, category: .large, scale: .medium, pointSize: nil)
    }

    /// The figures of `glyph` beside a text font of `band` and, with a text style, the placement.
    package func figures(for glyph: MeasuredGlyph, band: TextLineBand, textFontName: String) throws -> GlyphFigures {
        let placement = try textStyle.map {
            try SymbolPlacement(glyph: glyph.metrics, textStyle: $0, sizeCategory: category, scale: scale, textBand: band)
        }
        return GlyphFigures(glyph: glyph, band: band, textFontName: textFontName, pointSize: pointSize, placement: placement)
    }
}
