/// The bytes of one SFNT table, with big-endian reads that check every offset.
///
/// Reads past the table's end throw ``FontTableError/Reason/truncatedTable(tag:offset:size:length:)``
/// instead of reading a neighbouring table or past the file. Signed types are read signed:
/// `int16` (FWORD), `fixed` (16.16) and `f2Dot14` (2.14) keep their sign bit.
public struct FontTableData: Sendable {
    /// The table's tag (`"hmtx"`).
    public let tag: String
    /// The file the table came from, for errors.
    let path: String?
    private let storage: [UInt8]
    private let start: Int
    /// The table's length in bytes.
    public let count: Int

    /// The table in `bytes[range]` (the range must lie within `bytes`).
    init(tag: String, path: String?, bytes: [UInt8], range: Range<Int>) {
        self.tag = tag
        self.path = path
        self.storage = bytes
        self.start = range.lowerBound
        self.count = range.count
    }

    /// A table whose bytes are all of `bytes`.
    public init(tag: String, bytes: [UInt8]) {
        self.init(tag: tag, path: nil, bytes: bytes, range: 0..<bytes.count)
    }

    /// Throws unless `size` bytes at `offset` lie within the table.
    public func check(_ offset: Int, _ size: Int) throws(FontTableError) {
        guard offset >= 0, size >= 0, offset <= count - size else {
            throw FontTableError(path: path, reason: .truncatedTable(tag: tag, offset: offset, size: size, length: count))
        }
    }

    /// Whether `size` bytes at `offset` lie within the table.
    public func contains(_ offset: Int, _ size: Int) -> Bool {
        offset >= 0 && size >= 0 && offset <= count - size
    }

    /// The unsigned byte at `offset`.
    /// - Throws: ``FontTableError`` past the end of the table.
    public func uint8(at offset: Int) throws(FontTableError) -> Int {
        try check(offset, 1)
        return Int(storage[start + offset])
    }

    /// The signed byte at `offset`.
    /// - Throws: past the end of the table.
    public func int8(at offset: Int) throws(FontTableError) -> Int {
        Int(Int8(bitPattern: UInt8(try uint8(at: offset))))
    }

    /// The big-endian unsigned 16-bit value at `offset`.
    /// - Throws: past the end of the table.
    public func uint16(at offset: Int) throws(FontTableError) -> Int {
        try check(offset, 2)
        let at = start + offset
        return Int(storage[at]) << 8 | Int(storage[at + 1])
    }

    /// The big-endian signed 16-bit value at `offset`.
    /// - Throws: past the end of the table.
    public func int16(at offset: Int) throws(FontTableError) -> Int {
        Int(Int16(bitPattern: UInt16(try uint16(at: offset))))
    }

    /// The big-endian unsigned 32-bit value at `offset`.
    /// - Throws: past the end of the table.
    public func uint32(at offset: Int) throws(FontTableError) -> Int {
        try check(offset, 4)
        let at = start + offset
        return Int(storage[at]) << 24 | Int(storage[at + 1]) << 16 | Int(storage[at + 2]) << 8 | Int(storage[at + 3])
    }

    /// The big-endian signed 32-bit value at `offset`.
    /// - Throws: past the end of the table.
    public func int32(at offset: Int) throws(FontTableError) -> Int {
        Int(Int32(bitPattern: UInt32(try uint32(at: offset))))
    }

    /// A signed 16.16 fixed-point number (`Fixed`): `-1.5` is `0xFFFE8000`.
    public func fixed(at offset: Int) throws(FontTableError) -> Double {
        Double(try int32(at: offset)) / 65536
    }

    /// A signed 2.14 fixed-point number (`F2DOT14`): `-0.5` is `0xE000`.
    public func f2Dot14(at offset: Int) throws(FontTableError) -> Double {
        Double(try int16(at: offset)) / 16384
    }

    /// A four-byte tag, unprintable bytes shown as `?`.
    public func tag(at offset: Int) throws(FontTableError) -> String {
        try check(offset, 4)
        return Self.tagString(storage[(start + offset)..<(start + offset + 4)])
    }

    /// `size` bytes at `offset`.
    public func bytes(at offset: Int, count size: Int) throws(FontTableError) -> ArraySlice<UInt8> {
        try check(offset, size)
        return storage[(start + offset)..<(start + offset + size)]
    }

    static func tagString(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
