/// A list's members as `collection show`, `favorites` and `collection export` read them.
extension StoreContents {
    /// The members in `dataSet` of the list called `name` (any case) that match `filters`: of
    /// favorites or a user collection, in the order they were added, `marks` then saying which
    /// entries the set lacks (and, but for favorites themselves, starring favorites); else of
    /// the smart collection `name`.
    /// - Throws: ``SearchError/unknownCollection(_:suggestions:)`` for a name that is none of
    ///   them (did-you-mean over every list's name), or the filters' error.
    package func members(of name: String, in dataSet: DataSet, filters: SearchFilters,
                         marks: inout StoreMarks) throws(SearchError) -> (query: SymbolQuery, results: [SearchResult]) {
        if let entries = storedEntries(named: name) {
            let query = try filters.query(terms: [], in: dataSet)
            let found = try dataSet.search(query, among: entries)
            marks.missing = found.missing
            marks.starsFavorites = name.lowercased() != UserCollection.favoritesName
            return (query, found.results)
        }
        try checkSmartName(name, in: dataSet)
        var query = try filters.query(terms: [], in: dataSet)
        query.collection = name
        return (query, try dataSet.search(query))
    }

    /// Favorites (`name` favorites, any case) or the user collection called `name`, as a
    /// collection to export.
    /// - Throws: ``StoreError/noSuchCollection(_:suggestions:)`` with did-you-mean.
    package func list(named name: String) throws(StoreError) -> UserCollection {
        guard name.lowercased() == UserCollection.favoritesName else { return try collection(named: name) }
        return UserCollection(name: UserCollection.favoritesName, entries: favorites)
    }
}
