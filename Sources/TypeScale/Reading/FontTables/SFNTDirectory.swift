/// The table directory of one face of an SFNT file (TrueType, OpenType/CFF, or one face of a
/// TTC/OTC collection): each table's tag and where its bytes are.
///
/// Every record is checked against the file: a table that runs past the end is an error
/// naming it (FreeType silently drops such a table).
struct SFNTDirectory: Sendable {
    /// The first four bytes of the face's offset table (`0x00010000`, `OTTO`, `true`).
    let flavor: UInt32
    /// Each table's tag (its four bytes, big-endian) and byte range in the file, in directory
    /// order; a repeated tag keeps its first record, as in FreeType. A list, not a dictionary:
    /// a font has a few dozen tables, and comparing four bytes beats hashing a string (which
    /// was an eighth of `metrics`' instructions on two thousand fonts).
    let records: [(tag: UInt32, range: Range<Int>)]

    /// Tags in directory order.
    var order: [String] { records.map { SFNTDirectory.tagString($0.tag) } }

    /// The byte range of table `tag`, or nil.
    func range(of tag: String) -> Range<Int>? {
        guard let value = Self.tagValue(tag) else { return nil }
        for record in records where record.tag == value { return record.range }
        return nil
    }

    /// `"glyf"` as its four bytes (nil for a tag that is not four bytes).
    static func tagValue(_ tag: String) -> UInt32? {
        var value: UInt32 = 0, count = 0
        for byte in tag.utf8 {
            value = value << 8 | UInt32(byte)
            count += 1
        }
        return count == 4 ? value : nil
    }

    static func tagString(_ value: UInt32) -> String {
        FontTableData.tagString(ArraySlice((0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }))
    }

    /// The first four bytes of the formats read.
    enum Signature {
        static let trueType = 0x0001_0000
        static let openType = 0x4F54_544F  // 'OTTO'
        static let apple = 0x7472_7565     // 'true'
        static let type1 = 0x7479_7031     // 'typ1'
        static let collection = 0x7474_6366  // 'ttcf'
        static let woff = 0x774F_4646      // 'wOFF'
        static let woff2 = 0x774F_4632     // 'wOF2'
    }

    /// How many faces the file holds (1 unless it is a collection), and the offset of each
    /// face's table directory.
    static func faceOffsets(_ file: FontFile) throws(FontTableError) -> [Int] {
        let path = file.path
        guard file.size >= 4 else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: 4, fileSize: file.size)) }
        let header = try file.data(0..<min(file.size, 12), tag: "file")
        let signature = try header.uint32(at: 0)
        switch signature {
        case Signature.collection:
            guard header.contains(0, 12) else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: 12, fileSize: file.size)) }
            let count = try header.uint32(at: 8)
            guard count > 0, count <= 0xFFFF else {
                throw FontTableError(path: path, reason: .invalidValue(tag: "ttcf", what: "\(count) faces in the collection header"))
            }
            let end = 12 + 4 * count
            guard end <= file.size else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: end, fileSize: file.size)) }
            let entries = try file.data(12..<end, tag: "ttcf")
            var offsets = [Int]()
            for index in 0..<count { offsets.append(try entries.uint32(at: 4 * index)) }
            return offsets
        case Signature.trueType, Signature.openType, Signature.apple:
            return [0]
        default:
            throw FontTableError(path: path, reason: .notSFNT(signature: FontTableError.signature(Array(try header.bytes(at: 0, count: 4)))))
        }
    }

    /// The directory at `offset` of `file`.
    init(_ file: FontFile, at offset: Int) throws(FontTableError) {
        let path = file.path
        guard offset <= file.size - 12 else {
            throw FontTableError(path: path, reason: .truncatedHeader(neededSize: offset + 12, fileSize: file.size))
        }
        let header = try file.data(offset..<(offset + 12), tag: "file")
        flavor = UInt32(try header.uint32(at: 0))
        let count = try header.uint16(at: 4)
        let end = offset + 12 + 16 * count
        guard end <= file.size else {
            throw FontTableError(path: path, reason: .truncatedHeader(neededSize: end, fileSize: file.size))
        }
        let records = try file.data((offset + 12)..<end, tag: "file")
        var found = [(tag: UInt32, range: Range<Int>)]()
        found.reserveCapacity(count)
        for index in 0..<count {
            let record = 16 * index
            let tag = UInt32(try records.uint32(at: record))
            let start = try records.uint32(at: record + 8)
            let length = try records.uint32(at: record + 12)
            guard start + length <= file.size else {
                throw FontTableError(path: path, reason: .tableOutsideFile(tag: try records.tag(at: record), end: start + length, fileSize: file.size))
            }
            if !found.contains(where: { $0.tag == tag }) { found.append((tag, start..<(start + length))) }
        }
        self.records = found
    }
}
