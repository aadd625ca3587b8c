internal import CFreeType

// Per-glyph look-ups by index for the checks: names (from `post` or the CFF charset) and the
// control box of the unscaled outline. (Name → index is `glyphIndex(named:)`, with the other
// look-ups in FontFace+Glyphs.swift.)

extension FontFace {
    /// The glyph's name, or nil when the font has none for it.
    func glyphName(_ glyphIndex: Int) -> String? {
        // On the stack: called for every glyph of a sheet.
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 128) { buffer -> String? in
            guard let base = buffer.baseAddress, FT_Get_Glyph_Name(handle, FT_UInt(glyphIndex), base, FT_UInt(buffer.count)) == 0,
                  base.pointee != 0 else { return nil }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: strnlen(base, buffer.count)), as: UTF8.self)
        }
    }

    /// True when the face names its glyphs (`post` format 2, CFF): `FT_HAS_GLYPH_NAMES`.
    var hasGlyphNames: Bool { catalog_ft_has_glyph_names(handle) != 0 }

    /// The box around every point of glyph `glyphIndex`'s outline, on and off the curve, in
    /// font units (it holds the exact bounds), or nil for a glyph without an outline.
    func controlBox(glyphIndex: Int) throws(FreeTypeError) -> GlyphBox? {
        try loadGlyph(glyphIndex, extraFlags: Int32(FT_LOAD_NO_BITMAP))
        guard let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              slot.pointee.outline.n_points > 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return GlyphBox(xMin: Double(box.xMin), yMin: Double(box.yMin), xMax: Double(box.xMax), yMax: Double(box.yMax))
    }
}
