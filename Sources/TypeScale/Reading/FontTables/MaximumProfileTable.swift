/// The `maxp` table's glyph count.
public struct MaximumProfileTable: Sendable, Hashable {
    /// `numGlyphs`.
    public let glyphCount: Int

    /// Parses `data` (6 bytes: version 0.5 for CFF, longer for TrueType).
    public init(_ data: FontTableData) throws(FontTableError) {
        glyphCount = try data.uint16(at: 4)
    }
}
