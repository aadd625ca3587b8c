import AdaptiveLayout
import CatalogSystem

/// `catalog layout compare` as text (JSON and TSV: ``LayoutReport/comparisonJSON(_:_:)``).
enum LayoutCompareRenderer {
    static func text(_ a: WindowLayout, _ b: WindowLayout, style: ANSIStyle) -> String {
        let query = a.query
        var setting = [a.orientation.rawValue]
        if query.arrangement != .fullScreen { setting.append(query.arrangement.displayName) }
        setting += [(query.idiom == .pad ? "iPadOS " : "iOS ") + String(query.os), query.sizeCategory, "in " + LayoutFormat.unitName(a.unit)]
        var lines = [style.bold(a.query.subjectName + " and " + b.query.subjectName) + ", " + setting.joined(separator: ", "), ""]
        let mark: [LayoutComparison.Verdict: String] = [.same: "", .differs: "≠", .unknown: "?"]
        var rows = [["", a.query.subjectName, "", b.query.subjectName, "", ""]]
        for (left, right) in LayoutComparison.pairs(a, b) {
            rows.append([LayoutFormat.labels[left.key] ?? left.key,
                         LayoutFormat.value(left.value, unit: a.unit), LayoutFormat.kind(left.provenance.kind),
                         LayoutFormat.value(right.value, unit: b.unit), LayoutFormat.kind(right.provenance.kind),
                         mark[LayoutComparison.verdict(left, right)] ?? ""])
        }
        lines += TextTable.align(rows).enumerated().map { $0 == 0 ? style.dim($1) : $1 }
        let differences = LayoutComparison.pairs(a, b).filter { LayoutComparison.verdict($0, $1) == .differs }.count
        let unknown = LayoutComparison.pairs(a, b).filter { LayoutComparison.verdict($0, $1) == .unknown }.count
        lines.append("")
        lines.append(style.dim("≠ differs (\(differences)); ? not published on one side or both (\(unknown)). "
                               + "'catalog layout DEVICE' shows each figure's source."))
        return TerminalText.lines(lines)
    }
}
