import CatalogSystem
import SymbolCatalog

/// A diff as text (its JSON and Markdown are SymbolCatalog's ``DataSetDiff/json(_:)``).
enum DiffRenderer {
    static func text(_ diff: DataSetDiff, style: ANSIStyle) -> String {
        var lines = [style.bold("\(diff.from) → \(diff.to)"), DataSetDiff.summaryLine(diff)] + DataSetDiff.fileLines(diff)
        for (title, items) in DataSetDiff.sections(diff) {
            lines += ["", style.bold("\(title) (\(items.count))")] + items.map { "  " + $0 }
        }
        return TerminalText.lines(lines)
    }
}
