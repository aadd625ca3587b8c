import CatalogFormats

/// `catalog trim`'s JSON document (its CSS is ``LeadingTrimCSS``).
extension LeadingTrim {
    /// The version of the JSON document ``json(font:)`` writes.
    package static let schemaVersion = 1

    /// `catalog trim --json`: the font, the sizes, the trims and the style as CSS-in-JS.
    package func json(font: WebFont) -> JSONOutput {
        let trim = self
        return .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("font", .object([
                ("name", .string(font.name)), ("family", .optional(font.metrics.familyName)),
                ("file", .string(font.path)), ("faceIndex", .int(font.faceIndex)),
            ])),
            ("fontSize", .double(trim.fontSize)),
            ("lineHeight", trim.lineHeight.map(JSONOutput.double) ?? .null),
            ("capHeightTrim", .double(trim.capHeightTrim)),
            ("baselineTrim", .double(trim.baselineTrim)),
            ("style", .object([
                ("fontSize", .string(LeadingTrimCSS.px(trim.fontSize))),
                ("lineHeight", .string(trim.lineHeight.map(LeadingTrimCSS.px) ?? "normal")),
                ("::before", .object([("content", .string("''")), ("marginBottom", .string(LeadingTrimCSS.em(trim.capHeightTrim))), ("display", .string("table"))])),
                ("::after", .object([("content", .string("''")), ("marginTop", .string(LeadingTrimCSS.em(trim.baselineTrim))), ("display", .string("table"))])),
            ])),
        ])
    }
}
