import CatalogFormats

/// `catalog show`'s documents (JSON, a contract; TSV) and what its text shares with them.
package enum SymbolReport {
    package static let schemaVersion = 1

    package static func json(_ details: SymbolDetails, marks: StoreMarks = StoreMarks()) -> JSONOutput {
        .object([("schemaVersion", .int(schemaVersion))] + members(details)
                + [("namesByPlatform", namesByPlatform(details))] + marks.jsonMembers(details.symbol))
    }

    /// `{iOS: [{name, from, release}, …], …}`: per platform, the name to write from each OS
    /// version on, oldest first.
    package static func namesByPlatform(_ details: SymbolDetails) -> JSONOutput {
        .object(details.dataSet.namesByPlatform(of: details.symbol).map { platform, names in
            (platform.rawValue, .array(names.map { usable in
                .object([("name", .string(usable.name)), ("from", .string(usable.from.description)),
                         ("release", .string(usable.release.rawValue))])
            }))
        })
    }

    /// `before iOS 18.0 use doc.on.doc (iOS 13.0)`, one line per platform where an older name
    /// is the one to write on older versions.
    package static func olderNameLines(_ details: SymbolDetails) -> [String] {
        details.dataSet.namesByPlatform(of: details.symbol).compactMap { platform, names in
            guard names.count > 1 else { return nil }
            return zip(names, names.dropFirst()).reversed().map { older, newer in
                "before \(platform) \(newer.from) use \(older.name) (\(platform) \(older.from))"
            }.joined(separator: "; ")
        }
    }

    /// The rendering modes the layerset file dates before the current name, with the name
    /// the symbol had then (`hierarchical` → `doc.on.doc` for SF 6 `document.on.document`).
    package static func earlierLayersetNames(_ details: SymbolDetails) -> [(layerset: Layerset, name: String)] {
        let symbol = details.symbol
        return symbol.layersets.sorted { $0.key < $1.key }.compactMap { layerset, release in
            guard release < symbol.introduced, let name = details.dataSet.historicalName(of: symbol, at: release) else { return nil }
            return (layerset, name)
        }
    }

    /// The show object's members (without `schemaVersion`), shared with search results.
    package static func members(_ details: SymbolDetails) -> [(String, JSONOutput)] {
        let symbol = details.symbol
        return [
            ("name", .string(symbol.name)),
            ("resolvedFrom", .optional(details.resolution.resolvedFrom)),
            ("introduced", .object([
                ("release", .string(symbol.introduced.rawValue)),
                ("platforms", ReleaseReport.platforms(details.release(symbol.introduced))),
            ])),
            ("categories", .array(symbol.categories.map(JSONOutput.string))),
            ("keywords", .array(symbol.keywords.map(JSONOutput.string))),
            ("oldNames", .array(symbol.oldNames.map(JSONOutput.string))),
            ("restriction", .optional(symbol.restrictionAsWritten)),
            ("deprecation", .optional(symbol.deprecation)),
            ("localizations", .array(symbol.localizations.map { localization in
                .object([
                    ("suffix", .string(localization.suffix.rawValue)),
                    ("script", .string(localization.script)),
                    ("release", .string(localization.release.rawValue)),
                ])
            })),
            ("layersets", .object(symbol.layersets.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .string($0.value.rawValue)) })),
            ("layersetNames", .object(earlierLayersetNames(details).map { ($0.layerset.rawValue, .string($0.name)) })),
            ("unicode", .optional(symbol.unicodeLabel)),
            ("styles", .array(symbol.styles.map(JSONOutput.string))),
        ]
    }

    package static func tsv(_ details: SymbolDetails, marks: StoreMarks = StoreMarks()) -> String {
        let symbol = details.symbol
        var rows: [[String]] = [
            [symbol.name, "resolvedFrom", details.resolution.resolvedFrom ?? ""],
            [symbol.name, "introduced", symbol.introduced.rawValue]
                + details.release(symbol.introduced).sortedPlatforms.map { "\($0.platform)=\($0.version)" },
            [symbol.name, "categories", symbol.categories.joined(separator: ",")],
            [symbol.name, "keywords", symbol.keywords.joined(separator: ",")],
            [symbol.name, "oldNames", symbol.oldNames.joined(separator: ",")],
            [symbol.name, "restriction", symbol.restrictionAsWritten ?? ""],
            [symbol.name, "deprecation", symbol.deprecation ?? ""],
            [symbol.name, "unicode", symbol.unicodeLabel ?? ""],
            [symbol.name, "styles", symbol.styles.joined(separator: ",")],
            [symbol.name, "favorite", marks.isFavorite(symbol) ? "true" : "false"],
            [symbol.name, "collections", marks.collections(symbol).joined(separator: ",")],
        ]
        let earlierNames = Dictionary(uniqueKeysWithValues: earlierLayersetNames(details).map { ($0.layerset, $0.name) })
        for (layerset, release) in symbol.layersets.sorted(by: { $0.key < $1.key }) {
            rows.append([symbol.name, "layerset", layerset.rawValue, release.rawValue] + (earlierNames[layerset].map { [$0] } ?? []))
        }
        for (platform, names) in details.dataSet.namesByPlatform(of: symbol) {
            for usable in names { rows.append([symbol.name, "nameFrom", platform.rawValue, usable.from.description, usable.name]) }
        }
        for localization in symbol.localizations {
            rows.append([symbol.name, "localization", localization.suffix.rawValue, localization.script, localization.release.rawValue])
        }
        return TSV.render(rows)
    }
}
