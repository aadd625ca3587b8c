import CatalogSystem

// Reading FaceMetrics from the SFNT tables themselves (FontTables), without FreeType's face
// loading: the names, the hhea, OS/2, post and maxp values, and fvar. The values are
// fontTools' (Scripts/font-metrics-reference.py prints them); FreeType is opened only to
// measure a cap or x-height from a glyph that is not a simple TrueType glyph.

extension FaceMetrics {
    /// The tables a face's metrics are read from (`post` only its header), read together.
    static let tablesRead: [(tag: String, prefix: Int?)] = [
        ("head", nil), ("hhea", nil), ("maxp", nil), ("OS/2", nil), ("name", nil), ("post", PostScriptTable.headerSize),
        ("fvar", nil), ("CFF ", CompactFontTable.prefix),
    ]

    /// The metrics of the face `tables` reads, at its default instance.
    ///
    /// - Parameter measure: Measures a cap or x-height from the glyph of `H` or `x` with
    ///   FreeType; called only when OS/2 has no such value and the glyph is not a simple
    ///   TrueType glyph.
    /// - Throws: ``FontTableError`` when a table cannot be read, or the face is one FreeType
    ///   would read differently or refuse (no `hhea` or `hmtx`, `glyf` without `loca`, an
    ///   OpenType/CFF face without `CFF ` or `CFF2`): the caller then reads it with FreeType.
    init(tables: FontTables, measure: (Unicode.Scalar) throws -> HeightMeasurement) throws {
        try tables.prefetch(Self.tablesRead)
        let head = try tables.head()
        guard let hhea = try tables.horizontalHeader(), tables.has("hmtx") else {
            throw FontTableError(path: tables.path, reason: .missingTable(tables.has("hhea") ? "hmtx" : "hhea"))
        }
        let isCFF = tables.flavor == UInt32(SFNTDirectory.Signature.openType)
        guard !tables.has("glyf") || tables.has("loca"), !isCFF || tables.has("CFF ") || tables.has("CFF2") else {
            throw FontTableError(path: tables.path, reason: .missingTable(isCFF ? "CFF " : "loca"))
        }
        let os2 = try tables.os2()
        let names = try tables.names()
        let post = try tables.postScript()

        path = tables.path
        faceIndex = tables.faceIndex
        namedInstanceIndex = nil
        familyName = names?.bestFamilyName
        styleName = names?.bestSubfamilyName
        postScriptName = names?.name(6)
        format = isCFF ? "CFF" : "TrueType"
        glyphCount = tables.has("CFF ") ? try CompactFontTable.glyphCount(tables) : try tables.maximumProfile().glyphCount
        unitsPerEm = head.unitsPerEm

        horizontalHeader = hhea.lineMetrics
        typographic = os2?.typographic
        windows = os2?.windows
        os2Version = os2?.version
        useTypoMetrics = os2?.useTypoMetrics ?? false
        freeTypeLineMetricsSource = Self.freeTypeSource(hhea: horizontalHeader, typo: typographic, useTypoMetrics: useTypoMetrics,
                                                        isSFNT: true)
        capHeight = try Self.height(os2: os2?.capHeight, glyph: "H", tables: tables, measure: measure)
        xHeight = try Self.height(os2: os2?.xHeight, glyph: "x", tables: tables, measure: measure)
        weightClass = os2?.weightClass
        widthClass = os2?.widthClass
        italicAngle = post?.italicAngle

        let variations = try tables.fontVariations()
        let axes = variations?.axes.map { axis in
            VariationAxis(tag: axis.tag, name: names?.name(axis.nameID) ?? axis.tag, minimum: axis.minimum,
                          defaultValue: axis.defaultValue, maximum: axis.maximum, isHidden: axis.flags & 1 != 0)
        } ?? []
        self.axes = axes
        namedInstances = variations?.instances.enumerated().map { index, instance in
            NamedInstance(index: index, name: names?.name(instance.subfamilyNameID),
                          postScriptName: instance.postScriptNameID.flatMap { $0 == 0 ? nil : names?.name($0) },
                          coordinates: zip(axes, instance.coordinates).map { DesignCoordinate(tag: $0.tag, value: $1) })
        } ?? []
        designCoordinates = axes.map { DesignCoordinate(tag: $0.tag, value: $0.defaultValue) }
    }

    /// The OS/2 value when it is set (version 2 or later, not 0), else the top of `glyph`'s
    /// outline: read from `glyf` for a simple glyph, measured by `measure` otherwise.
    private static func height(
        os2 value: Int?, glyph scalar: Unicode.Scalar, tables: FontTables,
        measure: (Unicode.Scalar) throws -> HeightMeasurement
    ) throws -> HeightMeasurement {
        if let value, value != 0 { return HeightMeasurement(value: value, source: .os2) }
        let glyph: Int?
        do {
            glyph = try tables.characterMap()?.glyph(for: scalar)
        } catch {
            return try measure(scalar)  // a cmap format not read here: FreeType's look-up decides
        }
        guard let glyph else { return .none }
        switch try SimpleGlyphTop.of(glyph: glyph, in: tables) {
        case .top(let top): return HeightMeasurement(value: top, source: .glyph)
        case .empty: return .none
        case .needsFreeType, nil: return try measure(scalar)
        }
    }
}
