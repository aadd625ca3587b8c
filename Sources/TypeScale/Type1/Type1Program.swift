import CatalogSystem

/// The two parts of a Type 1 font: the clear text that defines the public dictionary, and
/// the `eexec`-encrypted private part, from a PFB file (Adobe's "Printer Font Binary"
/// segments) or from a file of clear text followed by the private part (`.t1`, PFA).
///
/// The file is read whole, once, into memory of our own (never mapped), and checked to be
/// unchanged once read. The parts are found as FreeType's `T1_New_Parser` and
/// `T1_Get_Private_Dict` find them: in a PFB file the first segment (type 1) is the public
/// part, the run of type 2 segments after it the private part, and a segment tag must follow
/// that run; otherwise the private part starts after the `eexec` token and its line end and
/// runs to the end of the file, in binary or (PFA) in hexadecimal.
struct Type1Program {
    let path: String
    /// The public part read (once: for a file without segments the same reading finds where
    /// it ends).
    let publicDictionary: Type1Font.PublicDictionary
    /// The private part's cipher bytes: ``cipherRange`` of the whole file (no copy) unless a
    /// PFB file splits it over several segments or it is hexadecimal.
    private let cipherStorage: [UInt8]
    private let cipherRange: Range<Int>

    /// Reads the Type 1 font at `path` (at most `limit` bytes).
    /// - Throws: ``Type1Error`` when the file cannot be read, is no Type 1 font the reader
    ///   takes, its segments run past its end, or it changed while read.
    init(path: String, limit: FileSizeLimit) throws(Type1Error) {
        let file: FontFile
        do {
            file = try FontFile(path: path, limit: limit)
        } catch {
            throw Type1Error("unreadable")
        }
        try self.init(file: file)
    }

    /// Whether `file` starts as a Type 1 font does (a PFB segment, or `%!`).
    static func mayBeType1(_ file: FontFile) -> Bool {
        guard let start = try? file.data(0..<2, tag: "file"), let first = try? start.uint8(at: 0),
              let second = try? start.uint8(at: 1) else { return false }
        return (first == 0x80 && second == 0x01) || (first == Int(UInt8(ascii: "%")) && second == Int(UInt8(ascii: "!")))
    }

    /// Reads the Type 1 font `file` already open (whole, from the start).
    init(file: FontFile) throws(Type1Error) {
        let bytes: [UInt8]
        do {
            bytes = try file.file.read(at: 0, count: file.size)
            guard bytes.count == file.size, try file.file.currentStatus().isSameVersion(as: file.file.status) else {
                throw Type1Error("changed while read")
            }
        } catch let error as Type1Error {
            throw error
        } catch {
            throw Type1Error("unreadable")
        }
        try self.init(path: file.path, bytes: bytes)
    }

    /// Splits the font file `bytes` (read from `path`) into its parts.
    init(path: String, bytes: [UInt8]) throws(Type1Error) {
        self.path = path
        guard Self.hasType1Header(bytes.dropFirst(bytes.starts(with: [0x80, 0x01]) ? 6 : 0)) else { throw Type1Error("no Type 1 header") }
        let parts: Parts
        if bytes.starts(with: [0x80, 0x01]) {
            parts = try Self.segments(bytes)
            publicDictionary = try Self.with(bytes, parts.clearText) { (text) throws(Type1Error) in try .init(text) }
        } else {
            publicDictionary = try Self.with(bytes, 0..<bytes.count) { (text) throws(Type1Error) in try .init(text) }
            parts = try Self.eexecSplit(bytes, eexecEnd: publicDictionary.eexecEnd)
        }
        let first = bytes[parts.cipherText[0]].prefix(4)
        guard first.count == 4 else { throw Type1Error("no private part") }
        if first.allSatisfy({ $0.hexadecimalDigitValue != nil }) {
            // FreeType takes a private part that starts with four hexadecimal digits as hex text.
            cipherStorage = Self.hexDecoded(parts.cipherText.flatMap { bytes[$0] })
            cipherRange = 0..<cipherStorage.count
        } else if parts.cipherText.count == 1 {
            cipherStorage = bytes
            cipherRange = parts.cipherText[0]
        } else {
            cipherStorage = parts.cipherText.flatMap { bytes[$0] }
            cipherRange = 0..<cipherStorage.count
        }
        guard cipherRange.count >= 4 else { throw Type1Error("no private part") }
    }

    /// Hexadecimal text decoded as FreeType's `PS_Conv_ASCIIHexDecode` decodes it: white
    /// space skipped, up to the first other byte that is not a digit; an odd last digit is
    /// the high half of a byte.
    static func hexDecoded(_ text: [UInt8]) -> [UInt8] {
        var bytes = [UInt8]()
        bytes.reserveCapacity(text.count / 2)
        var high: UInt8?
        for character in text {
            if PostScriptCharacter.isWhiteSpace(character) { continue }  // NUL too, as FreeType's IS_PS_SPACE
            guard let digit = character.hexadecimalDigitValue else {
                if let high { bytes.append(high << 4) }
                return bytes
            }
            if let value = high {
                bytes.append(value << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        if let high { bytes.append(high << 4) }
        return bytes
    }

    /// Calls `body` with the private part's cipher bytes.
    func withCipherText<Result>(_ body: (UnsafeRawBufferPointer) throws(Type1Error) -> Result) throws(Type1Error) -> Result {
        try Self.with(cipherStorage, cipherRange, body)
    }

    private static func with<Result>(
        _ bytes: [UInt8], _ range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws(Type1Error) -> Result
    ) throws(Type1Error) -> Result {
        var result: Result?
        var failure: Type1Error?
        bytes.withUnsafeBytes { all in
            do throws(Type1Error) {
                result = try body(UnsafeRawBufferPointer(rebasing: all[range]))
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result!
    }

    private typealias Parts = (clearText: Range<Int>, cipherText: [Range<Int>])

    /// A PFB file's public segment and the binary segments after it.
    private static func segments(_ bytes: [UInt8]) throws(Type1Error) -> Parts {
        var offset = 0
        func segment() throws(Type1Error) -> (type: UInt8, range: Range<Int>)? {
            guard offset + 2 <= bytes.count else { throw Type1Error("no segment tag") }
            guard bytes[offset] == 0x80 else { throw Type1Error("not a segment") }
            let type = bytes[offset + 1]
            if type == 3 { return nil }
            guard type == 1 || type == 2, offset + 6 <= bytes.count else { throw Type1Error("bad segment") }
            let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + 2 + $1]) << (8 * $1) }
            let start = offset + 6
            guard length <= bytes.count - start else { throw Type1Error("segment past the end") }
            offset = start + length
            return (type, start..<(start + length))
        }
        guard let first = try segment(), first.type == 1 else { throw Type1Error("no clear-text segment") }
        var binary = [Range<Int>]()
        while let next = try segment() {
            guard next.type == 2 else { break }
            binary.append(next.range)
        }
        guard !binary.isEmpty else { throw Type1Error("no private part") }
        return (first.range, binary)
    }

    /// Clear text up to the `eexec` token (found as a token by the public part's reading: not
    /// in a comment or string, ending at `end`), then the private part after its line end.
    private static func eexecSplit(_ bytes: [UInt8], eexecEnd end: Int?) throws(Type1Error) -> Parts {
        guard var start = end, start > 0, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[start - 1]) else { throw Type1Error("no eexec") }
        // The scanner took one white-space byte after `eexec`; a CR LF line end is two. More
        // white space is where FreeType's heuristics begin: left to it.
        if bytes[start - 1] == 0x0D, start < bytes.count, bytes[start] == 0x0A { start += 1 }
        guard start < bytes.count, !PostScriptCharacter.isWhiteSpace(bytes[start]) else {
            throw Type1Error("white space after eexec")
        }
        return (0..<start, [start..<bytes.count])
    }

    private static func hasType1Header(_ clearText: ArraySlice<UInt8>) -> Bool {
        clearText.starts(with: "%!PS-AdobeFont".utf8) || clearText.starts(with: "%!FontType".utf8)
    }
}
