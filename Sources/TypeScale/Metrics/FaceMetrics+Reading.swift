internal import CFreeType

// Reading FaceMetrics from FreeType's copies of the SFNT tables (`FT_Get_Sfnt_Table`), which
// FreeType has already adjusted with MVAR for a variable-font instance.

extension FaceMetrics {
    /// Reads the metrics of `face` (at the instance it was opened at).
    /// - Throws: ``FreeTypeError`` when FreeType cannot read the variation tables or load the
    ///   `H` or `x` glyph that a cap or x-height must be measured from.
    public init(face: FontFace) throws(FreeTypeError) {
        let handle = face.handle
        let os2 = FT_Get_Sfnt_Table(handle, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
        let hhea = FT_Get_Sfnt_Table(handle, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        let post = FT_Get_Sfnt_Table(handle, FT_SFNT_POST)?.assumingMemoryBound(to: TT_Postscript.self).pointee

        path = face.path
        faceIndex = face.faceIndex
        namedInstanceIndex = face.namedInstanceIndex
        familyName = face.familyName
        styleName = face.styleName
        postScriptName = face.postScriptName
        format = face.format
        glyphCount = Int(handle.pointee.num_glyphs)
        unitsPerEm = face.unitsPerEm

        horizontalHeader = hhea.map {
            LineMetrics(ascender: Int($0.Ascender), descender: Int($0.Descender), lineGap: Int($0.Line_Gap))
        }
        typographic = os2.map {
            LineMetrics(ascender: Int($0.sTypoAscender), descender: Int($0.sTypoDescender), lineGap: Int($0.sTypoLineGap))
        }
        windows = os2.map { WindowsMetrics(ascent: Int($0.usWinAscent), descent: Int($0.usWinDescent)) }
        os2Version = os2.map { Int($0.version) }
        useTypoMetrics = os2.map { $0.fsSelection & Self.useTypoMetricsBit != 0 } ?? false
        freeTypeLineMetricsSource = Self.freeTypeSource(
            hhea: horizontalHeader, typo: typographic, useTypoMetrics: useTypoMetrics,
            isSFNT: catalog_ft_is_sfnt(handle) != 0)
        capHeight = try Self.height(os2Value: os2.map { Int($0.sCapHeight) }, os2Version: os2Version,
                                    glyph: "H", face: face)
        xHeight = try Self.height(os2Value: os2.map { Int($0.sxHeight) }, os2Version: os2Version,
                                  glyph: "x", face: face)
        weightClass = os2.map { Int($0.usWeightClass) }
        widthClass = os2.map { Int($0.usWidthClass) }
        italicAngle = post.map { FontFace.double(fixed: $0.italicAngle) }
        axes = try face.variationAxes
        // As fvar lists them: without the default instance FreeType adds when none is there.
        let instances = try face.namedInstances
        namedInstances = Array(instances.prefix(face.declaredNamedInstanceCount ?? instances.count))
        designCoordinates = try face.designCoordinates
    }

    /// OS/2 fsSelection bit 7.
    static let useTypoMetricsBit: FT_UShort = 1 << 7

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

    /// The OS/2 value when OS/2 is version 2 or later and the value is set (not 0: converters
    /// that bump the version often leave it 0), else the top of `glyph`'s outline.
    private static func height(
        os2Value: Int?, os2Version: Int?, glyph: Unicode.Scalar, face: FontFace
    ) throws(FreeTypeError) -> HeightMeasurement {
        if let os2Value, let os2Version, os2Version >= 2, os2Value != 0 {
            return HeightMeasurement(value: os2Value, source: .os2)
        }
        return try face.measuredHeight(of: glyph)
    }
}

extension FontFace {
    /// The top of the outline of `scalar`'s glyph as a cap or x-height: `.none` without such
    /// a glyph or with an empty one.
    func measuredHeight(of scalar: Unicode.Scalar) throws(FreeTypeError) -> HeightMeasurement {
        guard let bounds = try outlineBounds(for: scalar) else { return .none }
        return HeightMeasurement(value: bounds.yMax, source: .glyph)
    }
}

extension FontFace {
    /// The face's names, vertical metrics and variation space; see ``FaceMetrics``.
    /// - Throws: ``FreeTypeError`` as ``FaceMetrics/init(face:)`` does.
    public func metrics() throws(FreeTypeError) -> FaceMetrics {
        try FaceMetrics(face: self)
    }
}
