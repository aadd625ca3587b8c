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
        let (search, searched, leftOut) = try SetSearch.run(dataSets, terms: options.terms, filters: options.filters, perSet: options.perSet,
                                                            contents: try options.store.marksContents(&context))
        for note in leftOut { context.standardError += "catalog: note: " + note + "\n" }
        let hits = search.hits(terms: options.terms, sort: options.filters.plain.sort, limit: options.filters.plain.limit)
        try context.emit(SetSearchRenderer.render(hits, sets: searched.map(\.dataSet), output: options.output, context), to: options.output)
        guard search.totalCount == 0 else { return }
        // As one set's search: exit status 1 and, terminal or not, one line.
        context.exitStatus = 1
        context.standardError += "catalog: " + SetSearch.noMatchMessage(searched) + "\n"
    }
}
