internal import CFreeType

// Per-glyph look-ups by index for the checks: names (from `post` or the CFF charset) and the
// control box of the unscaled outline. (Name → index is `glyphIndex(named:)`, with the other
// look-ups in FontFace+Glyphs.swift.)

extension FontFace {
    /// The glyph's name, or nil when the font has none for it.
    func glyphName(_ glyphIndex: Int) -> String? {
        var buffer = [CChar](repeating: 0, count: 128)
        guard FT_Get_Glyph_Name(handle, FT_UInt(glyphIndex), &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
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
