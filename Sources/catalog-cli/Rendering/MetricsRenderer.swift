import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog metrics` in each format.
enum MetricsRenderer {
    static let schemaVersion = 1

    // MARK: JSON (a contract: keys and their order are fixed)

    static func json(_ faces: [MetricsCommand.MeasuredFace]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("faces", .generated(count: faces.count) { json(faces[$0].metrics) }),
        ])
    }

    /// One face's object, written as it is walked (no array of members per object: two
    /// thousand faces are fourteen thousand of them).
    static func json(_ metrics: FaceMetrics) -> JSONOutput {
        .streamed { w in
            w.beginObject()
            w.field("file", .string(metrics.path))
            w.field("faceIndex", .int(metrics.faceIndex))
            w.field("family", .optional(metrics.familyName))
            w.field("style", .optional(metrics.styleName))
            w.field("postscriptName", .optional(metrics.postScriptName))
            w.field("format", .string(metrics.format))
            w.field("glyphCount", .int(metrics.glyphCount))
            w.field("unitsPerEm", .int(metrics.unitsPerEm))
            writeLine("hhea", metrics.horizontalHeader, to: &w)
            writeLine("typo", metrics.typographic, to: &w)
            w.objectField("win", metrics.windows) { w, win in
                w.field("ascent", .int(win.ascent))
                w.field("descent", .int(win.descent))
            }
            w.field("useTypoMetrics", .bool(metrics.useTypoMetrics))
            writeHeight("capHeight", metrics.capHeight, to: &w)
            writeHeight("xHeight", metrics.xHeight, to: &w)
            w.field("weightClass", metrics.weightClass.map(JSONOutput.int) ?? .null)
            w.field("widthClass", metrics.widthClass.map(JSONOutput.int) ?? .null)
            w.field("italicAngle", metrics.italicAngle.map(JSONOutput.double) ?? .null)
            w.fieldKey("axes")
            w.beginArray()
            for axis in metrics.axes {
                w.item()
                w.beginObject()
                w.field("tag", .string(axis.tag))
                w.field("name", .string(axis.name))
                w.field("min", .double(axis.minimum))
                w.field("default", .double(axis.defaultValue))
                w.field("max", .double(axis.maximum))
                w.endObject()
            }
            w.endArray()
            w.fieldKey("namedInstances")
            w.beginArray()
            for instance in metrics.namedInstances {
                w.item()
                w.beginObject()
                w.field("name", .optional(instance.name))
                w.objectField("coordinates") { w in
                    for coordinate in instance.coordinates { w.member(coordinate.tag, .double(coordinate.value)) }
                }
                w.endObject()
            }
            w.endArray()
            w.endObject()
        }
    }

    /// `key: {ascender, descender, lineGap}` or `key: null`.
    private static func writeLine(_ key: StaticString, _ line: LineMetrics?, to w: inout JSONWriter) {
        w.objectField(key, line) { w, line in
            w.field("ascender", .int(line.ascender))
            w.field("descender", .int(line.descender))
            w.field("lineGap", .int(line.lineGap))
        }
    }

    /// `key: {value, source}`.
    private static func writeHeight(_ key: StaticString, _ height: HeightMeasurement, to w: inout JSONWriter) {
        w.objectField(key) { w in
            w.field("value", height.value.map(JSONOutput.int) ?? .null)
            w.field("source", .string(height.source.rawValue))
        }
    }

    // MARK: TSV (one row per face, file first, no header)

    static func tsv(_ faces: [MetricsCommand.MeasuredFace]) -> String {
        TSV.render(faces.map { tsvRow($0.metrics) })
    }

    static func tsvRow(_ m: FaceMetrics) -> [String] {
        let cell: (Int?) -> String = { $0.map(String.init) ?? "" }
        return [
            m.path, String(m.faceIndex), m.familyName ?? "", m.styleName ?? "", m.postScriptName ?? "", m.format,
            String(m.glyphCount), String(m.unitsPerEm),
            cell(m.horizontalHeader?.ascender), cell(m.horizontalHeader?.descender), cell(m.horizontalHeader?.lineGap),
            cell(m.typographic?.ascender), cell(m.typographic?.descender), cell(m.typographic?.lineGap),
            cell(m.windows?.ascent), cell(m.windows?.descent),
            m.useTypoMetrics ? "true" : "false",
            cell(m.capHeight.value), m.capHeight.source.rawValue,
            cell(m.xHeight.value), m.xHeight.source.rawValue,
            cell(m.weightClass), cell(m.widthClass),
            m.italicAngle.map(JSONOutput.format) ?? "",
            m.axes.map { "\($0.tag)=\(number($0.minimum)):\(number($0.defaultValue)):\(number($0.maximum))" }
                .joined(separator: ","),
            m.namedInstances.map { "\($0.name ?? "")@" + coordinates($0.coordinates, separator: "=") }
                .joined(separator: ";"),
        ]
    }

    // MARK: Text (for people: one aligned block per face)

    static func text(_ faces: [MetricsCommand.MeasuredFace], style: ANSIStyle) -> String {
        faces.map { block($0, style: style) }.joined(separator: "\n")
    }

    private static func block(_ face: MetricsCommand.MeasuredFace, style: ANSIStyle) -> String {
        let m = face.metrics
        var heading = m.path
        if face.faceCount > 1 { heading += "  (face \(m.faceIndex) of \(face.faceCount))" }
        var groups: [[[String]]] = []
        if let match = face.match { groups.append([["Matched", matchSummary(match)]]) }
        groups.append([
            ["Family", m.familyName ?? "-"],
            ["Style", m.styleName ?? "-"],
            ["PostScript name", m.postScriptName ?? "-"],
            ["Format", "\(m.format), \(Numbers.grouped(m.glyphCount)) glyphs, \(m.unitsPerEm) units per em"],
        ])
        var lines: [[String]] = [["", "ascender", "descender", "line gap"]]
        if let hhea = m.horizontalHeader { lines.append(["hhea"] + cells(hhea)) }
        if let typo = m.typographic { lines.append(["OS/2 typo"] + cells(typo)) }
        groups.append(lines)
        var details: [[String]] = []
        if let win = m.windows { details.append(["OS/2 win", "ascent \(win.ascent), descent \(win.descent) (stored positive)"]) }
        details.append(["OS/2 version", m.os2Version.map(String.init) ?? "no OS/2 table"])
        details.append(["FreeType uses", freeTypeSummary(m)])
        details.append(["Cap height", heightSummary(m.capHeight, glyph: "H")])
        details.append(["x-height", heightSummary(m.xHeight, glyph: "x")])
        details.append(["Weight class", m.weightClass.map(String.init) ?? "-"])
        details.append(["Width class", m.widthClass.map(String.init) ?? "-"])
        details.append(["Italic angle", m.italicAngle.map { number($0) + "°" } ?? "-"])
        groups.append(details)
        if !m.axes.isEmpty {
            groups.append(m.axes.enumerated().map { index, axis in
                [index == 0 ? "Axes" : "", axis.tag, axis.name,
                 "\(number(axis.minimum)) to \(number(axis.maximum)), default \(number(axis.defaultValue))"]
            })
        }
        if !m.designCoordinates.isEmpty {
            let isDefault = zip(m.axes, m.designCoordinates).allSatisfy { $0.defaultValue == $1.value }
            let kind = m.namedInstanceIndex.map { "named instance \($0) " } ?? (isDefault ? "default " : "")
            groups.append([["Instance", kind + "(" + coordinates(m.designCoordinates, separator: " ") + ")"]])
        }
        if !m.namedInstances.isEmpty {
            groups.append(m.namedInstances.enumerated().map { index, instance in
                [index == 0 ? "Named instances" : "", instance.name ?? "-", coordinates(instance.coordinates, separator: " ")]
            })
        }
        let labelWidth = groups.joined().map { $0[0].count }.max() ?? 0
        var output = [style.bold(heading)]
        for group in groups {
            let aligned = TextTable.align(group.map { Array($0.dropFirst()) })
            for (row, text) in zip(group, aligned) {
                output.append("  " + style.dim(HelpRenderer.pad(row[0], labelWidth)) + "  " + text)
            }
        }
        return TerminalText.lines(output.map { $0.trailingSpacesRemoved })
    }

    private static func cells(_ line: LineMetrics) -> [String] {
        [String(line.ascender), String(line.descender), String(line.lineGap)]
    }

    private static func matchSummary(_ match: FontMatch) -> String {
        let how = switch match.familyMatch {
        case .requested: "the requested family"
        case .alias: "an alias of the requested family"
        case .generic: "for a generic family"
        case .unspecified: "no family asked"
        }
        return "'\(match.pattern)': \(how), " + (match.isExact ? "exact" : "nearest style, weight or width")
    }

    private static func freeTypeSummary(_ m: FaceMetrics) -> String {
        switch m.freeTypeLineMetricsSource {
        case .hhea: "hhea"
        case .typo: m.useTypoMetrics ? "OS/2 typo (USE_TYPO_METRICS is set)" : "OS/2 typo (hhea is all 0)"
        case .win: "OS/2 win (hhea and typo are all 0)"
        case .other: "values from the font's bounding box (not an SFNT font)"
        }
    }

    private static func heightSummary(_ height: HeightMeasurement, glyph: String) -> String {
        switch height.source {
        case .os2: "\(height.value ?? 0) (OS/2)"
        case .glyph: "\(height.value ?? 0) (top of glyph '\(glyph)')"
        case .none: "- (no OS/2 value, no '\(glyph)' glyph)"
        }
    }

    private static func coordinates(_ coordinates: [DesignCoordinate], separator: String) -> String {
        coordinates.map { "\($0.tag)\(separator)\(number($0.value))" }.joined(separator: separator == "=" ? "," : ", ")
    }

    private static func number(_ value: Double) -> String { JSONOutput.format(value) }
}

private extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
