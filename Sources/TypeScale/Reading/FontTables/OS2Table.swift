/// The `OS/2` table: weights and widths, PANOSE, average width and vertical metrics, in font
/// units.
///
/// Versions 0 to 5. Apple's short version 0 (68 bytes, no typo or win values) gives nil
/// ``typographic`` and ``windows``; cap and x-height exist from version 2.
public struct OS2Table: Sendable, Hashable {
    /// The table version.
    public let version: Int
    /// `xAvgCharWidth`: the average advance width the font declares (signed).
    public let averageCharacterWidth: Int
    /// `usWeightClass` and `usWidthClass`.
    public let weightClass: Int, widthClass: Int
    /// `fsType` (embedding permissions).
    public let fsType: Int
    /// The ten PANOSE bytes (family kind, serif style, weight, proportion, …).
    public let panose: [Int]
    /// `fsSelection` bits (italic 0, bold 5, regular 6, USE_TYPO_METRICS 7, …).
    public let fsSelection: Int
    /// `sTypoAscender`, `sTypoDescender` (negative), `sTypoLineGap`; nil in a 68-byte table.
    public let typographic: LineMetrics?
    /// `usWinAscent` and `usWinDescent` (both positive, as stored); nil in a 68-byte table.
    public let windows: WindowsMetrics?
    /// `sxHeight` and `sCapHeight` (version 2 and later; nil before).
    public let xHeight: Int?, capHeight: Int?

    /// Parses `data`.
    public init(_ data: FontTableData) throws(FontTableError) {
        try data.check(0, 68)
        version = try data.uint16(at: 0)
        averageCharacterWidth = try data.int16(at: 2)
        weightClass = try data.uint16(at: 4)
        widthClass = try data.uint16(at: 6)
        fsType = try data.uint16(at: 8)
        var panose = [Int]()
        for index in 0..<10 { panose.append(try data.uint8(at: 32 + index)) }
        self.panose = panose
        fsSelection = try data.uint16(at: 62)
        if data.contains(68, 10) {
            typographic = LineMetrics(ascender: try data.int16(at: 68), descender: try data.int16(at: 70), lineGap: try data.int16(at: 72))
            windows = WindowsMetrics(ascent: try data.uint16(at: 74), descent: try data.uint16(at: 76))
        } else {
            typographic = nil
            windows = nil
        }
        if version >= 2 {
            xHeight = try data.int16(at: 86)
            capHeight = try data.int16(at: 88)
        } else {
            xHeight = nil
            capHeight = nil
        }
    }

    /// The values as read elsewhere (FreeType's copy of the table).
    init(version: Int, averageCharacterWidth: Int, weightClass: Int, widthClass: Int, fsType: Int, panose: [Int], fsSelection: Int,
         typographic: LineMetrics?, windows: WindowsMetrics?, xHeight: Int?, capHeight: Int?) {
        self.version = version
        self.averageCharacterWidth = averageCharacterWidth
        self.weightClass = weightClass
        self.widthClass = widthClass
        self.fsType = fsType
        self.panose = panose
        self.fsSelection = fsSelection
        self.typographic = typographic
        self.windows = windows
        self.xHeight = xHeight
        self.capHeight = capHeight
    }

    /// fsSelection bit 7: the font asks for the typo values to be used for line spacing.
    public var useTypoMetrics: Bool { fsSelection & 0x80 != 0 }
}
