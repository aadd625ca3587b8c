import CatalogFormats
import SymbolCatalog
import SymbolLint

extension LintRenderer {
    /// SARIF 2.1.0: one run of the `catalog` tool with every rule described, one result per
    /// finding (level error/warning/note), file paths relative to the source root
    /// (`%SRCROOT%`), columns counted in Unicode code points.
    static func sarif(_ report: LintReport, dataSet: DataSet) -> JSONOutput {
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
