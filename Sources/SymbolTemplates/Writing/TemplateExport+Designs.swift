extension TemplateExport {
    /// The templates of a symbol `name` drawn in `styles`, as `template export` writes them:
    /// `Regular-S` in `requested` style, else regular when the symbol has it, else the style
    /// `style(_:)` chooses (its first); with `bothDesigns` (a symbol set written, no style
    /// asked), a symbol with regular and solid (Font Awesome's two designs, not weights) gives
    /// two templates: NAME from regular (with the weights) and NAME.fill from solid.
    /// `glyph(style)` is the symbol's glyph in a style.
    public static func designs(name: String, styles: [String], requested: String?, bothDesigns: Bool,
                               style: (String?) throws -> String,
                               glyph: (String) throws -> TemplateGlyph) throws -> [(name: String, export: TemplateExport)] {
        if requested == nil, bothDesigns, styles.contains("regular"), styles.contains("solid") {
            let designs = styles.filter { !weightStyles.contains($0) }
            return [(name, try make(style: "regular", styles: styles, glyph: glyph)),
                    (name + ".fill", try make(style: "solid", styles: designs, glyph: glyph))]
        }
        let chosen = try style(requested ?? (styles.contains("regular") ? "regular" : nil))
        return [(name, try make(style: chosen, styles: styles, glyph: glyph))]
    }
}
