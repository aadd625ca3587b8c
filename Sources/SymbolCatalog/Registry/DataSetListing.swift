import CatalogFormats

/// One row of `catalog data-sets`: the entry and what loading it told.
package struct DataSetListing {
    package let entry: DataSetEntry
    package let isDefault: Bool
    package let dataSet: DataSet?
    package let problem: String?

    package init(entry: DataSetEntry, isDefault: Bool) {
        self.entry = entry
        self.isDefault = isDefault
        do {
            dataSet = try DataSetLoader.load(path: entry.path, name: entry.name)
            problem = nil
        } catch {
            dataSet = nil
            problem = error.description
        }
    }

    /// `2019–2024`, one release alone, or empty when the set does not load.
    package var releaseRange: String {
        guard let releases = dataSet?.releases, let first = releases.first, let last = releases.last else { return "" }
        return first.id == last.id ? first.id.rawValue : "\(first.id)–\(last.id)"
    }

    /// `catalog data-sets --json`: `{schemaVersion, dataSets: [...]}`.
    package static func json(_ listings: [DataSetListing]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("dataSets", .array(listings.map { listing in
                .object([
                    ("name", .string(listing.entry.name)),
                    ("source", .string(listing.entry.source.rawValue)),
                    ("path", .string(listing.entry.path)),
                    ("default", .bool(listing.isDefault)),
                    ("version", .optional(listing.dataSet?.version)),
                    ("license", .optional(listing.dataSet?.license)),
                    ("releaseCount", listing.dataSet.map { .int($0.releases.count) } ?? .null),
                    ("firstRelease", .optional(listing.dataSet?.releases.first?.id.rawValue)),
                    ("latestRelease", .optional(listing.dataSet?.releases.last?.id.rawValue)),
                    ("symbolCount", listing.dataSet.map { .int($0.symbolCount) } ?? .null),
                    ("error", .optional(listing.problem)),
                ])
            })),
        ])
    }

    /// One row per data set, no header.
    package static func tsv(_ listings: [DataSetListing]) -> String {
        TSV.render(listings.map { listing in
            [listing.entry.name, listing.entry.source.rawValue, listing.releaseRange,
             listing.dataSet.map { String($0.symbolCount) } ?? "", listing.entry.path, listing.problem ?? "",
             listing.dataSet?.license ?? ""]
        })
    }
}
