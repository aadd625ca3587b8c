import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog check` as text (its JSON and SARIF are TypeScale's ``FontCheckReport``).
enum CheckRenderer {
    // MARK: Text

    static func text(_ report: FontCheckReport, style: ANSIStyle) -> String {
        var lines = [String]()
        for face in report.faces {
            var heading = TerminalText.visible(face.path)
            if face.faceIndex > 0 { heading += "  (face \(face.faceIndex))" }
            let name = [face.familyName, face.styleName].compactMap { $0 }.joined(separator: " ")
            lines.append(style.bold(heading) + (name.isEmpty ? "" : "  " + TerminalText.visible(name)))
            let rows = face.checks.map { [label($0.status), $0.rule.rawValue, TerminalText.visible($0.message)] }
            lines += TextTable.align(rows).map { "  " + colour($0, style: style) }
            lines.append("")
        }
        if !report.families.isEmpty {
            lines.append(style.bold("Families"))
            // The default profile has one family rule; fontbakery's two are named.
            let named = report.profile != .standard
            let rows = report.families.map {
                [label($0.check.status)] + (named ? [$0.check.rule.rawValue] : []) + [TerminalText.visible($0.family), TerminalText.visible($0.check.message)]
            }
            lines += TextTable.align(rows).map { "  " + colour($0, style: style) }
            lines.append("")
        }
        lines.append("\(report.faces.count) " + (report.faces.count == 1 ? "face" : "faces") + ": "
                     + "\(report.count(.fail)) fail, \(report.count(.warn)) warn, \(report.count(.pass)) pass"
                     + (report.count(.skip) > 0 ? ", \(report.count(.skip)) skip" : ""))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func label(_ status: MetricCheck.Status) -> String { status.rawValue.uppercased() }

    private static func colour(_ line: String, style: ANSIStyle) -> String {
        line.hasPrefix("  FAIL") || line.hasPrefix("FAIL") ? style.bold(line) : line.hasPrefix("PASS") ? style.dim(line) : line
    }
}
