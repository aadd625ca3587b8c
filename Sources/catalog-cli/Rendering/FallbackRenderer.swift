import TypeScale

/// `catalog fallback` as CSS (Capsize's `toCssString` layout) and JSON.
enum FallbackRenderer {
    static let schemaVersion = 1

    struct Stack {
        let font: WebFont
        let fallbacks: [WebFont]
        let faces: [FallbackFontFace]

        /// `"Noto Sans", "Noto Sans Fallback", "DejaVu Sans"`.
        var fontFamily: String {
            var families = [font.metrics.familyName ?? font.name]
            families += faces.map(\.fontFamily)
            for face in faces where !families.contains(face.fallbackFamily) { families.append(face.fallbackFamily) }
            return families.map(CSSText.familyName).joined(separator: ", ")
        }
    }

    static func css(_ stack: Stack) -> String {
        var lines = [
            "/* catalog fallback: \(CSSText.comment(stack.font.name)) (\(CSSText.comment(stack.font.path))).",
            "   Fallback faces sized and spaced like it, as Capsize's createFontStack. */",
        ]
        for face in stack.faces {
            lines.append("@font-face {")
            lines.append("  font-family: \(CSSText.familyName(face.fontFamily));")
            lines.append("  src: " + face.localNames.map { "local(\(CSSText.string($0, quote: .single)))" }.joined(separator: ", ") + ";")
            for (property, value) in overrides(face) { lines.append("  \(property): \(percent(value));") }
            lines.append("}")
        }
        lines += [":root {", "  --font-\(slug(stack.font.metrics.familyName ?? stack.font.name)): \(stack.fontFamily);", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ stack: Stack) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("font", font(stack.font)),
            ("fontFamily", .string(stack.fontFamily)),
            ("fontFaces", .array(zip(stack.faces, stack.fallbacks).map { face, fallback in
                .object([
                    ("fontFamily", .string(face.fontFamily)),
                    ("src", .array(face.localNames.map(JSONOutput.string))),
                    ("fallback", font(fallback)),
                    ("sizeAdjust", face.sizeAdjust.map(JSONOutput.double) ?? .null),
                    ("ascentOverride", face.ascentOverride.map(JSONOutput.double) ?? .null),
                    ("descentOverride", face.descentOverride.map(JSONOutput.double) ?? .null),
                    ("lineGapOverride", face.lineGapOverride.map(JSONOutput.double) ?? .null),
                ])
            })),
        ])
    }

    /// The overrides present, in Capsize's order.
    static func overrides(_ face: FallbackFontFace) -> [(String, Double)] {
        [("ascent-override", face.ascentOverride), ("descent-override", face.descentOverride),
         ("line-gap-override", face.lineGapOverride), ("size-adjust", face.sizeAdjust)]
            .compactMap { property, value in value.map { (property, $0) } }
    }

    private static func font(_ font: WebFont) -> JSONOutput {
        .object([
            ("name", .string(font.name)), ("family", .optional(font.metrics.familyName)),
            ("file", .string(font.path)), ("faceIndex", .int(font.faceIndex)),
            ("unitsPerEm", .int(font.metrics.unitsPerEm)), ("xWidthAvg", .int(font.metrics.xWidthAvg)),
        ])
    }

    static func percent(_ value: Double) -> String { WebFont.css(value) + "%" }

    /// `noto-sans`: lower case, runs of other characters as one hyphen.
    static func slug(_ name: String) -> String {
        var result = ""
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, result.last != "-" {
                result += "-"
            }
        }
        while result.last == "-" { result.removeLast() }
        return result.isEmpty ? "font" : result
    }
}
