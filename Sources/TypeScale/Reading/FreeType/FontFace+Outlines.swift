internal import CFreeType

// Glyph outlines for drawing specimens: FT_Load_Glyph(FT_LOAD_NO_SCALE) and
// FT_Outline_Decompose, whose callbacks append to an ``OutlineCollector`` passed as the `user`
// pointer.

extension FontFace {
    /// The outlines of `text` set on one line from x = 0 along the baseline, in font units
    /// with y up: one glyph per Unicode scalar from the character map (the `.notdef` glyph for
    /// characters the font lacks), advanced by its advance width (at the face's instance) plus
    /// `letterSpacing` font units between glyphs. No kerning, ligatures or shaping.
    /// - Throws: ``FreeTypeError`` when a glyph cannot be loaded or decomposed.
    public func outline(of text: String, letterSpacing: Double = 0) throws(FreeTypeError) -> GlyphPath {
        var collector = OutlineCollector()
        var pen = 0.0
        var missing = 0
        var count = 0
        for scalar in text.unicodeScalars {
            if count > 0 { pen += letterSpacing }
            let glyph = glyphIndex(for: scalar)
            if glyph == nil { missing += 1 }
            collector.offset = pen
            pen += try appendOutline(ofGlyph: glyph ?? 0, to: &collector)
            count += 1
        }
        return GlyphPath(elements: collector.elements, advance: pen, glyphCount: count, missingGlyphCount: missing)
    }

    /// Loads glyph `index` unscaled, appends its contours (if it has an outline) to
    /// `collector`, and returns its advance width in font units.
    func appendOutline(ofGlyph index: Int, to collector: inout OutlineCollector) throws(FreeTypeError) -> Double {
        try loadGlyph(index, extraFlags: Int32(FT_LOAD_NO_BITMAP))
        if let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_contours > 0 {
            try collector.decompose(&slot.pointee.outline, path: path)
        }
        return Double(try advance(ofGlyph: index))
    }
}
