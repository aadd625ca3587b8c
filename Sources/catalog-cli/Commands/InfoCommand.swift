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
        options: [OptionSpec.dataSet] + OutputOptions.options(),
        examples: [
            CommandExample("catalog info", "Counts, files and releases of the default data set."),
            CommandExample("catalog info --data-set fontawesome-5.15.4 --json", "The same for another embedded set, as JSON."),
        ],
        run: { (options: DataSetOutputOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let text = switch options.output.format {
            case .json: InfoReport.json(dataSet).rendered()
            case .tsv: InfoReport.tsv(dataSet)
            default: InfoRenderer.text(dataSet, style: context.style(options.output))
            }
            try context.emit(text, to: options.output)
        })
}
