import CatalogSystem
import CatalogFormats
import TypeScale

/// The fonts of `glyph` and `glyphs`: `--font`, a character's glyph in it, the text font.
package enum GlyphSource {
    /// `U+F015`.
    package static func label(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
    }

    /// Whether measuring will look a font up through fontconfig: for the text font unless
    /// `textFont` is a file, for the symbols' fonts unless `font` is one.
    package static func needsFontconfig(font: String?, textFont: String?) -> Bool {
        func isFile(_ value: String?) -> Bool {
            guard let value, case .file = FontReference(value) else { return false }
            return true
        }
        return !isFile(textFont) || !isFile(font)
    }

    /// A `--font` file, or the file fontconfig matches for a pattern.
    package static func path(of reference: FontReference, configuration: () throws -> FontconfigConfiguration) throws -> String {
        switch reference {
        case .file(let path): return path
        case .pattern(let pattern): return try configuration().match(pattern).path
        }
    }

    /// The glyph for `scalar` in `--font` at `weight` (a variable font's `wght`, or the family
    /// member fontconfig has nearest the weight).
    package static func fontGlyph(_ font: String, scalar: Unicode.Scalar, weight: FontWeight, pointSize: Double,
                          environment: [String: String]) throws -> MeasuredGlyph {
        try fontGlyphAndFace(font, scalar: scalar, weight: weight, pointSize: pointSize, environment: environment).glyph
    }

    /// `--plain` for `--font --char`: the glyph on the font's own em
    /// (``DesignGrid/init(fontUnits:unitsPerEm:)``), sized `size` pixels to the em when given.
    package static func fontDesignSVG(_ font: String, scalar: Unicode.Scalar, weight: FontWeight, pointSize: Double,
                                      size: Double?, environment: [String: String]) throws -> String {
        let (glyph, face) = try fontGlyphAndFace(font, scalar: scalar, weight: weight, pointSize: pointSize, environment: environment)
        let grid = DesignGrid(fontUnits: try TextLineBand(face: face), unitsPerEm: glyph.metrics.unitsPerEm)
        return DesignDrawing(filled: glyph.metrics, on: grid).document(pointSize: size)
    }

    private static func fontGlyphAndFace(_ font: String, scalar: Unicode.Scalar, weight: FontWeight, pointSize: Double,
                                         environment: [String: String]) throws -> (glyph: MeasuredGlyph, face: FontFace) {
        let resolver = FontResolver(source: .font(FontReference(font)), loadConfiguration: SharedFontconfig.configurationLoader(environment))
        resolver.limit = FileSizeLimit.of(environment)
        let resolved = try resolver.resolve(FontRequest(weight: weight, pointSize: pointSize))
        let face = try resolver.face(for: resolved)
        guard let metrics = try face.glyphMetrics(for: scalar) else {
            throw SymbolGlyphError.noGlyph(file: resolved.path, what: "for \(label(scalar))")
        }
        return (MeasuredGlyph(name: label(scalar), scalar: scalar, family: resolved.familyName, style: resolved.styleName,
                              file: resolved.path, metrics: metrics), face)
    }

    /// The text font the symbol sits beside: `--text-font`, else the default design's family, at
    /// `weight`; its band and face.
    package static func textFont(_ textFont: String?, weight: FontWeight, pointSize: Double, environment: [String: String],
                                 limit: FileSizeLimit, fontconfig: SharedFontconfig? = nil)
        throws -> (band: TextLineBand, face: FontFace, font: ResolvedFont) {
        let source: FontResolver.Source = if let font = textFont {
            .font(FontReference(font))
        } else {
            .design(try DesignFamilies(environment: environment, limit: limit)[.default])
        }
        let resolver = FontResolver(source: source, loadConfiguration: (fontconfig ?? SharedFontconfig(environment: environment)).loader)
        resolver.limit = limit
        let font = try resolver.resolve(FontRequest(weight: weight, pointSize: pointSize))
        let face = try resolver.face(for: font)
        return (try TextLineBand(face: face), face, font)
    }
}
