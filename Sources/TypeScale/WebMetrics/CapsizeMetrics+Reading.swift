import CatalogSystem

// Reading CapsizeMetrics: names, hhea, OS/2, post, cmap and hmtx through the table reader;
// cap and x-height as FaceMetrics measures them.

extension CapsizeMetrics {
    /// The metrics of the face `tables` reads, with cap and x-height from `faceMetrics` (the
    /// same face, read through FreeType).
    /// - Throws: ``FontTableError`` when a table is missing (`head`, `hhea`, `maxp`, `hmtx`)
    ///   or damaged.
    public init(tables: FontTables, capHeight: HeightMeasurement, xHeight: HeightMeasurement,
                frequencies: CharacterFrequencies = .english) throws(FontTableError) {
        let head = try tables.head()
        guard let hhea = try tables.horizontalHeader() else { throw FontTableError(path: tables.path, reason: .missingTable("hhea")) }
        let os2 = try tables.os2()
        let names = try tables.names()
        self.init(
            familyName: names?.familyName, fullName: names?.fullName, postscriptName: names?.postScriptName,
            category: FontCategory(panose: os2?.panose, isFixedPitch: try tables.postScript()?.isFixedPitch ?? false),
            capHeight: capHeight, ascent: hhea.ascender, descent: hhea.descender, lineGap: hhea.lineGap,
            unitsPerEm: head.unitsPerEm, xHeight: xHeight,
            xWidthAvg: try Self.averageWidth(tables, os2: os2, frequencies: frequencies))
    }

    /// `xWidthAvg` (see ``xWidthAvg``). Without OS/2, a missing character counts as the mean
    /// of all non-zero advances (what OS/2 version 3 and later define `xAvgCharWidth` to be).
    static func averageWidth(_ tables: FontTables, os2: OS2Table?, frequencies: CharacterFrequencies) throws(FontTableError) -> Int {
        let advances = try tables.horizontalMetrics()
        let map = try tables.characterMap()
        let missing: Double
        if let os2 {
            missing = Double(os2.averageCharacterWidth)
        } else {
            var total = 0, count = 0
            for glyph in 0..<advances.glyphCount {
                let advance = try advances.advance(of: glyph)
                if advance > 0 { total += advance; count += 1 }
            }
            missing = count == 0 ? 0 : Double(total) / Double(count)
        }
        var sum = 0.0
        for (scalar, weight) in frequencies.weights where isLatin(scalar) && !isMark(scalar) {
            if let glyph = try map?.glyph(for: scalar), glyph < advances.glyphCount {
                sum += Double(try advances.advance(of: glyph)) * weight
            } else {
                sum += missing * weight
            }
        }
        return Int((sum + 0.5).rounded(.down))
    }

    /// A combining mark (Unicode Mn, Mc, Me): fontkit's `isMark`, which Capsize leaves out.
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}

extension FontFace {
    /// The face's ``CapsizeMetrics``: tables read from the file (or, for WOFF, through
    /// FreeType), cap and x-height from ``metrics()``; at a named instance, the instance's
    /// (``CapsizeMetrics/init(instance:frequencies:)``).
    /// - Throws: ``FontTableError`` or ``FreeTypeError``.
    public func capsizeMetrics(limit: FileSizeLimit = .standard) throws -> CapsizeMetrics {
        if namedInstanceIndex != nil { return try CapsizeMetrics(instance: self) }
        let metrics = try self.metrics()
        let tables = try FontTables(path: path, faceIndex: faceIndex, limit: limit)
        return try CapsizeMetrics(tables: tables, capHeight: metrics.capHeight, xHeight: metrics.xHeight)
    }
}
