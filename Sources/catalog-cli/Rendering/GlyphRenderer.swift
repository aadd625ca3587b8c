import CatalogFormats
import CatalogSystem
import SymbolGlyphs
import TypeScale

/// `glyph` as text (its JSON: SymbolGlyphs' ``GlyphReport``).
enum GlyphRenderer {
    /// For people: one line per figure, font units and points side by side.
    static func text(_ figures: GlyphFigures, style: ANSIStyle) -> String {
        let glyph = figures.glyph, m = figures.metrics, g = m.geometry, k = figures.scale
        let font = [glyph.family, glyph.style].compactMap { $0 }.joined(separator: " ")
        func pair(_ value: Double?) -> [String] {
            guard let value else { return ["-", "-"] }
            return [fixed(value), fixed(value * k)]
        }
        func boxText(_ box: GlyphBox?, _ factor: Double) -> String {
            guard let box else { return "-" }
            return "\(fixed(box.xMin * factor)), \(fixed(box.yMin * factor)) … \(fixed(box.xMax * factor)), \(fixed(box.yMax * factor))"
        }
        func pointText(_ point: GlyphPoint?, _ factor: Double) -> String {
            point.map { "\(fixed($0.x * factor)), \(fixed($0.y * factor))" } ?? "-"
        }
        var rows: [[String]] = [["", "font units", "points (\(fixed(figures.pointSize)) pt)"]]
        rows.append(["bounds"] + [boxText(m.bounds, 1), boxText(m.bounds, k)])
        rows.append(["advance"] + pair(m.advance))
        rows.append(["left side bearing"] + pair(m.leftSideBearing))
        rows.append(["right side bearing"] + pair(m.rightSideBearing))
        rows.append(["alignment box"] + [boxText(figures.alignmentBox, 1), boxText(figures.alignmentBox, k)])
        rows.append(["baseline offset"] + pair(m.baselineOffset))
        rows.append(["optical centre"] + [pointText(g.opticalCenter, 1), pointText(g.opticalCenter, k)])
        rows.append(["  from box centre"] + [pointText(g.opticalCenterOffset, 1), pointText(g.opticalCenterOffset, k)])
        let character = glyph.scalar.map { GlyphSource.label($0) }
        let title = character.map { glyph.name == $0 ? $0 : "\(glyph.name) (\($0))" } ?? glyph.name
        var lines = [style.bold(title) + "  \(font)  glyph \(m.glyphIndex), \(m.unitsPerEm) units/em",
                     style.dim(glyph.file), ""]
        lines += TextTable.align(rows)
        lines.append("")
        lines.append("text font: \(figures.textFontName) (ascender \(fixed(figures.band.ascender)) em, descender "
            + "\(fixed(figures.band.descender)) em, cap height \(fixed(figures.band.capHeight)) em)")
        if let p = figures.placement {
            lines.append("beside \(p.textStyle.displayName) at \(p.sizeCategory.higName): text \(fixed(p.textPointSize)) pt, "
                + "\(p.scale.rawValue) symbol \(fixed(p.symbolPointSize)) pt, symbol baseline "
                + "\(p.offsetFromTextBaseline > 0 ? "+" : "")\(fixed(p.offsetFromTextBaseline)) pt from the text baseline")
        }
        return TerminalText.lines(lines)
    }

    /// Up to four decimals, no trailing zeros.
    static func fixed(_ value: Double) -> String { SVGNumber.format(value, decimals: 4) }
}
