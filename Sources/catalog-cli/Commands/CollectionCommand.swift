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
        arguments: [ListEdit.collectionName.with { $0.summary = "The new collection's name."; $0.completion = .none }],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection new toolbar", "Make an empty collection called toolbar."),
        ],
        run: { (options: NameOptions, context) in
            let name = options.name
            try options.store.writableStore(context).update { contents in try contents.createCollection(named: name) }
            context.standardOutput += "Made collection \(name)\n"
        })

    static let renameSpec = CommandSpec(
        path: ["collection", "rename"],
        summary: "Rename a collection.",
        arguments: [RenameOptions.old, RenameOptions.new],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection rename toolbar \"Toolbar icons\"", "Rename it."),
        ],
        run: { (options: RenameOptions, context) in
            let old = try options.store.writableStore(context).update { contents in
                try contents.renameCollection(options.old, to: options.new)
            }
            context.standardOutput += "Renamed collection \(old) to \(options.new)\n"
        })

    static let deleteSpec = CommandSpec(
        path: ["collection", "delete"],
        summary: "Delete a collection and its list of symbols.",
        arguments: [ListEdit.collectionName.with { $0.summary = "Its name (any case)." }],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection delete toolbar", "Delete it (the symbols stay in the data set)."),
        ],
        run: { (options: NameOptions, context) in
            let deleted = try options.store.writableStore(context).update { contents in
                try contents.deleteCollection(named: options.name)
            }
            context.standardOutput += "Deleted collection \(deleted.name) (\(StoreEdits.count(deleted.entries.count, "symbol")))\n"
        })

    static let addSpec = CommandSpec(
        path: ["collection", "add"],
        summary: "Add symbols to a collection.",
        discussion: "Names resolve as for 'catalog favorites add'; nothing is added when one is unknown.",
        arguments: [ListEdit.collectionName, ListEdit.symbols],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection add toolbar magnifying-glass gear", "Add two symbols."),
        ],
        parse: ListEdit.collection, run: StoreEdits.add)

    static let removeSpec = CommandSpec(
        path: ["collection", "remove"],
        summary: "Remove symbols from a collection.",
        discussion: "Names resolve as for 'catalog favorites remove'.",
        arguments: [ListEdit.collectionName, ListEdit.symbols],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection remove toolbar gear", "Remove one."),
        ],
        parse: ListEdit.collection, run: StoreEdits.remove)

    static let clearSpec = CommandSpec(
        path: ["collection", "clear"],
        summary: "Remove every symbol from a collection (the collection stays).",
        arguments: [ListEdit.collectionName],
        options: [OptionSpec.store],
        examples: [
            CommandExample("catalog collection clear toolbar", "Empty it, keeping the collection."),
        ],
        parse: ListEdit.collection, run: StoreEdits.clear)

    /// `rename OLD NEW`.
    struct RenameOptions: CommandOptions {
        static let old = ArgumentSpec(name: "OLD", summary: "Its name (any case).", completion: .collection)
        static let new = ArgumentSpec(name: "NEW", summary: "The new name.")

        var old: String
        var new: String
        var store: StoreSelection

        init(_ parsed: ParsedCommand) {
            old = parsed.value(Self.old) ?? ""
            new = parsed.value(Self.new) ?? ""
            store = StoreSelection(parsed)
        }
    }
}
