/// Why a font's SFNT tables could not be read by ``FontTables``.
///
/// ``description`` names the file first, then what is wrong, in one line:
///
///     /tmp/cut.ttf: table 'hmtx' runs past the end of the file (needs 70,312 bytes, the file has 4,096)
public struct FontTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file cannot be opened or read, or was refused before (a folder, a FIFO, over
        /// the size limit): the system layer's reason ("No such file or directory").
        case unreadable(String)
        /// The file is empty.
        case emptyFile
        /// Not a TrueType/OpenType font or collection (the first four bytes are unknown);
        /// `signature` is what they spell.
        case notSFNT(signature: String)
        /// The file ends inside its header or table directory (needs `neededSize` bytes).
        case truncatedHeader(neededSize: Int, fileSize: Int)
        /// A table record points past the end of the file.
        case tableOutsideFile(tag: String, end: Int, fileSize: Int)
        /// A read at `offset` of `size` bytes falls outside table `tag` of `length` bytes.
        case truncatedTable(tag: String, offset: Int, size: Int, length: Int)
        /// A table the reading needs is not in the font.
        case missingTable(String)
        /// A collection has no face `requested`.
        case faceIndexOutOfRange(requested: Int, faceCount: Int)
        /// A value that cannot be right (`what` says which and why).
        case invalidValue(tag: String, what: String)
        /// The file was rewritten or cut short while it was read: it had `size` bytes when
        /// opened and has `sizeNow`.
        case changedWhileRead(size: Int, sizeNow: Int)
        /// A variable face past ``VariationLimits``.
        case tooManyVariations(VariationLimits.Excess)
    }

    /// The font file, or nil for tables handed over in memory.
    public let path: String?
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for `path`.
    public init(path: String?, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// Formats ``Reason/notSFNT(signature:)`` names as what the file is: FreeType's format
    /// names, and what ``signature(_:)`` recognises.
    static let knownFormats: Set<String> = ["Type 1", "CID Type 1", "CFF", "BDF", "PCF", "Windows FNT", "PFR", "WOFF", "WOFF2"]

    /// What the first four bytes of a file that is not SFNT say it is: `Type 1` for a PFB
    /// (0x80 0x01) or PFA (`%!PS`, `%!Fo`), `WOFF`/`WOFF2`, else the bytes themselves, quoted
    /// when printable ASCII (`'wOFF'`) and in hexadecimal otherwise (`0x89 0x50 0x4E 0x47`):
    /// a Type 1 file was told "it starts with '????'".
    static func signature(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0x80, 0x01]) || bytes.starts(with: Array("%!PS".utf8)) || bytes.starts(with: Array("%!Fo".utf8)) {
            return "Type 1"
        }
        if bytes == Array("wOFF".utf8) { return "WOFF" }
        if bytes == Array("wOF2".utf8) { return "WOFF2" }
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) }) { return "'" + String(decoding: bytes, as: UTF8.self) + "'" }
        return bytes.map { ($0 < 0x10 ? "0x0" : "0x") + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// What went wrong, without the path.
    public var message: String {
        switch reason {
        case .unreadable(let text): text
        case .emptyFile: "the file is empty (0 bytes), not a font"
        case .notSFNT(let signature) where Self.knownFormats.contains(signature):
            "not a TrueType or OpenType font or collection (it is a \(signature) font)"
        case .notSFNT(let signature):
            "not a TrueType or OpenType font or collection (it starts with \(signature))"
        case .truncatedHeader(let needed, let size):
            "truncated font file: its table directory needs \(grouped(needed)) bytes but the file has \(grouped(size))"
        case .tableOutsideFile(let tag, let end, let size):
            "truncated font file: table '\(tag)' needs \(grouped(end)) bytes but the file has \(grouped(size))"
        case .truncatedTable(let tag, let offset, let size, let length):
            "table '\(tag)' is too short: \(size) bytes at offset \(grouped(offset)) are past its \(grouped(length)) bytes"
        case .missingTable(let tag): "no '\(tag)' table"
        case .faceIndexOutOfRange(let requested, let count):
            "face index \(requested) is out of range (the file has \(count) " + (count == 1 ? "face)" : "faces)")
        case .invalidValue(let tag, let what): "table '\(tag)': \(what)"
        case .changedWhileRead(let size, let now):
            "the file changed while it was read (\(grouped(size)) bytes when opened, \(grouped(now)) now)"
        case .tooManyVariations(let excess): excess.message
        }
    }

    /// `"<path>: <message>"`.
    public var description: String { "\(path ?? "font"): \(message)" }

    private func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return (value < 0 ? "-" : "") + digits
    }
}
