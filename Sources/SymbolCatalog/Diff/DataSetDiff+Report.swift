import CatalogFormats
import CatalogSystem

/// A diff's documents: JSON (a contract) and Markdown, and the counts and sections its text
/// shares with them.
extension DataSetDiff {
    package static func counts(_ diff: DataSetDiff) -> [(String, Int)] {
        [
            ("added", diff.added.count), ("removed", diff.removed.count), ("renamed", diff.renamed.count),
            ("redated", diff.redated.count), ("categoryChanges", diff.categoryChanges.count),
            ("keywordChanges", diff.keywordChanges.count), ("restrictionChanges", diff.restrictionChanges.count),
            ("localizationsAdded", diff.localizationsAdded.count), ("layersetChanges", diff.layersetChanges.count),
            ("oneSidedOldNames", diff.oneSidedOldNames.count),
        ]
    }

    /// What was not compared, by aspect: `categoryChanges` for `symbol_categories.plist`.
    package static func uncompared(_ aspect: DataSetView.Aspect) -> String {
        switch aspect {
        case .categories: "categoryChanges"
        case .keywords: "keywordChanges"
        case .restrictions: "restrictionChanges"
        case .renames: "renames"
        case .legacyAliases: "legacy renames"
        case .layersets: "layersetChanges"
        case .draw: "draw changes"
        }
    }

    /// `symbol_categories.plist is only in sf6.x: category changes not compared`, one per file.
    package static func fileLines(_ diff: DataSetDiff) -> [String] {
        diff.missingFiles.map { "\($0.file) is only in \($0.onlyIn): \(label(uncompared($0.aspect))) not compared" }
    }

    /// `{schemaVersion, from, to, summary, missingFiles, added, …}`.
    package static func json(_ diff: DataSetDiff) -> JSONOutput {
        func listChanges(_ changes: [DataSetDiff.ListChange]) -> JSONOutput {
            .array(changes.map { .object([("name", .string($0.name)), ("added", .array($0.added.map(JSONOutput.string))),
                                          ("removed", .array($0.removed.map(JSONOutput.string)))]) })
        }
        return .object([
            ("schemaVersion", .int(1)),
            ("from", .string(diff.from)),
            ("to", .string(diff.to)),
            ("summary", .object(counts(diff).map { ($0.0, .int($0.1)) })),
            ("missingFiles", .array(diff.missingFiles.map {
                .object([("file", .string($0.file)), ("onlyIn", .string($0.onlyIn)), ("notCompared", .string(uncompared($0.aspect)))])
            })),
            ("added", .array(diff.added.map(JSONOutput.string))),
            ("removed", .array(diff.removed.map(JSONOutput.string))),
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
            ("oneSidedOldNames", .array(diff.oneSidedOldNames.map {
                .object([("name", .string($0.name)), ("current", .string($0.current)), ("oldIn", .string($0.oldIn)),
                         ("plainIn", .string($0.plainIn))])
            })),
        ])
    }

    /// Sections of `(title, lines)`, shared by text and Markdown.
    package static func sections(_ diff: DataSetDiff) -> [(String, [String])] {
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
            ("Old names on one side only (name_aliases only in \(diff.oneSidedOldNames.first?.oldIn ?? ""))",
             diff.oneSidedOldNames.map { "\($0.name): an old name of \($0.current) in \($0.oldIn), a name of its own in \($0.plainIn)" }),
        ].filter { !$0.1.isEmpty }
    }

    package static func summaryLine(_ diff: DataSetDiff) -> String {
        counts(diff).map { "\($0.1) \(label($0.0))" }.joined(separator: ", ")
    }

    /// `category changes` for `categoryChanges`.
    package static func label(_ key: String) -> String {
        switch key {
        case "categoryChanges": "category changes"
        case "keywordChanges": "keyword changes"
        case "restrictionChanges": "restriction changes"
        case "localizationsAdded": "localizations added"
        case "layersetChanges": "layerset changes"
        case "oneSidedOldNames": "old names on one side only"
        default: key
        }
    }

    /// The diff as Markdown: every line with data made visible as in the text, then
    /// escaped (``MarkdownText``), so ids and names read as written and form no markup; the
    /// changes as code spans.
    package static func markdown(_ diff: DataSetDiff) -> String {
        func inline(_ text: String) -> String { MarkdownText.inline(TerminalText.visible(text)) }
        var lines = ["# " + inline("\(diff.from) → \(diff.to)"), "", "| change | count |", "|---|---|"]
        lines += counts(diff).map { "| \(label($0.0)) | \($0.1) |" }
        if !diff.missingFiles.isEmpty { lines += [""] + fileLines(diff).map { "- " + inline($0) } }
        for (title, items) in sections(diff) {
            lines += ["", "## " + inline("\(title) (\(items.count))"), ""]
            lines += items.map { "- " + MarkdownText.code(TerminalText.visible($0)) }
        }
        return TerminalText.lines(lines)
    }
}
