import CatalogFormats

/// A web font's fallback stack: `@font-face` rules for local fallbacks sized and spaced like
/// it, written as CSS (Capsize's `toCssString` layout) and as JSON (`catalog fallback`).
package struct FallbackStack {
    /// The version of the JSON document ``json`` writes.
    package static let schemaVersion = 1

    package let font: WebFont
    package let fallbacks: [FallbackSource]
    package let faces: [FallbackFontFace]
    /// Whose average width sized the faces.
    package let subset: CharacterFrequencies.Subset
    /// Each face's descriptors, resolved.
    package let descriptors: [FontFaceDescriptors]

    /// `"Noto Sans", "Noto Sans Fallback", "DejaVu Sans"`.
    package var fontFamily: String {
        var families = [font.metrics.familyName ?? font.name]
        families += faces.map(\.fontFamily)
        for face in faces where !families.contains(face.fallbackFamily) { families.append(face.fallbackFamily) }
        return families.map(CSSText.familyName).joined(separator: ", ")
    }

    package init(font: WebFont, fallbacks: [FallbackSource], faces: [FallbackFontFace], subset: CharacterFrequencies.Subset,
                 descriptors: [FontFaceDescriptors]) {
        (self.font, self.fallbacks, self.faces, self.subset, self.descriptors) = (font, fallbacks, faces, subset, descriptors)
    }

    /// The rules, with a comment naming the font and the `:root` custom property.
    package var css: String {
        let stack = self
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
            lines.append("  src: " + Self.sources(face, stack.fallbacks[index]).map { "local(\(CSSText.string($0, quote: .single)))" }
                .joined(separator: ", ") + ";")
            for (property, value) in stack.descriptors[index].properties { lines.append("  \(property): \(value);") }
            for (property, value) in Self.overrides(face) { lines.append("  \(property): \(Self.percent(value));") }
            lines.append("}")
        }
        lines += [":root {", "  --font-\(Self.slug(stack.font.metrics.familyName ?? stack.font.name)): \(stack.fontFamily);", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{schemaVersion, font, fontFamily, subset, fontFaces}`.
    package var json: JSONOutput {
        let stack = self
        return .object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("font", Self.fontObject(stack.font.metrics, file: stack.font, source: nil, subset: stack.subset)),
            ("fontFamily", .string(stack.fontFamily)),
            ("subset", .string(stack.subset.rawValue)),
            ("fontFaces", .array(stack.faces.indices.map { index in
                let face = stack.faces[index], fallback = stack.fallbacks[index], descriptors = stack.descriptors[index]
                return .object([
                    ("fontFamily", .string(face.fontFamily)),
                    ("src", .array(Self.sources(face, fallback).map(JSONOutput.string))),
                    ("fallback", Self.fontObject(fallback.metrics, file: fallback.font, source: Self.source(fallback), subset: stack.subset)),
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
    package static func overrides(_ face: FallbackFontFace) -> [(String, Double)] {
        [("ascent-override", face.ascentOverride), ("descent-override", face.descentOverride),
         ("line-gap-override", face.lineGapOverride), ("size-adjust", face.sizeAdjust)]
            .compactMap { property, value in value.map { (property, $0) } }
    }

    /// `src`'s names: the fallback's full and PostScript names, then its Linux clones.
    package static func sources(_ face: FallbackFontFace, _ fallback: FallbackSource) -> [String] {
        face.localNames + fallback.extraLocalNames.filter { !face.localNames.contains($0) }
    }

    /// Where a fallback's metrics come from: `file`, `fontconfig` or `capsize` (published).
    package static func source(_ fallback: FallbackSource) -> String {
        fallback.published != nil ? "capsize" : fallback.font?.match != nil ? "fontconfig" : "file"
    }

    /// A font's object; `source` only for fallbacks.
    private static func fontObject(_ metrics: CapsizeMetrics, file: WebFont?, source: String?, subset: CharacterFrequencies.Subset) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("name", .string(metrics.fullName ?? metrics.familyName ?? file?.name ?? "?")), ("family", .optional(metrics.familyName)),
            ("file", file.map { .string($0.path) } ?? .null), ("faceIndex", file.map { .int($0.faceIndex) } ?? .null),
            ("unitsPerEm", .int(metrics.unitsPerEm)), ("xWidthAvg", .int(metrics.xWidthAvg(subset))),
        ]
        if let source { fields.append(("source", .string(source))) }
        return .object(fields)
    }

    package static func percent(_ value: Double) -> String { WebFont.css(value) + "%" }

    /// `noto-sans`: lower case, runs of other characters as one hyphen.
    package static func slug(_ name: String) -> String {
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
