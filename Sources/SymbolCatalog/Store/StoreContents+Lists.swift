import CatalogSystem

/// The lists a store holds as `collection list` and `collection show` read them.
extension StoreContents {
    /// Favorites, then the user's collections: members in this data set and entries stored.
    package func storedRows(in dataSet: DataSet) -> [(name: String, kind: String, count: Int, stored: Int)] {
        let contents = self
        func count(_ entries: [StoredEntry]) -> Int {
            Set(entries.compactMap { dataSet.lookUp($0)?.symbol.name }).count
        }
        return [(UserCollection.favoritesName, "favorites", count(contents.favorites), contents.favorites.count)]
            + contents.collections.map { ($0.name, "user", count($0.entries), $0.entries.count) }
    }

    /// Throws for a name that is no smart collection, suggesting the user's names too.
    package func checkSmartName(_ name: String, in dataSet: DataSet) throws(SearchError) {
        let contents = self
        do {
            _ = try dataSet.smartCollection(named: name)
        } catch {
            guard case .unknownCollection = error else { throw error }
            let names = dataSet.smartCollections.map(\.description) + [UserCollection.favoritesName] + contents.collections.map(\.name)
            throw .unknownCollection(name, suggestions: NameSuggestions.didYouMean(name, among: names))
        }
    }

    /// The entries of favorites or of a user collection called `name` (any case), or nil.
    package func storedEntries(named name: String) -> [StoredEntry]? {
        let contents = self
        if name.lowercased() == UserCollection.favoritesName { return contents.favorites }
        return contents.collectionIndex(named: name).map { contents.collections[$0].entries }
    }
}
