import CatalogSystem
import FoundationEssentials
import SymbolCatalog
import TypeScale

/// One glyph measured for `glyph` and `glyphs`: what it is, the font it came from and its
/// figures in font units.
struct MeasuredGlyph {
    /// The symbol's name, or `U+XXXX` for `--char`.
    let name: String
    /// The character the glyph was found by; nil for a glyph found by its name (a symbol that
    /// its data set gives no code point: the icon sets' fonts name their glyphs by icon).
    let scalar: Unicode.Scalar?
    /// The font as the data set names it (or as the font says for `--font`).
    let family: String?
    let style: String?
    /// The font file read.
    let file: String
    let metrics: GlyphMetrics
}

/// Finds symbols' glyphs: the font the data set names for the symbol's style, found through
/// fontconfig (or `--font`), opened once per style.
final class SymbolGlyphReader {
    let dataSet: DataSet
    private let fontOverride: String?
    private let loadConfiguration: () throws -> FontconfigConfiguration
    private var configuration: (FontconfigConfiguration)?
    private var faces: [String: (face: FontFace, file: String)] = [:]
    /// The command that installs the data set's fonts here (``FontInstaller``), or nil: asked
    /// for only when a font is missing (finding the script is file-system work).
    private let fontInstaller: () -> String?
    /// The command's option that draws from another font, named in the not-installed advice
    /// (`--font FILE` for `glyph` and `glyphs`; nil for `site`, which has none for such a set).
    private let fontOption: String?
    private let limit: FileSizeLimit

    init(dataSet: DataSet, fontOverride: String?, environment: [String: String], fontInstaller: @escaping () -> String? = { nil },
         fontconfig: SharedFontconfig? = nil, fontOption: String? = "--font FILE") {
        self.dataSet = dataSet
        self.fontOption = fontOption
        self.fontOverride = fontOverride
        self.fontInstaller = fontInstaller
        self.limit = FileSizeLimit.of(environment)
        let shared = fontconfig ?? SharedFontconfig(environment: environment)
        self.loadConfiguration = { () throws -> FontconfigConfiguration in try shared.configuration() }
    }

    /// The style of the data set's one font for a symbol without styles (Material Design
    /// Icons and Lucide name one font and give their symbols no style), else nil.
    func onlyFontStyle(of symbol: Symbol) -> String? {
        symbol.styles.isEmpty && dataSet.styleFonts.count == 1 ? dataSet.styleFonts.keys.first : nil
    }

    /// Whether `symbol` can be drawn in `style`: one of its styles, or its set's one font.
    func draws(_ symbol: Symbol, in style: String) -> Bool {
        symbol.styles.contains(style) || onlyFontStyle(of: symbol) == style
    }

    /// The style to draw `symbol` in: `requested` (which the symbol must have), else its first.
    func style(of symbol: Symbol, requested: String?) throws -> String {
        let onlyFont = onlyFontStyle(of: symbol)
        if let requested, requested == onlyFont { return requested }
        if let requested {
            guard symbol.styles.contains(requested) else {
                throw CLIError.failure("'\(symbol.name)' has no \(requested) style; it has "
                    + (symbol.styles.isEmpty ? "none" : symbol.styles.joined(separator: ", ")))
            }
            return requested
        }
        guard let first = symbol.styles.first else {
            if let onlyFont { return onlyFont }
            if fontOverride != nil { return "" }  // a data set without style fonts (Apple's): --font draws it
            throw CLIError.failure("'\(symbol.name)' names no font style in \(dataSet.name), so its font is unknown; use --font FILE --char C")
        }
        return first
    }

    /// The glyph of `symbol` in `style`.
    func glyph(of symbol: Symbol, style: String) throws -> MeasuredGlyph {
        let (face, file) = try face(for: style)
        return try measure(symbol, style: style, in: face, file: file)
    }

    /// The glyph of `symbol` in `style` from `face`, opened from `file` (the font of that
    /// style, ``fontPath(for:)``): for measuring on many threads, each with its own face.
    /// Without `keepingOutline` the figures are the same but the outline is not kept (it is
    /// only drawn in SVG).
    /// The glyph is the one the character map gives the symbol's code point, else (no code
    /// point in the data, or none in the font) the glyph named as the symbol.
    func measure(_ symbol: Symbol, style: String, in face: FontFace, file: String, keepingOutline: Bool = true) throws -> MeasuredGlyph {
        // The data set's names for its own font; the font's names for a --font override.
        let font = fontOverride == nil ? dataSet.styleFonts[style] : nil
        var scalar = symbol.unicode
        var metrics: GlyphMetrics?
        if let code = scalar { metrics = try face.glyphMetrics(for: code, keepingOutline: keepingOutline) }
        if metrics == nil, let named = try face.glyphMetrics(named: symbol.name, keepingOutline: keepingOutline) {
            (metrics, scalar) = (named, nil)
        }
        guard let metrics else {
            throw CLIError.failure("\(file): has no glyph " + (symbol.unicode.map { "for \(GlyphSource.label($0)) ('\(symbol.name)')" }
                ?? "named '\(symbol.name)' (\(dataSet.name) gives it no code point)"))
        }
        return MeasuredGlyph(name: symbol.name, scalar: scalar, family: font?.family ?? face.familyName,
                             style: font?.style ?? face.styleName, file: file, metrics: metrics)
    }

    private func face(for style: String) throws -> (face: FontFace, file: String) {
        if let open = faces[style] { return open }
        let path = try fontPath(for: style)
        let opened = (try FontFace(path: path, limit: limit), path)
        faces[style] = opened
        return opened
    }

    /// The font file of `style`: `--font`, else the data set's font for it as fontconfig
    /// finds it.
    func fontPath(for style: String) throws -> String {
        if let fontOverride {
            return try GlyphSource.path(of: FontReference(fontOverride), configuration: fontconfiguration)
        }
        guard let font = dataSet.styleFonts[style] else {
            throw CLIError.failure("\(dataSet.name) names no font for style '\(style)'; use --font FILE")
        }
        return try installedPath(of: font, style: style)
    }

    /// The largest font file read.
    var fileLimit: FileSizeLimit { limit }

    /// The file fontconfig has for the family and style; a match of another family or style
    /// (fontconfig always returns something) means the font is not installed.
    private func installedPath(of font: StyleFont, style: String) throws -> String {
        let pattern = Self.pattern(of: font)
        guard let match = try Self.match(pattern, in: try fontconfiguration()), match.familyMatch == .requested,
              match.found.style?.lowercased() == font.style.lowercased() else {
            let install = fontInstaller().map { "install it with \($0)" }
                ?? "put \(font.file) where fontconfig finds it (~/.local/share/fonts, then fc-cache)"
            throw CLIError.failure(
                "font '\(font.family)' \(font.style) (\(font.file)) for the \(style) style of \(dataSet.name) is not installed; "
                    + install + (fontOption.map { " (or give \($0))" } ?? ""))
        }
        return match.path
    }

    /// The fontconfig pattern of a data set's font: `FAMILY:style=STYLE`.
    static func pattern(of font: StyleFont) -> String {
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

/// Reading `--char`, `--font` and the text font.
enum GlyphSource {
    /// `U+F015`.
    static func label(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
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

    /// A `--font` file, or the file fontconfig matches for a pattern.
    static func path(of reference: FontReference, configuration: () throws -> FontconfigConfiguration) throws -> String {
        switch reference {
        case .file(let path): return path
        case .pattern(let pattern): return try configuration().match(pattern).path
        }
    }

    /// The glyph for `scalar` in `--font` at `weight` (a variable font's `wght`, or the family
    /// member fontconfig has nearest the weight).
    static func fontGlyph(_ font: String, scalar: Unicode.Scalar, weight: FontWeight, pointSize: Double,
                          environment: [String: String]) throws -> MeasuredGlyph {
        let resolver = FontResolver(source: .font(FontReference(font)), loadConfiguration: FontSelection.configurationLoader(environment))
        resolver.limit = FileSizeLimit.of(environment)
        let resolved = try resolver.resolve(FontRequest(weight: weight, pointSize: pointSize))
        let face = try resolver.face(for: resolved)
        guard let metrics = try face.glyphMetrics(for: scalar) else {
            throw CLIError.failure("\(resolved.path): has no glyph for \(label(scalar))")
        }
        return MeasuredGlyph(name: label(scalar), scalar: scalar, family: resolved.familyName, style: resolved.styleName,
                             file: resolved.path, metrics: metrics)
    }

    /// The text font the symbol sits beside: `--text-font`, else the default design's family, at
    /// `weight`; its band and face.
    static func textFont(_ textFont: String?, weight: FontWeight, pointSize: Double, _ context: CommandContext,
                         fontconfig: SharedFontconfig? = nil)
        throws -> (band: TextLineBand, face: FontFace, font: ResolvedFont) {
        let environment = context.environment
        let source: FontResolver.Source = if let font = textFont {
            .font(FontReference(font))
        } else {
            .design(try DesignFamilies(environment: environment, limit: context.fileLimit)[.default])
        }
        let resolver = FontResolver(source: source, loadConfiguration: (fontconfig ?? SharedFontconfig(environment: environment)).loader)
        resolver.limit = context.fileLimit
        let font = try resolver.resolve(FontRequest(weight: weight, pointSize: pointSize))
        let face = try resolver.face(for: font)
        return (try TextLineBand(face: face), face, font)
    }
}
