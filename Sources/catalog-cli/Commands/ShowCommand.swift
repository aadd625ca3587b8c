import SymbolCatalog

/// `catalog show NAME`: everything known about one symbol.
enum ShowCommand {
    static let spec = CommandSpec(
        path: ["show"],
        summary: "Show everything known about one symbol.",
        discussion: """
        NAME may be a current name, an old (renamed) or legacy name, a localized variant or \
        an old name of one; it resolves to the current symbol and says so. For a renamed \
        symbol, "Older OS" says which name to write below the current name's OS version on \
        each platform (JSON: "namesByPlatform", per platform the names with the OS version \
        each is used from). A favorite is marked ★ (JSON: "favorite", "collections").
        """,
        arguments: [NameOptions.name],
        options: [OptionSpec.dataSet, OptionSpec.store] + OutputOptions.options(),
        examples: [
            CommandExample("catalog show heart", "Everything about one symbol: releases, categories, keywords, code point."),
            CommandExample("catalog show magnifying-glass --json", "The same as JSON."),
        ],
        run: { (options: NameOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let (symbol, resolution) = try dataSet.resolve(options.name)
            let details = SymbolDetails(symbol: symbol, resolution: resolution, dataSet: dataSet)
            let marks = StoreMarks(try options.store.marksContents(&context), in: dataSet)
            let text = switch options.output.format {
            case .json: SymbolReport.json(details, marks: marks).rendered()
            case .tsv: SymbolReport.tsv(details, marks: marks)
            default: SymbolRenderer.text(details, style: context.style(options.output), marks: marks)
            }
            try context.emit(text, to: options.output)
        })
}
