import CatalogFormats
import TypeScale

/// The JSON of `glyph` and `glyphs`: the keys of issue 7's contract, in its order, plus
/// `character`, `glyphIndex`, `opticalCenterOffset` and `textFont`.
package enum GlyphReport {
    package static let schemaVersion = 1

    /// Lengths rounded to 0.0001 (font units and points alike).
    package static func number(_ value: Double) -> JSONOutput { .double(TypeRampFormat.rounded(value)) }

    /// `key: {xMin, yMin, xMax, yMax}` or `key: null`, written without building the object.
    package static func writeBox(_ key: StaticString, _ box: GlyphBox?, to w: inout JSONWriter) {
        guard let box else { return w.field(key, .null) }
        w.objectField(key) { w in
            w.field("xMin", number(box.xMin))
            w.field("yMin", number(box.yMin))
            w.field("xMax", number(box.xMax))
            w.field("yMax", number(box.yMax))
        }
    }

    /// `key: {x, y}` or `key: null`.
    package static func writePoint(_ key: StaticString, _ point: GlyphPoint?, to w: inout JSONWriter) {
        guard let point else { return w.field(key, .null) }
        w.objectField(key) { w in
            w.field("x", number(point.x))
            w.field("y", number(point.y))
        }
    }

    package static func optional(_ value: Double?) -> JSONOutput { value.map(number) ?? .null }

    /// The length figures scaled by `factor` (1 for font units), as members of the object
    /// being written.
    package static func writeLengths(_ figures: GlyphFigures, factor: Double, to w: inout JSONWriter) {
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
    /// (`glyphs`).
    package static func writeMembers(_ figures: GlyphFigures, to w: inout JSONWriter) {
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
        if let p = figures.placement {
            w.objectField("placement") { w in
                w.field("textStyle", .string(p.textStyle.rawValue))
                w.field("sizeCategory", .string(p.sizeCategory.higName))
                w.field("textPointSize", number(p.textPointSize))
                w.field("scale", .string(p.scale.rawValue))
                w.field("symbolPointSize", number(p.symbolPointSize))
                w.field("offsetFromTextBaseline", number(p.offsetFromTextBaseline))
            }
        } else {
            w.field("placement", .null)
        }
        w.objectField("textFont") { w in
            w.field("name", .string(figures.textFontName))
            w.field("ascender", number(figures.band.ascender))
            w.field("descender", number(figures.band.descender))
            w.field("capHeight", number(figures.band.capHeight))
        }
    }

    /// One glyph's object, without `schemaVersion` (an item of a sheet).
    package static func object(_ figures: GlyphFigures) -> JSONOutput {
        .streamed { w in
            w.beginObject()
            writeMembers(figures, to: &w)
            w.endObject()
        }
    }

    /// `glyph --json`: one glyph's object, `schemaVersion` first.
    package static func json(_ figures: GlyphFigures) -> JSONOutput {
        .streamed { w in
            w.beginObject()
            w.field("schemaVersion", .int(schemaVersion))
            writeMembers(figures, to: &w)
            w.endObject()
        }
    }

    /// `glyphs --json`: `{schemaVersion, dataSet, glyphs: [...]}`, each glyph written as it is
    /// made.
    package static func sheetJSON(_ figures: [GlyphFigures], dataSet: String) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("dataSet", .string(dataSet)),
            ("glyphs", .generated(count: figures.count) { object(figures[$0]) }),
        ])
    }
}
