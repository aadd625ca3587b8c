import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// `catalog categories`, `catalog releases`, `catalog localizations NAME`.
enum BrowseCommands {
    static let categoriesSpec = CommandSpec(
        path: ["categories"],
        summary: "List categories in the data set's order with label, icon and member count.",
        options: [OptionSpec.dataSet] + OutputOptions.options(),
        examples: [
            CommandExample("catalog categories", "Every category with its label, size and icon."),
        ],
        run: { (options: DataSetOutputOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let summaries = dataSet.categorySummaries
            let text: String = switch options.output.format {
            case .json: BrowseReport.categoriesJSON(summaries).rendered()
            case .tsv: BrowseReport.categoriesTSV(summaries)
            default:
                summaries.isEmpty ? TerminalText.lines(["\(dataSet.name) has no categories."])
                    : TextTable.align(summaries.map { [$0.category.key, $0.category.label, Numbers.grouped($0.memberCount), $0.category.icon] })
                        .joined(separator: "\n") + "\n"
            }
            try context.emit(text, to: options.output)
        })

    static let releasesSpec = CommandSpec(
        path: ["releases"],
        summary: "List releases with their OS versions and how many symbols each added and renamed.",
        discussion: """
        added: current symbols whose name is new in the release and not the new name of an \
        older symbol (the smart collection new-in-RELEASE); renamed: those whose name is the \
        new name of an older one (renamed-in-RELEASE); search --introduced RELEASE lists both. \
        diff --from R1 --to R2 compares names as they stood, so a name added in R2 and renamed \
        since counts as added there. variants: localized and right-to-left names of the release.
        """,
        options: [OptionSpec.dataSet] + OutputOptions.options(),
        examples: [
            CommandExample("catalog releases", "Releases with their OS versions and counts."),
            CommandExample("catalog releases --data-set sf6 --format tsv", "The same for a registered SF Symbols set, for scripts."),
        ],
        run: { (options: DataSetOutputOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let summaries = dataSet.releaseSummaries
            let text: String = switch options.output.format {
            case .json: BrowseReport.releasesJSON(summaries).rendered()
            case .tsv: BrowseReport.releasesTSV(summaries)
            default:
                releasesText(summaries, platforms: dataSet.platforms)
            }
            try context.emit(text, to: options.output)
        })

    static func releasesText(_ summaries: [DataSet.ReleaseSummary], platforms: [Platform]) -> String {
        var rows = [["release"] + platforms.map(\.rawValue) + ["added", "renamed", "variants"]]
        for summary in summaries {
            let mark = summary.release.isInferred ? "*" : ""
            let versions = platforms.map { summary.release.platforms[$0].map { $0 + mark } ?? (summary.release.isKnown ? "–" : "?") }
            rows.append([summary.release.id.rawValue] + versions
                        + [String(summary.added), String(summary.renamed), String(summary.variants)])
        }
        let note = summaries.contains(where: \.release.isInferred)
            ? ["* inferred: not in year_to_release; Apple's naming by year (2025 → 26.0)"] : []
        return (TextTable.align(rows) + note).joined(separator: "\n") + "\n"
    }

    static let localizationsSpec = CommandSpec(
        path: ["localizations"],
        summary: "List a symbol's localized and right-to-left variants with script and release.",
        arguments: [NameOptions.name.with { $0.summary = "Symbol name (old and variant names resolve)." }],
        options: [OptionSpec.dataSet] + OutputOptions.options(),
        examples: [
            CommandExample("catalog localizations character.book.closed --data-set sf6", "Localized variants of an SF symbol (the Font Awesome sets have none)."),
        ],
        run: { (options: NameOptions, context) in
            let dataSet = try options.dataSet.load(context)
            let (symbol, _) = try dataSet.resolve(options.name)
            let text: String = switch options.output.format {
            case .json: BrowseReport.localizationsJSON(symbol).rendered()
            case .tsv: TSV.render(BrowseReport.localizationRows(symbol))
            default:
                symbol.localizations.isEmpty ? TerminalText.lines(["\(symbol.name) has no localized variants."])
                    : TextTable.align(BrowseReport.localizationRows(symbol))
                        .joined(separator: "\n") + "\n"
            }
            try context.emit(text, to: options.output)
        })
}
