import SymbolCatalog

/// `catalog collections` and `catalog collections show NAME`.
enum CollectionsCommand {
    static let listSpec = CommandSpec(
        path: ["collections"],
        summary: "List collections with their member counts (restricted, localized, new-in-RELEASE, …).",
        discussion: """
        Smart collections: restricted, unrestricted, uncategorized (in no category but \
        all, whatsnew, multicolor, hierarchical, palette, variable and draw), localized (a \
        variant other than .rtl), rtl, and new-in-RELEASE and renamed-in-RELEASE for every \
        release (a rename belongs to the release of its new name).
        """,
        options: [OptionSpec.dataSet] + OptionSpec.output(),
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let counts = dataSet.smartCollections.map { ($0, dataSet.members(of: $0).count) }
            let text: String = switch context.format(for: command) {
            case .json:
                JSONValue.object([
                    ("schemaVersion", .int(1)),
                    ("collections", .array(counts.map { collection, count in
                        .object([("name", .string(collection.description)), ("kind", .string("smart")), ("count", .int(count))])
                    })),
                ]).rendered()
            case .tsv:
                TSV.render(counts.map { [$0.0.description, "smart", String($0.1)] })
            case .text, .grid, .markdown:
                TextTable.align(counts.map { [$0.0.description, Numbers.grouped($0.1)] }).joined(separator: "\n") + "\n"
                    + (dataSet.hasCategories ? "" : "(uncategorized is empty: \(dataSet.name) has no categories file)\n")
            }
            try context.emit(text, for: command)
        })

    static let showSpec = CommandSpec(
        path: ["collections", "show"],
        summary: "Print a collection's members (with search's filters and formats).",
        arguments: [ArgumentSpec(name: "NAME", summary: "Collection name, e.g. restricted or new-in-2024.")],
        options: [OptionSpec.dataSet] + SearchCommand.filterOptions + OptionSpec.output(formats: SearchRenderer.formats),
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            var query = try SearchCommand.query(from: command)
            query.collection = command.argument("NAME")
            let results = try dataSet.search(query)
            try context.emit(try SearchRenderer.render(results, in: dataSet, for: command, context), for: command)
        })
}
