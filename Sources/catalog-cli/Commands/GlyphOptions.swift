import TypeScale

/// The options `glyph` and `glyphs` share, read once: the style and font to draw in, the
/// text font, and the size (a text style at a size category and scale, or a point size).
struct GlyphOptions: Sendable {
    /// The styles of the embedded sets' fonts (Font Awesome's, then Phosphor's weights).
    static let style = OptionSpec(name: "style", valueName: "STYLE",
                                  choices: ["solid", "regular", "brands", "thin", "light", "bold", "fill", "duotone"],
                                  summary: "Font style to draw the symbol in (default: the symbol's first style).")
    static let scale = OptionSpec(name: "scale", valueName: "SCALE", choices: SymbolScale.allCases.map(\.rawValue),
                                  summary: "Symbol scale beside text: small (x0.783), medium (x1), large (x1.29) (default: medium).")
    static let textStyle = OptionSpec(name: "text-style", valueName: "STYLE",
                                      summary: "Place the symbol beside text of this iOS text style (Body, Title 1, caption2, ...).",
                                      suggestions: TextStyle.allCases.compactMap(\.uikitName))
    static let sizeCategory = OptionSpec(name: "size-category", valueName: "NAME", summary: "Content size category of the text style (default: Large).",
                                         suggestions: ContentSizeCategory.allCases.map(\.higName))
    static let pointSize = OptionSpec(name: "point-size", valueName: "N",
                                      summary: "Symbol point size (default: the text style's size, else Body's, x the scale).")
    static let font = OptionSpec(name: "font", valueName: "FILE|PATTERN", summary: "Read glyphs from this font file or fontconfig pattern instead.",
                                 completion: .font)
    static let textFont = OptionSpec(name: "text-font", valueName: "FILE|PATTERN",
                                     summary: "Text font for the alignment box and placement (default: the default design's family).",
                                     completion: .font)

    /// The shared options, in help order.
    static let options = [style, scale, textStyle, sizeCategory, pointSize, font, textFont]
    static let rules = [OptionRule.exclusive([.option(pointSize), .option(textStyle)],
                                             message: "--point-size and --text-style exclude each other (the text style sets the size)")]

    /// `--style`: the style to draw in; nil: each symbol's first.
    var style: String?
    var textStyle: TextStyle?
    var category: ContentSizeCategory
    var scale: SymbolScale
    /// `--point-size`; nil: the text style's size (Body's without one) times the scale.
    var pointSize: Double?
    /// `--font`, instead of the data set's font for the style.
    var font: String?
    /// `--text-font`, instead of the default design's family.
    var textFont: String?

    init(_ parsed: ParsedCommand) throws(CLIError) {
        style = parsed.value(Self.style)
        textStyle = try parsed.named(Self.textStyle)
        category = try parsed.named(Self.sizeCategory) ?? .large
        scale = parsed.choice(Self.scale) ?? .medium
        if let text = parsed.value(Self.pointSize) {
            guard let size = Double(text), size.isFinite, size > 0 else {
                throw parsed.usageError("--point-size needs a positive number, not '\(text)'")
            }
            pointSize = size
        }
        font = parsed.value(Self.font)
        textFont = parsed.value(Self.textFont)
    }

    /// The sizes these options give, from Dynamic Type's iOS table.
    func sizes() throws -> Sizes {
        try Self.sizes(textStyle: textStyle, category: category, scale: scale, pointSize: pointSize)
    }

    /// The sizes without options (Body at Large, medium): what `glyph NAME` measures at.
    static func defaultSizes() throws -> Sizes {
        try sizes(textStyle: nil, category: .large, scale: .medium, pointSize: nil)
    }

    private static func sizes(textStyle: TextStyle?, category: ContentSizeCategory, scale: SymbolScale, pointSize: Double?) throws -> Sizes {
        let cell = try DynamicTypeTable.style(textStyle ?? .body, platform: .ios, category: category)
        return Sizes(textStyle: textStyle, category: category, scale: scale,
                          pointSize: pointSize ?? cell.pointSize * scale.factor,
                          textWeight: textStyle == nil ? .regular : cell.weight, textPointSize: cell.pointSize)
    }

    /// The sizes of `glyph` and `glyphs`: the symbol's point size and the text beside it.
    struct Sizes: Sendable {
        let textStyle: TextStyle?
        let category: ContentSizeCategory
        let scale: SymbolScale
        /// The symbol's point size.
        let pointSize: Double
        /// The text style's weight (Regular without one), for the text font.
        let textWeight: FontWeight
        let textPointSize: Double

        /// The figures of `glyph` beside a text font of `band` and, with a text style, the placement.
        func figures(for glyph: MeasuredGlyph, band: TextLineBand, textFontName: String) throws -> GlyphFigures {
            let placement = try textStyle.map {
                try SymbolPlacement(glyph: glyph.metrics, textStyle: $0, sizeCategory: category, scale: scale, textBand: band)
            }
            return GlyphFigures(glyph: glyph, band: band, textFontName: textFontName, pointSize: pointSize, placement: placement)
        }
    }
}
