import TypeScale

/// A symbol of a data set as a template: `Regular-S` from the chosen style, and, where the
/// set draws the symbol in weights (Phosphor thin to bold), `Ultralight-S` and `Black-S` from
/// its lightest and heaviest weights when the three are point-compatible.
public struct TemplateExport: Sendable {
    /// The variants to write, each with its glyph.
    public var variants: [(VariantName, TemplateGlyph)]
    /// What was decided and why (interpolation sources written or not), one line each.
    public var notes: [String]

    /// An export of `variants`, with `notes`.
    public init(variants: [(VariantName, TemplateGlyph)], notes: [String]) {
        self.variants = variants
        self.notes = notes
    }

    /// Style names read as weights, lightest first (Phosphor's).
    public static let weightStyles = ["thin", "light", "regular", "bold"]

    /// Builds the variants from `glyph(style)`, the symbol's glyph in each of `styles` (the
    /// symbol's styles), drawing `Regular-S` from `style`.
    public static func make(style: String, styles: [String], glyph: (String) throws -> TemplateGlyph) throws -> TemplateExport {
        let regular = try glyph(style)
        let weights = weightStyles.filter(styles.contains)
        guard style == "regular", weights.count >= 3, let lightest = weights.first, let heaviest = weights.last else {
            return TemplateExport(variants: [(.regularSmall, regular)], notes: [])
        }
        let light = try glyph(lightest), heavy = try glyph(heaviest)
        let contours = { (g: TemplateGlyph) in PointCompatibility.contours(g.elements) }
        let reasons = [(light, lightest), (heavy, heaviest)].compactMap { other, name in
            PointCompatibility.difference(contours(regular), contours(other), names: ("regular", name))
        }
        guard reasons.isEmpty else {
            return TemplateExport(variants: [(.regularSmall, regular)],
                                  notes: ["Regular-S alone: \(lightest) and \(heaviest) are not interpolation sources (\(reasons.joined(separator: "; ")))"])
        }
        return TemplateExport(variants: [(VariantName(.ultralight, .small), light), (.regularSmall, regular), (VariantName(.black, .small), heavy)],
                              notes: ["Ultralight-S from \(lightest), Regular-S from regular, Black-S from \(heaviest): point-compatible, so Xcode interpolates the other weights"])
    }
}
