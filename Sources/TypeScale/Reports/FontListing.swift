import CatalogFormats

/// What `catalog fonts` found, one font per weight in weight order, and its documents: the JSON
/// contract and TSV rows.
package struct FontListing: Sendable {
    /// The version of the JSON document ``json`` writes.
    package static let schemaVersion = 1

    package let design: FontDesign
    package let width: FontWidth
    package let source: FontResolver.Source
    package let fonts: [ResolvedFont]

    package init(design: FontDesign, width: FontWidth, source: FontResolver.Source, fonts: [ResolvedFont]) {
        (self.design, self.width, self.source, self.fonts) = (design, width, source, fonts)
    }

    /// `{schemaVersion, design, width, families, weights}`.
    package var json: JSONOutput {
        .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("design", .string(design.rawValue)),
            ("width", .string(width.rawValue)),
            ("families", Self.families(source)),
            ("weights", .array(fonts.map(Self.json))),
        ])
    }

    private static func families(_ source: FontResolver.Source) -> JSONOutput {
        switch source {
        case .design(let family):
            .object([
                ("candidates", .array(family.candidateNames.map(JSONOutput.string))),
                ("fallback", .optional(family.fallback)),
                ("source", .string(family.source.description)),
            ])
        case .font(.file(let name)), .font(.pattern(let name)):
            .object([("candidates", .array([.string(name)])), ("fallback", .null), ("source", .string("--font"))])
        }
    }

    private static func json(_ font: ResolvedFont) -> JSONOutput {
        .object([
            ("weight", .string(font.request.weight.appleName)),
            ("weightValue", .int(font.request.weight.openTypeWeight)),
            ("font", .object([
                ("family", .optional(font.familyName)),
                ("style", .optional(font.styleName)),
                ("postscriptName", .optional(font.postScriptName)),
                ("file", .string(font.path)),
                ("faceIndex", .int(font.faceIndex)),
                ("coordinates", .object(font.coordinates.map { ($0.tag, .double($0.value)) })),
            ])),
            ("resolution", .string(font.resolution.rawValue)),
            ("substitute", .bool(font.isSubstitute)),
            ("asked", .object([("weight", .double(font.askedWeight)), ("width", .double(font.askedWidth))])),
            ("found", .object([
                ("weight", font.foundWeight.map(JSONOutput.double) ?? .null),
                ("width", font.foundWidth.map(JSONOutput.double) ?? .null),
            ])),
        ])
    }

    /// One row per weight, no header.
    package var tsv: String {
        TSV.render(fonts.map { font in
            [
                font.request.weight.appleName, String(font.request.weight.openTypeWeight),
                font.familyName ?? "", font.styleName ?? "", font.postScriptName ?? "", font.path, String(font.faceIndex),
                font.resolution.rawValue,
                JSONOutput.format(font.askedWeight), font.foundWeight.map(JSONOutput.format) ?? "",
                JSONOutput.format(font.askedWidth), font.foundWidth.map(JSONOutput.format) ?? "",
                font.isSubstitute ? "true" : "false",
            ]
        })
    }
}
