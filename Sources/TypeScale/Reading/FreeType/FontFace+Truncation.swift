import CatalogSystem

// Truncated font files. FreeType skips an SFNT table that runs past the end of the file and
// goes on without it, or reports the cut file as an "unknown file format": neither says what is
// wrong. These checks read the table directory (a few hundred bytes) and name the first table
// that the file is too short for.

extension FontFace {
    /// Why the font file at `path` is too short for face `faceIndex`, or `nil` when every table
    /// of that face lies within the file (or the file is not SFNT, TTC or WOFF, whose sizes are
    /// then left to FreeType).
    ///
    /// Checked: the TTC header and the face's offset, the table directory, every table record's
    /// `offset + length`, and the total length a WOFF or WOFF2 header announces.
    static func truncation(path: String, faceIndex: Int) -> FreeTypeError.Reason? {
        // Any size: only the header and directory are read.
        guard let file = try? FileReader(limit: FileSizeLimit(bytes: .max)).open(path) else { return nil }
        var reader = HeaderReader(file: file, fileSize: file.status.size)

        guard let signature = reader.uint32(at: 0) else {
            return nil  // shorter than 4 bytes: not recognisably a font; FreeType's error stands
        }
        switch signature {
        case Signature.woff, Signature.woff2:
            guard let length = reader.uint32(at: 8) else { return reader.shortage(needing: 12) }
            return Int(length) > reader.fileSize ? reader.shortage(needing: Int(length)) : nil
        case Signature.collection:
            guard let faceCount = reader.uint32(at: 8) else { return reader.shortage(needing: 12) }
            guard faceIndex < faceCount else { return nil }  // FreeType reports the index
            let entry = 12 + 4 * faceIndex
            guard let offset = reader.uint32(at: entry) else { return reader.shortage(needing: entry + 4) }
            return directoryTruncation(at: Int(offset), reader: &reader)
        case Signature.trueType, Signature.openType, Signature.apple, Signature.type1:
            return directoryTruncation(at: 0, reader: &reader)
        default:
            return nil
        }
    }

    /// The first shortage in the SFNT table directory at `start` and the tables it lists.
    private static func directoryTruncation(at start: Int, reader: inout HeaderReader) -> FreeTypeError.Reason? {
        guard let tableCount = reader.uint16(at: start + 4) else { return reader.shortage(needing: start + 12) }
        let directoryEnd = start + 12 + 16 * Int(tableCount)
        guard reader.load(upTo: directoryEnd) else { return reader.shortage(needing: directoryEnd) }
        var worst: (tag: String, end: Int)?
        for index in 0..<Int(tableCount) {
            let record = start + 12 + 16 * index
            guard let tag = reader.uint32(at: record),
                  let offset = reader.uint32(at: record + 8),
                  let length = reader.uint32(at: record + 12) else { return nil }
            let end = Int(offset) + Int(length)
            if end > reader.fileSize, end > (worst?.end ?? 0) {
                worst = (Self.tagString(tag), end)
            }
        }
        guard let worst else { return nil }
        return .truncated(table: worst.tag, neededSize: worst.end, fileSize: reader.fileSize)
    }

    /// A four-character tag (`'glyf'`) from its 32-bit value; trailing spaces are kept.
    static func tagString(_ tag: UInt32) -> String {
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: tag >> (24 - 8 * $0)) }
        return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }

    /// The first four bytes of the font formats checked.
    private enum Signature {
        static let trueType: UInt32 = 0x0001_0000
        static let openType: UInt32 = 0x4F54_544F  // 'OTTO'
        static let apple: UInt32 = 0x7472_7565     // 'true'
        static let type1: UInt32 = 0x7479_7031     // 'typ1'
        static let collection: UInt32 = 0x7474_6366  // 'ttcf'
        static let woff: UInt32 = 0x774F_4646      // 'wOFF'
        static let woff2: UInt32 = 0x774F_4632     // 'wOF2'
    }

    /// Big-endian reads from the start of a file, loading only as many bytes as asked.
    private struct HeaderReader {
        let file: OpenFile
        let fileSize: Int
        private var bytes = [UInt8]()

        init(file: OpenFile, fileSize: Int) {
            self.file = file
            self.fileSize = fileSize
        }

        /// Makes the first `count` bytes available; false when the file is shorter.
        mutating func load(upTo count: Int) -> Bool {
            guard count <= fileSize else { return false }
            guard count > bytes.count else { return true }
            guard let more = try? file.read(at: bytes.count, count: count - bytes.count) else { return false }
            bytes += more
            return bytes.count >= count
        }

        mutating func uint16(at offset: Int) -> UInt16? {
            guard load(upTo: offset + 2) else { return nil }
            return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
        }

        mutating func uint32(at offset: Int) -> UInt32? {
            guard load(upTo: offset + 4) else { return nil }
            return (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
        }

        func shortage(needing size: Int) -> FreeTypeError.Reason {
            .truncated(table: nil, neededSize: size, fileSize: fileSize)
        }
    }
}
