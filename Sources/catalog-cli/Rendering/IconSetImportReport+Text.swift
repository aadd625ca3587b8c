import CatalogSystem
import SymbolImport

extension IconSetImportReport {
    /// What was written, for people.
    func text() -> String {
        let summary = result.summary
        var lines = [
            "Wrote \(destination) from \(result.set.displayName) \(result.exports.map(\.release.rawValue).joined(separator: ", "))",
            "  \(Numbers.grouped(summary.icons)) icons, \(result.releases.count) releases, "
                + "\(Numbers.grouped(result.aliases.count)) old names, \(Numbers.grouped(summary.deprecated)) deprecated",
        ]
        let derived = summary.codePointRenames.map { "\($0.old) → \($0.new) (code point)" }
            + summary.nameRenames.map { "\($0.old) → \($0.new) (name without a qualifier)" }
        if !derived.isEmpty { lines.append("  \(derived.count) renames derived: " + derived.joined(separator: ", ")) }
        if !summary.reappeared.isEmpty { lines.append("  \(summary.reappeared.count) names reappeared: " + summary.reappeared.joined(separator: ", ")) }
        if !summary.removedNames.isEmpty {
            lines.append("  \(summary.removedNames.count) names removed: " + summary.removedNames.joined(separator: ", "))
        }
        return TerminalText.lines(lines)
    }
}
