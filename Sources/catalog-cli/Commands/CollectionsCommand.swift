import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// `catalog collection list` and `catalog collection show NAME`: smart collections, the
/// favorites and the user's collections (`collections [show NAME]` are their older spellings).
enum CollectionsCommand {
    static let listSpec = CommandSpec(
        path: ["collection", "list"],
        summary: "List collections with their member counts: smart ones, favorites and yours.",
        discussion: """
        Smart collections: restricted, unrestricted, uncategorized (in no category but \
        all, whatsnew, multicolor, hierarchical, palette, variable and draw), localized (a \
        variant other than .rtl), rtl, and new-in-RELEASE and renamed-in-RELEASE for every \
        release (a rename belongs to the release of its new name); those of a release that \
        added or renamed nothing are left out unless --all. Then favorites and the \
        collections made with 'catalog collection new', counting the symbols this data set \
        has (JSON adds "stored", every entry kept; favorites and collections belong to the \
        family of data sets they were made in: SF Symbols, Font Awesome).
        """,
        options: [OptionSpec.dataSet, OptionSpec.store, all] + OutputOptions.options(),
        examples: [
            CommandExample("catalog collection list", "Smart collections, favorites and yours, with their sizes."),
            CommandExample("catalog collection list --all --format tsv", "Every smart collection, the empty ones too."),
        ],
        run: { (options: ListOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let contents = try options.store.contents(context)
            let listing = CollectionListing(dataSet, contents: contents, showsEmpty: options.showsEmpty)
            let text: String = switch options.output.format {
            case .json: listing.json.rendered()
            case .tsv: listing.tsv
            default:
                TextTable.align(listing.smart.map { [$0.0.description, Numbers.grouped($0.1)] } + [[""]] + listing.stored.map { row in
                    [row.name, Numbers.grouped(row.count)]
                        + (row.stored > row.count ? ["(\(row.stored - row.count) more not in \(dataSet.name))"] : [])
                }).joined(separator: "\n") + "\n"
                    + (dataSet.hasCategories ? "" : TerminalText.lines(["(uncategorized is empty: \(dataSet.name) has no categories file)"]))
            }
            try context.emit(text, to: options.output)
        })

    static let all = OptionSpec(name: "all", summary: "Also the empty new-in-RELEASE and renamed-in-RELEASE collections.")

    /// What `collection list` is asked.
    struct ListOptions: CommandOptions {
        var dataSet: DataSetSelection
        var store: StoreSelection
        /// `--all`: the empty new-in and renamed-in collections too.
        var showsEmpty: Bool
        var output: OutputOptions

        init(_ parsed: ParsedCommand) {
            dataSet = DataSetSelection(parsed)
            store = StoreSelection(parsed)
            showsEmpty = parsed.flag(CollectionsCommand.all)
            output = OutputOptions(parsed)
        }
    }

    /// What `favorites` and `collection show NAME` are asked: search's filters and formats
    /// over a list's members.
    struct MemberOptions: CommandOptions {
        static let name = NameOptions.name.with { argument in
            argument.summary = "Collection name, e.g. restricted, new-in-2024 or favorites."
            argument.completion = .collection
        }

        /// The collection (`collection show`); empty for `favorites`, which shows the favorites.
        var name: String
        var dataSet: DataSetSelection
        var store: StoreSelection
        var filters: SearchFilters
        var output: OutputOptions

        init(_ parsed: ParsedCommand) throws(CLIError) {
            name = parsed.value(Self.name) ?? ""
            dataSet = DataSetSelection(parsed)
            store = StoreSelection(parsed)
            filters = try SearchFilters(parsed)
            output = OutputOptions(parsed)
        }
    }

    /// `collections`, the older spelling of `collection list`.
    static let listAlias = listSpec.alias(["collections"])

    static let showSpec = CommandSpec(
        path: ["collection", "show"],
        summary: "Print a collection's members (with search's filters and formats).",
        discussion: """
        NAME is a smart collection, favorites, or one of yours (any case). Your collections \
        and favorites list in the order the symbols were added, each under the name this data \
        set uses; entries it lacks are counted after the list (JSON: "missing").
        """,
        arguments: [MemberOptions.name],
        options: [OptionSpec.dataSet, OptionSpec.store] + SearchFilters.options
            + OutputOptions.options(formats: SearchRenderer.formats),
        rules: SearchFilters.rules,
        examples: [
            CommandExample("catalog collection show new-in-6.5.0 --format grid", "Symbols new in 6.5.0, in columns."),
            CommandExample("catalog collection show favorites --json", "Your favorites as JSON."),
        ],
        run: { (options: MemberOptions, context) in try show(options.name, options, &context) })

    /// `collections show`, the older spelling of `collection show`.
    static let showAlias = showSpec.alias(["collections", "show"])

    /// Prints the members of collection `name` (smart, favorites or the user's): the one
    /// implementation of `collection show` and `favorites`.
    static func show(_ name: String, _ options: MemberOptions, _ context: inout CommandContext) throws {
        let dataSet = try options.dataSet.load(context)
        let contents = try options.store.contents(context)
        if name.lowercased() == UserCollection.favoritesName, contents.favorites.isEmpty, options.output.format == .text {
            try context.emit("No favorites yet: add some with 'catalog collection add favorites NAME…'.\n", to: options.output)
            return
        }
        var marks = StoreMarks(contents, in: dataSet)
        let (query, results) = try contents.members(of: name, in: dataSet, filters: options.filters, marks: &marks)
        try SearchCommand.emit(results, of: query, filters: options.filters, in: dataSet, marks: marks, to: options.output, &context)
    }
}
