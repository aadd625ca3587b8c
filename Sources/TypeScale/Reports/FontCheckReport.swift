import CatalogFormats

/// What `catalog check` found: each face's checks and each family's, under a profile, with
/// the JSON contract and SARIF 2.1.0 log.
package struct FontCheckReport {
    /// The version of the JSON document ``json`` writes.
    package static let schemaVersion = 1

    package let faces: [VerticalMetricsCheck]
    package let families: [VerticalMetricsCheck.FamilyCheck]
    package var profile: CheckProfile = .standard

    package var statuses: [MetricCheck.Status] { faces.flatMap { $0.checks.map(\.status) } + families.map(\.check.status) }

    package func count(_ status: MetricCheck.Status) -> Int { statuses.filter { $0 == status }.count }

    package init(faces: [VerticalMetricsCheck], families: [VerticalMetricsCheck.FamilyCheck], profile: CheckProfile = .standard) {
        (self.faces, self.families, self.profile) = (faces, families, profile)
    }

    /// `{schemaVersion, profile, faces, families, summary}`.
    package var json: JSONOutput {
        let report = self
        return .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("profile", .string(report.profile.rawValue)),
            ("faces", .array(report.faces.map { face in
                .object([
                    ("file", .string(face.path)),
                    ("faceIndex", .int(face.faceIndex)),
                    ("family", .optional(face.familyName)),
                    ("style", .optional(face.styleName)),
                    ("postscriptName", .optional(face.postScriptName)),
                    ("status", .string(face.status.rawValue)),
                    ("checks", .array(face.checks.map(Self.json))),
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

    /// SARIF 2.1.0: every rule described; one result per warn or fail, on the font file.
    package var sarif: JSONOutput {
        let report = self
        let rules = MetricCheck.Rule.rules(of: report.profile)
        let described = rules.map { SARIFLog.Rule(id: $0.rawValue, summary: $0.summary, level: $0.severity == .fail ? "error" : "warning") }
        func result(_ check: MetricCheck, file: String) -> JSONOutput {
            let index = rules.firstIndex(of: check.rule) ?? 0
            return SARIFLog.result(rule: described[index], ruleIndex: index, level: check.status == .fail ? "error" : "warning",
                                   message: check.message, uri: SARIFLog.uri(file))
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
