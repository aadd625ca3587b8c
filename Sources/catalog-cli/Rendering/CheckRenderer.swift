import CatalogFormats
import CatalogSystem
import TypeScale

/// `catalog check` as text, JSON and SARIF.
enum CheckRenderer {
    static let schemaVersion = 1

    struct Report {
        let faces: [VerticalMetricsCheck]
        let families: [VerticalMetricsCheck.FamilyCheck]
        var profile: CheckProfile = .standard

        var statuses: [MetricCheck.Status] { faces.flatMap { $0.checks.map(\.status) } + families.map(\.check.status) }

        func count(_ status: MetricCheck.Status) -> Int { statuses.filter { $0 == status }.count }
    }

    // MARK: Text

    static func text(_ report: Report, style: ANSIStyle) -> String {
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

    // MARK: JSON

    static func json(_ report: Report) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("profile", .string(report.profile.rawValue)),
            ("faces", .array(report.faces.map { face in
                .object([
                    ("file", .string(face.path)),
                    ("faceIndex", .int(face.faceIndex)),
                    ("family", .optional(face.familyName)),
                    ("style", .optional(face.styleName)),
                    ("postscriptName", .optional(face.postScriptName)),
                    ("status", .string(face.status.rawValue)),
                    ("checks", .array(face.checks.map(json))),
                ])
            })),
            ("families", .array(report.families.map { family in
                .object([
                    ("family", .string(family.family)),
                    ("rule", .string(family.check.rule.rawValue)),
                    ("faces", .array(family.members.map { .string(report.faces[$0].path) })),
                    ("status", .string(family.check.status.rawValue)),
                    ("message", .string(family.check.message)),
                ])
            })),
            ("summary", .object(MetricCheck.Status.allCases.map { ($0.rawValue, .int(report.count($0))) })),
        ])
    }

    private static func json(_ check: MetricCheck) -> JSONOutput {
        .object([
            ("rule", .string(check.rule.rawValue)),
            ("status", .string(check.status.rawValue)),
            ("message", .string(check.message)),
            ("values", .object(check.values.map { ($0.0, .int($0.1)) })),
            ("glyph", .optional(check.glyph)),
        ])
    }

    // MARK: SARIF

    /// SARIF 2.1.0: every rule described; one result per warn or fail, on the font file.
    static func sarif(_ report: Report) -> JSONOutput {
        let rules = MetricCheck.Rule.rules(of: report.profile)
        let described = rules.map { SARIFLog.Rule(id: $0.rawValue, summary: $0.summary, level: $0.severity == .fail ? "error" : "warning") }
        func result(_ check: MetricCheck, file: String) -> JSONOutput {
            let index = rules.firstIndex(of: check.rule) ?? 0
            return SARIFLog.result(rule: described[index], ruleIndex: index, level: check.status == .fail ? "error" : "warning",
                                   message: check.message, uri: LintRenderer.uri(file))
        }
        var results = [JSONOutput]()
        for face in report.faces {
            results += face.checks.filter { $0.status > .pass }.map { result($0, file: face.path) }
        }
        for family in report.families where family.check.status > .pass {
            results.append(result(family.check, file: report.faces[family.members[0]].path))
        }
        return SARIFLog.document(rules: described, results: results)
    }
}
