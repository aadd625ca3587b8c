import CatalogFormats
import CatalogSystem
import SymbolGlyphs
import TypeScale

/// The JSON of `glyph` and `glyphs`: the keys of issue 7's contract, in its order, plus
/// `character`, `glyphIndex`, `opticalCenterOffset` and `textFont`.
enum GlyphRenderer {
    static let schemaVersion = 1

    /// Lengths rounded to 0.0001 (font units and points alike).
    static func number(_ value: Double) -> JSONOutput { .double(TypeRampFormat.rounded(value)) }

    /// `key: {xMin, yMin, xMax, yMax}` or `key: null`, written without building the object.
    static func writeBox(_ key: StaticString, _ box: GlyphBox?, to w: inout JSONWriter) {
        w.objectField(key, box) { w, box in
            w.field("xMin", number(box.xMin))
            w.field("yMin", number(box.yMin))
            w.field("xMax", number(box.xMax))
            w.field("yMax", number(box.yMax))
        }
    }

    /// `key: {x, y}` or `key: null`.
    static func writePoint(_ key: StaticString, _ point: GlyphPoint?, to w: inout JSONWriter) {
        w.objectField(key, point) { w, point in
            w.field("x", number(point.x))
            w.field("y", number(point.y))
        }
    }

    static func optional(_ value: Double?) -> JSONOutput { value.map(number) ?? .null }

    /// The length figures scaled by `factor` (1 for font units), as members of the object
    /// being written.
    static func writeLengths(_ figures: GlyphFigures, factor: Double, to w: inout JSONWriter) {
        let m = figures.metrics, g = m.geometry
        writeBox("bounds", m.bounds?.scaled(by: factor), to: &w)
        w.field("advance", number(m.advance * factor))
        w.field("leftSideBearing", optional(m.leftSideBearing.map { $0 * factor }))
        w.field("rightSideBearing", optional(m.rightSideBearing.map { $0 * factor }))
        writeBox("alignmentBox", figures.alignmentBox.scaled(by: factor), to: &w)
        w.field("baselineOffset", optional(m.baselineOffset.map { $0 * factor }))
        writePoint("opticalCenter", g.opticalCenter?.scaled(by: factor), to: &w)
        writePoint("opticalCenterOffset", g.opticalCenterOffset?.scaled(by: factor), to: &w)
    }

    /// One glyph's members (without `schemaVersion`), written into the object open in `w`:
    /// written, not built as a tree (no array per box or point), for sheets of thousands
    /// (``GlyphSheetRenderer``).
    static func writeMembers(_ figures: GlyphFigures, to w: inout JSONWriter) {
        let glyph = figures.glyph
        w.field("name", .string(glyph.name))
        w.field("character", .optional(glyph.scalar.map { GlyphSource.label($0) }))
        w.objectField("font") { w in
            w.field("family", .optional(glyph.family))
            w.field("style", .optional(glyph.style))
            w.field("file", .string(glyph.file))
        }
        w.field("unitsPerEm", .int(figures.metrics.unitsPerEm))
        w.field("glyphIndex", .int(figures.metrics.glyphIndex))
        writeLengths(figures, factor: 1, to: &w)
        w.objectField("points") { w in
            w.field("pointSize", number(figures.pointSize))
            writeLengths(figures, factor: figures.scale, to: &w)
        }
        w.objectField("placement", figures.placement) { w, p in
            w.field("textStyle", .string(p.textStyle.rawValue))
            w.field("sizeCategory", .string(p.sizeCategory.higName))
            w.field("textPointSize", number(p.textPointSize))
            w.field("scale", .string(p.scale.rawValue))
            w.field("symbolPointSize", number(p.symbolPointSize))
            w.field("offsetFromTextBaseline", number(p.offsetFromTextBaseline))
        }
        w.objectField("textFont") { w in
            w.field("name", .string(figures.textFontName))
            w.field("ascender", number(figures.band.ascender))
            w.field("descender", number(figures.band.descender))
            w.field("capHeight", number(figures.band.capHeight))
        }
    }

    /// One glyph's object, without `schemaVersion` (an item of a sheet).
    static func object(_ figures: GlyphFigures) -> JSONOutput {
        .streamed { w in
            w.beginObject()
            writeMembers(figures, to: &w)
            w.endObject()
        }
    }

    static func json(_ figures: GlyphFigures) -> JSONOutput {
        .streamed { w in
            w.beginObject()
            w.field("schemaVersion", .int(schemaVersion))
            writeMembers(figures, to: &w)
            w.endObject()
        }
    }

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
