import CatalogFormats
import CatalogSystem
import SymbolImport

/// What an icon-set import wrote, for people and scripts.
struct IconSetImportReport {
    let result: IconSetImport
    let destination: String

    var rows: [(String, String)] {
        let summary = result.summary
        return [
            ("destination", destination),
            ("set", result.set.rawValue),
            ("releases", String(result.releases.count)),
            ("exports", result.exports.map(\.release.rawValue).joined(separator: ",")),
            ("icons", String(summary.icons)),
            ("aliasRenames", String(summary.aliasRenames)),
            ("deprecatedAliases", String(summary.deprecatedAliases)),
            ("olderAliasRenames", String(summary.olderAliasRenames)),
            ("codePointRenames", String(summary.codePointRenames.count)),
            ("nameRenames", String(summary.nameRenames.count)),
            ("reappeared", String(summary.reappeared.count)),
            ("removedNames", String(summary.removedNames.count)),
            ("deprecated", String(summary.deprecated)),
        ]
    }

    func json() -> JSONOutput {
        let summary = result.summary
        func renames(_ list: [IconSetImport.Rename]) -> JSONOutput {
            .array(list.map { .object([("old", .string($0.old)), ("new", .string($0.new))]) })
        }
        return .object([("schemaVersion", .int(1))] + rows.map { key, value in
            (key, key == "exports" ? .string(value) : Int(value).map(JSONOutput.int) ?? .string(value))
        } + [
            ("codePointRenamed", renames(summary.codePointRenames)),
            ("nameRenamed", renames(summary.nameRenames)),
            ("removed", .array(summary.removedNames.map(JSONOutput.string))),
        ])
    }

    func tsv() -> String { TSV.render(rows.map { [$0.0, $0.1] }) }

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
