// The one place FaceMetrics is built: from any FaceReader (the SFNT tables, or FreeType),
// with the cap and x-height rule and FreeType's choice of line metrics.

extension FaceMetrics {
    /// The metrics of the face `face` reads: for a ``FontFace``, at the instance it was opened
    /// at; for ``FontTables``, at the default instance.
    /// - Throws: `Reader.ReadError` when a table cannot be read, or the `H` or `x` glyph
    ///   that a cap or x-height must be measured from cannot be loaded.
    public init<Reader: FaceReader>(reading face: Reader) throws(Reader.ReadError) {
        let names = try face.faceNames
        let hhea = try face.horizontalHeader()
        let os2 = try face.os2()

        path = face.path
        faceIndex = face.faceIndex
        namedInstanceIndex = face.namedInstanceIndex
        familyName = names.familyName
        styleName = names.styleName
        postScriptName = names.postScriptName
        format = face.format
        glyphCount = try face.glyphCount
        unitsPerEm = try face.unitsPerEm

        horizontalHeader = hhea?.lineMetrics
        typographic = os2?.typographic
        windows = os2?.windows
        os2Version = os2?.version
        useTypoMetrics = os2?.useTypoMetrics ?? false
        freeTypeLineMetricsSource = Self.freeTypeSource(hhea: horizontalHeader, typo: typographic, useTypoMetrics: useTypoMetrics,
                                                        isSFNT: face.isSFNT)
        capHeight = try Self.height(os2: os2?.capHeight, glyph: "H", of: face)
        xHeight = try Self.height(os2: os2?.xHeight, glyph: "x", of: face)
        weightClass = os2?.weightClass
        widthClass = os2?.widthClass
        italicAngle = try face.postScript()?.italicAngle

        let variations = try face.variationSpace
        axes = variations.axes
        namedInstances = variations.namedInstances
        designCoordinates = variations.designCoordinates
    }

    /// FreeType 2.12's choice (`sfnt_load_face` in `sfobjs.c`): typo when OS/2 sets
    /// USE_TYPO_METRICS; else hhea; if hhea's ascender and descender are both 0 and OS/2
    /// exists, typo when either typo value is not 0, else win.
    static func freeTypeSource(
        hhea: LineMetrics?, typo: LineMetrics?, useTypoMetrics: Bool, isSFNT: Bool
    ) -> LineMetricsSource {
        guard isSFNT else { return .other }
        if typo != nil && useTypoMetrics { return .typo }
        if let hhea, hhea.ascender != 0 || hhea.descender != 0 { return .hhea }
        guard let typo else { return .hhea }
        return typo.ascender != 0 || typo.descender != 0 ? .typo : .win
    }

    /// The OS/2 value when it is set (OS/2 version 2 or later, where ``OS2Table`` has it, and
    /// not 0: converters that bump the version often leave it 0), else the top of `glyph`'s
    /// outline, else none.
    private static func height<Reader: FaceReader>(
        os2 value: Int?, glyph: Unicode.Scalar, of face: Reader
    ) throws(Reader.ReadError) -> HeightMeasurement {
        if let value, value != 0 { return HeightMeasurement(value: value, source: .os2) }
        guard let top = try face.glyphTop(of: glyph) else { return .none }
        return HeightMeasurement(value: top, source: .glyph)
    }
}

extension FontFace {
    /// The face's names, vertical metrics and variation space at the instance it was opened
    /// at; see ``FaceMetrics``.
    /// - Throws: ``FreeTypeError`` as ``FaceMetrics/init(reading:)`` does.
    public func metrics() throws(FreeTypeError) -> FaceMetrics {
        try FaceMetrics(reading: self)
    }
}
