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
    /// The position and key in registers for a loop over bytes (the struct's own fields go
    /// through memory at every byte, which lengthens the cipher's chain).
    private struct Cursor {
        let base: UnsafePointer<UInt8>
        let end: Int
        var position: Int
        var key: UInt16

        @inline(__always)
        mutating func next() -> UInt8? {
            guard position < end else { return nil }
            let cipher = base[position]
            position += 1
            let plain = cipher ^ UInt8(truncatingIfNeeded: key >> 8)
            key = (UInt16(cipher) &+ key) &* EexecCipher.multiplier &+ EexecCipher.increment
            return plain
        }

        @inline(__always)
        mutating func nextNonSpace() -> UInt8? {
            while let byte = next() {
                if !PostScriptCharacter.isWhiteSpace(byte) { return byte }
            }
            return nil
        }
    }

    @inline(__always)
    private func cursor() -> Cursor? {
        guard let base = cipherBytes.baseAddress else { return nil }
        return Cursor(base: base.assumingMemoryBound(to: UInt8.self), end: cipherBytes.count, position: position, key: cipher.key)
    }

    @inline(__always)
    private mutating func moveTo(_ cursor: Cursor) {
        position = cursor.position
        cipher = EexecCipher(key: cursor.key)
    }

    /// The next byte that is not white space.
    mutating func nextNonSpace() -> UInt8? {
        guard var cursor = cursor() else { return nil }
        defer { moveTo(cursor) }
        return cursor.nextNonSpace()
    }

    /// The word that starts with `first`, up to the white-space byte after it (consumed).
    mutating func word(from first: UInt8) throws(Type1Error) -> ShortWord {
        guard var cursor = cursor() else { throw Type1Error("entry cut short") }
        defer { moveTo(cursor) }
        var word = ShortWord()
        var byte = first
        while true {
            guard !PostScriptCharacter.isDelimiter(byte) else { throw Type1Error("delimiter in an entry") }
            word.append(byte)
            guard let next = cursor.next() else { throw Type1Error("entry cut short") }
            if PostScriptCharacter.isWhiteSpace(next) { return word }
            byte = next
        }
    }

    /// The next word.
    mutating func nextWord() throws(Type1Error) -> ShortWord {
        guard let first = nextNonSpace() else { throw Type1Error("entry cut short") }
        return try word(from: first)
    }

    /// The next token as a non-negative integer below 2²⁷.
    mutating func nextCount() throws(Type1Error) -> Int {
        guard var cursor = cursor(), var byte = cursor.nextNonSpace() else { throw Type1Error("entry cut short") }
        defer { moveTo(cursor) }
        var value = 0
        while true {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10, value < 1 << 27 else { throw Type1Error("not a count in an entry") }
            value = value * 10 + Int(digit)
            guard let next = cursor.next() else { throw Type1Error("entry cut short") }
            if PostScriptCharacter.isWhiteSpace(next) { return value }
            byte = next
        }
    }
}

extension DecryptingBytes {
    /// The head of the next thing in `/CharStrings`: an entry's `/name length RD ` (its binary
    /// string starts at ``position`` then), or a word between entries (`ND`, `|-`, `noaccess`,
    /// `def`, `end`).
    enum CharStringHead: Equatable {
        /// The name (its first bytes), where its bytes start and the key there (to spell it
        /// out again), and the binary string's length.
        case entry(ShortWord, nameStart: Int, nameKey: UInt16, length: Int)
        case word(ShortWord)
    }

    /// Reads a ``CharStringHead`` in one pass with position and key in registers: the same
    /// bytes, words and errors as ``nextNonSpace()``, ``word(from:)``, ``nextCount()`` and
    /// ``nextWord()`` one after another. `nil` at the end of the bytes.
    mutating func nextCharStringHead() throws(Type1Error) -> CharStringHead? {
        guard var cursor = cursor() else { return nil }
        defer { moveTo(cursor) }
        guard var byte = cursor.nextNonSpace() else { return nil }
        let isEntry = byte == UInt8(ascii: "/")
        let nameStart = cursor.position, nameKey = cursor.key
        if isEntry {
            guard let start = cursor.next(), !PostScriptCharacter.isWhiteSpace(start) else { throw Type1Error("empty glyph name") }
            byte = start
        }
        var word = ShortWord()
        while true {
            guard !PostScriptCharacter.isDelimiter(byte) else { throw Type1Error("delimiter in an entry") }
            word.append(byte)
            guard let next = cursor.next() else { throw Type1Error("entry cut short") }
            if PostScriptCharacter.isWhiteSpace(next) { break }
            byte = next
        }
        guard isEntry else { return .word(word) }
        guard var digitByte = cursor.nextNonSpace() else { throw Type1Error("entry cut short") }
        var length = 0
        while true {
            let digit = digitByte &- UInt8(ascii: "0")
            guard digit < 10, length < 1 << 27 else { throw Type1Error("not a count in an entry") }
            length = length &* 10 &+ Int(digit)
            guard let next = cursor.next() else { throw Type1Error("entry cut short") }
            if PostScriptCharacter.isWhiteSpace(next) { break }
            digitByte = next
        }
        // RD, -| or whatever the font calls it, then one white-space byte.
        guard var rdByte = cursor.nextNonSpace() else { throw Type1Error("entry cut short") }
        while true {
            guard !PostScriptCharacter.isDelimiter(rdByte) else { throw Type1Error("delimiter in an entry") }
            guard let next = cursor.next() else { throw Type1Error("entry cut short") }
            if PostScriptCharacter.isWhiteSpace(next) { break }
            rdByte = next
        }
        return .entry(word, nameStart: nameStart, nameKey: nameKey, length: length)
    }
}
