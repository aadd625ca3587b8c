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

    static let addSpec = editSpec("add", example: CommandExample("catalog favorites add heart star", "Add two symbols to your favorites."),
                                  run: StoreEdits.add)
    static let removeSpec = editSpec("remove", example: CommandExample("catalog favorites remove star", "Remove one."), run: StoreEdits.remove)
    static let clearSpec = editSpec("clear", takesNames: false, example: CommandExample("catalog favorites clear", "Start again with no favorites."),
                                    run: StoreEdits.clear)

    /// `favorites VERB`, the older spelling of `collection VERB favorites`: the same edit of the
    /// favorites, its names (`takesNames`) resolved as there.
    private static func editSpec(_ verb: String, takesNames: Bool = true, example: CommandExample,
                                 run: @escaping @Sendable (ListEdit, inout CommandContext) throws -> Void) -> CommandSpec {
        CommandSpec(path: ["favorites", verb], summary: "The same as 'catalog collection \(verb) favorites' (an older spelling, kept working).",
                    discussion: takesNames ? "Names resolve as for 'catalog collection \(verb)'." : "",
                    arguments: takesNames ? [ListEdit.symbolNames] : [], options: (takesNames ? [OptionSpec.dataSet] : []) + [OptionSpec.store],
                    examples: [example], parse: ListEdit.favorites, run: run)
    }
}
