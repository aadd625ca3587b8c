extension QueryTerms {
    /// What divides the score of a symbol matched by a term only inside a word when that term
    /// is also a typo of whole words: a typo scores a tenth of a match as written (at least
    /// 100 less its distance), such a symbol a hundredth (below 20), so every typo comes first.
    static let insideWordDivisor = SearchRules.insideWordDivisor

    /// The score of a symbol that matched some terms as typos (`typos`, by term position):
    /// a tenth of what it scores with each typo replaced by the word it was taken for, less
    /// the typing distances, so that `sqaure and arrow up` ranks `square.and.arrow.up` first
    /// and every typo result stays below every match as written (1,000 and up); the corrected
    /// words go through the vocabulary too (`setings` scores as `settings`). The rule is
    /// ``MatchRule/fuzzy``.
    func score(_ symbol: Symbol, _ matches: [TermMatch], typos: [Int: FuzzyMatch], categories: [SymbolCategory]) -> Scored {
        var words = terms.map(\.text)
        for (position, typo) in typos { words[position] = typo.word }
        let corrected = QueryTerms(words, categories: categories, vocabulary: vocabulary)
        var correctedMatches = matches
        withUnsafePointer(to: symbol) { pointer in
            for position in typos.keys.sorted() {
                var matcher = TermMatcher(corrected.terms[position], stringCount: 0)
                correctedMatches[position] = matcher.match(SymbolValueFields(symbol: pointer), symbolIndex: -1) ?? matches[position]
            }
        }
        let scored = corrected.score(symbol, correctedMatches)
        let distance = typos.values.reduce(0) { $0 + $1.distance }
        return Scored(score: max(1, scored.score / SearchRules.typoDivisor - distance), match: .fuzzy, extraComponents: scored.extraComponents)
    }
}
