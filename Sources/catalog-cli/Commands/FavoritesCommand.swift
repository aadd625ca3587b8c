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
        options: [OptionSpec.dataSet, OptionSpec.store] + SearchCommand.filterOptions
            + OptionSpec.output(formats: SearchRenderer.formats),
        examples: [
            CommandExample("catalog favorites", "Your favorite symbols in this data set."),
            CommandExample("catalog favorites --format tsv", "The same, one per line for scripts."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let contents = try StoreLocator.contents(for: command, context)
            if contents.favorites.isEmpty, context.format(for: command) == .text {
                try context.emit("No favorites yet: add some with 'catalog favorites add NAME…'.\n", for: command)
                return
            }
            let found = try dataSet.search(try SearchCommand.query(from: command), among: contents.favorites)
            var marks = StoreMarks(contents, in: dataSet)
            marks.missing = found.missing
            marks.starsFavorites = false
            try context.emit(try SearchRenderer.render(found.results, in: dataSet, for: command, context, marks: marks), for: command)
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
        arguments: [ArgumentSpec(name: "NAME", summary: "Symbol names.", isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites add heart star", "Add two symbols to your favorites."),
        ],
        run: { command, context in
            try StoreEdits.add(command.values("NAME"), to: .favorites, command, &context)
        })

    static let removeSpec = CommandSpec(
        path: ["favorites", "remove"],
        summary: "Remove symbols from your favorites.",
        discussion: """
        A name resolves in the data set as for 'add' (any of a symbol's names removes it); a \
        name this data set does not know removes the favorites that store it.
        """,
        arguments: [ArgumentSpec(name: "NAME", summary: "Symbol names.", isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog favorites remove star", "Remove one."),
        ],
        run: { command, context in
            try StoreEdits.remove(command.values("NAME"), from: .favorites, command, &context)
        })

    static let clearSpec = CommandSpec(
        path: ["favorites", "clear"],
        summary: "Remove every favorite (in every data set).",
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog favorites clear", "Start again with no favorites."),
        ],
        run: { command, context in
            let store = try StoreLocator.writableStore(for: command, context)
            let removed = try store.update { contents in try contents.clear(.favorites) }
            context.standardOutput += removed == 0 ? "No favorites to remove\n" : "Removed \(StoreEdits.count(removed, "favorite"))\n"
        })
}
