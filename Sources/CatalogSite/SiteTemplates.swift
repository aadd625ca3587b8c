import CatalogFormats
import SymbolCatalog
import SymbolTemplates
import TypeScale

/// Each drawn set's SF Symbols custom symbol templates, for the details' "SF Symbol template"
/// download: per style (a set of one style: style "") and per ``chunk`` symbols of the set's
/// list (in `data/NAME.js`'s order), `data/templates-NAME[.STYLE]-K.js` holds what `catalog
/// template export NAME --data-set SET --style STYLE` writes for each of those symbols drawn in
/// that style, written by the same code (``TemplateExport``,
/// ``TemplateWriter/segments(name:variants:version:)``) from the glyphs the site measured. The
/// text the templates share is kept once a file (``TemplateTable``): the page joins strings and
/// places nothing, and a download loads one chunk (Lucide's outlined strokes are 14 MB in all).
///
/// The script adds `window.CATALOG_TEMPLATES[FILE]` (its own path): `schemaVersion` 1, `name`,
/// `style`, `version` (the template version), `pieces` (the shared texts) and `templates`,
/// name → parts in order, each a number (an index into `pieces`) or a string (the symbol's own
/// text: its name, a margin, its placed outline).
package enum SiteTemplates {
    /// Symbols of the set's list a file covers: a download loads at most this many templates.
    package static let chunk = 128

    /// One chunk of one style.
    package struct File {
        /// The style as the page names it ("" for a set of one style).
        package let style: String
        /// The chunk: symbols `chunk × K` to `chunk × (K + 1) − 1` of the set's list.
        package let chunk: Int
        /// The file's path in the site.
        package let path: String
        package let script: [UInt8]
        /// Symbols with a template.
        package let symbols: Int
    }

    /// The path of set `base`'s template files before `-K.js`, per style: `data/templates-BASE[.STYLE]`,
    /// each of `styles` (a set of several, sorted), else one of style "".
    package static func stems(base: String, styles: [String]) -> [(style: String, stem: String)] {
        var taken = Set<String>()
        return (styles.isEmpty ? [""] : styles).map { style in
            (style, "data/templates-" + String(SiteBuilder.uniqueFileName(for: base + (style.isEmpty ? "" : "." + style), taken: &taken).dropLast(3)))
        }
    }

    /// A glyph the interpolation sources need that the site did not measure.
    struct Unmeasured: Error {}

    /// One chunk's file (`stem-K.js`): each of `glyphs` (the measured glyphs of the chunk's
    /// symbols, in the list's order) as `template export --style STYLE` writes it, the other
    /// weights' glyphs (Phosphor's interpolation sources) from `styles` (style → name →
    /// metrics); nil without any.
    static func file(name: String, style: String, chunk: Int, stem: String, glyphs: [(name: String, metrics: GlyphMetrics)], dataSet: DataSet,
                     styles: [String: [String: GlyphMetrics]]) -> File? {
        let path = stem + "-\(chunk).js"
        var table = TemplateTable()
        for glyph in glyphs {
            guard let symbol = dataSet.symbols[glyph.name] else { continue }
            // As `template export` without --style for a set of one style: regular, else its first.
            let drawn = style.isEmpty ? (symbol.styles.contains("regular") ? "regular" : symbol.styles.first ?? "") : style
            let export = try? TemplateExport.make(style: drawn, styles: symbol.styles) { wanted in
                if wanted == drawn { return TemplateGlyph(glyph.metrics) }
                guard let metrics = styles[wanted]?[glyph.name] else { throw Unmeasured() }
                return TemplateGlyph(metrics)
            }
            guard let export else { continue }
            table.add(name: glyph.name, segments: TemplateWriter.segments(name: glyph.name, variants: export.variants))
        }
        let document = JSONOutput.object([
            ("schemaVersion", .int(1)),
            ("name", .string(name)),
            ("style", .string(style)),
            ("version", .string(TemplateVersion.standard.rawValue)),
            ("pieces", .array(table.pieces.map(JSONOutput.string))),
            ("templates", .object(table.templates.map { template in
                (template.name, .array(template.parts.map { part in
                    switch part {
                    case .piece(let number): .int(number)
                    case .text(let text): .string(text)
                    }
                }))
            })),
        ])
        guard !table.templates.isEmpty else { return nil }
        return File(style: style, chunk: chunk, path: path, script: SiteScript.entry("CATALOG_TEMPLATES", key: path, document),
                    symbols: table.templates.count)
    }
}
