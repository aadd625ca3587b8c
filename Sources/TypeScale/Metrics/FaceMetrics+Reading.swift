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
        let variations = try face.variationSpace
        axes = variations.axes
        namedInstances = variations.namedInstances
        designCoordinates = variations.designCoordinates
        // Away from the default instance, OS/2 and post still hold the default's classes and
        // angle: they follow the axes, as fontTools' instancer sets them.
        let instance = Self.instanceClasses(variations)
        weightClass = instance.weight ?? os2?.weightClass
        widthClass = instance.width ?? os2?.widthClass
        if let angle = instance.italicAngle { italicAngle = angle } else { italicAngle = try face.postScript()?.italicAngle }
    }

    /// usWeightClass, usWidthClass and the italic angle at a location other than the default,
    /// as `fontTools.varLib.instancer` writes them: the `wght` coordinate rounded within
    /// 1...1000; the width class whose percentage range holds `wdth` (boundaries halfway
    /// between 50, 62.5, 75, 87.5, 100, 112.5, 125, 150 and 200); `slnt` within -90...90. Nil
    /// for an axis the font lacks, and for every one at the default location.
    static func instanceClasses(_ variations: VariationSpace) -> (weight: Int?, width: Int?, italicAngle: Double?) {
        let location = Dictionary(variations.designCoordinates.map { ($0.tag, $0.value) }) { first, _ in first }
        guard variations.axes.contains(where: { axis in location[axis.tag].map { $0 != axis.defaultValue } ?? false }) else {
            return (nil, nil, nil)
        }
        let weight = location["wght"].map { Int(min(max($0, 1), 1000).rounded(.toNearestOrAwayFromZero)) }
        let width = location["wdth"].map { wdth in
            let percents = [50.0, 62.5, 75.0, 87.5, 100.0, 112.5, 125.0, 150.0, 200.0]
            let halves = zip(percents, percents.dropFirst()).map { ($0 + $1) / 2 }
            return (halves.firstIndex { wdth < $0 } ?? halves.count) + 1
        }
        return (weight, width, location["slnt"].map { min(max($0, -90), 90) })
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
