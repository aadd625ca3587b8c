extension DataSet {
    /// The entries of a favorites list or user collection that this data set has, as search
    /// results that pass `query`'s terms and filters, in the entries' order (with terms: best
    /// match first, then that order; in the query's order when it is not by relevance). Also returns the entries it does not have.
    public func search(_ query: SymbolQuery, among entries: [StoredEntry]) throws(SearchError)
        -> (results: [SearchResult], missing: [StoredEntry]) {
        var position = [String: Int](), missing = [StoredEntry]()
        for entry in entries {
            guard let (symbol, _) = lookUp(entry) else { missing.append(entry); continue }
            if position[symbol.name] == nil { position[symbol.name] = position.count }
        }
        var restricted = query
        restricted.names = Set(position.keys)
        restricted.limit = nil
        let results = try search(restricted).enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            guard query.sort == .relevance else { return left.offset < right.offset }
            if a.score != b.score { return a.score > b.score }
            let (first, second) = (position[a.symbol.name] ?? 0, position[b.symbol.name] ?? 0)
            return first != second ? first < second : left.offset < right.offset
        }.map(\.element)
        return (query.limit.map { Array(results.prefix(max(0, $0))) } ?? results, missing)
    }
}
