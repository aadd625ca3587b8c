import CatalogFormats

/// What an icon-set import wrote: its rows, as JSON (a contract) and TSV; `import` prints
/// its text.
package struct IconSetImportReport {
    package let result: IconSetImport
    package let destination: String

    package var rows: [(String, String)] {
        let summary = result.summary
        return [
            ("destination", destination),
            ("set", result.set.rawValue),
            ("releases", String(result.releases.count)),
            ("exports", result.exports.map(\.release.rawValue).joined(separator: ",")),
            ("icons", String(summary.icons)),
            ("aliasRenames", String(summary.aliasRenames)),
            ("deprecatedAliases", String(summary.deprecatedAliases)),
            ("olderAliasRenames", String(summary.olderAliasRenames)),
            ("codePointRenames", String(summary.codePointRenames.count)),
            ("nameRenames", String(summary.nameRenames.count)),
            ("reappeared", String(summary.reappeared.count)),
            ("removedNames", String(summary.removedNames.count)),
            ("deprecated", String(summary.deprecated)),
        ]
    }

    /// `{schemaVersion, destination, set, …, codePointRenamed, nameRenamed, removed}`.
    package func json() -> JSONOutput {
        let summary = result.summary
        func renames(_ list: [IconSetImport.Rename]) -> JSONOutput {
            .array(list.map { .object([("old", .string($0.old)), ("new", .string($0.new))]) })
        }
        return .object([("schemaVersion", .int(1))] + rows.map { key, value in
            (key, key == "exports" ? .string(value) : Int(value).map(JSONOutput.int) ?? .string(value))
        } + [
            ("codePointRenamed", renames(summary.codePointRenames)),
            ("nameRenamed", renames(summary.nameRenames)),
            ("removed", .array(summary.removedNames.map(JSONOutput.string))),
        ])
    }

    /// `key\tvalue` rows, no header.
    package func tsv() -> String { TSV.render(rows.map { [$0.0, $0.1] }) }

    package init(result: IconSetImport, destination: String) {
        (self.result, self.destination) = (result, destination)
    }
}
