import CatalogFormats
import SymbolCatalog

/// One data set as the site's page reads it: `data/NAME.js`, a script that adds the set to
/// `window.CATALOG_SETS` (a script, not JSON to fetch: pages opened from `file://` may not
/// fetch). Everything a search, a filter or the details pane needs is here, computed by the
/// same code as the CLI's where there is any to compute (names per OS, old names' releases).
///
/// A symbol is an object with one-letter keys, to keep 8,000 of them small: `n` name, `r`
/// release (its index in `releases`), `c` category keys, `k` keywords, `o` old names, `a` the
/// renamed old names with their release index (what `--available-in` may show instead), `x`
/// restriction, `d` deprecation, `m` rendering mode → release index, `u` code point, `v`
/// variants (`[name, suffix, script, release index]`), `s` styles, `p` platform → the names to
/// write from each OS version (only for renamed symbols). `notes` holds the release notes;
/// `html` the set's HTML for a symbol per style (``SiteHTMLSnippet``), `swift` its SwiftUI,
/// UIKit and AppKit code (``SiteSwiftSnippet``), `sprite` the names its symbols take in a
/// collection's SVG sprite per style (``SiteSpriteNames``).
package enum SiteData {
    /// The symbols `data/NAME.js` lists, in its order (`symbols`), which the glyph files follow.
    package static func listedSymbols(_ dataSet: DataSet) -> [Symbol] {
        dataSet.symbolNames.compactMap { dataSet.symbols[$0] }
    }

    /// The script for `dataSet`, registered under `name`.
    package static func script(for dataSet: DataSet, name: String) -> [UInt8] {
        SiteScript.entry("CATALOG_SETS", key: name, document(for: dataSet, name: name))
    }

    /// The set as JSON (`schemaVersion` first).
    package static func document(for dataSet: DataSet, name: String) -> JSONOutput {
        let releases = dataSet.releases.sorted { $0.id < $1.id }
        var releaseIndex = [ReleaseID: Int]()
        for (index, release) in releases.enumerated() { releaseIndex[release.id] = index }
        let platforms = dataSet.platforms
        var aliases = [(String, JSONOutput)]()
        for (old, current) in dataSet.legacyAliases.merging(dataSet.renames, uniquingKeysWith: { _, renamed in renamed })
            .sorted(by: { $0.key < $1.key }) {
            aliases.append((old, .string(current)))
        }
        let symbols = listedSymbols(dataSet)
        let layersets = Set(symbols.flatMap(\.layersets.keys)).sorted().map(\.rawValue)
        let styles = Set(symbols.flatMap(\.styles)).sorted()
        return .object([
            ("schemaVersion", .int(1)),
            ("name", .string(name)),
            ("version", .optional(dataSet.version)),
            ("license", .optional(dataSet.license)),
            ("releases", .array(releases.map { release in
                .object([("id", .string(release.id.rawValue)),
                         ("platforms", .object(release.sortedPlatforms.map { ($0.platform.rawValue, .string($0.version)) }))])
            })),
            ("platforms", .array(platforms.map { .string($0.rawValue) })),
            ("categories", .array(dataSet.categories.map { category in
                .object([("key", .string(category.key)), ("label", .string(category.label)), ("icon", .string(category.icon))])
            })),
            ("layersets", .array(layersets.map(JSONOutput.string))),
            ("styles", .array(styles.map(JSONOutput.string))),
            ("html", SiteHTMLSnippet.json(for: dataSet)),
            ("swift", SiteSwiftSnippet.json(for: dataSet)),
            ("sprite", SiteSpriteNames.json(for: dataSet)),
            ("aliases", .object(aliases)),
            // False when the set's words need more typo-index entries than the search keeps: the
            // page matches no typos either (it corrected hxart → heart where the CLI found nothing).
            ("typos", .bool(!dataSet.typoIndexIsOverLimit)),
            ("vocabulary", .object(Vocabulary.of(family: dataSet.family).targets.sorted { $0.key < $1.key }
                .map { ($0.key, .array($0.value.map(JSONOutput.string))) })),
            ("symbols", .array(symbols.map { symbol(dataSet, $0, releaseIndex) })),
            ("notes", .array(notes(dataSet, releases, releaseIndex))),
        ])
    }

    /// Release notes: for each release after the first, what `catalog diff --from PREVIOUS
    /// --to R` says of names (``DataSetDiff/nameChanges(_:releases:)``, every release in one
    /// pass): `r` the release index, `a` added, `n` renamed (`[from, to]`), `d` removed.
    private static func notes(_ dataSet: DataSet, _ releases: [Release], _ releaseIndex: [ReleaseID: Int]) -> [JSONOutput] {
        DataSetDiff.nameChanges(dataSet, releases: releases.filter(\.isKnown).map(\.id)).map { changes in
            .object([
                ("r", .int(releaseIndex[changes.to] ?? -1)),
                ("a", .array(changes.added.map(JSONOutput.string))),
                ("n", .array(changes.renamed.map { .array([.string($0.from), .string($0.to)]) })),
                ("d", .array(changes.removed.map(JSONOutput.string))),
            ])
        }
    }

    private static func symbol(_ dataSet: DataSet, _ symbol: Symbol, _ releaseIndex: [ReleaseID: Int]) -> JSONOutput {
        let index = { (release: ReleaseID) in JSONOutput.int(releaseIndex[release] ?? -1) }
        var members: [(String, JSONOutput)] = [("n", .string(symbol.name)), ("r", index(symbol.introduced))]
        let strings = { (items: [String]) in JSONOutput.array(items.map(JSONOutput.string)) }
        if !symbol.categories.isEmpty { members.append(("c", strings(symbol.categories))) }
        if !symbol.keywords.isEmpty { members.append(("k", strings(symbol.keywords))) }
        if !symbol.oldNames.isEmpty {
            members.append(("o", strings(symbol.oldNames)))
            let renamed = symbol.oldNames.compactMap { old -> JSONOutput? in
                guard dataSet.renames[old] != nil, let release = dataSet.nameReleases[old] else { return nil }
                return .array([.string(old), index(release)])
            }
            if !renamed.isEmpty { members.append(("a", .array(renamed))) }
            let byPlatform = dataSet.namesByPlatform(of: symbol).filter { $0.names.count > 1 }
            if !byPlatform.isEmpty {
                members.append(("p", .object(byPlatform.map { platform, names in
                    (platform.rawValue, .array(names.map { .array([.string($0.name), .string($0.from.description)]) }))
                })))
            }
        }
        if let restriction = symbol.restriction { members.append(("x", .string(restriction))) }
        if let deprecation = symbol.deprecation { members.append(("d", .string(deprecation))) }
        if !symbol.layersets.isEmpty {
            members.append(("m", .object(symbol.layersets.sorted { $0.key < $1.key }.map { ($0.key.rawValue, index($0.value)) })))
        }
        if let unicode = symbol.unicode { members.append(("u", .int(Int(unicode.value)))) }
        if !symbol.localizations.isEmpty {
            members.append(("v", .array(symbol.localizations.map { variant in
                .array([.string(variant.name), .string(variant.suffix.rawValue), .string(variant.script), index(variant.release)])
            })))
        }
        if !symbol.styles.isEmpty { members.append(("s", strings(symbol.styles))) }
        return .object(members)
    }

    /// `data/rules.js`: SymbolCatalog's ``SearchRules`` as the page's ranking reads them.
    package static func rulesScript() -> [UInt8] {
        let rules = MatchRule.allCases.sorted()
        let table = JSONOutput.object([
            ("schemaVersion", .int(1)),
            ("rules", .array(rules.map { .string($0.rawValue) })),
            ("thousands", .object(rules.map { ($0.rawValue, .int(SearchRules.thousands($0))) })),
            ("points", .object(rules.map { ($0.rawValue, .int(SearchRules.points($0))) })),
            ("allTermsAsWrittenThousands", .int(SearchRules.allTermsAsWrittenThousands)),
            ("thousand", .int(SearchRules.thousand)),
            ("maximumPoints", .int(SearchRules.maximumPoints)),
            ("startBonus", .int(SearchRules.startBonus)),
            ("typoPoints", .int(SearchRules.typoPoints)),
            ("typoKeywordPenalty", .int(SearchRules.typoKeywordPenalty)),
            ("typoDivisor", .int(SearchRules.typoDivisor)),
            ("insideWordDivisor", .int(SearchRules.insideWordDivisor)),
            ("omissionCost", .int(SearchRules.omissionCost)),
            ("transpositionCost", .int(SearchRules.transpositionCost)),
            ("substitutionCost", .int(SearchRules.substitutionCost)),
            ("twoSlipTermLength", .int(SearchRules.twoSlipTermLength)),
            ("maximumTypoWordLength", .int(SearchRules.maximumTypoWordLength)),
            ("maximumTerms", .int(SearchRules.maximumTerms)),
        ])
        return SiteScript.global("CATALOG_RULES", table)
    }
}
