import CatalogSystem

extension DataSet {
    /// Did-you-mean for a search term that matched nothing: the closest symbol names,
    /// keywords and their words (``CatalogSystem/NameSuggestions``), best first.
    public func suggestions(forTerm term: String, limit: Int = 3) -> [String] {
        var candidates = fuzzyIndex.words
        candidates += symbolNames
        for symbol in orderedSymbols { candidates += symbol.keywords }
        return NameSuggestions.closest(to: term, among: candidates, limit: limit)
    }

    /// What would find something for `query`, which found nothing (`outcome`): for each term
    /// that matched nothing, an everyday word of the family within a slip of it and words of
    /// the data set close to it; for a query of several words that match apart but not
    /// together, the query without each word, best first (at most two). Empty when `outcome`
    /// found something.
    public func suggestions(for query: SymbolQuery, outcome: SearchOutcome) -> [SearchSuggestion] {
        guard outcome.totalCount == 0 else { return [] }
        var found = [SearchSuggestion]()
        let vocabulary = Vocabulary.of(family: family)
        for term in outcome.unmatchedTerms {
            if let word = NameSuggestions.closest(to: term, among: vocabulary.targets.keys.sorted(), limit: 1).first {
                found.append(.vocabulary(term: term, word: word, targets: vocabulary.targets[word] ?? []))
            }
            let words = suggestions(forTerm: term)
            if !words.isEmpty { found.append(.spelling(term: term, words: words)) }
        }
        let words = query.terms.filter { !$0.isEmpty }
        guard words.count > 1, words.count <= SymbolQuery.maximumTerms else { return found }
        var without = [(word: String, count: Int, first: [SearchResult])]()
        for position in words.indices {
            var fewer = query
            fewer.terms = words.enumerated().filter { $0.offset != position }.map(\.element)
            fewer.limit = 3
            guard let smaller = try? searchOutcome(fewer), smaller.totalCount > 0 else { continue }
            without.append((words[position], smaller.totalCount, smaller.results))
        }
        without.sort { ($0.first.first?.score ?? 0, $0.count) > ($1.first.first?.score ?? 0, $1.count) }
        found += without.prefix(2).map { .without(word: $0.word, count: $0.count, first: $0.first.map(\.name)) }
        return found
    }

    /// The data set's words need more typo-index entries than ``FuzzyIndex/maximumDeletions``:
    /// it has no typo index, and searches match as written only.
    public var typoIndexIsOverLimit: Bool { fuzzyIndex.isOverLimit }
}
