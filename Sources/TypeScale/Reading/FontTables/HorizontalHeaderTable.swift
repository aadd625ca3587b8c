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

    /// The values as read elsewhere (FreeType's copy of the table).
    init(ascender: Int, descender: Int, lineGap: Int, advanceWidthMax: Int, numberOfHMetrics: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.advanceWidthMax = advanceWidthMax
        self.numberOfHMetrics = numberOfHMetrics
    }

    /// As ``LineMetrics``.
    public var lineMetrics: LineMetrics { LineMetrics(ascender: ascender, descender: descender, lineGap: lineGap) }
}
