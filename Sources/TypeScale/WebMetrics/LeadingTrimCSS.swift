import CatalogFormats

/// Leading trim as CSS: `text-box` where the browser has it, else Capsize's `::before` and
/// `::after` margins; never both. What `trim` and `type-ramp --format css` write.
package enum LeadingTrimCSS {
    /// The modern property and the condition that guards it.
    package static let textBox = "text-box: trim-both cap alphabetic"

    package static func document(_ trim: LeadingTrim, fontName: String, fontPath: String, selector: String) -> String {
        var lines = [
            "/* catalog trim: \(CSSText.comment(fontName)) (\(CSSText.comment(fontPath))), Capsize's formulas.",
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
    package static func supportsBlocks(selector: String, trim: LeadingTrim, indent: String) -> [String] {
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

    package static func px(_ value: Double) -> String { JSONOutput.format(value) + "px" }
    package static func em(_ value: Double) -> String { JSONOutput.format(value) + "em" }
}
