import AdaptiveLayout
import CatalogFormats
import CatalogSystem

/// `catalog layout compare` as text, JSON and TSV.
enum LayoutCompareRenderer {
    /// How two figures compare: both known and equal, both known and not, or either unknown.
    enum Verdict: String {
        case same
        case differs
        case unknown
    }

    static func verdict(_ a: LayoutEntry, _ b: LayoutEntry) -> Verdict {
        guard let left = a.value, let right = b.value else { return .unknown }
        return left == right ? .same : .differs
    }

    /// The pairs of figures, in Adaptivity's order (both layouts have the same keys).
    static func pairs(_ a: WindowLayout, _ b: WindowLayout) -> [(LayoutEntry, LayoutEntry)] {
        Array(zip(a.entries, b.entries))
    }

    static func text(_ a: WindowLayout, _ b: WindowLayout, style: ANSIStyle) -> String {
        let query = a.query
        var setting = [a.orientation.rawValue]
        if query.arrangement != .fullScreen { setting.append(query.arrangement.displayName) }
        setting += [(query.idiom == .pad ? "iPadOS " : "iOS ") + String(query.os), query.sizeCategory, "in " + LayoutFormat.unitName(a.unit)]
        var lines = [style.bold(a.query.subjectName + " and " + b.query.subjectName) + ", " + setting.joined(separator: ", "), ""]
        let mark: [Verdict: String] = [.same: "", .differs: "≠", .unknown: "?"]
        var rows = [["", a.query.subjectName, "", b.query.subjectName, "", ""]]
        for (left, right) in pairs(a, b) {
            rows.append([LayoutFormat.labels[left.key] ?? left.key,
                         LayoutFormat.value(left.value, unit: a.unit), LayoutFormat.kind(left.provenance.kind),
                         LayoutFormat.value(right.value, unit: b.unit), LayoutFormat.kind(right.provenance.kind),
                         mark[verdict(left, right)] ?? ""])
        }
        lines += TextTable.align(rows).enumerated().map { $0 == 0 ? style.dim($1) : $1 }
        let differences = pairs(a, b).filter { verdict($0, $1) == .differs }.count
        let unknown = pairs(a, b).filter { verdict($0, $1) == .unknown }.count
        lines.append("")
        lines.append(style.dim("≠ differs (\(differences)); ? not published on one side or both (\(unknown)). "
                               + "'catalog layout DEVICE' shows each figure's source."))
        return TerminalText.lines(lines)
    }

    static func json(_ a: WindowLayout, _ b: WindowLayout) -> JSONOutput {
        .object([
            ("schemaVersion", .int(LayoutRenderer.schemaVersion)),
            ("a", .object(LayoutRenderer.members(a))),
            ("b", .object(LayoutRenderer.members(b))),
            ("differences", .array(pairs(a, b).filter { verdict($0, $1) == .differs }.map { .string($0.0.key) })),
        ])
    }

    static func tsv(_ a: WindowLayout, _ b: WindowLayout) -> String {
        TSV.render(pairs(a, b).map { left, right in
            [left.key, LayoutFormat.plain(left.value), left.provenance.kind.rawValue,
             LayoutFormat.plain(right.value), right.provenance.kind.rawValue, verdict(left, right).rawValue]
        })
    }
}
