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
