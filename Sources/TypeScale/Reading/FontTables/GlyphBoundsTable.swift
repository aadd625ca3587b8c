/// The bounding boxes TrueType glyphs store in their `glyf` headers, found through `loca`,
/// in font units (what fontTools reads as a glyph's `xMin` … `yMax`; compilers write the box
/// of the control points, and a stale or hand-edited one can be anything).
public struct GlyphBoundsTable: Sendable {
    private let glyf: FontTableData
    private let loca: FontTableData
    private let longOffsets: Bool
    /// `maxp.numGlyphs`.
    public let glyphCount: Int

    /// `loca` (short or long offsets, `head.indexToLocFormat`) over `glyf`.
    public init(loca: FontTableData, glyf: FontTableData, indexToLocFormat: Int, glyphCount: Int) throws(FontTableError) {
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw FontTableError(path: loca.path, reason: .invalidValue(tag: "head", what: "indexToLocFormat is \(indexToLocFormat)"))
        }
        longOffsets = indexToLocFormat == 1
        try loca.check(0, (glyphCount + 1) * (longOffsets ? 4 : 2))
        self.loca = loca
        self.glyf = glyf
        self.glyphCount = glyphCount
    }

    /// The stored box of `glyph`, or nil for an empty glyph (no outline data).
    public func bounds(of glyph: Int) throws(FontTableError) -> GlyphBox? {
        guard glyph >= 0, glyph < glyphCount else {
            throw FontTableError(path: glyf.path, reason: .invalidValue(tag: "loca", what: "glyph \(glyph) is not in the font"))
        }
        let start = longOffsets ? try loca.uint32(at: 4 * glyph) : 2 * (try loca.uint16(at: 2 * glyph))
        let end = longOffsets ? try loca.uint32(at: 4 * glyph + 4) : 2 * (try loca.uint16(at: 2 * glyph + 2))
        guard end > start else { return nil }
        guard end <= glyf.count else {
            throw FontTableError(path: glyf.path, reason: .truncatedTable(tag: "glyf", offset: start, size: end - start, length: glyf.count))
        }
        try glyf.check(start, 10)
        return GlyphBox(xMin: Double(try glyf.int16(at: start + 2)), yMin: Double(try glyf.int16(at: start + 4)),
                        xMax: Double(try glyf.int16(at: start + 6)), yMax: Double(try glyf.int16(at: start + 8)))
    }
}
