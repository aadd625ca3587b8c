/// The glyph count of a `CFF ` table: the number of entries in its CharStrings INDEX, which
/// the Top DICT's CharStrings operator (17) points to. fontTools' glyph order of a CFF font is
/// its charset, one name per charstring, so this is its glyph count (`maxp` may disagree in a
/// damaged font). Only the header, the Name INDEX, the first Top DICT and the CharStrings
/// count are read, never the charstrings: the table is most of a CJK font.
enum CompactFontTable {
    /// The CharStrings count of the `CFF ` table of `tables`.
    /// - Throws: ``FontTableError`` when an INDEX or the Top DICT runs past the table or the
    ///   Top DICT has no CharStrings offset.
    static func glyphCount(_ tables: FontTables) throws(FontTableError) -> Int {
        guard var data = try tables.table(tag, bytes: 0..<prefix) else {
            throw FontTableError(path: tables.path, reason: .missingTable(tag))
        }
        /// The first `end` bytes of the table (more than the prefix for a long Top DICT).
        func need(_ end: Int) throws(FontTableError) -> FontTableData {
            if end > data.count, let longer = try tables.table(tag, bytes: 0..<end) { data = longer }
            try data.check(0, end)
            return data
        }
        let headerSize = try data.uint8(at: 2)
        // The Name INDEX, then the Top DICT INDEX, whose first entry is the font's Top DICT.
        let names = try index(at: headerSize, need: need)
        let top = try index(at: names.end, need: need)
        guard let dict = top.first else {
            throw FontTableError(path: tables.path, reason: .invalidValue(tag: tag, what: "the Top DICT INDEX is empty"))
        }
        let offset = try charStringsOffset(need(dict.upperBound), dict)
        guard let count = try tables.table(tag, bytes: offset..<(offset + 2)), count.count == 2 else {
            throw FontTableError(path: tables.path, reason: .invalidValue(tag: tag, what: "the CharStrings offset \(offset) is past the table"))
        }
        return try count.uint16(at: 0)
    }

    static let tag = "CFF "

    /// How much of the table is read first: enough for the header, the Name INDEX and the Top
    /// DICT of any font seen (a few hundred bytes).
    static let prefix = 4096

    /// The INDEX at `at`: its first entry's byte range (nil when empty) and where it ends.
    private static func index(
        at start: Int, need: (Int) throws(FontTableError) -> FontTableData
    ) throws(FontTableError) -> (first: Range<Int>?, end: Int) {
        let count = try need(start + 2).uint16(at: start)
        guard count > 0 else { return (nil, start + 2) }
        let prefix = try need(start + 3)
        let size = try prefix.uint8(at: start + 2)
        guard (1...4).contains(size) else {
            throw FontTableError(path: prefix.path, reason: .invalidValue(tag: tag, what: "INDEX offset size \(size)"))
        }
        let header = 3 + (count + 1) * size
        let data = try need(start + header)
        let base = start + header - 1  // offsets count from 1, from the byte before the data
        let first = base + (try offset(data, at: start + 3, size: size))
        let second = base + (try offset(data, at: start + 3 + size, size: size))
        let end = base + (try offset(data, at: start + 3 + count * size, size: size))
        guard first <= second, second <= end else {
            throw FontTableError(path: data.path, reason: .invalidValue(tag: tag, what: "INDEX offsets out of order"))
        }
        return (first..<second, end)
    }

    /// An offset of `size` (1 to 4) bytes at `at`.
    private static func offset(_ data: FontTableData, at: Int, size: Int) throws(FontTableError) -> Int {
        var value = 0
        for index in 0..<size { value = value << 8 | (try data.uint8(at: at + index)) }
        return value
    }

    /// The operand of the CharStrings operator (17) in the DICT at `range`.
    private static func charStringsOffset(_ data: FontTableData, _ range: Range<Int>) throws(FontTableError) -> Int {
        var operands = [Int]()
        var at = range.lowerBound
        while at < range.upperBound {
            let byte = try data.uint8(at: at)
            switch byte {
            case 0...21:
                if byte == 17, let offset = operands.last { return offset }
                at += byte == 12 ? 2 : 1
                operands.removeAll(keepingCapacity: true)
            case 28:
                operands.append(Int(Int16(bitPattern: UInt16(try data.uint16(at: at + 1)))))
                at += 3
            case 29:
                operands.append(try data.int32(at: at + 1))
                at += 5
            case 30:  // a real number: nibbles up to an 0xF nibble
                at += 1
                while at < range.upperBound, try data.uint8(at: at) & 0x0F != 0x0F, try data.uint8(at: at) >> 4 != 0x0F { at += 1 }
                at += 1
                operands.append(0)
            case 32...246:
                operands.append(byte - 139)
                at += 1
            case 247...250:
                operands.append((byte - 247) * 256 + (try data.uint8(at: at + 1)) + 108)
                at += 2
            case 251...254:
                operands.append(-(byte - 251) * 256 - (try data.uint8(at: at + 1)) - 108)
                at += 2
            default:
                throw FontTableError(path: data.path, reason: .invalidValue(tag: tag, what: "byte \(byte) in the Top DICT"))
            }
        }
        throw FontTableError(path: data.path, reason: .invalidValue(tag: tag, what: "the Top DICT has no CharStrings offset"))
    }
}
