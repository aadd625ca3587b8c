import CatalogSystem
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
        collection (symbols it lacks are left out, named in a second '#' line and on stderr). \
        --format svg-sprite writes one <svg> with a <symbol id="ID"> per symbol, each the icon \
        on its own design grid with its own viewBox, as 'glyph NAME --format svg --plain' \
        draws it, its name as the <title>: the ID is the asset-catalog name 'copy --format \
        asset' gives (fa-solid-house, mdi-home, ph-bold-house, lucide-house; sf-NAME for SF \
        Symbols), made a valid XML ID (other characters as _) and unique (-2, -3). Use one as \
        <svg><use href="sprite.svg#fa-solid-house"/></svg>. --style draws the symbols that \
        have it in that style (the others in their own, named on stderr); a set that names no \
        fonts (SF Symbols) needs --symbols-font.
        """,
        arguments: [ListEdit.collectionName],
        options: [OptionSpec.dataSet, OptionSpec.store, ExportOptions.style, CopyCommand.symbolsFont]
            + OutputOptions.options(formats: [.json, .text, .svgSprite], color: false),
        examples: [
            CommandExample("catalog collection export toolbar -o toolbar.json", "Write it to a file for another machine."),
            CommandExample("catalog collection export toolbar --format text", "This data set's names, one per line."),
            CommandExample("catalog collection export toolbar --format svg-sprite -o toolbar.svg", "Its icons as one SVG sprite."),
        ],
        defaultFormat: .json,
        textIsForPeople: false,
        run: { (options: ExportOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let contents = try options.store.contents(context)
            let collection = try contents.list(named: options.name)
            switch options.output.format {
            case .svgSprite:
                try context.emit(try sprite(collection, in: dataSet, options, &context), to: options.output)
            case .text:
                let (text, missing) = CollectionFile.text(collection, in: dataSet)
                try context.emit(text, to: options.output)
                if !missing.isEmpty {
                    context.standardError += TerminalText.lines(["catalog: note: not in \(dataSet.name), left out: "
                        + missing.map(\.primaryName).joined(separator: ", ") + " (the default, json, keeps them)"])
                }
            default:
                try context.emit(CollectionFile.json(collection, in: dataSet), to: options.output)
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
        arguments: [ImportOptions.file],
        options: [ImportOptions.name, OptionSpec.dataSet, OptionSpec.store],
        examples: [
            CommandExample("catalog collection import toolbar.json --as toolbar-copy", "Make a collection from an export."),
        ],
        run: { (options: ImportOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let collection = try CollectionFile.read(path: options.file, in: dataSet, name: options.name, limit: context.fileLimit)
            try options.store.writableStore(context).update { contents in try contents.insert(collection) }
            let missing = collection.entries.filter { dataSet.lookUp($0) == nil }.count
            context.standardOutput += "Imported \(collection.name): \(Numbers.counted(collection.entries.count, "symbol"))"
                + (missing == 0 ? "" : " (\(missing) not in \(dataSet.name))") + "\n"
        })

    /// What `collection import` is asked.
    struct ImportOptions: CommandOptions {
        static let file = ArgumentSpec(name: "FILE", summary: "An export of 'catalog collection export'.", completion: .file)
        static let name = OptionSpec(name: "as", valueName: "NAME", summary: "Name of the new collection.")

        var file: String
        /// `--as NAME`, else the export's name, else the file's.
        var name: String?
        var dataSet: DataSetSelection
        var store: StoreSelection

        init(_ parsed: ParsedCommand) {
            file = parsed.value(Self.file) ?? ""
            name = parsed.value(Self.name)
            dataSet = DataSetSelection(parsed)
            store = StoreSelection(parsed)
        }
    }
}
