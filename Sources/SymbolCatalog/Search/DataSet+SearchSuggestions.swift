import CatalogSystem

extension DataSet {
    /// Did-you-mean for a search term that matched nothing: the closest symbol names,
    /// keywords and their words (``CatalogSystem/NameSuggestions``), with `extra` words
    /// (the vocabulary's), best first.
    public func suggestions(forTerm term: String, limit: Int = 3, extra: [String] = []) -> [String] {
        var candidates = fuzzyIndex.words
        candidates += symbolNames
        for symbol in orderedSymbols { candidates += symbol.keywords }
        return NameSuggestions.closest(to: term, among: candidates + extra, limit: limit)
    }

    /// What would find something for `query`, which found nothing (`outcome`): for each term
    /// that matched nothing, the words close to it among the data set's and the family's
    /// everyday words, best first (with what an everyday word among them stands for); for a query of several words that match apart but not
    /// together, the query without each word, best first (at most two). Empty when `outcome`
    /// found something.
    public func suggestions(for query: SymbolQuery, outcome: SearchOutcome) -> [SearchSuggestion] {
        guard outcome.totalCount == 0 else { return [] }
        var found = [SearchSuggestion]()
        let vocabulary = Vocabulary.of(family: family)
        let everyday = vocabulary.targets.keys.sorted()
        // An everyday word is offered only when a target of it finds a symbol here.
        let findsSymbol = { (word: String) -> Bool in
            let targets = (vocabulary.targets[word] ?? []).map { SearchTerm($0.lowercased(), categories: []) }
            return self.orderedSymbols.contains { symbol in targets.contains { $0.isWholeWord(of: symbol) } }
        }
        for term in outcome.unmatchedTerms {
            let words = Array(suggestions(forTerm: term, limit: 6, extra: everyday)
                .filter { vocabulary.targets[$0] == nil || findsSymbol($0) }.prefix(3))
            for word in words { if let targets = vocabulary.targets[word] { found.append(.vocabulary(term: term, word: word, targets: targets)) } }
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
