import SymbolCatalog

/// A diff as text, JSON (a contract) or Markdown.
enum DiffRenderer {
    static func counts(_ diff: DataSetDiff) -> [(String, Int)] {
        [
            ("added", diff.added.count), ("removed", diff.removed.count), ("renamed", diff.renamed.count),
            ("redated", diff.redated.count), ("categoryChanges", diff.categoryChanges.count),
            ("keywordChanges", diff.keywordChanges.count), ("restrictionChanges", diff.restrictionChanges.count),
            ("localizationsAdded", diff.localizationsAdded.count), ("layersetChanges", diff.layersetChanges.count),
        ]
    }

    static func json(_ diff: DataSetDiff) -> JSONValue {
        func listChanges(_ changes: [DataSetDiff.ListChange]) -> JSONValue {
            .array(changes.map { .object([("name", .string($0.name)), ("added", .array($0.added.map(JSONValue.string))),
                                          ("removed", .array($0.removed.map(JSONValue.string)))]) })
        }
        return .object([
            ("schemaVersion", .int(1)),
            ("from", .string(diff.from)),
            ("to", .string(diff.to)),
            ("summary", .object(counts(diff).map { ($0.0, .int($0.1)) })),
            ("added", .array(diff.added.map(JSONValue.string))),
            ("removed", .array(diff.removed.map(JSONValue.string))),
            ("renamed", .array(diff.renamed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })),
            ("redated", .array(diff.redated.map {
                .object([("name", .string($0.name)), ("from", .string($0.from.rawValue)), ("to", .string($0.to.rawValue))])
            })),
            ("categoryChanges", listChanges(diff.categoryChanges)),
            ("keywordChanges", listChanges(diff.keywordChanges)),
            ("restrictionChanges", .array(diff.restrictionChanges.map {
                .object([("name", .string($0.name)), ("from", .optional($0.from)), ("to", .optional($0.to))])
            })),
            ("localizationsAdded", .array(diff.localizationsAdded.map { .object([("name", .string($0.name)), ("suffix", .string($0.suffix))]) })),
            ("layersetChanges", .array(diff.layersetChanges.map {
                .object([("name", .string($0.name)), ("layerset", .string($0.layerset.rawValue)),
                         ("from", .optional($0.from?.rawValue)), ("to", .optional($0.to?.rawValue))])
            })),
        ])
    }

    /// Sections of `(title, lines)`, shared by text and Markdown.
    static func sections(_ diff: DataSetDiff) -> [(String, [String])] {
        func list(_ change: DataSetDiff.ListChange) -> String {
            "\(change.name): " + (change.added.map { "+\($0)" } + change.removed.map { "-\($0)" }).joined(separator: " ")
        }
        return [
            ("Added", diff.added),
            ("Removed", diff.removed),
            ("Renamed", diff.renamed.map { "\($0.from) → \($0.to)" }),
            ("Re-dated", diff.redated.map { "\($0.name): \($0.from) → \($0.to)" }),
            ("Category changes", diff.categoryChanges.map(list)),
            ("Keyword changes", diff.keywordChanges.map(list)),
            ("Restriction changes", diff.restrictionChanges.map { "\($0.name): \($0.from ?? "none") → \($0.to ?? "none")" }),
            ("Localizations added", diff.localizationsAdded.map { "\($0.name).\($0.suffix)" }),
            ("Layerset changes", diff.layersetChanges.map {
                "\($0.name) \($0.layerset): \($0.from?.rawValue ?? "none") → \($0.to?.rawValue ?? "none")"
            }),
        ].filter { !$0.1.isEmpty }
    }

    static func summaryLine(_ diff: DataSetDiff) -> String {
        counts(diff).map { "\($0.1) \(label($0.0))" }.joined(separator: ", ")
    }

    private static func label(_ key: String) -> String {
        switch key {
        case "categoryChanges": "category changes"
        case "keywordChanges": "keyword changes"
        case "restrictionChanges": "restriction changes"
        case "localizationsAdded": "localizations added"
        case "layersetChanges": "layerset changes"
        default: key
        }
    }

    static func text(_ diff: DataSetDiff, style: ANSIStyle) -> String {
        var lines = [style.bold("\(diff.from) → \(diff.to)"), summaryLine(diff)]
        for (title, items) in sections(diff) {
            lines += ["", style.bold("\(title) (\(items.count))")] + items.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ diff: DataSetDiff) -> String {
        var lines = ["# \(diff.from) → \(diff.to)", "", "| change | count |", "|---|---|"]
        lines += counts(diff).map { "| \(label($0.0)) | \($0.1) |" }
        for (title, items) in sections(diff) {
            lines += ["", "## \(title) (\(items.count))", ""] + items.map { "- `" + $0.replacingOccurrences("`", "'") + "`" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
