import CatalogSystem
import SymbolCatalog

extension SearchCommand {
    /// `--per-set N`: with several data sets, at most N results from each.
    static let perSet = OptionSpec(name: "per-set", valueName: "N",
                                   summary: "With several data sets: at most N results from each (--limit caps the whole list).")

    /// `search --data-set all` (or a list): every set searched with the same terms and
    /// filters, merged by score (``SetSearch``). A filter value one set does not know (a
    /// category, release or platform of another set) leaves that set out with a note; when no
    /// set knows it, it is the usual error. Exit status 1 when no set has a match.
    static func runAcrossSets(_ options: Options, _ context: inout CommandContext) throws {
        let dataSets = try options.dataSets.load(context)
        let contents = try options.store.marksContents(&context)
        var search = SetSearch()
        var searched = [(dataSet: DataSet, query: SymbolQuery, outcome: SearchOutcome)]()
        var firstError: SearchError?, notes = [String]()
        for dataSet in dataSets {
            var query: SymbolQuery, platform: Platform?
            do {
                query = try options.filters.query(terms: options.terms, in: dataSet)
                platform = try options.filters.annotationPlatform(for: query, in: dataSet)
            } catch {
                if firstError == nil { firstError = error }
                notes.append("\(dataSet.name) left out: \(error)")
                continue
            }
            // No set gives more than the whole list may hold.
            query.limit = [options.perSet, query.limit].compactMap { $0 }.min()
            let outcome = try dataSet.searchOutcome(query)
            let marks = StoreMarks(contents, in: dataSet)
            search.perSet.append(outcome.results.map { SetSearch.Hit(dataSet: dataSet, result: $0, marks: marks, platform: platform) })
            search.totalCount += outcome.totalCount
            searched.append((dataSet, query, outcome))
        }
        if searched.isEmpty, let firstError { throw firstError }
        for note in notes { context.standardError += "catalog: note: " + note + "\n" }
        let ranked = options.terms.contains { !$0.isEmpty }
        var hits = search.merged(sort: options.filters.plain.sort, ranked: ranked)
        if let limit = options.filters.plain.limit { hits = Array(hits.prefix(limit)) }
        try context.emit(SetSearchRenderer.render(hits, sets: searched.map(\.dataSet), output: options.output, context), to: options.output)
        guard search.totalCount == 0 else { return }
        // As one set's search: exit status 1 and, terminal or not, one line.
        context.exitStatus = 1
        context.standardError += "catalog: " + noMatchMessage(searched) + "\n"
    }

    /// `no symbol matches 'hart' in fontawesome-6, mdi; did you mean 'heart'?`: the
    /// message of the first set searched, naming every set, with the first suggestion any
    /// set has for a term no set matched.
    static func noMatchMessage(_ searched: [(dataSet: DataSet, query: SymbolQuery, outcome: SearchOutcome)]) -> String {
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
