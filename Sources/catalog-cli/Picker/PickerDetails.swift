import CatalogSystem
import SymbolCatalog

/// The details pane for the highlighted symbol: what `show` says, in the fields the
/// picker has room for. Values are made terminal-safe here; the screen wraps them.
enum PickerDetails {
    /// One field: a label (empty for the heading) and its value.
    struct Field: Equatable {
        let label: String
        let value: String
    }

    static func fields(_ result: SearchResult, in dataSet: DataSet, marks: StoreMarks) -> [Field] {
        let symbol = result.symbol
        let details = SymbolDetails(symbol: symbol, resolution: .current, dataSet: dataSet)
        var fields = [Field(label: "", value: symbol.name + (marks.isFavorite(symbol) ? " " + StoreMarks.star : ""))]
        func add(_ label: String, _ value: String) { fields.append(Field(label: label, value: value)) }
        if result.name != symbol.name {
            add("Shown as", result.name + (result.note.map { " (\($0))" } ?? ""))
        }
        add("Introduced", "\(symbol.introduced) · " + ReleaseRendering.summary(details.release(symbol.introduced)))
        if !symbol.oldNames.isEmpty { add("Old names", symbol.oldNames.joined(separator: ", ")) }
        if !symbol.categories.isEmpty { add("Categories", symbol.categories.map(details.categoryLabel).joined(separator: ", ")) }
        if !symbol.keywords.isEmpty { add("Keywords", symbol.keywords.joined(separator: ", ")) }
        if let restriction = symbol.restriction { add("Restriction", restriction) }
        if !symbol.layersets.isEmpty {
            add("Layersets", symbol.layersets.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        }
        if !symbol.localizations.isEmpty {
            add("Localizations", symbol.localizations.map(\.suffix.rawValue).joined(separator: ", ") + " (^L)")
        }
        if let unicode = symbol.unicodeLabel { add("Unicode", unicode) }
        if !symbol.styles.isEmpty { add("Styles", symbol.styles.joined(separator: ", ")) }
        add("Favorite", marks.isFavorite(symbol) ? "yes" : "no")
        if !marks.collections(symbol).isEmpty { add("Collections", marks.collections(symbol).joined(separator: ", ")) }
        for correction in result.corrections { add("Typo", "\(correction.term) ≈ \(correction.word)") }
        for use in result.vocabulary { add("Everyday word", "\(use.term) → \(use.target)") }
        return fields.map { Field(label: $0.label, value: TerminalText.visible($0.value)) }
    }

    /// Ctrl-L: the localized variants, one a line.
    static func localizations(_ result: SearchResult) -> [Field] {
        let symbol = result.symbol
        var fields = [Field(label: "", value: TerminalText.visible(symbol.name) + " · localizations")]
        if symbol.localizations.isEmpty { fields.append(Field(label: "", value: "No localized variants")) }
        for localization in symbol.localizations {
            fields.append(Field(
                label: localization.suffix.rawValue,
                value: TerminalText.visible("\(localization.name) · \(localization.script) · \(localization.release)")))
        }
        return fields
    }
}
