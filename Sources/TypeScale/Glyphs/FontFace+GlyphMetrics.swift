internal import CFreeType

// Measuring single glyphs: by character (through the character map) or by glyph index (every
// glyph of a font, for checks and benchmarks).

extension FontFace {
    /// The number of glyphs in the face (glyph indices run from 0 to `glyphCount - 1`).
    public var glyphCount: Int { Int(handle.pointee.num_glyphs) }

    /// The glyph the character map gives `scalar`, measured exactly (see ``GlyphMetrics``), in
    /// font units at the face's instance; `nil` when the face has no glyph for `scalar`.
    /// - Throws: ``FreeTypeError`` when the glyph cannot be loaded or decomposed.
    /// Without `keepingOutline`, ``GlyphMetrics/path`` has no elements (the figures are the
    /// same): for many glyphs that are not drawn.
    public func glyphMetrics(for scalar: Unicode.Scalar, keepingOutline: Bool = true) throws(FreeTypeError) -> GlyphMetrics? {
        guard let index = glyphIndex(for: scalar) else { return nil }
        return try glyphMetrics(glyphIndex: index, keepingOutline: keepingOutline)
    }

    /// The glyph named `name` (its PostScript name: the CFF charset's, or the `post` table's),
    /// measured exactly, in font units at the face's instance; `nil` when no glyph has that
    /// name (or the face names none). For glyphs that no character maps to, or a data set that
    /// gives a symbol no code point (icon fonts named by icon: `heart`, `circle-check`).
    /// - Throws: ``FreeTypeError`` when the glyph cannot be loaded or decomposed.
    public func glyphMetrics(named name: String, keepingOutline: Bool = true) throws(FreeTypeError) -> GlyphMetrics? {
        guard let index = glyphIndex(named: name) else { return nil }
        return try glyphMetrics(glyphIndex: index, keepingOutline: keepingOutline)
    }

    /// Glyph `glyphIndex` (0 ..< ``glyphCount``), measured exactly, in font units; without
    /// `keepingOutline`, ``GlyphMetrics/path`` has no elements.
    /// - Throws: ``FreeTypeError`` when the index is out of range or the glyph cannot be
    ///   loaded or decomposed.
    public func glyphMetrics(glyphIndex: Int, keepingOutline: Bool = true) throws(FreeTypeError) -> GlyphMetrics {
        guard (0..<glyphCount).contains(glyphIndex) else {
            throw FreeTypeError(path: path, reason: .freeType(code: Int(FT_Err_Invalid_Glyph_Index)))
        }
        var collector = OutlineCollector()
        let advance = try appendOutline(ofGlyph: glyphIndex, to: &collector)
        let outline = GlyphPath(elements: collector.elements, advance: advance, glyphCount: 1)
        return GlyphMetrics(glyphIndex: glyphIndex, unitsPerEm: unitsPerEm, advance: advance, path: outline,
                            keepingOutline: keepingOutline)
    }
}
