import CatalogFormats

/// Search results' (and collection members') documents: JSON, a contract, and TSV.
package enum SearchReport {
    package static func flags(_ result: SearchResult, marks: StoreMarks = StoreMarks()) -> [String] {
        var flags = [String]()
        if result.symbol.isRestricted { flags.append("restricted") }
        if result.symbol.localizations.contains(where: { !$0.suffix.isRightToLeft }) { flags.append("localized") }
        if result.symbol.localizations.contains(where: \.suffix.isRightToLeft) { flags.append("rtl") }
        if result.matchedOldName { flags.append("renamed") }
        if result.variant != nil { flags.append("variant") }
        if marks.isFavorite(result.symbol) { flags.append("favorite") }
        return flags
    }

    /// The results as JSON; `suggestions` (a search's: what would find something when nothing
    /// was found) as `suggestions` when given.
    package static func json(_ results: [SearchResult], in dataSet: DataSet, marks: StoreMarks = StoreMarks(),
                     suggestions: [SearchSuggestion]? = nil) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("schemaVersion", .int(1)),
            ("count", .int(results.count)),
            ("results", .array(results.map { .object(jsonMembers($0, in: dataSet, marks: marks)) })),
        ]
        if let suggestions { members.append(("suggestions", .array(suggestions.map(json)))) }
        if let missing = marks.missing {
            members.append(("missing", .array(missing.map { .string($0.primaryName) })))
        }
        return .object(members)
    }

    /// One suggestion: its `kind` and what it offers.
    package static func json(_ suggestion: SearchSuggestion) -> JSONOutput {
        let strings = { (items: [String]) in JSONOutput.array(items.map(JSONOutput.string)) }
        switch suggestion {
        case .spelling(let term, let words):
            return .object([("kind", .string(suggestion.kind)), ("term", .string(term)), ("words", strings(words))])
        case .vocabulary(let term, let word, let targets):
            return .object([("kind", .string(suggestion.kind)), ("term", .string(term)), ("word", .string(word)), ("targets", strings(targets))])
        case .without(let word, let count, let first):
            return .object([("kind", .string(suggestion.kind)), ("word", .string(word)), ("count", .int(count)), ("first", strings(first))])
        }
    }

    /// One result's JSON members: the symbol as `show` gives it, then how it matched.
    package static func jsonMembers(_ result: SearchResult, in dataSet: DataSet, marks: StoreMarks) -> [(String, JSONOutput)] {
        let details = SymbolDetails(symbol: result.symbol, resolution: .current, dataSet: dataSet)
        return SymbolReport.members(details).filter { $0.0 != "resolvedFrom" } + [
            ("score", .int(result.score)),
            ("match", .optional(result.match?.rawValue)),
            ("corrections", .array(result.corrections.map { correction in
                .object([("term", .string(correction.term)), ("word", .string(correction.word))])
            })),
            ("vocabulary", .array(result.vocabulary.map { use in
                .object([("term", .string(use.term)), ("target", .string(use.target))])
            })),
            ("shownAs", .string(result.name)),
            ("release", .string(result.release.rawValue)),
            ("note", .optional(result.note)),
            ("flags", .array(flags(result, marks: marks).map(JSONOutput.string))),
        ] + marks.jsonMembers(result.symbol)
    }

    /// One result's TSV cells: name, release, category keys, flags.
    package static func tsvRow(_ result: SearchResult, marks: StoreMarks) -> [String] {
        [result.name, result.release.rawValue, result.symbol.categories.joined(separator: ","),
         flags(result, marks: marks).joined(separator: ",")]
    }

    /// name, release, category keys, flags.
    package static func tsv(_ results: [SearchResult], marks: StoreMarks = StoreMarks()) -> String {
        TSV.render(results.map { tsvRow($0, marks: marks) })
    }
}
