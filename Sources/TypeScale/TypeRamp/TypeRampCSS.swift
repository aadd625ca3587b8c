import CatalogFormats

// `type-ramp --format css`: custom properties a web project can use, 1 pt = 1 CSS px (both are
// the platforms' device-independent unit).

package enum TypeRampCSS {
    package static func document(_ ramp: TypeRamp) -> String {
        let o = ramp.options
        var lines = [
            "/* catalog type-ramp: \(o.platform) \(o.category), design \(o.design), width \(o.width), "
                + "\(o.leading) leading\(o.emphasized ? ", emphasized" : "").",
            "   Fonts resolved on the machine that ran it; lengths in px (1 pt = 1 px); letter-spacing is the",
            "   HIG tracking; baseline-offset is the baseline's distance from the top of the line box.",
            "   Each .type-STYLE trims its leading (text-box, else Capsize's ::before/::after margins). */",
            ":root {",
        ]
        for row in ramp.rows {
            let name = slug(row.style)
            let m = row.metrics
            var properties: [(String, String)] = [
                ("font-family", fontFamily(row.font.familyName, design: o.design)),
                ("font-size", px(row.pointSize)),
                ("line-height", px(row.leading)),
                ("font-weight", String(row.weight.openTypeWeight)),
                ("font-stretch", JSONOutput.format(o.width.widthPercent) + "%"),
                ("letter-spacing", em(row.tracking.thousandthsOfEm)),
            ]
            if let cap = m.capHeight { properties.append(("cap-height", px(cap))) }
            if let x = m.xHeight { properties.append(("x-height", px(x))) }
            properties.append(("baseline-offset", px(m.baselineOffset)))
            for (property, value) in properties {
                lines.append("  --type-\(name)-\(property): \(value);")
            }
        }
        lines.append("}")
        for row in ramp.rows {
            lines += classBlock(slug(row.style))
            if let trim = trim(row) {
                lines += LeadingTrimCSS.supportsBlocks(selector: ".type-\(slug(row.style))", trim: trim, indent: "")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The style's leading trim (Capsize's formulas) from the resolved font's metrics at its
    /// size and leading, or nil when the font has no cap height.
    package static func trim(_ row: TypeRampRow) -> LeadingTrim? {
        let m = row.metrics
        guard let cap = m.capHeight, cap > 0 else { return nil }
        return LeadingTrim(size: .fontSize(row.pointSize), leading: .lineHeight(row.leading), ascent: m.ascender,
                           descent: m.descender, lineGap: m.lineGap, capHeight: cap, unitsPerEm: row.pointSize)
    }

    package static func document(_ matrix: TypeRampMatrix) -> String {
        var lines = [
            "/* catalog type-ramp: \(matrix.platform), every size category, \(matrix.leading) leading.",
            "   Large on :root; another category on an element with data-size-category=\"NAME\". px = pt. */",
        ]
        let order = matrix.categories.indices.sorted { a, b in
            (matrix.categories[a] == .large ? 0 : 1, a) < (matrix.categories[b] == .large ? 0 : 1, b)
        }
        for index in order {
            let category = matrix.categories[index]
            lines.append("")
            lines.append(category == .large ? ":root {" : "[data-size-category=\"\(category.higName)\"] {")
            for row in matrix.rows {
                lines.append("  --type-\(slug(row.style))-font-size: \(px(row.pointSizes[index]));")
                lines.append("  --type-\(slug(row.style))-line-height: \(px(row.leadings[index]));")
            }
            lines.append("}")
        }
        for row in matrix.rows {
            lines += ["", ".type-\(slug(row.style)) {",
                      "  font-size: var(--type-\(slug(row.style))-font-size);",
                      "  line-height: var(--type-\(slug(row.style))-line-height);", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func classBlock(_ name: String) -> [String] {
        ["", ".type-\(name) {"]
            + ["font-family", "font-size", "line-height", "font-weight", "font-stretch", "letter-spacing"].map {
                "  \($0): var(--type-\(name)-\($0));"
            }
            + ["}"]
    }

    /// `large-title`, `title1`, `caption2`: the style's key in kebab case.
    package static func slug(_ style: TextStyle) -> String {
        var result = ""
        for character in TypeRampFormat.key(style) {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `"DejaVu Sans", system-ui, sans-serif`: the resolved family (always a CSS string),
    /// then the design's WebKit generic family, then the CSS generic one.
    package static func fontFamily(_ familyName: String?, design: FontDesign) -> String {
        let generic = switch design {
        case .default, .rounded: "sans-serif"
        case .serif: "serif"
        case .monospaced: "monospace"
        }
        let family = familyName.map { [CSSText.string($0)] } ?? []
        return (family + [design.cssGenericFamily, generic]).joined(separator: ", ")
    }

    private static func px(_ value: Double) -> String { TypeRampFormat.points(value) + "px" }

    /// `-0.026em` from -26/1000 em; `0`.
    private static func em(_ thousandths: Int) -> String {
        thousandths == 0 ? "0" : JSONOutput.format(Double(thousandths) / 1000) + "em"
    }
}
