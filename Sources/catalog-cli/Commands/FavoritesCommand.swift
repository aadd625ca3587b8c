import SymbolCatalog

/// `catalog favorites [add NAME… | remove NAME… | clear]`: older spellings of `catalog
/// collection show|add|remove|clear favorites`, kept working.
enum FavoritesCommand {
    static let listSpec = CommandSpec(
        path: ["favorites"],
        summary: "The same as 'catalog collection show favorites' (an older spelling, kept working).",
        discussion: """
        Favorites are the collection named favorites, kept in one file for all data sets of a \
        family (see --store). Each is listed in the order it was added, under the name this \
        data set uses (add doc.on.doc with SF Symbols 5 and it lists as document.on.document \
        with SF Symbols 6); favorites this data set lacks, or made in another family of data \
        sets (Font Awesome for SF Symbols), are counted after the list (JSON: "missing").
        """,
        options: [OptionSpec.dataSet, OptionSpec.store] + SearchFilters.options
            + OutputOptions.options(formats: SearchRenderer.formats),
        rules: SearchFilters.rules,
        examples: [
            CommandExample("catalog favorites", "Your favorite symbols in this data set."),
            CommandExample("catalog favorites --format tsv", "The same, one per line for scripts."),
        ],
        run: { (options: CollectionsCommand.MemberOptions, context) in
            try CollectionsCommand.show(UserCollection.favoritesName, options, &context)
        })

    static let addSpec = CommandSpec(
        path: ["favorites", "add"],
        summary: "The same as 'catalog collection add favorites' (an older spelling, kept working).",
        discussion: "Names resolve as for 'catalog collection add'.",
        arguments: [ListEdit.symbolNames],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites add heart star", "Add two symbols to your favorites."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.add)

    static let removeSpec = CommandSpec(
        path: ["favorites", "remove"],
        summary: "The same as 'catalog collection remove favorites' (an older spelling, kept working).",
        discussion: "Names resolve as for 'catalog collection remove'.",
        arguments: [ListEdit.symbolNames],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites remove star", "Remove one."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.remove)

    static let clearSpec = CommandSpec(
        path: ["favorites", "clear"],
        summary: "The same as 'catalog collection clear favorites' (an older spelling, kept working).",
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog favorites clear", "Start again with no favorites."),
        ],
        parse: ListEdit.favorites, run: StoreEdits.clear)
}
