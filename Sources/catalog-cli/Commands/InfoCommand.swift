import SymbolCatalog

/// `catalog info`: a data set's summary.
enum InfoCommand {
    static let spec = CommandSpec(
        path: ["info"],
        summary: "Summarise a data set: counts, files and releases.",
        discussion: """
        Counts follow SF Symbols: symbols are current base names (neither localized \
        variants nor old names); variants are localized and right-to-left names.
        """,
        options: [OptionSpec.dataSet] + OptionSpec.output(),
        examples: [
            CommandExample("catalog info", "Counts, files and releases of the default data set."),
            CommandExample("catalog info --data-set fontawesome-5.15.4 --json", "The same for another embedded set, as JSON."),
        ],
        run: { command, context in
            let dataSet = try DataSetLocator.load(for: command, context)
            let text = switch context.format(for: command) {
            case .json: InfoRenderer.json(dataSet).rendered()
            case .tsv: InfoRenderer.tsv(dataSet)
            default: InfoRenderer.text(dataSet, style: ANSIStyle(enabled: context.usesColor(for: command)))
            }
            try context.emit(text, for: command)
        })
}
