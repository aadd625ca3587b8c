import CatalogSystem

extension DataSet {
    /// The line `search` writes on stderr when `query` found nothing here (`outcome`): `no
    /// symbol matches 'bookmak'; did you mean 'bookmark'?` and the like, with what
    /// `suggestions` offer, and the files of words the set lacks (``missingFilesNote(_:)``).
    /// Text from data is made visible (``CatalogSystem/TerminalText``).
    package func noMatchMessage(_ query: SymbolQuery, _ outcome: SearchOutcome, _ suggestions: [SearchSuggestion]) -> String {
        noMatchReason(query, outcome, suggestions) + (missingFilesNote(query).map { "; " + $0 } ?? "")
    }

    private func noMatchReason(_ query: SymbolQuery, _ outcome: SearchOutcome, _ suggestions: [SearchSuggestion]) -> String {
        let quoted = { (text: String) in "'" + TerminalText.visible(text) + "'" }
        let terms = query.terms.filter { !$0.isEmpty }
        guard !terms.isEmpty else { return "no symbol passes these filters" }
        guard !outcome.unmatchedTerms.isEmpty else {
            // Each term matches some symbol: together or with the filters, none.
            let plain = SymbolQuery(terms: query.terms, includeVariants: query.includeVariants, limit: query.limit,
                                    exact: query.exact, sort: query.sort)
            let filters = query != plain ? " with these filters" : ""
            if terms.count == 1 { return "no symbol matches \(quoted(terms[0]))" + filters }
            return "no symbol matches all of \(terms.map(quoted).joined(separator: ", "))" + filters + Self.withoutClause(suggestions)
        }
        var message = "no symbol matches " + outcome.unmatchedTerms.map(quoted).joined(separator: " or ")
        for term in outcome.unmatchedTerms {
            // The closest words, an everyday one with what it stands for (`'delete' (trash here)`).
            var everyday = [String: [String]]()
            for case .vocabulary(term, let word, let targets) in suggestions { everyday[word] = targets }
            var words = [String]()
            for case .spelling(term, let spelled) in suggestions {
                words += spelled.map { word in
                    quoted(word) + (everyday[word].map { " (" + $0.map(TerminalText.visible).joined(separator: ", ") + " here)" } ?? "")
                }
            }
            guard !words.isEmpty else { continue }
            message += NameSuggestions.didYouMeanClause(Array(words.prefix(3)), quote: { $0 })
            if outcome.unmatchedTerms.count > 1 { message.removeLast(); message += " for \(quoted(term))?" }
            break
        }
        message += Self.withoutClause(suggestions)
        if !query.exact, typoIndexIsOverLimit {
            message += " (typos are not matched in this data set: its words need more than "
                + "\(Numbers.grouped(FuzzyIndex.maximumDeletions)) typo-index entries)"
        }
        return message
    }

    /// `; without 'apple': 2 symbols (heart, heart.fill)` for each `.without` suggestion.
    static func withoutClause(_ suggestions: [SearchSuggestion]) -> String {
        var clause = ""
        for case .without(let word, let count, let first) in suggestions {
            let names = first.map(TerminalText.visible).joined(separator: ", ") + (count > first.count ? ", …" : "")
            clause += "; without '\(TerminalText.visible(word))': \(Numbers.grouped(count)) symbol\(count == 1 ? "" : "s") (\(names))"
        }
        return clause
    }

    /// `sf6 has no symbol_search.plist (searches match names and categories only, not
    /// keywords)`, for the files of words a search with terms reads (keywords, categories)
    /// that the data set lacks; nil when it has both or there is no term.
    package func missingFilesNote(_ query: SymbolQuery) -> String? {
        guard query.terms.contains(where: { !$0.isEmpty }) else { return nil }
        let missing = missingFiles.filter { [.keywords, .categories].contains($0) }
        guard !missing.isEmpty else { return nil }
        return "\(TerminalText.visible(name)) has no " + missing.map { "\($0.fileName) (\($0.costWhenMissing))" }.joined(separator: ", no ")
    }
}
