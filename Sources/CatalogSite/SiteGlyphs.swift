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

    /// A symbol's glyph as its file writes it: its font (index in ``fonts``), its figures
    /// (font units) and its drawing on the design grid (what `glyph NAME --format svg --plain`
    /// draws), kept in that form alone: the outline is dropped once measured.
    package struct Glyph {
        package let name: String
        package let font: Int
        /// The advance, in font units.
        package let advance: Double
        /// The exact bounds (font units), nil without contours.
        package let bounds: GlyphBox?
        /// The optical centre (font units), nil without contours.
        package let opticalCenter: GlyphPoint?
        /// A filled glyph's outline on the grid in ``SiteGlyphPath``'s short form, or a stroked
        /// set's elements (``DesignDrawing/body``).
        package let drawing: String
        /// The design's viewBox width as its file writes it (``DesignDrawing/widthText``).
        package let width: String

        /// `metrics` and `design`, measured for symbol `name` in font `font`.
        init(name: String, font: Int, metrics: GlyphMetrics, design: DesignDrawing) {
            self.name = name
            self.font = font
            advance = metrics.advance
            bounds = metrics.bounds
            opticalCenter = metrics.geometry.opticalCenter
            drawing = design.outline.map(SiteGlyphPath.short) ?? design.body
            width = design.widthText
        }
    }

    package internal(set) var fonts = [Font]()
    package internal(set) var glyphs = [Glyph]()
    /// Symbols left without a glyph (no code point, not in the font, no font for the style).
    package internal(set) var missing = 0
    /// Symbols asked for: the glyphs and the missing.
    package internal(set) var asked = 0
    /// Why some or all symbols have no glyph, for one stderr note; nil when every font was found.
    package internal(set) var note: String?
    /// Where the glyphs come from: the data set's fonts (shipped with its LICENSE.txt) or the
    /// user's `--symbols-font`.
    package let fromUserFont: Bool
    /// Each font's number in ``fonts`` by its file and style.
    var fontIndex = [String: Int]()
    /// The styles the symbols asked for were drawn in.
    var drawnStyles = Set<String>()

    /// No glyphs yet, from the user's `--symbols-font` or the set's fonts.
    init(fromUserFont: Bool) {
        self.fromUserFont = fromUserFont
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
                let common = defaults[glyph.font]
                var members: [JSONOutput] = [
                    .string(glyph.drawing),
                    glyph.bounds.map { .array([number($0.xMin), number($0.yMin), number($0.xMax), number($0.yMax)]) } ?? .null,
                    glyph.opticalCenter.map { .array([number($0.x), number($0.y)]) } ?? .null,
                ]
                // The font's own advance and width, and font 0, are left out from the end.
                let font = glyph.font != 0, width = font || glyph.width != common.width
                let advance = width || TypeRampFormat.rounded(glyph.advance) != TypeRampFormat.rounded(common.advance)
                if advance { members.append(number(glyph.advance)) }
                if width { members.append(.string(glyph.width)) }
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
                if advances[glyph.advance, default: 0] == 0 { firstAdvance.append(glyph.advance) }
                advances[glyph.advance, default: 0] += 1
                if widths[glyph.width, default: 0] == 0 { firstWidth.append(glyph.width) }
                widths[glyph.width, default: 0] += 1
            }
            let advance = firstAdvance.max { advances[$0, default: 0] < advances[$1, default: 0] } ?? 0
            let width = firstWidth.max { widths[$0, default: 0] < widths[$1, default: 0] } ?? "0"
            return (advance, width)
        }
    }
}
