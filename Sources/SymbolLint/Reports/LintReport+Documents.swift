import CatalogFormats
import SymbolCatalog

/// Lint's documents for scripts and CI: the JSON contract and SARIF 2.1.0.
extension LintReport {
    /// The JSON contract: `schemaVersion`, `targets`, `governance`, `findings`, `unchecked` (and
    /// `assets` where the tree has asset catalogs, `fixes` after `--fix` changed something).
    package static func json(_ report: LintReport) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("schemaVersion", .int(1)),
            ("targets", .array(report.targets.map { target in
                .object([("platform", .string(target.platform.rawValue)), ("version", .string(target.version.description)),
                         ("source", .string(target.source.rawValue)), ("file", .optional(target.file)),
                         ("target", .optional(target.target)), ("assumed", .bool(target.assumed))])
            })),
            ("governance", .array(report.governance.map { target, files in
                .object([("kind", .string(target.kind.rawValue)), ("name", .string(target.name)), ("file", .optional(target.file)),
                         ("targets", .array(target.targets.map { deployment in
                             .object([("platform", .string(deployment.platform.rawValue)), ("version", .string(deployment.version.description)),
                                      ("assumed", .bool(deployment.assumed))])
                         })),
                         ("files", .array(files.map { .string($0) }))])
            })),
            ("findings", .array(report.findings.map { finding in
                .object([
                    ("file", .string(finding.location.file)), ("line", .int(finding.location.line)),
                    ("column", .int(finding.location.column)), ("severity", .string(finding.severity.rawValue)),
                    ("rule", .string(finding.rule.rawValue)), ("name", .string(finding.name)),
                    ("message", .string(finding.message)), ("replacement", .optional(finding.replacement)),
                ])
            })),
            ("unchecked", .array(report.unchecked.map { reference in
                .object([("file", .string(reference.location.file)), ("line", .int(reference.location.line)),
                         ("column", .int(reference.location.column)), ("expression", .string(reference.expression))])
            })),
        ]
        if !report.assetCatalogs.isEmpty {
            members.append(("assets", .object([
                ("catalogs", .array(report.assetCatalogs.map { .string($0) })), ("assets", .int(report.assetCount)),
                ("symbolSets", .int(report.symbolSetCount)), ("imageNames", .int(report.imageNameCount)),
            ])))
        }
        if !report.fixes.isEmpty {
            members.append(("fixes", .array(report.fixes.map { fix in
                .object([("file", .string(fix.location.file)), ("line", .int(fix.location.line)),
                         ("column", .int(fix.location.column)), ("name", .string(fix.name)),
                         ("replacement", .string(fix.replacement))])
            })))
        }
        return .object(members)
    }

    /// SARIF 2.1.0: one run of the `catalog` tool with every rule described, one result per
    /// finding (level error/warning/note), file paths relative to the source root
    /// (`%SRCROOT%`), columns counted in Unicode code points.
    package static func sarif(_ report: LintReport, dataSet: DataSet) -> JSONOutput {
        let rules = LintRule.allCases
        let described = rules.map { SARIFLog.Rule(id: $0.rawValue, summary: $0.summary, level: $0.severity.rawValue) }
        let results: [JSONOutput] = report.findings.map { finding in
            let index = rules.firstIndex(of: finding.rule) ?? 0
            return SARIFLog.result(
                rule: described[index], ruleIndex: index, level: finding.severity.rawValue, message: finding.message,
                uri: SARIFLog.uri(finding.location.file), uriBaseID: "%SRCROOT%", region: (finding.location.line, finding.location.column),
                properties: finding.replacement.map { [("replacement", .string($0))] } ?? [])
        }
        return SARIFLog.document(rules: described, results: results, runMembers: [
            ("columnKind", .string("unicodeCodePoints")),
            ("properties", .object([
                ("dataSet", .string(dataSet.name)),
                ("deploymentTargets", .array(report.targets.map { .string($0.label) })),
                ("governance", .array(report.governance.map { target, files in
                    .string("\(target.label) — \(files.count) \(files.count == 1 ? "file" : "files")")
                })),
            ])),
        ])
    }
}
