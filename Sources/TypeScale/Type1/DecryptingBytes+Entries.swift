// The entries of `/Subrs` and `/CharStrings` read straight from the decrypting bytes: a
// font has hundreds of them, each `dup 5 23 RD <binary> NP` or `/A 117 RD <binary> ND`, and
// the general scanner's buffers cost more than the cipher. Only white space separates their
// tokens; anything else (a comment, a string, a delimiter) throws, and FreeType reads the font.

/// A word of an entry: its length and its first eight bytes, which tell every name the reader
/// looks for (`H`, `x`, `.notdef`, `space`, `uni0048…`) from the others.
struct ShortWord: Equatable {
    var count = 0
    /// The first eight bytes, the first in the lowest byte.
    var prefix: UInt64 = 0

    init() {}

    /// `word` (of at most eight bytes) as a ``ShortWord``.
    init(_ word: StaticString) {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in bytes { append(byte) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count < 8 { prefix |= UInt64(byte) << (8 * count) }
        count += 1
    }

    /// Byte `index` (below 8 and below ``count``).
    func byte(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: prefix >> (8 * index)) }

    /// The bytes kept: all of them for a word of up to eight.
    var bytes: [UInt8] { (0..<min(count, 8)).map(byte) }

    static let dup = ShortWord("dup"), end = ShortWord("end")
    static let np = ShortWord("NP"), bar = ShortWord("|"), noaccess = ShortWord("noaccess"), put = ShortWord("put")
}

extension DecryptingBytes {
    /// The next byte that is not white space.
    @inline(__always)
    mutating func nextNonSpace() -> UInt8? {
        while let byte = nextByte() {
            if !PostScriptScanner<Self>.isWhiteSpace(byte) { return byte }
        }
        return nil
    }

    /// The word that starts with `first`, up to the white-space byte after it (consumed);
    /// `spelled` collects every byte when given.
    mutating func word(from first: UInt8, spelled: inout [UInt8]?) throws(Type1Error) -> ShortWord {
        var word = ShortWord()
        var byte = first
        while true {
            guard !PostScriptScanner<Self>.isDelimiter(byte) else { throw Type1Error("delimiter in an entry") }
            word.append(byte)
            spelled?.append(byte)
            guard let next = nextByte() else { throw Type1Error("entry cut short") }
            if PostScriptScanner<Self>.isWhiteSpace(next) { return word }
            byte = next
        }
    }

    /// The next word.
    mutating func nextWord() throws(Type1Error) -> ShortWord {
        guard let first = nextNonSpace() else { throw Type1Error("entry cut short") }
        var none: [UInt8]?
        return try word(from: first, spelled: &none)
    }

    /// The next token as a non-negative integer below 2³¹.
    mutating func nextCount() throws(Type1Error) -> Int {
        guard var byte = nextNonSpace() else { throw Type1Error("entry cut short") }
        var value = 0
        while true {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), value < 1 << 27 else {
                throw Type1Error("not a count in an entry")
            }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            guard let next = nextByte() else { throw Type1Error("entry cut short") }
            if PostScriptScanner<Self>.isWhiteSpace(next) { return value }
            byte = next
        }
    }
}
