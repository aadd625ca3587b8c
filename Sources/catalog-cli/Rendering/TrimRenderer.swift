import CatalogFormats
import TypeScale
import CatalogSystem

/// `catalog trim` as JSON and text (its CSS is TypeScale's ``LeadingTrimCSS``).
enum TrimRenderer {
    static let schemaVersion = 1
    static func json(_ trim: LeadingTrim, font: WebFont) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
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

    static func text(_ trim: LeadingTrim, font: WebFont) -> String {
        let rows = [
            ["font-size", LeadingTrimCSS.px(trim.fontSize)],
            ["line-height", trim.lineHeight.map(LeadingTrimCSS.px) ?? "normal"],
            ["::before", "margin-bottom \(LeadingTrimCSS.em(trim.capHeightTrim)) (trims above the cap height)"],
            ["::after", "margin-top \(LeadingTrimCSS.em(trim.baselineTrim)) (trims below the baseline)"],
        ]
        return ([TerminalText.visible(font.name) + "  " + TerminalText.visible(font.path)]
            + TextTable.align(rows).map { "  " + $0 }).joined(separator: "\n") + "\n"
    }

}
