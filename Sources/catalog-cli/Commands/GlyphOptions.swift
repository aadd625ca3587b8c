import SymbolGlyphs
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
    func sizes() throws -> GlyphSizes {
        try GlyphSizes(textStyle: textStyle, category: category, scale: scale, pointSize: pointSize)
    }

    /// `--char`: one character (one Unicode scalar) or `U+XXXX` (1 to 6 hex digits).
    static func scalar(_ text: String, command: String) throws(CLIError) -> Unicode.Scalar {
        let upper = text.uppercased()
        if upper.hasPrefix("U+"), (3...8).contains(upper.count) {
            if let value = UInt32(upper.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) { return scalar }
        } else if text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first {
            return scalar
        }
        throw .usage("--char needs one character or U+XXXX (a Unicode scalar value), not '\(text)'", command: command)
    }
}
