import SymbolCatalog

/// `catalog collection export NAME` and `catalog collection import FILE`.
extension CollectionCommand {
    static let exportSpec = CommandSpec(
        path: ["collection", "export"],
        summary: "Write a collection to stdout or a file, to import elsewhere.",
        discussion: """
        Writes JSON unless --format text: every stored name of every symbol (and "shownAs", \
        its name in this data set), so nothing is lost whichever data set reads it back. \
        --format text writes this data set's names, one per line after a '#' line naming the \
        collection (symbols it lacks are left out, named in a second '#' line and on stderr).
        """,
        arguments: [ArgumentSpec(name: "NAME", summary: "The collection (any case), or favorites.", completion: .collection)],
        options: [OptionSpec.dataSet, OptionSpec.store] + OptionSpec.output(formats: [.json, .text]).filter { $0.name != "color" }
            .map { $0.name == "format" ? OptionSpec(name: "format", valueName: "FORMAT", choices: ["json", "text"],
                                                     summary: "Output format (default: json).") : $0 },
        examples: [
            CommandExample("catalog collection export toolbar -o toolbar.json", "Write it to a file for another machine."),
            CommandExample("catalog collection export toolbar --format text", "This data set's names, one per line."),
        ],
        defaultFormat: .json,
        textIsForPeople: false,
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let contents = try StoreLocator.contents(for: command, context)
            let name = command.argument("NAME") ?? ""
            let collection = name.lowercased() == UserCollection.favoritesName
                ? UserCollection(name: UserCollection.favoritesName, entries: contents.favorites)
                : try contents.collection(named: name)
            switch context.format(for: command) {
            case .text:
                let (text, missing) = CollectionFile.text(collection, in: dataSet)
                try context.emit(text, for: command)
                if !missing.isEmpty {
                    context.standardError += "catalog: note: not in \(dataSet.name), left out: "
                        + missing.map(\.primaryName).joined(separator: ", ") + " (the default, json, keeps them)\n"
                }
            default:
                try context.emit(CollectionFile.json(collection, in: dataSet), for: command)
            }
        })

    static let importSpec = CommandSpec(
        path: ["collection", "import"],
        summary: "Make a collection from an exported file (json or text).",
        discussion: """
        A json export brings every symbol with all its stored names, whichever data set it came \
        from; a text file (one name per line, # comments) is resolved in this data set and \
        fails on an unknown name. The collection takes --as NAME, else the export's name, else \
        the file's name; it must not exist yet.
        """,
        arguments: [ArgumentSpec(name: "FILE", summary: "An export of 'catalog collection export'.", completion: .file)],
        options: [
            OptionSpec(name: "as", valueName: "NAME", summary: "Name of the new collection."),
            OptionSpec.dataSet, OptionSpec.store,
        ],
        examples: [
            CommandExample("catalog collection import toolbar.json --as toolbar-copy", "Make a collection from an export."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let collection = try CollectionFile.read(path: command.argument("FILE") ?? "", in: dataSet, name: command.option("as"), limit: context.fileLimit)
            try StoreLocator.writableStore(for: command, context).update { contents in try contents.insert(collection) }
            let missing = collection.entries.filter { dataSet.lookUp($0) == nil }.count
            context.standardOutput += "Imported \(collection.name): \(StoreEdits.count(collection.entries.count, "symbol"))"
                + (missing == 0 ? "" : " (\(missing) not in \(dataSet.name))") + "\n"
        })
}
