import CatalogFormats

extension LayoutReport {
    /// `catalog layout compare --json`: both windows and the keys that differ.
    package static func comparisonJSON(_ a: WindowLayout, _ b: WindowLayout) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("a", .object(members(a))),
            ("b", .object(members(b))),
            ("differences", .array(LayoutComparison.pairs(a, b).filter { LayoutComparison.verdict($0, $1) == .differs }.map { .string($0.0.key) })),
        ])
    }

    /// `catalog layout compare --format tsv`: one row per figure, with the verdict.
    package static func comparisonTSV(_ a: WindowLayout, _ b: WindowLayout) -> String {
        TSV.render(LayoutComparison.pairs(a, b).map { left, right in
            [left.key, LayoutFormat.plain(left.value), left.provenance.kind.rawValue,
             LayoutFormat.plain(right.value), right.provenance.kind.rawValue, LayoutComparison.verdict(left, right).rawValue]
        })
    }
}
