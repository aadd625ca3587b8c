/// How a symbol sits beside a line of text, as SF Symbols places it: at the text style's
/// point size times the ``SymbolScale`` factor, its bounding box centred vertically on half
/// the text font's cap height above the text baseline. Lengths in **points**.
public struct SymbolPlacement: Sendable, Hashable {
    /// The text style beside the symbol.
    public let textStyle: TextStyle
    /// The content size category of the text style's size.
    public let sizeCategory: ContentSizeCategory
    /// The text's point size (the style's size at the category, from ``DynamicTypeTable``).
    public let textPointSize: Double
    /// The symbol's scale.
    public let scale: SymbolScale
    /// The symbol's point size: ``textPointSize`` × the scale's factor.
    public let symbolPointSize: Double
    /// The symbol's baseline relative to the text baseline (positive: above it): half the
    /// text's cap height minus the middle of the symbol's box, both in points.
    public let offsetFromTextBaseline: Double

    /// Places `glyph` beside text of `textStyle` at `category` on `platform`, set in a font
    /// whose cap height is `band.capHeight` em. A glyph without contours is placed as if its
    /// box were centred on its baseline.
    /// - Throws: ``DynamicTypeError`` when the platform lacks the style or the category.
    public init(glyph: GlyphMetrics, textStyle: TextStyle, sizeCategory: ContentSizeCategory = .large,
                platform: TypePlatform = .ios, scale: SymbolScale = .medium,
                textBand band: TextLineBand) throws(DynamicTypeError) {
        let text = try DynamicTypeTable.style(textStyle, platform: platform, category: sizeCategory)
        self.textStyle = textStyle
        self.sizeCategory = sizeCategory
        self.textPointSize = text.pointSize
        self.scale = scale
        self.symbolPointSize = text.pointSize * scale.factor
        let boxMiddle = (glyph.bounds?.center.y ?? 0) * glyph.scale(pointSize: symbolPointSize)
        self.offsetFromTextBaseline = band.capHeight * text.pointSize / 2 - boxMiddle
    }
}
