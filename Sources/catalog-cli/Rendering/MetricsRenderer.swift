import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog metrics` as text (its JSON and TSV are TypeScale's ``FaceMetrics/metricsJSON(_:)``).
enum MetricsRenderer {
    // MARK: Text (for people: one aligned block per face)

    static func text(_ faces: [MeasuredFace], style: ANSIStyle) -> String {
        faces.map { block($0, style: style) }.joined(separator: "\n")
    }

    private static func block(_ face: MeasuredFace, style: ANSIStyle) -> String {
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
