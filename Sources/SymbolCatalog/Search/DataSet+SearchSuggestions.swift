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

    /// The data set's words need more typo-index entries than ``FuzzyIndex/maximumDeletions``:
    /// it has no typo index, and searches match as written only.
    public var typoIndexIsOverLimit: Bool { fuzzyIndex.isOverLimit }
}
