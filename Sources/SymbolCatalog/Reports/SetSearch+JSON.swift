import CatalogFormats

extension SetSearch {
    /// `{schemaVersion, dataSets, count, results}`, each result's `dataSet` first.
    package static func json(_ hits: [SetSearch.Hit], sets: [DataSet]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("dataSets", .array(sets.map { .string($0.name) })),
            ("count", .int(hits.count)),
            ("results", .array(hits.map { hit in
                .object([("dataSet", .string(hit.dataSet.name))] + SearchReport.jsonMembers(hit.result, in: hit.dataSet, marks: hit.marks))
            })),
        ])
    }
}
