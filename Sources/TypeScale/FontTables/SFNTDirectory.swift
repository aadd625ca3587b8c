/// The table directory of one face of an SFNT file (TrueType, OpenType/CFF, or one face of a
/// TTC/OTC collection): each table's tag and where its bytes are.
///
/// Every record is checked against the file: a table that runs past the end is an error
/// naming it (FreeType silently drops such a table).
struct SFNTDirectory: Sendable {
    /// The first four bytes of the face's offset table (`0x00010000`, `OTTO`, `true`).
    let flavor: UInt32
    /// Table tag → byte range in the file.
    let tables: [String: Range<Int>]
    /// Tags in directory order.
    let order: [String]

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
    static func faceOffsets(_ file: FontTableData, path: String) throws(FontTableError) -> [Int] {
        guard file.contains(0, 4) else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: 4, fileSize: file.count)) }
        let signature = try file.uint32(at: 0)
        switch signature {
        case Signature.collection:
            guard file.contains(0, 12) else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: 12, fileSize: file.count)) }
            let count = try file.uint32(at: 8)
            guard count > 0, count <= 0xFFFF else {
                throw FontTableError(path: path, reason: .invalidValue(tag: "ttcf", what: "\(count) faces in the collection header"))
            }
            let end = 12 + 4 * count
            guard file.contains(0, end) else { throw FontTableError(path: path, reason: .truncatedHeader(neededSize: end, fileSize: file.count)) }
            var offsets = [Int]()
            for index in 0..<count { offsets.append(try file.uint32(at: 12 + 4 * index)) }
            return offsets
        case Signature.trueType, Signature.openType, Signature.apple:
            return [0]
        default:
            throw FontTableError(path: path, reason: .notSFNT(signature: try file.tag(at: 0)))
        }
    }

    /// The directory at `offset` of `file`.
    init(_ file: FontTableData, at offset: Int, path: String) throws(FontTableError) {
        guard file.contains(offset, 12) else {
            throw FontTableError(path: path, reason: .truncatedHeader(neededSize: offset + 12, fileSize: file.count))
        }
        flavor = UInt32(try file.uint32(at: offset))
        let count = try file.uint16(at: offset + 4)
        let end = offset + 12 + 16 * count
        guard file.contains(offset, 12 + 16 * count) else {
            throw FontTableError(path: path, reason: .truncatedHeader(neededSize: end, fileSize: file.count))
        }
        var tables = [String: Range<Int>]()
        var order = [String]()
        for index in 0..<count {
            let record = offset + 12 + 16 * index
            let tag = try file.tag(at: record)
            let start = try file.uint32(at: record + 8)
            let length = try file.uint32(at: record + 12)
            guard start + length <= file.count else {
                throw FontTableError(path: path, reason: .tableOutsideFile(tag: tag, end: start + length, fileSize: file.count))
            }
            if tables[tag] == nil { order.append(tag) }  // the first record of a repeated tag wins, as in FreeType
            tables[tag] = tables[tag] ?? start..<(start + length)
        }
        self.tables = tables
        self.order = order
    }
}
