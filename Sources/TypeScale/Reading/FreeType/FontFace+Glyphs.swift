internal import CFreeType

// Glyph look-ups (by character and by glyph name) and figures in font units, for measuring cap and x-height and for advance widths. All of
// them load with FT_LOAD_NO_SCALE: no size needs to be set, and the results are in the font's
// design units (at the face's variation instance, if any).

extension FontFace {
    /// The glyph the face's character map gives `scalar`, or `nil` when it has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        let index = FT_Get_Char_Index(handle, FT_ULong(scalar.value))
        return index == 0 ? nil : Int(index)
    }

    /// The index of the glyph named `name` (its PostScript name: the CFF charset's or the
    /// `post` table's), or nil when no glyph is; the first glyph of that name, as
    /// `FT_Get_Name_Index` finds it (`.notdef`, glyph 0, is never found). The face's names are
    /// read once, at the first look-up, into a table: `FT_Get_Name_Index` reads every name on
    /// each call (on MDI's 7,447 glyphs, two calls a glyph were 71% of `glyphs`).
    public func glyphIndex(named name: String) -> Int? {
        if glyphsByName == nil {
            var table = [String: Int]()
            if hasGlyphNames {
                for index in 1..<max(1, glyphCount) {
                    if let glyph = glyphName(index), table[glyph] == nil { table[glyph] = index }
                }
            }
            glyphsByName = table
        }
        return glyphsByName?[name]
    }

    /// FreeType's own look-up of a glyph by name (`FT_Get_Name_Index`), which reads every name
    /// on each call: the reference ``glyphIndex(named:)`` is tested against.
    func freeTypeGlyphIndex(named name: String) -> Int? {
        let index = FT_Get_Name_Index(handle, name)
        return index == 0 ? nil : Int(index)
    }

    /// The horizontal advance width of the glyph for `scalar`, in font units, at the face's
    /// instance (`HVAR` or `gvar` applied for a variable font); `nil` when the face has no glyph
    /// for `scalar`.
    /// - Throws: ``FreeTypeError`` when FreeType cannot read the glyph's metrics.
    public func advanceWidth(for scalar: Unicode.Scalar) throws(FreeTypeError) -> Int? {
        guard let glyph = glyphIndex(for: scalar) else { return nil }
        return try advance(ofGlyph: glyph)
    }

    /// The advance width of glyph `index` in font units, at the face's instance.
    func advance(ofGlyph index: Int) throws(FreeTypeError) -> Int {
        _ = try glyphLoadCost(index)  // FreeType loads the whole glyph for it at some instances
        var advance: FT_Fixed = 0
        try FreeTypeError.check(FT_Get_Advance(handle, FT_UInt(index), Int32(FT_LOAD_NO_SCALE), &advance), path: path)
        return Int(advance)  // font units with FT_LOAD_NO_SCALE (not 16.16)
    }

    /// The top of the outline of the glyph for `scalar` (its control box's `yMax`:
    /// `FT_Outline_Get_CBox`, the box around all outline points, on and off the curve), in font
    /// units; `nil` when the face has no glyph for it, or the glyph has no outline (an empty or
    /// bitmap glyph).
    /// - Throws: ``FreeTypeError`` when FreeType cannot load the glyph.
    public func glyphTop(of scalar: Unicode.Scalar) throws(FreeTypeError) -> Int? {
        guard let glyph = glyphIndex(for: scalar) else { return nil }
        try loadGlyph(glyph)
        guard let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              slot.pointee.outline.n_points > 0 else { return nil }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        return Int(box.yMax)
    }
}
