import SymbolCatalog

/// Why a symbol's glyph cannot be drawn: a style it lacks, a font its data set does not name
/// or that is not installed, a glyph the font lacks.
package enum SymbolGlyphError: Error, Equatable, CustomStringConvertible {
    /// The symbol has no such style (`available`: its styles).
    case noSuchStyle(symbol: String, style: String, available: [String])
    /// The symbol names no style, so its font is unknown.
    case noStyle(symbol: String, dataSet: String)
    /// The data set names no font for the style.
    case noStyleFont(dataSet: String, style: String)
    /// The data set's font is not installed where fontconfig finds it; `advice` says how to
    /// install it.
    case notInstalled(family: String, style: String, file: String, symbolStyle: String, dataSet: String, advice: String)
    /// The font file has no such glyph (`what`: `for U+F015 ('house')`, `named 'x' (…)`).
    case noGlyph(file: String, what: String)
    /// The data set names no fonts (SF Symbols: its glyphs may not be redistributed, `apple`),
    /// so the symbol has no SVG unless `option` gives a font that draws it.
    case noFonts(symbol: String, dataSet: String, apple: Bool, option: String)
    /// The data set names no fonts (SF Symbols: `apple`), so the symbol has no custom symbol
    /// template unless `option` gives a font that draws it.
    case noTemplateFonts(symbol: String, dataSet: String, apple: Bool, option: String)
    /// A stroked set's `glyph_svg.plist` has no strokes for the symbol.
    case noStrokes(symbol: String, dataSet: String)

    package var description: String {
        switch self {
        case .noSuchStyle(let symbol, let style, let available):
            "'\(symbol)' has no \(style) style; it has " + (available.isEmpty ? "none" : available.joined(separator: ", "))
        case .noStyle(let symbol, let dataSet):
            "'\(symbol)' names no font style in \(dataSet), so its font is unknown; use --font FILE --char C"
        case .noStyleFont(let dataSet, let style):
            "\(dataSet) names no font for style '\(style)'; use --font FILE"
        case .notInstalled(let family, let style, let file, let symbolStyle, let dataSet, let advice):
            "font '\(family)' \(style) (\(file)) for the \(symbolStyle) style of \(dataSet) is not installed; " + advice
        case .noGlyph(let file, let what):
            "\(file): has no glyph \(what)"
        case .noFonts(let symbol, let dataSet, let apple, let option):
            "'\(symbol)' has no SVG in \(dataSet): "
                + (apple ? "SF Symbols' glyphs may not be redistributed, so catalog ships none" : "the set names no fonts")
                + "; give \(option), a font of yours that draws them"
        case .noTemplateFonts(let symbol, let dataSet, let apple, let option):
            "'\(symbol)' has no template in \(dataSet): "
                + (apple ? "SF Symbols' glyphs may not be redistributed, so catalog ships none" : "the set names no fonts")
                + "; give \(option), a font of yours that draws it"
        case .noStrokes(let symbol, let dataSet):
            "\(dataSet) keeps no strokes for '\(symbol)' in its \(SVGGrid.fileName)"
        }
    }
}
