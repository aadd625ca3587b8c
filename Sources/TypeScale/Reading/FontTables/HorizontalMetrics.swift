/// The `hmtx` table's advance widths, in font units.
///
/// Glyphs past `numberOfHMetrics` share the last entry's advance (monospaced tails).
public struct HorizontalMetrics: Sendable {
    private let data: FontTableData
    /// `hhea.numberOfHMetrics`.
    public let metricCount: Int
    /// `maxp.numGlyphs`.
    public let glyphCount: Int

    /// `data` with `metricCount` full entries (checked to fit) for `glyphCount` glyphs.
    public init(_ data: FontTableData, metricCount: Int, glyphCount: Int) throws(FontTableError) {
        guard metricCount > 0 else {
            throw FontTableError(path: data.path, reason: .invalidValue(tag: "hhea", what: "numberOfHMetrics is 0"))
        }
        try data.check(0, 4 * metricCount)
        self.data = data
        self.metricCount = metricCount
        self.glyphCount = glyphCount
    }

    /// The advance width of `glyph` (0 ..< ``glyphCount``).
    public func advance(of glyph: Int) throws(FontTableError) -> Int {
        guard glyph >= 0, glyph < max(glyphCount, metricCount) else {
            throw FontTableError(path: data.path, reason: .invalidValue(tag: "hmtx", what: "glyph \(glyph) is not in the font"))
        }
        return try data.uint16(at: 4 * min(glyph, metricCount - 1))
    }
}
