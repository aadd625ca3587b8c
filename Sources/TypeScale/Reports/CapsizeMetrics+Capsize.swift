import CatalogFormats

/// `metrics --format capsize`: Capsize's font-metrics object, its keys in Capsize's order.
/// One face is the object itself, several an array (the documented exception to
/// `schemaVersion` first: the file must be what Capsize imports).
extension CapsizeMetrics {
    /// The document for `faces`.
    package static func capsizeJSON(_ faces: [CapsizeMetrics]) -> JSONOutput {
        faces.count == 1 ? faces[0].capsizeObject : .array(faces.map(\.capsizeObject))
    }

    /// One face's object.
    package var capsizeObject: JSONOutput {
        let m = self
        return .object([
            ("familyName", .optional(m.familyName)),
            ("fullName", .optional(m.fullName)),
            ("postscriptName", .optional(m.postscriptName)),
            ("category", .optional(m.category?.rawValue)),
            ("capHeight", m.capHeight.map(JSONOutput.int) ?? .null),
            ("ascent", .int(m.ascent)),
            ("descent", .int(m.descent)),
            ("lineGap", .int(m.lineGap)),
            ("unitsPerEm", .int(m.unitsPerEm)),
            ("xHeight", m.xHeight.map(JSONOutput.int) ?? .null),
            ("xWidthAvg", .int(m.xWidthAvg)),
            ("subsets", .object(CharacterFrequencies.Subset.allCases.map { subset in
                (subset.rawValue, .object([("xWidthAvg", .int(m.xWidthAvg(subset)))]))
            })),
        ])
    }
}
