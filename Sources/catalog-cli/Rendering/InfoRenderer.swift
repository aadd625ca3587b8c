import CatalogSystem
import SymbolCatalog
import CatalogFormats

/// `catalog info` as text (JSON and TSV: ``InfoReport``).
enum InfoRenderer {
    static func text(_ dataSet: DataSet, style: ANSIStyle) -> String {
        var lines = [style.bold(dataSet.name) + (dataSet.version.map { "  (version \($0))" } ?? "")]
        var counts: [(String, String)] = [("Location", dataSet.location)]
        if let license = dataSet.license { counts.append(("Licence", license + " (LICENSE.txt beside the data)")) }
        counts += [
            ("Symbols", Numbers.grouped(dataSet.symbolCount)),
            ("Variants", Numbers.grouped(dataSet.variantCount) + " localized and right-to-left names"),
            ("Renames", Numbers.grouped(dataSet.renameCount)),
            ("Legacy aliases", Numbers.grouped(dataSet.legacyAliasCount)),
            ("Restricted", Numbers.grouped(dataSet.restrictedCount)),
        ]
        if dataSet.deprecatedCount > 0 { counts.append(("Deprecated", Numbers.grouped(dataSet.deprecatedCount))) }
        counts += [
            ("Categories", Numbers.grouped(dataSet.categoryCount)),
            ("Files", dataSet.tables.files.map { "\($0.name) (\($0.format.label))" }.joined(separator: ", ")),
        ]
        if dataSet.typoIndexIsOverLimit {
            counts.append(("Typo matching", "off: the words need more than "
                + Numbers.grouped(FuzzyIndex.maximumDeletions) + " typo-index entries (search matches as written)"))
        }
        counts += (dataSet.drawSymbolCount > 0 ? [("Draw", Numbers.grouped(dataSet.drawSymbolCount)
                + " symbols (draw_symbols.plist), from \(Layerset.drawRelease) on")] : [])
            + dataSet.missingFiles.enumerated().map { index, aspect in
                (index == 0 ? "Missing" : "", "no \(aspect.fileName): \(aspect.costWhenMissing)")
            }
            + ReleaseRendering.inferenceLines(dataSet.releases).enumerated().map { index, line in
                (index == 0 ? "Inferred" : "", line)
            }
        let width = counts.map(\.0.count).max() ?? 0
        for (label, value) in counts {
            lines.append(style.dim(HelpRenderer.pad(label.isEmpty ? "" : label + ":", width + 1)) + "  " + value)
        }
        lines.append(style.dim("Releases:"))
        lines += ReleaseRendering.table(dataSet.releases).map { "  " + $0 }
        return TerminalText.lines(lines)
    }
}

extension PropertyListFormat {
    /// How people call each serialisation.
    var label: String {
        switch self {
        case .binary: "binary plist"
        case .xml: "XML plist"
        case .openStep: "strings text"
        }
    }
}
