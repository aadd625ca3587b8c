import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// `catalog data-sets [add NAME PATH | remove NAME]`.
enum DataSetsCommand {
    static let listSpec = CommandSpec(
        path: ["data-sets"],
        summary: "List the data sets: name, source, releases, symbols.",
        discussion: """
        Search order for --data-set NAME|PATH: a folder path, then names registered with \
        'catalog data-sets add', then the embedded data sets. Without --data-set or \
        CATALOG_DATA_SET, the default is used (marked *): the one chosen with 'catalog \
        data-sets default', else the newest embedded.
        """,
        options: OutputOptions.options(),
        examples: [
            CommandExample("catalog data-sets", "Embedded and registered data sets; * marks the default."),
        ],
        run: list)

    /// `data-sets list`: the same list, for the word people type after `data-sets`.
    static let listWordSpec = CommandSpec(
        path: ["data-sets", "list"],
        summary: "The same as 'catalog data-sets': list the data sets.",
        options: OutputOptions.options(),
        examples: [CommandExample("catalog data-sets list", "Embedded and registered data sets; * marks the default.")],
        run: list)

    /// Lists the data sets in `output`'s format.
    static func list(_ output: OutputOptions, _ context: inout CommandContext) throws {
        let listings = DataSetListing.all(in: DataSetLocator.registry(context))
        let text = switch output.format {
        case .json: DataSetListing.json(listings).rendered()
        case .tsv: DataSetListing.tsv(listings)
        default: DataSetListing.text(listings, style: context.style(output))
        }
        try context.emit(text, to: output)
    }

    static let addSpec = CommandSpec(
        path: ["data-sets", "add"],
        summary: "Register a data-set folder under a name (it must load).",
        discussion: """
        For example a copy of 'SF Symbols.app/Contents/Resources/Metadata' from a Mac. The \
        folder is checked first; a folder that does not load is refused with the reason.
        """,
        arguments: [RegistryOptions.name.with { $0.summary = "Name to use with --data-set."; $0.completion = .none }, RegistryOptions.path],
        examples: [
            CommandExample("catalog data-sets add sf6 \"/Applications/SF Symbols.app\"", "Register an SF Symbols folder or app as sf6."),
        ],
        run: { (options: RegistryOptions, context) in
            let (name, path) = (options.name, options.path ?? "")
            let registry = DataSetLocator.registry(context)
            let dataSet = try registry.register(name: name, path: path, limit: context.fileLimit)
            let target = registry.registered().first { $0.name == name }?.path ?? dataSet.location
            context.standardOutput += "Registered \(name) → \(target) (\(Numbers.grouped(dataSet.symbolCount)) symbols)\n"
        })

    static let removeSpec = CommandSpec(
        path: ["data-sets", "remove"],
        summary: "Forget a registered data-set name (the folder is kept).",
        arguments: [RegistryOptions.name],
        examples: [
            CommandExample("catalog data-sets remove sf6", "Forget the name (the folder stays)."),
        ],
        run: { (options: RegistryOptions, context) in
            try DataSetLocator.registry(context).remove(name: options.name)
            context.standardOutput += "Removed \(options.name)\n"
        })

    /// What `data-sets add NAME PATH` and `data-sets remove NAME` are asked.
    struct RegistryOptions: CommandOptions {
        static let name = ArgumentSpec(name: "NAME", summary: "A registered name.", completion: .dataSet)
        static let path = ArgumentSpec(name: "PATH", summary: "Data-set folder (or an .app bundle).", completion: .directory)

        var name: String
        /// The folder to register (`add`).
        var path: String?

        init(_ parsed: ParsedCommand) {
            name = parsed.value(Self.name) ?? ""
            path = parsed.value(Self.path)
        }
    }
}

extension DataSetListing {
    static func text(_ listings: [DataSetListing], style: ANSIStyle) -> String {
        guard !listings.isEmpty else { return "No data sets: register one with 'catalog data-sets add NAME PATH'.\n" }
        var rows = [["", "name", "source", "releases", "symbols", "licence", "path"]]
        for listing in listings {
            rows.append([
                listing.isDefault ? "*" : "",
                listing.entry.name,
                listing.entry.source.rawValue,
                listing.problem == nil ? "\(listing.dataSet?.releases.count ?? 0) (\(listing.releaseRange))" : "–",
                listing.dataSet.map { Numbers.grouped($0.symbolCount) } ?? style.warning("does not load"),
                listing.dataSet?.license ?? "",
                listing.entry.path,
            ])
        }
        var lines = TextTable.align(rows)
        for listing in listings where listing.problem != nil {
            lines.append(style.warning("\(listing.entry.name): \(listing.problem ?? "")"))
        }
        return TerminalText.lines(lines)
    }
}
