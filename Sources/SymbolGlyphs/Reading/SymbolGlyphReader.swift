import CatalogSystem
import SymbolCatalog
import TypeScale

/// Finds symbols' glyphs: the font the data set names for the symbol's style, found through
/// fontconfig (or `--font`), opened once per style.
package final class SymbolGlyphReader {
    package let dataSet: DataSet
    /// `--font` (or `--symbols-font`): the font every glyph comes from instead of the set's.
    package let fontOverride: String?
    private let loadConfiguration: () throws -> FontconfigConfiguration
    private var configuration: (FontconfigConfiguration)?
    private var faces: [String: (face: FontFace, file: String)] = [:]
    /// The command that installs the data set's fonts here (SymbolCatalog's
    /// ``DataSetRegistry/fontInstallCommand(for:)``), or nil: asked
    /// for only when a font is missing (finding the script is file-system work).
    private let fontInstaller: () -> String?
    /// The command's option that draws from another font, named in the not-installed advice
    /// (`--font FILE` for `glyph` and `glyphs`; nil for `site`, which has none for such a set).
    package let fontOption: String?
    private let limit: FileSizeLimit
    /// The data set's ``SVGGrid``, read on first use (``svgGrid()``).
    private var grid: Result<SVGGrid?, DataSetError>?

    package init(dataSet: DataSet, fontOverride: String?, environment: [String: String], fontInstaller: @escaping () -> String? = { nil },
         fontconfig: SharedFontconfig? = nil, fontOption: String? = "--font FILE") {
        self.dataSet = dataSet
        self.fontOption = fontOption
        self.fontOverride = fontOverride
        self.fontInstaller = fontInstaller
        self.limit = FileSizeLimit.of(environment)
        let shared = fontconfig ?? SharedFontconfig(environment: environment)
        self.loadConfiguration = { () throws -> FontconfigConfiguration in try shared.configuration() }
    }

    /// A reader that draws the sets naming fonts from their own (found through fontconfig) and
    /// a set naming none (SF Symbols) from `symbolsFont` (`--symbols-font`, named in the advice
    /// when it is missing): what `copy --format svg` and the sprite of `collection export` draw.
    package convenience init(dataSet: DataSet, symbolsFont: String?, environment: [String: String], fontInstaller: @escaping () -> String?) {
        let namesFonts = !dataSet.styleFonts.isEmpty
        self.init(dataSet: dataSet, fontOverride: namesFonts ? nil : symbolsFont, environment: environment, fontInstaller: fontInstaller,
                  fontOption: namesFonts ? nil : "--symbols-font FILE|PATTERN")
    }

    /// The style of the data set's one font for a symbol without styles (Material Design
    /// Icons and Lucide name one font and give their symbols no style), else nil.
    package func onlyFontStyle(of symbol: Symbol) -> String? {
        symbol.styles.isEmpty && dataSet.styleFonts.count == 1 ? dataSet.styleFonts.keys.first : nil
    }

    /// Whether `symbol` can be drawn in `style`: one of its styles, or its set's one font.
    package func draws(_ symbol: Symbol, in style: String) -> Bool {
        symbol.styles.contains(style) || onlyFontStyle(of: symbol) == style
    }

    /// The style to draw `symbol` in: `requested` (which the symbol must have), else its first.
    package func style(of symbol: Symbol, requested: String?) throws -> String {
        let onlyFont = onlyFontStyle(of: symbol)
        if let requested, requested == onlyFont { return requested }
        if let requested {
            guard symbol.styles.contains(requested) else {
                throw SymbolGlyphError.noSuchStyle(symbol: symbol.name, style: requested, available: symbol.styles)
            }
            return requested
        }
        guard let first = symbol.styles.first else {
            if let onlyFont { return onlyFont }
            if fontOverride != nil { return "" }  // a data set without style fonts (Apple's): --font draws it
            throw SymbolGlyphError.noStyle(symbol: symbol.name, dataSet: dataSet.name)
        }
        return first
    }

    /// Checks that this reader can draw `symbol`'s custom symbol template: from the set's
    /// fonts, else (a set that names none: SF Symbols) from ``fontOverride``.
    /// - Throws: ``SymbolGlyphError/noTemplateFonts(symbol:dataSet:apple:option:)``, naming
    ///   ``fontOption``, when there is neither.
    package func checkDrawsTemplate(of symbol: Symbol) throws(SymbolGlyphError) {
        guard dataSet.styleFonts.isEmpty, fontOverride == nil else { return }
        throw .noTemplateFonts(symbol: symbol.name, dataSet: dataSet.name, apple: dataSet.family == DataSet.appleFamily,
                               option: fontOption ?? "--font FILE")
    }

    /// The glyph of `symbol` in `style`.
    package func glyph(of symbol: Symbol, style: String) throws -> MeasuredGlyph {
        let (face, file) = try face(for: style)
        return try measure(symbol, style: style, in: face, file: file)
    }

    /// The glyph of `symbol` in `style` from `face`, opened from `file` (the font of that
    /// style, ``fontPath(for:)``): for measuring on many threads, each with its own face.
    /// Without `keepingOutline` the figures are the same but the outline is not kept (it is
    /// only drawn in SVG).
    /// The glyph is the one the character map gives the symbol's code point, else (no code
    /// point in the data, or none in the font) the glyph named as the symbol.
    package func measure(_ symbol: Symbol, style: String, in face: FontFace, file: String, keepingOutline: Bool = true) throws -> MeasuredGlyph {
        // The data set's names for its own font; the font's names for a --font override.
        let font = fontOverride == nil ? dataSet.styleFonts[style] : nil
        var scalar = symbol.unicode
        var metrics: GlyphMetrics?
        if let code = scalar { metrics = try face.glyphMetrics(for: code, keepingOutline: keepingOutline) }
        if metrics == nil, let named = try face.glyphMetrics(named: symbol.name, keepingOutline: keepingOutline) {
            (metrics, scalar) = (named, nil)
        }
        guard let metrics else {
            throw SymbolGlyphError.noGlyph(file: file, what: symbol.unicode.map { "for \(GlyphSource.label($0)) ('\(symbol.name)')" }
                ?? "named '\(symbol.name)' (\(dataSet.name) gives it no code point)")
        }
        return MeasuredGlyph(name: symbol.name, scalar: scalar, family: font?.family ?? face.familyName,
                             style: font?.style ?? face.styleName, file: file, metrics: metrics)
    }

    /// The data set's design grid (`glyph_svg.plist`), read once; nil for a set without one.
    package func svgGrid() throws(DataSetError) -> SVGGrid? {
        if grid == nil { grid = Result { () throws(DataSetError) in try dataSet.svgGrid(limit: limit) } }
        return try grid!.get()
    }

    /// The face of `style`'s font (``fontPath(for:)``), opened once.
    func face(for style: String) throws -> (face: FontFace, file: String) {
        if let open = faces[style] { return open }
        let path = try fontPath(for: style)
        let opened = (try FontFace(path: path, limit: limit), path)
        faces[style] = opened
        return opened
    }

    /// The font file of `style`: `--font`, else the data set's font for it as fontconfig
    /// finds it.
    package func fontPath(for style: String) throws -> String {
        if let fontOverride {
            return try GlyphSource.path(of: FontReference(fontOverride), configuration: fontconfiguration)
        }
        guard let font = dataSet.styleFonts[style] else {
            throw SymbolGlyphError.noStyleFont(dataSet: dataSet.name, style: style)
        }
        return try installedPath(of: font, style: style)
    }

    /// The largest font file read.
    package var fileLimit: FileSizeLimit { limit }

    /// The file fontconfig has for the family and style; a match of another family or style
    /// (fontconfig always returns something) means the font is not installed.
    private func installedPath(of font: StyleFont, style: String) throws -> String {
        let pattern = Self.pattern(of: font)
        guard let match = try Self.match(pattern, in: try fontconfiguration()), match.familyMatch == .requested,
              match.found.style?.lowercased() == font.style.lowercased() else {
            let install = fontInstaller().map { "install it with \($0)" }
                ?? "put \(font.file) where fontconfig finds it (~/.local/share/fonts, then fc-cache)"
            throw SymbolGlyphError.notInstalled(family: font.family, style: font.style, file: font.file, symbolStyle: style,
                                                dataSet: dataSet.name, advice: install + (fontOption.map { " (or give \($0))" } ?? ""))
        }
        return match.path
    }

    /// The fontconfig pattern of a data set's font: `FAMILY:style=STYLE`.
    package static func pattern(of font: StyleFont) -> String {
        FontResolver.escaped(font.family) + ":style=" + FontResolver.escaped(font.style)
    }

    /// fontconfig's match for `pattern`, or nil when it is another family.
    private static func match(_ pattern: String, in configuration: FontconfigConfiguration) throws -> FontMatch? {
        switch Result(catching: { () throws(FontconfigError) in try configuration.match(pattern) }) {
        case .success(let match): return match
        case .failure(let error):
            if case .noSuchFamily = error.reason { return nil }
            throw error
        }
    }

    private func fontconfiguration() throws -> FontconfigConfiguration {
        if let configuration { return configuration }
        let loaded = try loadConfiguration()
        configuration = loaded
        return loaded
    }
}
