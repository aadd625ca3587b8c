import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// The results of a search over several data sets (``SetSearch``) in every format: each
/// row names its set. Text: a first column with the set's name; TSV: the set first, then the
/// columns of one set's search; JSON: `dataSets` (the sets searched) and each result's
/// `dataSet` first; grid: `set:name`.
enum SetSearchRenderer {
    static func render(_ hits: [SetSearch.Hit], sets: [DataSet], output: OutputOptions, _ context: CommandContext) -> String {
        switch output.format {
        case .json: SetSearch.json(hits, sets: sets).rendered()
        case .tsv: TSV.render(hits.map { [$0.dataSet.name] + SearchReport.tsvRow($0.result, marks: $0.marks) })
        case .grid: SearchRenderer.grid(hits.map { $0.dataSet.name + ":" + $0.result.name }, width: context.textWidth(output))
        default: text(hits, style: context.style(output))
        }
    }

    /// set, name (bold), release, OS version, notes: one aligned table.
    static func text(_ hits: [SetSearch.Hit], style: ANSIStyle) -> String {
        guard !hits.isEmpty else { return "" }
        let rows = hits.map { hit -> [String] in
            var row = SearchRenderer.textRow(hit.result, in: hit.dataSet, platform: hit.platform, marks: hit.marks)
            row[0] = style.bold(row[0])
            return [style.dim(hit.dataSet.name)] + row
        }
        return TerminalText.lines(TextTable.align(rows))
    }
}
