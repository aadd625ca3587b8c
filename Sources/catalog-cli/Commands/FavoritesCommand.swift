import SymbolCatalog

/// `catalog favorites [add NAME… | remove NAME… | clear]`.
enum FavoritesCommand {
    static let listSpec = CommandSpec(
        path: ["favorites"],
        summary: "List your favorite symbols (shared by every data set), with search's filters and formats.",
        discussion: """
        Favorites are kept in one file for all data sets (see --store). Each is listed in the \
        order it was added, under the name this data set uses (add doc.on.doc with SF Symbols 5 \
        and it lists as document.on.document with SF Symbols 6); favorites this data set lacks \
        are counted after the list (JSON: "missing").
        """,
        options: [OptionSpec.dataSet, OptionSpec.store] + SearchFilters.options
            + OutputOptions.options(formats: SearchRenderer.formats),
        rules: SearchFilters.rules,
        examples: [
            CommandExample("catalog favorites", "Your favorite symbols in this data set."),
            CommandExample("catalog favorites --format tsv", "The same, one per line for scripts."),
        ],
        run: { (options: CollectionsCommand.MemberOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let contents = try options.store.contents(context)
            if contents.favorites.isEmpty, options.output.format == .text {
                try context.emit("No favorites yet: add some with 'catalog favorites add NAME…'.\n", to: options.output)
                return
            }
            let query = try options.filters.query(terms: [], in: dataSet)
            let found = try dataSet.search(query, among: contents.favorites)
            var marks = StoreMarks(contents, in: dataSet)
            marks.missing = found.missing
            marks.starsFavorites = false
            try SearchCommand.emit(found.results, of: query, filters: options.filters, in: dataSet, marks: marks,
                                   to: options.output, &context)
        })

    static let addSpec = CommandSpec(
        path: ["favorites", "add"],
        summary: "Add symbols to your favorites.",
        discussion: """
        A name may be a current, old, legacy or variant name or a code point; an old name is \
        stored as given and the current one is named. Each favorite keeps every name known for \
        it and the data set it came from. An unknown name fails (with did-you-mean) and nothing \
        is added; a favorite already there is left as it is.
        """,
        arguments: [ListEdit.symbolNames],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites add heart star", "Add two symbols to your favorites."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.add)

    static let removeSpec = CommandSpec(
        path: ["favorites", "remove"],
        summary: "Remove symbols from your favorites.",
        discussion: """
        A name resolves in the data set as for 'add' (any of a symbol's names removes it); a \
        name this data set does not know removes the favorites that store it.
        """,
        arguments: [ListEdit.symbolNames],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites remove star", "Remove one."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.remove)

    static let clearSpec = CommandSpec(
        path: ["favorites", "clear"],
        summary: "Remove every favorite (in every data set).",
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog favorites clear", "Start again with no favorites."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.clear)
}
