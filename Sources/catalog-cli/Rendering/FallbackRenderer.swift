import CatalogFormats
import TypeScale

/// `catalog fallback` as CSS (Capsize's `toCssString` layout) and JSON.
enum FallbackRenderer {
    static let schemaVersion = 1

    struct Stack {
        let font: WebFont
        let fallbacks: [FallbackSource]
        let faces: [FallbackFontFace]
        /// Whose average width sized the faces.
        let subset: CharacterFrequencies.Subset
        /// Each face's descriptors, resolved.
        let descriptors: [FontFaceDescriptors]

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
            "   Fallback faces sized and spaced like it, as Capsize's createFontStack"
                + (stack.subset == .latin ? "" : ", for the \(stack.subset.rawValue) subset") + ".",
        ]
        for fallback in stack.fallbacks where fallback.published != nil {
            lines.append("   \(CSSText.comment(fallback.name)): Capsize's published metrics (@capsizecss/metrics 3.5.0).")
        }
        lines[lines.count - 1] += " */"
        for (index, face) in stack.faces.enumerated() {
            lines.append("@font-face {")
            lines.append("  font-family: \(CSSText.familyName(face.fontFamily));")
            lines.append("  src: " + sources(face, stack.fallbacks[index]).map { "local(\(CSSText.string($0, quote: .single)))" }
                .joined(separator: ", ") + ";")
            for (property, value) in stack.descriptors[index].properties { lines.append("  \(property): \(value);") }
            for (property, value) in overrides(face) { lines.append("  \(property): \(percent(value));") }
            lines.append("}")
        }
        lines += [":root {", "  --font-\(slug(stack.font.metrics.familyName ?? stack.font.name)): \(stack.fontFamily);", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ stack: Stack) -> JSONOutput {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("font", font(stack.font.metrics, file: stack.font, source: nil, subset: stack.subset)),
            ("fontFamily", .string(stack.fontFamily)),
            ("subset", .string(stack.subset.rawValue)),
            ("fontFaces", .array(stack.faces.indices.map { index in
                let face = stack.faces[index], fallback = stack.fallbacks[index], descriptors = stack.descriptors[index]
                return .object([
                    ("fontFamily", .string(face.fontFamily)),
                    ("src", .array(sources(face, fallback).map(JSONOutput.string))),
                    ("fallback", font(fallback.metrics, file: fallback.font, source: source(fallback), subset: stack.subset)),
                    ("fontWeight", .optional(descriptors.fontWeight)),
                    ("fontStyle", .optional(descriptors.fontStyle)),
                    ("fontDisplay", .optional(descriptors.fontDisplay)),
                    ("unicodeRange", .optional(descriptors.unicodeRange)),
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

    /// `src`'s names: the fallback's full and PostScript names, then its Linux clones.
    static func sources(_ face: FallbackFontFace, _ fallback: FallbackSource) -> [String] {
        face.localNames + fallback.extraLocalNames.filter { !face.localNames.contains($0) }
    }

    /// Where a fallback's metrics come from: `file`, `fontconfig` or `capsize` (published).
    static func source(_ fallback: FallbackSource) -> String {
        fallback.published != nil ? "capsize" : fallback.font?.match != nil ? "fontconfig" : "file"
    }

    /// A font's object; `source` only for fallbacks.
    private static func font(_ metrics: CapsizeMetrics, file: WebFont?, source: String?, subset: CharacterFrequencies.Subset) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("name", .string(metrics.fullName ?? metrics.familyName ?? file?.name ?? "?")), ("family", .optional(metrics.familyName)),
            ("file", file.map { .string($0.path) } ?? .null), ("faceIndex", file.map { .int($0.faceIndex) } ?? .null),
            ("unitsPerEm", .int(metrics.unitsPerEm)), ("xWidthAvg", .int(metrics.xWidthAvg(subset))),
        ]
        if let source { fields.append(("source", .string(source))) }
        return .object(fields)
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
