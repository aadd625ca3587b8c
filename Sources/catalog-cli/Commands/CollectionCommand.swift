import CatalogSystem
import SymbolCatalog

/// `catalog collection list|show|new|add|remove|clear|delete|rename|import|export|doctor`:
/// the one noun for collections, smart ones, favorites and the user's own.
enum CollectionCommand {

    static let groupSpec = CommandGroup.spec(
        path: ["collection"],
        summary: "List, show, make and change collections: smart ones, favorites and yours.",
        discussion: """
        Collections and favorites are kept in one file shared by every data set of a family \
        (see --store): a symbol added with SF Symbols 5 shows in SF Symbols 6 under its new \
        name, never in Font Awesome. Favorites are the collection named favorites ('catalog \
        collection add favorites heart'). Older spellings kept working: 'catalog collections' \
        (collection list), 'catalog collections show NAME' (collection show), 'catalog \
        favorites' and 'catalog favorites add|remove|clear' (collection show|add|remove|clear \
        favorites).
        """,
        subcommands: [CollectionsCommand.listSpec, CollectionsCommand.showSpec, newSpec, addSpec, removeSpec, clearSpec,
                      deleteSpec, renameSpec, importSpec, exportSpec, CollectionDoctorCommand.spec],
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
            context.standardOutput += "Deleted collection \(deleted.name) (\(Numbers.counted(deleted.entries.count, "symbol")))\n"
        })

    static let addSpec = CommandSpec(
        path: ["collection", "add"],
        summary: "Add symbols to a collection.",
        discussion: """
        A name may be a current, old, legacy or variant name or a code point; an old name is \
        stored as given and the current one is named. Each entry keeps every name known for it, \
        the data set it came from and that set's family. An unknown name fails (with \
        did-you-mean) and nothing is added; a symbol already there is left as it is.
        """,
        arguments: [ListEdit.collectionName, ListEdit.symbols],
        options: [OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection add toolbar magnifying-glass gear", "Add two symbols."),
            CommandExample("catalog collection add favorites heart", "Add a favorite."),
        ],
        parse: ListEdit.collection, run: StoreEdits.add)

    static let removeSpec = CommandSpec(
        path: ["collection", "remove"],
        summary: "Remove symbols from a collection.",
        discussion: """
        A name resolves in the data set as for 'add' (any of a symbol's names removes it); a \
        name this data set does not know removes the entries that store it.
        """,
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
