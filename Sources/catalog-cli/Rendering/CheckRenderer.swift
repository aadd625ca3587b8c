import CatalogSystem
import TypeScale

/// `catalog check` as text, JSON and SARIF.
enum CheckRenderer {
    static let schemaVersion = 1

    struct Report {
        let faces: [VerticalMetricsCheck]
        let families: [VerticalMetricsCheck.FamilyCheck]

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
            let rows = report.families.map { [label($0.check.status), TerminalText.visible($0.family), TerminalText.visible($0.check.message)] }
            lines += TextTable.align(rows).map { "  " + colour($0, style: style) }
            lines.append("")
        }
        lines.append("\(report.faces.count) " + (report.faces.count == 1 ? "face" : "faces") + ": "
                     + "\(report.count(.fail)) fail, \(report.count(.warn)) warn, \(report.count(.pass)) pass")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func label(_ status: MetricCheck.Status) -> String { status.rawValue.uppercased() }

    private static func colour(_ line: String, style: ANSIStyle) -> String {
        line.hasPrefix("  FAIL") || line.hasPrefix("FAIL") ? style.bold(line) : line.hasPrefix("PASS") ? style.dim(line) : line
    }

    // MARK: JSON

    static func json(_ report: Report) -> JSONValue {
        .object([
            ("schemaVersion", .int(schemaVersion)),
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
                    ("faces", .array(family.members.map { .string(report.faces[$0].path) })),
                    ("status", .string(family.check.status.rawValue)),
                    ("message", .string(family.check.message)),
                ])
            })),
            ("summary", .object(MetricCheck.Status.allCases.map { ($0.rawValue, .int(report.count($0))) })),
        ])
    }

    private static func json(_ check: MetricCheck) -> JSONValue {
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
    static func sarif(_ report: Report) -> JSONValue {
        let rules = MetricCheck.Rule.allCases
        func result(_ check: MetricCheck, file: String) -> JSONValue {
            .object([
                ("ruleId", .string(check.rule.rawValue)),
                ("ruleIndex", .int(rules.firstIndex(of: check.rule) ?? 0)),
                ("level", .string(check.status == .fail ? "error" : "warning")),
                ("message", .object([("text", .string(check.message))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(LintRenderer.uri(file)))])),
                ]))])])),
            ])
        }
        var results = [JSONValue]()
        for face in report.faces {
            results += face.checks.filter { $0.status != .pass }.map { result($0, file: face.path) }
        }
        for family in report.families where family.check.status != .pass {
            results.append(result(family.check, file: report.faces[family.members[0]].path))
        }
        let driver: JSONValue = .object([
            ("name", .string("catalog")),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.rawValue)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(rule.severity == .fail ? "error" : "warning"))])),
                ])
            })),
        ])
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([("tool", .object([("driver", driver)])), ("results", .array(results))])])),
        ])
    }
}
