import CatalogFormats

/// `catalog info`'s documents: JSON, a contract, and TSV.
package enum InfoReport {
    package static let schemaVersion = 1

    package static func json(_ dataSet: DataSet) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("name", .string(dataSet.name)),
            ("version", .optional(dataSet.version)),
            ("license", .optional(dataSet.license)),
            ("symbolCount", .int(dataSet.symbolCount)),
            ("variantCount", .int(dataSet.variantCount)),
            ("renameCount", .int(dataSet.renameCount)),
            ("legacyAliasCount", .int(dataSet.legacyAliasCount)),
            ("restrictedCount", .int(dataSet.restrictedCount)),
            ("deprecatedCount", .int(dataSet.deprecatedCount)),
            ("categoryCount", .int(dataSet.categoryCount)),
            ("releases", .array(dataSet.releases.map(ReleaseReport.json))),
            ("drawSymbolCount", .int(dataSet.drawSymbolCount)),
            ("missingFiles", .array(dataSet.missingFiles.map { aspect in
                .object([("file", .string(aspect.fileName)), ("cost", .string(aspect.costWhenMissing))])
            })),
        ])
    }

    package static func tsv(_ dataSet: DataSet) -> String {
        var rows: [[String]] = [
            ["name", dataSet.name],
            ["version", dataSet.version ?? ""],
            ["symbolCount", String(dataSet.symbolCount)],
            ["variantCount", String(dataSet.variantCount)],
            ["renameCount", String(dataSet.renameCount)],
            ["legacyAliasCount", String(dataSet.legacyAliasCount)],
            ["restrictedCount", String(dataSet.restrictedCount)],
            ["categoryCount", String(dataSet.categoryCount)],
        ]
        if let license = dataSet.license { rows.insert(["license", license], at: 2) }
        if dataSet.deprecatedCount > 0 { rows.append(["deprecatedCount", String(dataSet.deprecatedCount)]) }
        for release in dataSet.releases {
            rows.append(["release", release.id.rawValue] + release.sortedPlatforms.map { "\($0.platform)=\($0.version)" }
                + (release.isInferred ? ["inferred"] : []))
        }
        rows.append(["drawSymbolCount", String(dataSet.drawSymbolCount)])
        for aspect in dataSet.missingFiles { rows.append(["missingFile", aspect.fileName, aspect.costWhenMissing]) }
        return TSV.render(rows)
    }
}
