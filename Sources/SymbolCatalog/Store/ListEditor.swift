import CatalogSystem

/// Adding, removing and clearing the symbols of the favorites or a user collection: one
/// implementation of each job behind every spelling (`favorites add NAME…`, `collection add
/// favorites NAME…`). Names are resolved before the store is locked, every change is one
/// locked read-modify-write, and each name gets one line saying what happened.
package enum ListEditor {
    /// A name as typed, with the entry to store, the symbol and how the name resolved.
    package typealias ResolvedName = (typed: String, found: (entry: StoredEntry, symbol: Symbol, resolution: NameResolution))

    /// Each name as `dataSet` resolves it, before any store is touched (an unknown name
    /// throws with did-you-mean).
    package static func resolve(_ names: [String], in dataSet: DataSet) throws(DataSetError) -> [ResolvedName] {
        try names.map { name throws(DataSetError) in (name, try dataSet.storedEntry(for: name)) }
    }

    /// Adds the resolved names to `list`: a line per name.
    package static func add(_ resolved: [ResolvedName], to list: StoreContents.List, in dataSet: DataSet,
                            store: CollectionStore) throws -> [String] {
        try store.update { contents in
            let place = try placeName(list, contents)
            return try resolved.map { name, found throws(StoreError) -> String in
                let label = label(name, found.symbol.name)
                if try contents.add(found.entry, to: list, in: dataSet) != nil {
                    return list == .favorites ? "\(label) is already a favorite" : "\(label) is already in \(place)"
                }
                return "Added " + added(name, found.symbol, found.resolution) + (list == .favorites ? "" : " to \(place)")
            }
        }
    }

    /// Removes `names` (any name a stored entry has, even one `dataSet` lacks) from `list`:
    /// a line per name; an unknown name throws with did-you-mean and nothing is written.
    package static func remove(_ names: [String], from list: StoreContents.List, in dataSet: DataSet,
                               store: CollectionStore) throws -> [String] {
        try store.update { contents in
            let place = try placeName(list, contents)
            var lines = [String]()
            for name in names {
                switch try contents.remove(name, from: list, in: dataSet) {
                case .removed(let entries, let symbol):
                    let shown = symbol.map { label(name, $0) } ?? "\(entries.map(\.primaryName).joined(separator: ", ")) (not in \(dataSet.name))"
                    lines.append("Removed \(shown)" + (list == .favorites ? "" : " from \(place)"))
                case .notInList(let symbol):
                    let shown = label(name, symbol)
                    lines.append(list == .favorites ? "\(shown) is not a favorite" : "\(shown) is not in \(place)")
                case .unknownName:
                    _ = try dataSet.resolve(name)  // throws unknown symbol with did-you-mean; nothing is written
                }
            }
            return lines
        }
    }

    /// Empties `list` (a collection stays): its name as stored and how many entries went.
    package static func clear(_ list: StoreContents.List, store: CollectionStore) throws -> (name: String, removed: Int) {
        try store.update { contents in (try placeName(list, contents), try contents.clear(list)) }
    }

    /// `doc (document)` when the name typed is not the current one.
    package static func label(_ typed: String, _ current: String) -> String {
        typed == current ? current : "\(typed) (\(current))"
    }

    /// What `Added …` says about how the name resolved.
    package static func added(_ typed: String, _ symbol: Symbol, _ resolution: NameResolution) -> String {
        switch resolution {
        case .current: symbol.name
        case .renamed: "\(typed) (an old name of \(symbol.name))"
        case .legacy: "\(typed) (a legacy name of \(symbol.name))"
        case .variant(let localization), .renamedVariant(_, let localization):
            "\(symbol.name) (for its \(localization.script) variant \(localization.name))"
        case .variantWithoutBase: "\(symbol.name) (a right-to-left name without a base)"
        case .codePoint(let text): "\(symbol.name) (\(text))"
        }
    }

    /// The collection's name as stored (`favorites` for the favorites).
    package static func placeName(_ list: StoreContents.List, _ contents: StoreContents) throws(StoreError) -> String {
        switch list {
        case .favorites: UserCollection.favoritesName
        case .collection(let name): try contents.collection(named: name).name
        }
    }
}
