import SymbolCatalog

/// `catalog collection new|rename|delete|add|remove|clear|export|import|doctor`: the user's
/// own collections. Listing and showing are `catalog collections [show NAME]`.
enum CollectionCommand {

    static let groupSpec = CommandGroup.spec(
        path: ["collection"],
        summary: "Make and change your own collections (see 'catalog collection SUBCOMMAND --help').",
        discussion: """
        Collections and favorites are kept in one file shared by every data set (see --store); \
        list them with 'catalog collections' and print one with 'catalog collections show NAME'.
        """,
        subcommands: [newSpec, renameSpec, deleteSpec, addSpec, removeSpec, clearSpec, exportSpec, importSpec,
                      CollectionDoctorCommand.spec],
        examples: [
            CommandExample("catalog collection new toolbar", "Make a collection."),
            CommandExample("catalog collection add toolbar magnifying-glass gear", "Put symbols in it."),
        ])

    static let newSpec = CommandSpec(
        path: ["collection", "new"],
        summary: "Make an empty collection.",
        discussion: """
        Names are unique whatever their case, printable, and not those of the built-in \
        collections (favorites, restricted, new-in-RELEASE, …).
        """,
        arguments: [ArgumentSpec(name: "NAME", summary: "The new collection's name.")],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection new toolbar", "Make an empty collection called toolbar."),
        ],
        run: { command, context in
            let name = command.argument("NAME") ?? ""
            try StoreLocator.writableStore(for: command, context).update { contents in try contents.createCollection(named: name) }
            context.standardOutput += "Made collection \(name)\n"
        })

    static let renameSpec = CommandSpec(
        path: ["collection", "rename"],
        summary: "Rename a collection.",
        arguments: [ArgumentSpec(name: "OLD", summary: "Its name (any case).", completion: .collection), ArgumentSpec(name: "NEW", summary: "The new name.")],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection rename toolbar \"Toolbar icons\"", "Rename it."),
        ],
        run: { command, context in
            let new = command.argument("NEW") ?? ""
            let old = try StoreLocator.writableStore(for: command, context).update { contents in
                try contents.renameCollection(command.argument("OLD") ?? "", to: new)
            }
            context.standardOutput += "Renamed collection \(old) to \(new)\n"
        })

    static let deleteSpec = CommandSpec(
        path: ["collection", "delete"],
        summary: "Delete a collection and its list of symbols.",
        arguments: [ArgumentSpec(name: "NAME", summary: "Its name (any case).", completion: .collection)],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection delete toolbar", "Delete it (the symbols stay in the data set)."),
        ],
        run: { command, context in
            let deleted = try StoreLocator.writableStore(for: command, context).update { contents in
                try contents.deleteCollection(named: command.argument("NAME") ?? "")
            }
            context.standardOutput += "Deleted collection \(deleted.name) (\(StoreEdits.count(deleted.entries.count, "symbol")))\n"
        })

    static let addSpec = CommandSpec(
        path: ["collection", "add"],
        summary: "Add symbols to a collection.",
        discussion: "Names resolve as for 'catalog favorites add'; nothing is added when one is unknown.",
        arguments: [ArgumentSpec(name: "NAME", summary: "The collection (any case), or favorites.", completion: .collection),
                    ArgumentSpec(name: "SYMBOL", summary: "Symbol names.", isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection add toolbar magnifying-glass gear", "Add two symbols."),
        ],
        run: { command, context in
            try StoreEdits.add(command.values("SYMBOL"), to: list(command), command, &context)
        })

    static let removeSpec = CommandSpec(
        path: ["collection", "remove"],
        summary: "Remove symbols from a collection.",
        discussion: "Names resolve as for 'catalog favorites remove'.",
        arguments: [ArgumentSpec(name: "NAME", summary: "The collection (any case), or favorites.", completion: .collection),
                    ArgumentSpec(name: "SYMBOL", summary: "Symbol names.", isVariadic: true, completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection remove toolbar gear", "Remove one."),
        ],
        run: { command, context in
            try StoreEdits.remove(command.values("SYMBOL"), from: list(command), command, &context)
        })

    static let clearSpec = CommandSpec(
        path: ["collection", "clear"],
        summary: "Remove every symbol from a collection (the collection stays).",
        arguments: [ArgumentSpec(name: "NAME", summary: "The collection (any case), or favorites.", completion: .collection)],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection clear toolbar", "Empty it, keeping the collection."),
        ],
        run: { command, context in
            let (name, removed) = try StoreLocator.writableStore(for: command, context).update { contents in
                let list = list(command)
                return (try StoreEdits.placeName(list, contents), try contents.clear(list))
            }
            context.standardOutput += removed == 0 ? "\(name) is already empty\n" : "Cleared \(name) (\(StoreEdits.count(removed, "symbol")) removed)\n"
        })

    /// The list a command's NAME argument names: a user collection, or the favorites.
    static func list(_ command: ParsedCommand) -> StoreContents.List {
        let name = command.argument("NAME") ?? ""
        return name.lowercased() == UserCollection.favoritesName ? .favorites : .collection(name)
    }
}
