import CatalogFormats

/// `categories`, `releases` and `localizations` as the documents scripts read: JSON (with
/// `schemaVersion` first) and TSV rows.
package enum BrowseReport {
    /// `{schemaVersion, categories: [{key, label, icon, count}]}`, in the data set's order.
    package static func categoriesJSON(_ summaries: [DataSet.CategorySummary]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("categories", .array(summaries.map { summary in
                .object([("key", .string(summary.category.key)), ("label", .string(summary.category.label)),
                         ("icon", .string(summary.category.icon)), ("count", .int(summary.memberCount))])
            })),
        ])
    }

    /// One row per category: key, label, icon, count.
    package static func categoriesTSV(_ summaries: [DataSet.CategorySummary]) -> String {
        TSV.render(summaries.map { [$0.category.key, $0.category.label, $0.category.icon, String($0.memberCount)] })
    }

    /// `{schemaVersion, releases: [{id, platforms, known, inferred, added, renamed, variants}]}`.
    package static func releasesJSON(_ summaries: [DataSet.ReleaseSummary]) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("releases", .array(summaries.map { summary in
                .object([("id", .string(summary.release.id.rawValue)),
                         ("platforms", ReleaseReport.platforms(summary.release)),
                         ("known", .bool(summary.release.isKnown)),
                         ("inferred", .bool(summary.release.isInferred)),
                         ("added", .int(summary.added)), ("renamed", .int(summary.renamed)),
                         ("variants", .int(summary.variants))])
            })),
        ])
    }

    /// One row per release: id, added, renamed, variants, then `PLATFORM=VERSION` per platform.
    package static func releasesTSV(_ summaries: [DataSet.ReleaseSummary]) -> String {
        TSV.render(summaries.map { summary in
            [summary.release.id.rawValue, String(summary.added), String(summary.renamed), String(summary.variants)]
                + summary.release.sortedPlatforms.map { "\($0.platform)=\($0.version)" }
        })
    }

    /// `{schemaVersion, name, localizations: [{name, suffix, script, release}]}` of `symbol`.
    package static func localizationsJSON(_ symbol: Symbol) -> JSONOutput {
        .object([
            ("schemaVersion", .int(1)),
            ("name", .string(symbol.name)),
            ("localizations", .array(symbol.localizations.map { localization in
                .object([("name", .string(localization.name)), ("suffix", .string(localization.suffix.rawValue)),
                         ("script", .string(localization.script)), ("release", .string(localization.release.rawValue))])
            })),
        ])
    }

    /// The cells of each localized variant of `symbol`: name, suffix, script, release (the
    /// TSV rows, and the text table's).
    package static func localizationRows(_ symbol: Symbol) -> [[String]] {
        symbol.localizations.map { [$0.name, $0.suffix.rawValue, $0.script, $0.release.rawValue] }
    }
}
