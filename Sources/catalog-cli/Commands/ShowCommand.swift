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
        arguments: [ArgumentSpec(name: "NAME", summary: "Symbol name.", completion: .symbol)],
        options: [OptionSpec.dataSet, OptionSpec.store] + OptionSpec.output(),
        examples: [
            CommandExample("catalog show heart", "Everything about one symbol: releases, categories, keywords, code point."),
            CommandExample("catalog show magnifying-glass --json", "The same as JSON."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let (symbol, resolution) = try dataSet.resolve(command.argument("NAME") ?? "")
            let details = SymbolDetails(symbol: symbol, resolution: resolution, dataSet: dataSet)
            let marks = StoreMarks(try StoreLocator.marksContents(for: command, &context), in: dataSet)
            let text = switch context.format(for: command) {
            case .json: SymbolRenderer.json(details, marks: marks).rendered()
            case .tsv: SymbolRenderer.tsv(details, marks: marks)
            default:
                SymbolRenderer.text(details, style: ANSIStyle(enabled: context.usesColor(for: command)), marks: marks)
            }
            try context.emit(text, for: command)
        })
}
