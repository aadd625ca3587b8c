/// Names, vertical metrics and variation space of one font face.
///
/// Every length is in **font units** (the face's design grid: ``unitsPerEm`` units to the em);
/// ``points(_:size:)`` converts one to points. Built by one initialiser from either reader
/// (``init(reading:)``): the SFNT tables (``FontTables``: the default instance) or FreeType
/// (``FontFace``: Type 1 and other formats, and any instance). For a variable face opened at
/// an instance (``FontFace/init(path:faceIndex:variation:limit:)``) the values are the
/// instance's: FreeType applies `MVAR` to the OS/2 typo metrics, Windows metrics, cap and
/// x-height it hands out, and `gvar` to the glyph outlines measured.
///
/// Read one with ``FontFace/metrics()``, ``init(reading:)``, or for a whole file
/// ``faces(inFile:limit:)``, which picks the cheaper reader that gives the same values.
public struct FaceMetrics: Sendable, Hashable {
    /// The font file the face was read from.
    public let path: String
    /// The index of the face in its file (0 unless the file is a collection).
    public let faceIndex: Int
    /// The named instance the face was opened at (from 0), or `nil`.
    public let namedInstanceIndex: Int?
    /// The family name (`"DejaVu Sans"`), or `nil` when the font has none.
    public let familyName: String?
    /// The style name (`"Book"`; a named instance's name), or `nil` when the font has none.
    public let styleName: String?
    /// The PostScript name, or `nil` when the font has none.
    public let postScriptName: String?
    /// FreeType's name for the font format (`FT_Get_Font_Format`): `"TrueType"`, `"CFF"`,
    /// `"Type 1"`, …
    public let format: String
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// Units per em (`head.unitsPerEm`): the size of the design grid.
    public let unitsPerEm: Int

    /// The `hhea` ascender, descender and line gap in font units, or `nil` for a face without
    /// SFNT tables (Type 1 and other non-SFNT formats).
    public let horizontalHeader: LineMetrics?
    /// The OS/2 `sTypoAscender`, `sTypoDescender`, `sTypoLineGap` in font units, or `nil` when
    /// the face has no OS/2 table.
    public let typographic: LineMetrics?
    /// The OS/2 `usWinAscent` and `usWinDescent` as stored (both positive), in font units, or
    /// `nil` when the face has no OS/2 table.
    public let windows: WindowsMetrics?
    /// The OS/2 table version, or `nil` without OS/2.
    public let os2Version: Int?
    /// OS/2 `fsSelection` bit 7 (`USE_TYPO_METRICS`): the font asks layout engines to use the
    /// typo values for line spacing. `false` without OS/2.
    public let useTypoMetrics: Bool
    /// Which set FreeType uses for its face-wide ascender, descender and height; see
    /// ``freeTypeLineMetrics``.
    public let freeTypeLineMetricsSource: LineMetricsSource
    /// The cap height in font units: OS/2 `sCapHeight` when OS/2 is version 2 or later and
    /// the value is not 0, else the top of the `H` glyph's outline (its control box).
    public let capHeight: HeightMeasurement
    /// The x-height in font units: OS/2 `sxHeight` when OS/2 is version 2 or later and the
    /// value is not 0, else the top of the `x` glyph's outline (its control box).
    public let xHeight: HeightMeasurement
    /// OS/2 `usWeightClass` (100 thin … 400 regular … 900 black), or `nil` without OS/2.
    public let weightClass: Int?
    /// OS/2 `usWidthClass` (1 ultra-condensed … 5 normal … 9 ultra-expanded), or `nil` without
    /// OS/2.
    public let widthClass: Int?
    /// The `post` table's italic angle in degrees, counter-clockwise from vertical (negative
    /// for a font leaning right), or `nil` without a `post` table.
    public let italicAngle: Double?
    /// The variation axes; empty for a static face.
    public let axes: [VariationAxis]
    /// The named instances; empty for a static face.
    public let namedInstances: [NamedInstance]
    /// The design coordinates the face was read at, one per axis; empty for a static face.
    public let designCoordinates: [DesignCoordinate]

    /// The ascender, descender and line gap FreeType reports for the face (`face->ascender`,
    /// `face->descender`, and `face->height` minus the two), in font units, taken from the set
    /// ``freeTypeLineMetricsSource`` names; `nil` for ``LineMetricsSource/other``.
    ///
    /// Computed from the tables rather than read from FreeType: at a variable-font instance
    /// the tables carry the MVAR deltas exactly, while FreeType 2.12's face-wide values can
    /// carry deltas from earlier coordinate changes.
    public var freeTypeLineMetrics: LineMetrics? {
        switch freeTypeLineMetricsSource {
        case .hhea: horizontalHeader
        case .typo: typographic
        case .win: windows.map { LineMetrics(ascender: $0.ascent, descender: -$0.descent, lineGap: 0) }
        case .other: nil
        }
    }

    /// `fontUnits` converted to points at a type size of `pointSize` points:
    /// `fontUnits × pointSize / unitsPerEm`, unrounded (FreeType's scaled size metrics are
    /// rounded to whole pixels, which is too coarse for type ramps).
    public func points(_ fontUnits: Int, size pointSize: Double) -> Double {
        Double(fontUnits) * pointSize / Double(unitsPerEm)
    }
}
