// The typed tables of a face, each parsed when asked for.

extension FontTables {
    /// `head`. - Throws: ``FontTableError`` when it is missing or too short.
    public func head() throws(FontTableError) -> HeadTable { try HeadTable(required("head")) }

    /// `hhea`, or nil without one.
    public func horizontalHeader() throws(FontTableError) -> HorizontalHeaderTable? {
        try table("hhea").map { data throws(FontTableError) in try HorizontalHeaderTable(data) }
    }

    /// `OS/2`, or nil without one.
    public func os2() throws(FontTableError) -> OS2Table? {
        try table("OS/2").map { data throws(FontTableError) in try OS2Table(data) }
    }

    /// `maxp`. - Throws: when it is missing.
    public func maximumProfile() throws(FontTableError) -> MaximumProfileTable { try MaximumProfileTable(required("maxp")) }

    /// `name`, or nil without one.
    public func names() throws(FontTableError) -> NameTable? {
        try table("name").map { data throws(FontTableError) in try NameTable(data) }
    }

    /// `post`'s header (its glyph names are not read), or nil without one.
    public func postScript() throws(FontTableError) -> PostScriptTable? {
        try table("post", bytes: 0..<PostScriptTable.headerSize).map { data throws(FontTableError) in try PostScriptTable(data) }
    }

    /// `fvar` of a variable face, or nil for a static one.
    ///
    /// A face is variable as FreeType decides (`FT_HAS_MULTIPLE_MASTERS`, set in
    /// `sfnt_load_face`): an `fvar` that passes FreeType's header checks (see
    /// ``FontVariationsTable``) over outlines FreeType can vary, `glyf` with `gvar` or
    /// `CFF2`; a table of no bytes counts as missing, as in FreeType's look-up. Every instance
    /// catalog measures is made by FreeType, so an `fvar` over static outlines (no `gvar`, or
    /// CFF) gives no axes here either (`metrics` listed axes that `trim --axes` then called
    /// "not a variable font").
    /// - Throws: ``FontTableError/Reason/tooManyVariations(_:)`` past ``VariationLimits``.
    public func fontVariations() throws(FontTableError) -> FontVariationsTable? {
        guard (hasContent("glyf") && hasContent("gvar")) || hasContent("CFF2"), let data = try table("fvar") else { return nil }
        return try FontVariationsTable(data)
    }

    /// The best Unicode `cmap` subtable, or nil without one.
    public func characterMap() throws(FontTableError) -> CharacterMap? {
        guard let data = try table("cmap") else { return nil }
        return try CharacterMap(data)
    }

    /// `hmtx` with `hhea`'s count and `maxp`'s glyph count.
    /// - Throws: when `hhea`, `hmtx` or `maxp` is missing or short.
    public func horizontalMetrics() throws(FontTableError) -> HorizontalMetrics {
        guard let hhea = try horizontalHeader() else { throw FontTableError(path: path, reason: .missingTable("hhea")) }
        return try HorizontalMetrics(required("hmtx"), metricCount: hhea.numberOfHMetrics, glyphCount: maximumProfile().glyphCount)
    }

    /// The stored glyph boxes (`loca` and `glyf`), or nil for a font without `glyf` (CFF) and
    /// for a WOFF2 file: the `loca` FreeType rebuilds from a WOFF2's transformed tables
    /// points past the `glyf` it gives (on every WOFF2 tried, from fontTools and from Google
    /// Fonts), so the boxes come from FreeType's glyph loader, as for CFF.
    public func glyphBounds() throws(FontTableError) -> GlyphBoundsTable? {
        guard !isRebuiltWOFF2, let glyf = try table("glyf") else { return nil }
        return try GlyphBoundsTable(loca: required("loca"), glyf: glyf, indexToLocFormat: head().indexToLocFormat,
                                    glyphCount: maximumProfile().glyphCount)
    }
}
