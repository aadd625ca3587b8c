import CatalogFormats

/// `catalog type-ramp`'s JSON contract and TSV rows.
extension TypeRamp {
    /// The version of the JSON documents of ramps and matrices.
    package static let schemaVersion = 1

    /// `catalog type-ramp --json`: the options and one object per style.
    package var json: JSONOutput {
        let ramp = self
        return .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("platform", .string(ramp.options.platform.rawValue)),
            ("sizeCategory", .string(ramp.options.category.higName)),
            ("design", .string(ramp.options.design.rawValue)),
            ("width", .string(ramp.options.width.rawValue)),
            ("styles", .array(ramp.rows.map(Self.json))),
        ])
    }

    private static func json(_ row: TypeRampRow) -> JSONOutput {
        let length = { (value: Double?) in value.map { JSONOutput.double(TypeRampFormat.rounded($0)) } ?? .null }
        return .object([
            ("style", .string(TypeRampFormat.key(row.style))),
            ("weight", .string(row.weight.appleName)),
            ("weightValue", .int(row.weight.openTypeWeight)),
            ("pointSize", .double(TypeRampFormat.rounded(row.pointSize))),
            ("leading", .double(TypeRampFormat.rounded(row.leading))),
            ("tracking", .double(TypeRampFormat.rounded(row.tracking.points))),
            ("trackingEm", .int(row.tracking.thousandthsOfEm)),
            ("font", .object([
                ("family", .optional(row.font.familyName)),
                ("style", .optional(row.font.styleName)),
                ("file", .string(row.font.path)),
                ("resolution", .string(row.font.resolution.rawValue)),
            ])),
            ("ascender", length(row.metrics.ascender)),
            ("descender", length(row.metrics.descender)),
            ("capHeight", length(row.metrics.capHeight)),
            ("xHeight", length(row.metrics.xHeight)),
            ("lineHeight", length(row.metrics.lineHeight)),
            ("baselineOffset", length(row.metrics.baselineOffset)),
            ("firstBaseline", length(row.metrics.firstBaseline)),
        ])
    }

    /// One row per style, no header.
    package var tsv: String {
        TSV.render(rows.map { row in
            let m = row.metrics
            return [
                TypeRampFormat.key(row.style), row.weight.appleName, String(row.weight.openTypeWeight),
                TypeRampFormat.points(row.pointSize), TypeRampFormat.points(row.leading),
                TypeRampFormat.points(row.tracking.points), String(row.tracking.thousandthsOfEm),
                row.font.familyName ?? "", row.font.styleName ?? "", row.font.path, row.font.resolution.rawValue,
                TypeRampFormat.points(m.ascender), TypeRampFormat.points(m.descender), m.capHeight.map(TypeRampFormat.points) ?? "", m.xHeight.map(TypeRampFormat.points) ?? "",
                TypeRampFormat.points(m.lineHeight), TypeRampFormat.points(m.baselineOffset), TypeRampFormat.points(m.firstBaseline),
            ]
        })
    }
}

extension TypeRampMatrix {
    /// `catalog type-ramp --size-category all --json`: sizes and leadings per style and category.
    package var json: JSONOutput {
        let matrix = self
        return .object([
            ("schemaVersion", .int(TypeRamp.schemaVersion)),
            ("platform", .string(matrix.platform.rawValue)),
            ("categories", .array(matrix.categories.map { .string($0.higName) })),
            ("styles", .array(matrix.rows.map { row in
                .object([
                    ("style", .string(TypeRampFormat.key(row.style))),
                    ("pointSizes", .array(row.pointSizes.map { .double(TypeRampFormat.rounded($0)) })),
                    ("leadings", .array(row.leadings.map { .double(TypeRampFormat.rounded($0)) })),
                ])
            })),
        ])
    }

    /// One row per style and category, no header.
    package var tsv: String {
        let matrix = self
        return TSV.render(matrix.rows.flatMap { row in
            matrix.categories.indices.map { index in
                [TypeRampFormat.key(row.style), matrix.categories[index].higName,
                 TypeRampFormat.points(row.pointSizes[index]), TypeRampFormat.points(row.leadings[index])]
            }
        })
    }
}
