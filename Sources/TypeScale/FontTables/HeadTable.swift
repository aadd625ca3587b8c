/// The `head` table: the design grid and the font-wide bounding box, in font units.
public struct HeadTable: Sendable, Hashable {
    /// `fontRevision` (16.16).
    public let fontRevision: Double
    /// `unitsPerEm` (16 to 16,384 in valid fonts; never 0 here).
    public let unitsPerEm: Int
    /// The bounding box of all glyphs as stored (`xMin`, `yMin`, `xMax`, `yMax`), font units.
    public let xMin: Int, yMin: Int, xMax: Int, yMax: Int
    /// `macStyle` bits (bold 1, italic 2, …).
    public let macStyle: Int
    /// `indexToLocFormat`: 0 for 16-bit `loca` offsets (halved), 1 for 32-bit.
    public let indexToLocFormat: Int

    /// Parses `data` (54 bytes).
    public init(_ data: FontTableData) throws(FontTableError) {
        try data.check(0, 54)
        fontRevision = try data.fixed(at: 4)
        unitsPerEm = try data.uint16(at: 18)
        xMin = try data.int16(at: 36)
        yMin = try data.int16(at: 38)
        xMax = try data.int16(at: 40)
        yMax = try data.int16(at: 42)
        macStyle = try data.uint16(at: 44)
        indexToLocFormat = try data.int16(at: 50)
        guard unitsPerEm > 0 else { throw FontTableError(path: data.path, reason: .invalidValue(tag: "head", what: "unitsPerEm is 0")) }
    }
}

/// The `hhea` table: line metrics for horizontal layout, in font units.
public struct HorizontalHeaderTable: Sendable, Hashable {
    /// `ascender` (positive up), `descender` (negative below the baseline), `lineGap`.
    public let ascender: Int, descender: Int, lineGap: Int
    /// `advanceWidthMax`.
    public let advanceWidthMax: Int
    /// `numberOfHMetrics`: the `hmtx` entries with their own advance.
    public let numberOfHMetrics: Int

    /// Parses `data` (36 bytes).
    public init(_ data: FontTableData) throws(FontTableError) {
        try data.check(0, 36)
        ascender = try data.int16(at: 4)
        descender = try data.int16(at: 6)
        lineGap = try data.int16(at: 8)
        advanceWidthMax = try data.uint16(at: 10)
        numberOfHMetrics = try data.uint16(at: 34)
    }

    /// As ``LineMetrics``.
    public var lineMetrics: LineMetrics { LineMetrics(ascender: ascender, descender: descender, lineGap: lineGap) }
}

/// The `maxp` table's glyph count.
public struct MaximumProfileTable: Sendable, Hashable {
    /// `numGlyphs`.
    public let glyphCount: Int

    /// Parses `data` (6 bytes: version 0.5 for CFF, longer for TrueType).
    public init(_ data: FontTableData) throws(FontTableError) {
        glyphCount = try data.uint16(at: 4)
    }
}

/// The `post` table's header.
public struct PostScriptTable: Sendable, Hashable {
    /// `italicAngle` in degrees, counter-clockwise from vertical (negative leaning right;
    /// 16.16, signed).
    public let italicAngle: Double
    /// `underlinePosition` and `underlineThickness`, font units.
    public let underlinePosition: Int, underlineThickness: Int
    /// `isFixedPitch`: not 0 when every glyph has the same advance.
    public let isFixedPitch: Bool

    /// Parses `data` (32 bytes).
    public init(_ data: FontTableData) throws(FontTableError) {
        try data.check(0, 16)
        italicAngle = try data.fixed(at: 4)
        underlinePosition = try data.int16(at: 8)
        underlineThickness = try data.int16(at: 10)
        isFixedPitch = try data.uint32(at: 12) != 0
    }
}
