import CatalogSystem
import SymbolCatalog

/// `catalog search [TERM…]`: find symbols by text, category, release or OS version.
enum SearchCommand {
    static let spec = CommandSpec(
        path: ["search"],
        summary: "Search symbols by name, old name, keyword or category, with filters.",
        discussion: """
        A term matches a symbol when it is part of its name or an old name, is a keyword or \
        starts one (or one of its words), or is one of its categories; all terms must match. A \
        term that matches no symbol of the data set in name, old name or keyword is matched as \
        a typo of a name component or keyword word: one slip (a letter missing, extra or wrong, \
        or two swapped), two for terms of 7 letters or more; --exact turns this off. Results \
        rank best first: the name is the query, an old name is, the words joined make the name \
        (star fill: star.fill), they are whole components of it (phone: phone.fill), a keyword \
        is the query; then by how each term matched: a whole name component, a keyword, an \
        old-name component, the start of a component or keyword, part of a component or old \
        name, a category, a typo; ties go to names with fewer other components, then shorter. \
        JSON gives each result's "score" (higher is better) and "match" (the rule). With no \
        term, every symbol that passes the filters, by name. Favorites are marked ★ (TSV: a \
        favorite flag; JSON: "favorite", "collections"). Exit status 1 when nothing matches.

        Several data sets: --data-set all (every registered and embedded set), a list \
        (--data-set sf6,mdi) or the option repeated. Each set is searched with the same rules \
        and the results merge into one list by score (ties: shorter name, then the set named \
        first); each row names its set (text: first column; TSV: first column; JSON: \
        "dataSet"). --limit caps the whole list, --per-set N each set. A set that does not \
        load is an error naming it; a set that does not know a --category, release or \
        platform is left out with a note.
        """,
        arguments: [terms],
        options: [dataSets, OptionSpec.store] + SearchFilters.ranking + SearchFilters.options + [perSet]
            + OutputOptions.options(formats: SearchRenderer.formats),
        rules: SearchFilters.rules,
        examples: [
            CommandExample("catalog search heart", "Symbols whose name, old name, keyword or category matches."),
            CommandExample("catalog search star fill --data-set sf6", "star.fill first, then the other filled stars."),
            CommandExample("catalog search heart --data-set all --per-set 3", "The best three hearts of every set, side by side."),
            CommandExample("catalog search bookmak --json", "A typo still finds bookmark (\"match\": \"fuzzy\")."),
            CommandExample("catalog search --category arrows --since 6.1.0 --format grid", "Arrows added in 6.1.0 or later, in columns."),
            CommandExample("catalog search --available-in iOS 16.0 --data-set sf6 car", "In a registered SF Symbols set: what iOS 16 can show."),
        ],
        run: run)

    /// What `search` is asked.
    struct Options: CommandOptions {
        var terms: [String]
        var dataSet: DataSetSelection
        /// Every `--data-set` value: several sets, or `all`, search each (``runAcrossSets(_:_:)``).
        var dataSets: DataSetList
        var store: StoreSelection
        var filters: SearchFilters
        var output: OutputOptions
        /// `--per-set N`.
        var perSet: Int?

        init(_ parsed: ParsedCommand) throws(CLIError) {
            terms = parsed.values(SearchCommand.terms)
            dataSet = DataSetSelection(parsed)
            dataSets = DataSetList(parsed)
            perSet = try parsed.wholeNumber(SearchCommand.perSet, minimum: 0, requirement: "a whole number")
            store = StoreSelection(parsed)
            filters = try SearchFilters(parsed)
            output = OutputOptions(parsed)
        }
    }

    /// `--data-set`, which search also reads as several sets.
    static let dataSets = OptionSpec.dataSet.with {
        $0.summary = "Data set: a folder, or a registered or embedded name; 'all', a list (sf6,mdi) or the option repeated "
            + "searches several (default: $CATALOG_DATA_SET, else the newest embedded)."
        $0.completion = .dataSets
    }

    static let terms = ArgumentSpec(name: "TERM", summary: "Search terms.", isOptional: true, isVariadic: true, completion: .symbol)

    static func run(_ options: Options, _ context: inout CommandContext) throws {
        if options.dataSets.isSeveral { return try runAcrossSets(options, &context) }
        let dataSet = try options.dataSet.load(context)
        var query = try options.filters.query(terms: options.terms, in: dataSet)
        query.limit = [options.perSet, query.limit].compactMap { $0 }.min()
        let outcome = try dataSet.searchOutcome(query)
        let suggestions = dataSet.suggestions(for: query, outcome: outcome)
        let marks = StoreMarks(try options.store.marksContents(&context), in: dataSet)
        try emit(outcome.results, of: query, filters: options.filters, in: dataSet, marks: marks, suggestions: suggestions,
                 to: options.output, &context)
        if outcome.totalCount == 0 {
            // As grep and rg: exit status 1; and, terminal or not, one line saying what would
            // find something (JSON has it too, as `suggestions`).
            context.exitStatus = 1
            context.standardError += "catalog: " + dataSet.noMatchMessage(query, outcome, suggestions) + "\n"
        }
    }

    /// Writes search results (or a list's members) in `output`'s format, text annotated with
    /// the OS versions of `--platform` or `--available-in`'s platform.
    static func emit(
        _ results: [SearchResult], of query: SymbolQuery, filters: SearchFilters, in dataSet: DataSet, marks: StoreMarks,
        suggestions: [SearchSuggestion]? = nil, to output: OutputOptions, _ context: inout CommandContext
    ) throws {
        let platform = try filters.annotationPlatform(for: query, in: dataSet)
        try context.emit(SearchRenderer.render(results, in: dataSet, platform: platform, output: output, context, marks: marks,
                                               suggestions: suggestions), to: output)
    }
}
