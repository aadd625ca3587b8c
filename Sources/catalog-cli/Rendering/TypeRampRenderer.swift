import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog type-ramp` as text (JSON, TSV, CSS and SVG are TypeScale's: ``TypeRamp/json``,
/// ``TypeRampCSS``, ``TypeRampSVG``).
enum TypeRampRenderer {
    // MARK: Text

    /// The ramp for people; `width` (terminal columns, nil for any) splits the table into
    /// panels that fit, each starting with the style's name.
    static func text(_ ramp: TypeRamp, source: FontResolver.Source, style: ANSIStyle, width: Int? = nil) -> String {
        let o = ramp.options
        var lines = [
            style.bold("\(o.platform) \(o.category)") + ", design \(o.design), width \(o.width), \(o.leading) leading"
                + (o.emphasized ? ", emphasized" : ""),
            style.dim("Fonts") + "  " + FontSelection.sourceSummary(source),
        ]
        var seenWeights = Set<FontWeight>()
        let fontRows = ramp.rows.filter { seenWeights.insert($0.weight).inserted }.map { row in
            ["  " + row.weight.appleName, FontSelection.fontName(row.font), FontSelection.resolutionSummary(row.font),
             row.font.path + (row.font.faceIndex > 0 ? " #\(row.font.faceIndex)" : "")]
        }
        lines += TextTable.align(fontRows)
        lines.append("")
        let header = ["Style", "Weight", "Size", "Leading", "Tracking", "Ascender", "Descender", "Cap", "x-height",
                      "Line", "Baseline", "First"]
        let rows = ramp.rows.map { row -> [String] in
            let m = row.metrics
            return [
                row.style.displayName, row.weight.appleName, JSONOutput.format(row.pointSize), JSONOutput.format(row.leading),
                fixed(row.tracking.points, signed: true) + " (\(row.tracking.thousandthsOfEm))",
                fixed(m.ascender), fixed(m.descender), m.capHeight.map { fixed($0) } ?? "-", m.xHeight.map { fixed($0) } ?? "-",
                fixed(m.lineHeight), fixed(m.baselineOffset), fixed(m.firstBaseline),
            ]
        }
        lines += panelLines(TextTable.panels([header] + rows, width: width), style: style)
        lines.append(style.dim("Lengths in points; tracking in points (1/1000 em); baseline: CSS half-leading; first: Apple's."))
        return TerminalText.lines(lines)
    }

    static func text(_ matrix: TypeRampMatrix, style: ANSIStyle, width: Int? = nil) -> String {
        var lines = [style.bold("\(matrix.platform)") + ": size/leading in points, \(matrix.leading) leading"]
        let header = ["Style"] + matrix.categories.map(\.higName)
        let rows = matrix.rows.map { row in
            [row.style.displayName] + zip(row.pointSizes, row.leadings).map {
                JSONOutput.format($0) + "/" + JSONOutput.format($1)
            }
        }
        lines += panelLines(TextTable.panels([header] + rows, width: width), style: style)
        return TerminalText.lines(lines)
    }

    /// Panels one after another, a blank line between, each header dimmed.
    static func panelLines(_ panels: [[String]], style: ANSIStyle) -> [String] {
        panels.enumerated().flatMap { index, panel in
            (index == 0 ? [] : [""]) + panel.enumerated().map { row, line in row == 0 ? style.dim(line) : line }
        }
    }

    /// Two decimals (`13.60`, `-0.43`), `+` first when `signed` and positive.
    static func fixed(_ value: Double, signed: Bool = false) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : (signed && hundredths > 0 ? "+" : "")
        let magnitude = abs(hundredths)
        return sign + String(magnitude / 100) + "." + String(magnitude % 100).leftPadded(to: 2)
    }
}
