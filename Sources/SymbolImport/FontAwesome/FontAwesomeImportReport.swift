import CatalogFormats

/// What a Font Awesome import wrote: its rows, as JSON (a contract) and TSV; `import` prints
/// its text.
package struct FontAwesomeImportReport {
    package let result: FontAwesomeImport
    package let destination: String

    package var rows: [(String, String)] {
        [
            ("destination", destination),
            ("snapshots", result.snapshots.map(\.version.rawValue).joined(separator: ",")),
            ("icons", String(result.summary.icons)),
            ("oldNames", String(result.summary.oldNames)),
            ("legacyAliases", String(result.legacyAliases.count)),
            ("skippedShims", String(result.summary.skippedShims)),
            ("removedNames", String(result.summary.removedNames.count)),
            ("releases", String(result.releases.count)),
        ]
    }

    /// `{schemaVersion, destination, snapshots, icons, …, removed}`.
    package func json() -> JSONOutput {
        .object([("schemaVersion", .int(1))] + rows.map { key, value in
            (key, Int(value).map(JSONOutput.int) ?? .string(value))
        } + [("removed", .array(result.summary.removedNames.map(JSONOutput.string)))])
    }

    /// `key\tvalue` rows, no header.
    package func tsv() -> String { TSV.render(rows.map { [$0.0, $0.1] }) }

    package init(result: FontAwesomeImport, destination: String) {
        (self.result, self.destination) = (result, destination)
    }
}
