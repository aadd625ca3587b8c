import CatalogFormats
import CatalogSystem
import SymbolCatalog
import SymbolGlyphs
import TypeScale

/// One data set's glyphs for the site (`data/glyphs-NAME.js`), measured by the code `glyph`
/// and `glyphs` use (``SymbolGlyphReader``, ``SymbolGlyphReader/measure(_:paths:keepingOutlines:)``):
/// each symbol in its set's default style (``SymbolSnippet/preferredStyle(_:)``: solid, regular, brands, else its first), from the font the data set names for it (through
/// fontconfig) or from `--symbols-font` for a set that names none (SF Symbols).
///
/// The script adds `window.CATALOG_GLYPHS[NAME]`: `fonts` (`family`, `style`, `unitsPerEm`,
/// `alignment` `[yMin, yMax]`: the alignment box's bottom and top in font units, the text
/// font's descender and ascender at the symbol's em; its sides are 0 and the advance;
/// `advance` and `width`, the most common among its glyphs) and `glyphs`, one entry per symbol
/// the set's `data/NAME.js` lists, in its order: `0` without a glyph, else `[design body or
/// outline, [xMin, yMin, xMax, yMax] or null, [x, y] optical centre or null, advance, design
/// width, font index]`, the last three left out from the end while they are the font's own
/// (font 0); figures in font units of the glyph's font, y up, rounded as `glyph --json`
/// rounds (0.0001). The icon itself is its ``DesignDrawing``
/// (`glyph NAME --format svg --plain`): its elements and viewBox width, which the font's
/// `design.frame` takes (`{width}` first, `{body}` last) to make that file byte for byte, and
/// `design.symbol` (`{id}`, `{title}`, then the same) a sprite's `<symbol>` of it (with
/// `design.path`, the outline in ``SiteGlyphPath``'s short form, which the page makes absolute);
/// `design.scale` (SVG units per font unit) and `design.baseline` (its y in SVG units) place
/// it back on font units for the alignment view.
package struct SiteGlyphs {
    /// A font the glyphs come from.
    package struct Font {
        package let family: String?
        package let style: String?
        package let unitsPerEm: Int
        /// The alignment box's bottom and top (font units), or nil without a text font.
        package let alignment: (yMin: Double, yMax: Double)?
        /// The design grid its glyphs are drawn on (``DesignGrid``: SVG units per font unit and
        /// the baseline's y) and ``DesignDrawing/frame``, the SVG file its icons fill, and
        /// ``DesignDrawing/symbolFrame``, the `<symbol>` a collection's SVG sprite holds of them.
        /// `path`: its icons are outlines, which the glyph files carry as ``SiteGlyphPath`` and the frame takes as path data.
        package let design: (scale: Double, baseline: Double, frame: String, symbol: String, path: Bool)
    }

    /// A symbol's glyph: its font (index in ``fonts``), its metrics and its drawing on the
    /// design grid (what `glyph NAME --format svg --plain` draws).
    package struct Glyph {
        package let name: String
        package let font: Int
        package let metrics: GlyphMetrics
        package let design: DesignDrawing
    }

    package let fonts: [Font]
    package let glyphs: [Glyph]
    /// Symbols left without a glyph (no code point, not in the font, no font for the style).
    package let missing: Int
    /// Why some or all symbols have no glyph, for one stderr note; nil when every font was found.
    package let note: String?
    /// Where the glyphs come from: the data set's fonts (shipped with its LICENSE.txt) or the
    /// user's `--symbols-font`.
    package let fromUserFont: Bool
    /// The font files the glyphs were read from.
    package var fontFiles: [String] = []
    /// For a set of more than one style: every symbol of each style drawn in it, by style
    /// (`data/glyphs-NAME.STYLE.js`), which the page loads when a style is chosen.
    package var styles: [String: SiteGlyphs] = [:]

    /// Measures every symbol of `dataSet` with a glyph: from `symbolsFont` when the set names
    /// no fonts of its own, else from its fonts. Nil when the set has no fonts and no
    /// `symbolsFont` was given (SF Symbols' glyphs may not be redistributed). A
    /// `symbolsFont` that cannot be read is an error; a font of the set's own that is not
    /// installed leaves its symbols without glyphs (``note``).
    /// With `style`, only the symbols that have it, drawn in it.
    package static func measure(_ dataSet: DataSet, symbolsFont: String?, band: TextLineBand?, fontconfig: SharedFontconfig,
                        environment: [String: String], fontInstaller: @escaping (DataSet) -> String?, style only: String? = nil) throws -> SiteGlyphs? {
        let override = dataSet.styleFonts.isEmpty ? symbolsFont : nil
        guard override != nil || !dataSet.styleFonts.isEmpty else { return nil }
        let reader = SymbolGlyphReader(dataSet: dataSet, fontOverride: override, environment: environment,
                                       fontInstaller: { fontInstaller(dataSet) }, fontconfig: fontconfig,
                                       fontOption: nil)
        if override != nil {
            _ = try FontFace(path: try reader.fontPath(for: ""), limit: reader.fileLimit)
        }
        var drawn = [(symbol: Symbol, style: Result<String, any Error>)]()
        for name in dataSet.symbolNames {
            guard let symbol = dataSet.symbols[name] else { continue }
            if let only {
                if symbol.styles.contains(only) { drawn.append((symbol, .success(only))) }
                continue
            }
            drawn.append((symbol, Result { try reader.style(of: symbol, requested: SymbolSnippet.preferredStyle(symbol.styles)) }))
        }
        var paths = [String: Result<String, any Error>]()
        for case .success(let style) in drawn.map(\.style) where paths[style] == nil {
            paths[style] = Result { try reader.fontPath(for: style) }
        }
        let measured = reader.measure(drawn, paths: paths, keepingOutlines: true)
        var fonts = [Font](), fontIndex = [String: Int](), glyphs = [Glyph]()
        for (index, result) in measured.enumerated() {
            guard case .success(let glyph?) = result, case .success(let style) = drawn[index].style else { continue }
            guard let design = try? reader.designDrawing(of: drawn[index].symbol, measured: glyph.metrics, style: style) else { continue }
            let key = glyph.file + "\u{0}" + (glyph.style ?? "")
            let font = fontIndex[key] ?? fonts.count
            if font == fonts.count {
                fontIndex[key] = font
                let box = band.map { glyph.metrics.alignmentBox(textBand: $0) }
                let grid = try reader.designGrid(style: style, unitsPerEm: glyph.metrics.unitsPerEm)
                fonts.append(Font(family: glyph.family, style: glyph.style, unitsPerEm: glyph.metrics.unitsPerEm,
                                  alignment: box.map { ($0.yMin, $0.yMax) }, design: (grid.scale, grid.baseline, design.frame, design.symbolFrame, design.outline != nil)))
            }
            glyphs.append(Glyph(name: glyph.name, font: font, metrics: glyph.metrics, design: design))
        }
        let missingFonts = paths.sorted { $0.key < $1.key }.compactMap { _, path -> String? in
            guard case .failure(let error) = path else { return nil }
            return "\(error)"
        }
        let missing = measured.count - glyphs.count
        var note: String?
        if let first = missingFonts.first {
            note = "\(dataSet.name): \(missing) of \(measured.count) symbols without glyphs: " + first
        }
        let fontFiles = paths.values.compactMap { try? $0.get() }.sorted()
        return SiteGlyphs(fonts: fonts, glyphs: glyphs, missing: missing, note: note, fromUserFont: override != nil, fontFiles: fontFiles)
    }

    /// `data/glyphs-NAME.js` for set `name` (registered as `NAME`), or with `style` its
    /// glyphs in that style (`NAME.STYLE`). `order`: the names `data/NAME.js` lists
    /// (``SiteData/listedSymbols(_:)``), which `glyphs` follows entry for entry.
    package func script(name: String, style: String? = nil, order: [String]) -> [UInt8] {
        func number(_ value: Double) -> JSONOutput { .double(TypeRampFormat.rounded(value)) }
        let defaults = fontDefaults()
        let byName = Dictionary(glyphs.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let document = JSONOutput.object([
            ("schemaVersion", .int(3)),
            ("name", .string(name)),
            ("units", .string("font units, y up")),
            ("fonts", .array(zip(fonts, defaults).map { font, common in
                .object([("family", .optional(font.family)), ("style", .optional(font.style)), ("unitsPerEm", .int(font.unitsPerEm)),
                         ("alignment", font.alignment.map { .array([number($0.yMin), number($0.yMax)]) } ?? .null),
                         ("advance", number(common.advance)), ("width", .string(common.width)),
                         ("design", .object([("scale", .double(font.design.scale)), ("baseline", number(font.design.baseline)),
                                             ("frame", .string(font.design.frame)), ("symbol", .string(font.design.symbol)),
                                             ("path", .bool(font.design.path))]))])
            })),
            ("glyphs", .array(order.map { name in
                guard let glyph = byName[name] else { return .int(0) }
                let m = glyph.metrics, common = defaults[glyph.font]
                var members: [JSONOutput] = [
                    .string(glyph.design.outline.map(SiteGlyphPath.short) ?? glyph.design.body),
                    m.bounds.map { .array([number($0.xMin), number($0.yMin), number($0.xMax), number($0.yMax)]) } ?? .null,
                    m.geometry.opticalCenter.map { .array([number($0.x), number($0.y)]) } ?? .null,
                ]
                // The font's own advance and width, and font 0, are left out from the end.
                let font = glyph.font != 0, width = font || glyph.design.widthText != common.width
                let advance = width || TypeRampFormat.rounded(m.advance) != TypeRampFormat.rounded(common.advance)
                if advance { members.append(number(m.advance)) }
                if width { members.append(.string(glyph.design.widthText)) }
                if font { members.append(.int(glyph.font)) }
                return .array(members)
            })),
        ])
        return SiteScript.entry("CATALOG_GLYPHS", key: style.map { name + "." + $0 } ?? name, document)
    }

    /// Each font's most common advance (font units) and design width among its glyphs (the
    /// first of equals in glyph order), which entries of that font leave out.
    func fontDefaults() -> [(advance: Double, width: String)] {
        fonts.indices.map { index in
            var advances = [Double: Int](), widths = [String: Int]()
            var firstAdvance = [Double](), firstWidth = [String]()
            for glyph in glyphs where glyph.font == index {
                if advances[glyph.metrics.advance, default: 0] == 0 { firstAdvance.append(glyph.metrics.advance) }
                advances[glyph.metrics.advance, default: 0] += 1
                if widths[glyph.design.widthText, default: 0] == 0 { firstWidth.append(glyph.design.widthText) }
                widths[glyph.design.widthText, default: 0] += 1
            }
            let advance = firstAdvance.max { advances[$0, default: 0] < advances[$1, default: 0] } ?? 0
            let width = firstWidth.max { widths[$0, default: 0] < widths[$1, default: 0] } ?? "0"
            return (advance, width)
        }
    }
}
