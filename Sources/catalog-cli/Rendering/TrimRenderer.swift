import CatalogFormats
import TypeScale
import CatalogSystem

/// `catalog trim` in each format.
enum TrimRenderer {
    static let schemaVersion = 1
    /// The modern property and the condition that guards it.
    static let textBox = "text-box: trim-both cap alphabetic"

    static func css(_ trim: LeadingTrim, font: WebFont, selector: String) -> String {
        var lines = [
            "/* catalog trim: \(CSSText.comment(font.name)) (\(CSSText.comment(font.path))), Capsize's formulas.",
            "   text-box where the browser has it, else the ::before/::after margins; never both. */",
            "\(selector) {",
            "  font-size: \(px(trim.fontSize));",
            "  line-height: \(trim.lineHeight.map(px) ?? "normal");",
            "}",
        ]
        lines += supportsBlocks(selector: selector, trim: trim, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The two @supports blocks for `selector`.
    static func supportsBlocks(selector: String, trim: LeadingTrim, indent: String) -> [String] {
        [
            "@supports (\(textBox)) {",
            "  \(selector) {",
            "    \(textBox);",
            "  }",
            "}",
            "@supports not (\(textBox)) {",
            "  \(selector)::before {",
            "    content: \"\";",
            "    margin-bottom: \(em(trim.capHeightTrim));",
            "    display: table;",
            "  }",
            "  \(selector)::after {",
            "    content: \"\";",
            "    margin-top: \(em(trim.baselineTrim));",
            "    display: table;",
            "  }",
            "}",
        ].map { indent + $0 }
    }

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
                ("fontSize", .string(px(trim.fontSize))),
                ("lineHeight", .string(trim.lineHeight.map(px) ?? "normal")),
                ("::before", .object([("content", .string("''")), ("marginBottom", .string(em(trim.capHeightTrim))), ("display", .string("table"))])),
                ("::after", .object([("content", .string("''")), ("marginTop", .string(em(trim.baselineTrim))), ("display", .string("table"))])),
            ])),
        ])
    }

    static func text(_ trim: LeadingTrim, font: WebFont) -> String {
        let rows = [
            ["font-size", px(trim.fontSize)],
            ["line-height", trim.lineHeight.map(px) ?? "normal"],
            ["::before", "margin-bottom \(em(trim.capHeightTrim)) (trims above the cap height)"],
            ["::after", "margin-top \(em(trim.baselineTrim)) (trims below the baseline)"],
        ]
        return ([TerminalText.visible(font.name) + "  " + TerminalText.visible(font.path)]
            + TextTable.align(rows).map { "  " + $0 }).joined(separator: "\n") + "\n"
    }

    static func px(_ value: Double) -> String { WebFont.css(value) + "px" }
    static func em(_ value: Double) -> String { WebFont.css(value) + "em" }
}
