import CatalogFormats

/// `collection list`: the smart collections with their member counts in a data set, then
/// the favorites and the user's collections (members in this set, entries stored).
package struct CollectionListing {
    /// Each smart collection shown and its members in the data set.
    package let smart: [(collection: SmartCollection, count: Int)]
    /// Favorites, then the user's collections (``StoreContents/storedRows(in:)``).
    package let stored: [(name: String, kind: String, count: Int, stored: Int)]

    /// The listing of `dataSet` with `contents`' lists; the new-in and renamed-in collections
    /// of a release that added or renamed nothing are left out unless `showsEmpty`.
    package init(_ dataSet: DataSet, contents: StoreContents, showsEmpty: Bool) {
        smart = dataSet.smartCollections.map { ($0, dataSet.members(of: $0).count) }.filter { collection, count in
            switch collection {
            case .newIn, .renamedIn: showsEmpty || count > 0
            default: true
            }
        }
        stored = contents.storedRows(in: dataSet)
    }

    /// `{schemaVersion, collections: [{name, kind, count, stored}]}`; smart ones have no `stored`.
    package var json: JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("collections", .array(smart.map { collection, count in
                .object([("name", .string(collection.description)), ("kind", .string("smart")), ("count", .int(count))])
            } + stored.map { row in
                .object([("name", .string(row.name)), ("kind", .string(row.kind)), ("count", .int(row.count)), ("stored", .int(row.stored))])
            })),
        ])
    }

    /// One row per collection: name, kind (smart, favorites, user), count.
    package var tsv: String {
        TSV.render(smart.map { [$0.collection.description, "smart", String($0.count)] } + stored.map { [$0.name, $0.kind, String($0.count)] })
    }
}
