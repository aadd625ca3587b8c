import CatalogFormats
import CatalogSystem
import SymbolGlyphs
import TypeScale

/// `glyphs` as a text table of measured glyphs (the JSON list is SymbolGlyphs' ``GlyphReport``,
/// the contact sheet its ``GlyphSheetSVG``).
enum GlyphSheetRenderer {
    static func text(_ figures: [GlyphFigures]) -> String {
        let f = GlyphRenderer.fixed
        var rows: [[String]] = [["name", "font", "box (font units)", "optical centre from box centre"]]
        for figure in figures {
            let m = figure.metrics
            let box = m.bounds.map { "\(f($0.xMin)), \(f($0.yMin)) … \(f($0.xMax)), \(f($0.yMax))" } ?? "-"
            let offset = m.geometry.opticalCenterOffset.map { "\(f($0.x)), \(f($0.y))" } ?? "-"
            rows.append([figure.glyph.name, [figure.glyph.family, figure.glyph.style].compactMap { $0 }.joined(separator: " "), box, offset])
        }
        return TextTable.align(rows).joined(separator: "\n") + "\n"
    }
}
