import CatalogSystem

// Reading CapsizeMetrics: names, hhea, OS/2, post, cmap and hmtx through the table reader;
// cap and x-height as FaceMetrics measures them.

extension CapsizeMetrics {
    /// The metrics of the face `tables` reads, with cap and x-height from `faceMetrics` (the
    /// same face, read through FreeType); the average widths weighted by Capsize's weightings
    /// of each subset.
    /// - Throws: ``FontTableError`` when a table is missing (`head`, `hhea`, `maxp`, `hmtx`)
    ///   or damaged.
    public init(tables: FontTables, capHeight: HeightMeasurement, xHeight: HeightMeasurement) throws(FontTableError) {
        let head = try tables.head()
        guard let hhea = try tables.horizontalHeader() else { throw FontTableError(path: tables.path, reason: .missingTable("hhea")) }
        let os2 = try tables.os2()
        let names = try tables.names()
        var subsets = [CharacterFrequencies.Subset: Int]()
        for subset in CharacterFrequencies.Subset.allCases {
            subsets[subset] = try Self.averageWidth(tables, frequencies: .of(subset))
        }
        let italic = os2.map { $0.fsSelection & 0x201 != 0 } ?? (head.macStyle & 2 != 0)
        self.init(
            familyName: names?.familyName, fullName: names?.fullName, postscriptName: names?.postScriptName,
            category: FontCategory(panose: os2?.panose, isFixedPitch: try tables.postScript()?.isFixedPitch ?? false),
            capHeight: capHeight, ascent: hhea.ascender, descent: hhea.descender, lineGap: hhea.lineGap,
            unitsPerEm: head.unitsPerEm, xHeight: xHeight, xWidthAvg: subsets[.latin] ?? 0, subsets: subsets,
            weightClass: os2?.weightClass, isItalic: italic)
    }

    /// `xWidthAvg` for `frequencies` (see ``CharacterFrequencies/averageWidth(missing:advance:)``):
    /// advances from `hmtx`, a character `cmap` does not map counting as glyph 0's advance.
    static func averageWidth(_ tables: FontTables, frequencies: CharacterFrequencies) throws(FontTableError) -> Int {
        let advances = try tables.horizontalMetrics()
        let map = try tables.characterMap()
        let missing = advances.glyphCount > 0 ? try advances.advance(of: 0) : 0
        return try frequencies.averageWidth(missing: missing) { (scalar) throws(FontTableError) -> Int? in
            guard let glyph = try map?.glyph(for: scalar), glyph < advances.glyphCount else { return nil }
            return try advances.advance(of: glyph)
        }
    }
}

extension FontFace {
    /// The face's ``CapsizeMetrics``: tables read from the file (or, for WOFF, through
    /// FreeType), cap and x-height from ``metrics()``; at a named instance, the instance's
    /// (``CapsizeMetrics/init(instance:)``).
    /// - Throws: ``FontTableError`` or ``FreeTypeError``.
    public func capsizeMetrics(limit: FileSizeLimit = .standard) throws -> CapsizeMetrics {
        try capsizeMetrics(measured: metrics(), limit: limit)
    }

    /// ``capsizeMetrics(limit:)`` with the face's ``FaceMetrics`` already read, for a caller
    /// that needs both (the cap and x-height are measured from outlines once).
    public func capsizeMetrics(measured metrics: FaceMetrics, limit: FileSizeLimit = .standard) throws -> CapsizeMetrics {
        if namedInstanceIndex != nil { return try CapsizeMetrics(instance: self, measured: metrics) }
        let tables = try FontTables(path: path, faceIndex: faceIndex, limit: limit)
        return try CapsizeMetrics(tables: tables, capHeight: metrics.capHeight, xHeight: metrics.xHeight)
    }
}
