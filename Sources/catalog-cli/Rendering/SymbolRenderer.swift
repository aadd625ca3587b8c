import CatalogSystem
import SymbolCatalog

/// `catalog show` as text (JSON and TSV: ``SymbolReport``).
enum SymbolRenderer {
    static func text(_ details: SymbolDetails, style: ANSIStyle, marks: StoreMarks = StoreMarks()) -> String {
        let symbol = details.symbol
        var lines = [style.bold(symbol.name) + (marks.isFavorite(symbol) ? " " + style.accent(StoreMarks.star) : "")]
        switch details.resolution {
        case .current: break
        case .renamed(let old): lines.append(style.warning("'\(old)' is an old name of '\(symbol.name)'"))
        case .legacy(let old): lines.append(style.warning("'\(old)' is a legacy (pre-2019) name of '\(symbol.name)'"))
        case .variant(let localization):
            lines.append(style.warning("'\(localization.name)' is the \(localization.script) variant of '\(symbol.name)'"))
        case .renamedVariant(let old, let localization):
            lines.append(style.warning("'\(old)' is an old name of '\(localization.name)', the \(localization.script) variant of '\(symbol.name)'"))
        case .variantWithoutBase(let localization):
            let base = String(localization.name.dropLast(localization.suffix.rawValue.count + 1))
            lines.append(style.warning("'\(symbol.name)' is a \(localization.script) name whose base '\(base)' is not in \(details.dataSet.name)"))
        case .codePoint(let text):
            lines.append(style.warning("'\(text)' is the code point of '\(symbol.name)'"))
        }
        var fields = [(String, String)]()
        let introduced = details.release(symbol.introduced)
        fields.append(("Introduced", "\(symbol.introduced) (\(ReleaseRendering.summary(introduced)))"))
        if !symbol.categories.isEmpty {
            fields.append(("Categories", symbol.categories.map(details.categoryLabel).joined(separator: ", ")))
        }
        if !symbol.keywords.isEmpty { fields.append(("Keywords", symbol.keywords.joined(separator: ", "))) }
        if !symbol.oldNames.isEmpty { fields.append(("Old names", symbol.oldNames.joined(separator: ", "))) }
        for (index, line) in SymbolReport.olderNameLines(details).enumerated() { fields.append((index == 0 ? "Older OS" : "", line)) }
        if let restriction = symbol.restriction { fields.append(("Restriction", restriction)) }
        if let deprecation = symbol.deprecation { fields.append(("Deprecated", style.warning(deprecation))) }
        let earlierNames = Dictionary(uniqueKeysWithValues: SymbolReport.earlierLayersetNames(details).map { ($0.layerset, $0.name) })
        for (layerset, release) in symbol.layersets.sorted(by: { $0.key < $1.key }) {
            let under = earlierNames[layerset].map { ", as \($0)" } ?? ""
            fields.append((layerset.rawValue.capitalized, "\(release) (\(ReleaseRendering.summary(details.release(release))))\(under)"))
        }
        if let unicode = symbol.unicodeLabel { fields.append(("Unicode", unicode)) }
        if !symbol.styles.isEmpty {
            let fonts = symbol.styles.map { style in
                details.dataSet.styleFonts[style].map { "\(style) (\($0.family) \($0.style))" } ?? style
            }
            fields.append(("Styles", fonts.joined(separator: ", ")))
        }
        if !marks.collections(symbol).isEmpty { fields.append(("Collections", marks.collections(symbol).joined(separator: ", "))) }
        let width = max(fields.map(\.0.count).max() ?? 0, "Localizations".count)
        for (label, value) in fields {
            lines.append("  " + style.dim(HelpRenderer.pad(label, width)) + "  " + value)
        }
        if !symbol.localizations.isEmpty {
            lines.append("  " + style.dim("Localizations"))
            let rows = symbol.localizations.map { ["    " + $0.suffix.rawValue, $0.script, $0.release.rawValue] }
            lines += TextTable.align(rows)
        }
        return TerminalText.lines(lines)
    }
}

extension String {
    /// `hierarchical` → `Hierarchical` without Foundation.
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}
