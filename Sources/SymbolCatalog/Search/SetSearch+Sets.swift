import CatalogSystem

extension SetSearch {
    /// One data set's part of a search over several: the query as that set read the filters,
    /// and what it found.
    package struct Searched {
        /// The set searched.
        package let dataSet: DataSet
        /// The terms and filters, the names read as this set spells them.
        package let query: SymbolQuery
        /// What the search found, before the merged list's limit.
        package let outcome: SearchOutcome
    }

    /// Every one of `sets` searched for `terms` with `filters`, at most `perSet` results (and
    /// the filters' limit) from each, marked with `contents`. A filter value one set does not
    /// know (a category, release or platform of another set) leaves that set out, with a line
    /// saying why in `leftOut`; when no set knows it, the first set's error is thrown.
    package static func run(_ sets: [DataSet], terms: [String], filters: SearchFilters, perSet: Int?,
                            contents: StoreContents) throws(SearchError) -> (search: SetSearch, searched: [Searched], leftOut: [String]) {
        var search = SetSearch()
        var searched = [Searched](), leftOut = [String]()
        var firstError: SearchError?
        for dataSet in sets {
            var query: SymbolQuery, platform: Platform?
            do {
                query = try filters.query(terms: terms, in: dataSet)
                platform = try filters.annotationPlatform(for: query, in: dataSet)
            } catch {
                if firstError == nil { firstError = error }
                leftOut.append("\(dataSet.name) left out: \(error)")
                continue
            }
            // No set gives more than the whole list may hold.
            query.limit = [perSet, query.limit].compactMap { $0 }.min()
            let outcome = try dataSet.searchOutcome(query)
            let marks = StoreMarks(contents, in: dataSet)
            search.perSet.append(outcome.results.map { Hit(dataSet: dataSet, result: $0, marks: marks, platform: platform) })
            search.totalCount += outcome.totalCount
            searched.append(Searched(dataSet: dataSet, query: query, outcome: outcome))
        }
        if searched.isEmpty, let firstError { throw firstError }
        return (search, searched, leftOut)
    }

    /// The hits merged (``merged(sort:ranked:)``, ranked when some term is not empty), at most
    /// `limit` of them.
    package func hits(terms: [String], sort: SearchSort, limit: Int?) -> [Hit] {
        let hits = merged(sort: sort, ranked: terms.contains { !$0.isEmpty })
        return limit.map { Array(hits.prefix($0)) } ?? hits
    }

    /// `no symbol matches 'hart' in fontawesome-6, mdi; did you mean 'heart'?`: the
    /// message of the first set searched, naming every set, with the first suggestion any
    /// set has for a term no set matched.
    package static func noMatchMessage(_ searched: [Searched]) -> String {
        guard let first = searched.first else { return "no symbol matches" }
        let names = " in " + searched.map { TerminalText.visible($0.dataSet.name) }.joined(separator: ", ")
        let unmatched = first.outcome.unmatchedTerms.filter { term in searched.allSatisfy { $0.outcome.unmatchedTerms.contains(term) } }
        let terms = first.query.terms.filter { !$0.isEmpty }.map { "'" + TerminalText.visible($0) + "'" }
        guard let term = unmatched.first else {
            if terms.isEmpty { return "no symbol passes these filters" + names }
            return "no symbol matches " + (terms.count == 1 ? terms[0] : "all of " + terms.joined(separator: ", ")) + names
        }
        var suggestions = [String]()
        for set in searched {
            for suggestion in set.dataSet.suggestions(forTerm: term) where !suggestions.contains(suggestion) { suggestions.append(suggestion) }
        }
        let quoted = unmatched.map { "'" + TerminalText.visible($0) + "'" }.joined(separator: " or ")
        let clause = suggestions.isEmpty ? "" : NameSuggestions.didYouMeanClause(Array(suggestions.prefix(3)).map(TerminalText.visible))
        return "no symbol matches " + quoted + names + clause
    }
}
