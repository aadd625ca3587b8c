import CatalogFormats
import SymbolCatalog

/// `data/store.js` (`window.CATALOG_STORE`): the user's favorites and collections as they
/// stand when the site is built, for the page's read-only `#/collections` lists, and what the
/// page needs to export favorites marked in the browser as `catalog collection import` reads
/// them (each set's ``DataSet/name`` and ``DataSet/family``).
///
/// For each set of the site (by its name in the site): `dataSet`, `family` and `lists`, the
/// favorites first (named `favorites`) then each collection in the store's order, each with
/// `symbols` (the current names in that set, found as the store finds them: the entry's first
/// known name, followed through renames, only in sets of the entry's family; each symbol
/// once, in the order added) and `missing` (the entries the set lacks, by their first name).
package enum SiteStoreData {
    /// The script for `contents`, resolved in each of `sets`.
    package static func script(_ contents: StoreContents, sets: [(name: String, dataSet: DataSet)]) -> [UInt8] {
        SiteScript.global("CATALOG_STORE", document(contents, sets: sets))
    }

    /// The document (`schemaVersion` first).
    package static func document(_ contents: StoreContents, sets: [(name: String, dataSet: DataSet)]) -> JSONOutput {
        let lists = [UserCollection(name: UserCollection.favoritesName, entries: contents.favorites)] + contents.collections
        return .object([
            ("schemaVersion", .int(1)),
            ("sets", .object(sets.map { name, dataSet in
                (name, .object([
                    ("dataSet", .string(dataSet.name)),
                    ("family", .string(dataSet.family)),
                    ("lists", .array(lists.map { list(resolving: $0, in: dataSet) })),
                ]))
            })),
        ])
    }

    /// One list as `dataSet` shows it.
    private static func list(resolving collection: UserCollection, in dataSet: DataSet) -> JSONOutput {
        var symbols = [String](), seen = Set<String>(), missing = [String]()
        for entry in collection.entries {
            guard let (symbol, _) = dataSet.lookUp(entry) else { missing.append(entry.primaryName); continue }
            if seen.insert(symbol.name).inserted { symbols.append(symbol.name) }
        }
        return .object([
            ("name", .string(collection.name)),
            ("symbols", .array(symbols.map(JSONOutput.string))),
            ("missing", .array(missing.map(JSONOutput.string))),
        ])
    }
}
