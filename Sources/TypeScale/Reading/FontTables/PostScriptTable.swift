/// The `post` table's header.
public struct PostScriptTable: Sendable, Hashable {
    /// `italicAngle` in degrees, counter-clockwise from vertical (negative leaning right;
    /// 16.16, signed).
    public let italicAngle: Double
    /// `underlinePosition` and `underlineThickness`, font units.
    public let underlinePosition: Int, underlineThickness: Int
    /// `isFixedPitch`: not 0 when every glyph has the same advance.
    public let isFixedPitch: Bool

    /// The values as read elsewhere (FreeType's copy of the table).
    init(italicAngle: Double, underlinePosition: Int, underlineThickness: Int, isFixedPitch: Bool) {
        self.italicAngle = italicAngle
        self.underlinePosition = underlinePosition
        self.underlineThickness = underlineThickness
        self.isFixedPitch = isFixedPitch
    }

    /// The header's size: what ``FontTables/postScript()`` reads of the table.
    static let headerSize = 32

    /// Parses `data` (32 bytes).
    public init(_ data: FontTableData) throws(FontTableError) {
        try data.check(0, 16)
        italicAngle = try data.fixed(at: 4)
        underlinePosition = try data.int16(at: 8)
        underlineThickness = try data.int16(at: 10)
        isFixedPitch = try data.uint32(at: 12) != 0
    }
}
