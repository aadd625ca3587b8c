import CatalogSystem

/// Where a ``PostScriptScanner`` takes its bytes from: a font's clear text, or its
/// `eexec`-encrypted private part decrypted as it is read.
protocol PostScriptByteSource {
    /// The next byte, or `nil` at the end.
    mutating func nextByte() -> UInt8?
}

/// A run of plain bytes.
struct PlainBytes: PostScriptByteSource {
    let bytes: UnsafeRawBufferPointer
    var position = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    @inline(__always)
    mutating func nextByte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }
}

/// The cipher bytes of a private part, decrypted one by one as they are read; a binary
/// string in them is passed over with ``skip(_:)``.
struct DecryptingBytes: PostScriptByteSource {
    let cipherBytes: UnsafeRawBufferPointer
    /// Where the next byte is, and the key for it (set by the entry reader's loops too).
    var position = 0
    var cipher = EexecCipher(key: EexecCipher.eexecKey)

    init(_ cipherBytes: UnsafeRawBufferPointer) {
        self.cipherBytes = cipherBytes
    }

    @inline(__always)
    mutating func nextByte() -> UInt8? {
        guard position < cipherBytes.count else { return nil }
        defer { position += 1 }
        return cipher.decrypt(cipherBytes[position])
    }

    /// Passes over the next `count` bytes (a binary string), keeping the key right; `false`
    /// when fewer are left.
    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= cipherBytes.count - position else { return false }
        cipher.skip(UnsafeRawBufferPointer(rebasing: cipherBytes[position..<(position + count)]))
        position += count
        return true
    }
}

/// One PostScript token; the text of names, words, numbers and strings is in
/// ``PostScriptScanner/text``.
enum PostScriptToken: Equatable {
    /// `/name` (the text without the slash).
    case literal
    /// An executable name or operator: `def`, `RD`, `-|`.
    case word
    /// A number (integer or real; radix numbers are words).
    case number(Double)
    /// `(…)`: the text is what lies between the outer parentheses, escapes as written.
    case string
    /// `<…>`.
    case hexString
    /// `[`, `]`, `{`, `}`, `<<` or `>>`.
    case delimiter(UInt8)
}

/// Splits PostScript text into tokens, as much of the language as a Type 1 font's
/// dictionaries use.
struct PostScriptScanner<Source: PostScriptByteSource> {
    var source: Source
    /// The text of the last name, word, number or string.
    private(set) var text: [UInt8] = []
    /// A byte read past the end of the last token (a delimiter that starts the next one).
    private var pending: UInt8?
    /// Whether ``nextToken()`` ended on text FreeType's tokenizer refuses (an unterminated
    /// string, a bad hexadecimal string, a `>` alone, a `)` outside a string) rather than at
    /// the end.
    private(set) var failed = false

    init(_ source: Source) {
        self.source = source
        text.reserveCapacity(64)
    }

    /// Whether the scanner has no byte read ahead, so the source is exactly where the last
    /// token and the one white-space byte after it end (where a binary string starts).
    var isAtTokenBoundary: Bool { pending == nil }

    @inline(__always)
    private mutating func next() -> UInt8? {
        if let byte = pending {
            pending = nil
            return byte
        }
        return source.nextByte()
    }

    /// The next token, or `nil` at the end of the text (or inside an unterminated string).
    mutating func nextToken() -> PostScriptToken? {
        while let byte = next() {
            if PostScriptCharacter.isWhiteSpace(byte) { continue }
            switch byte {
            case UInt8(ascii: "%"):
                while let byte = next(), byte != 0x0A, byte != 0x0D {}
            case UInt8(ascii: "/"):
                if let second = next(), second != UInt8(ascii: "/") { pending = second }  // `//name` as `/name`
                readRegular()
                return .literal
            case UInt8(ascii: "("):
                if readString() { return .string }
                return fail()
            case UInt8(ascii: "<"):
                guard let second = next() else { return fail() }
                if second == UInt8(ascii: "<") { return .delimiter(UInt8(ascii: "<")) }
                pending = second
                while let byte = next() {
                    if byte == UInt8(ascii: ">") { return .hexString }
                    guard PostScriptCharacter.isWhiteSpace(byte) || byte.hexadecimalDigitValue != nil else { return fail() }
                }
                return fail()
            case UInt8(ascii: ">"):
                guard next() == UInt8(ascii: ">") else { return fail() }
                return .delimiter(UInt8(ascii: ">"))
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return .delimiter(byte)
            case UInt8(ascii: ")"):
                return fail()
            default:
                pending = byte
                readRegular()
                if let number = Self.number(text) { return .number(number) }
                return .word
            }
        }
        return nil
    }

    private mutating func fail() -> PostScriptToken? {
        failed = true
        return nil
    }

    /// Skips the rest of the text as FreeType's `parse_dict` reads it, up to the token
    /// `closefile` or `eexec` (where it stops); throws where it would refuse the
    /// font (see ``failed``; a `}` outside a procedure), and at a key of `keys`.
    mutating func skipToClosefile(refusing keys: [StaticString]) throws(Type1Error) {
        while let token = nextToken() {
            switch token {
            case .literal where keys.contains(where: textIs):
                throw Type1Error("a key read again after CharStrings")
            case .word where textIs("closefile") || textIs("eexec"):  // a whole token, as IS_PS_TOKEN asks
                return
            case .delimiter(UInt8(ascii: "{")):
                guard skipProcedure() else { throw Type1Error("unterminated procedure") }
            case .delimiter(UInt8(ascii: "}")):
                throw Type1Error("} outside a procedure")
            default:
                break
            }
        }
        if failed { throw Type1Error("text FreeType's tokenizer refuses") }
    }

    /// Reads regular characters into ``text``: up to white space (consumed, as PostScript's
    /// scanner does) or a delimiter (kept for the next token).
    private mutating func readRegular() {
        text.removeAll(keepingCapacity: true)
        while let byte = next() {
            if PostScriptCharacter.isWhiteSpace(byte) { return }
            if PostScriptCharacter.isDelimiter(byte) {
                pending = byte
                return
            }
            text.append(byte)
        }
    }

    /// Reads a string's contents (after its `(`) into ``text``: balanced parentheses, `\`
    /// escaping the next byte. `false` when the text ends first.
    private mutating func readString() -> Bool {
        text.removeAll(keepingCapacity: true)
        var depth = 1
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "\\"):
                text.append(byte)
                guard let escaped = next() else { return false }
                text.append(escaped)
                continue
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return true }
            default:
                break
            }
            text.append(byte)
        }
        return false
    }

    /// Skips tokens up to the `}` that closes a procedure whose `{` was just read; `false`
    /// when the text ends (or fails) first.
    mutating func skipProcedure() -> Bool {
        var depth = 1
        while let token = nextToken() {
            if token == .delimiter(UInt8(ascii: "{")) { depth += 1 }
            if token == .delimiter(UInt8(ascii: "}")) {
                depth -= 1
                if depth == 0 { return true }
            }
        }
        return false
    }

    /// Whether ``text`` spells `word`.
    @inline(__always)
    func textIs(_ word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount else { return false }
        let spelled = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return text.elementsEqual(spelled)
    }

    /// A PostScript integer or real (`12`, `-3`, `.5`, `0.001`, `1e-3`), or `nil`.
    static func number(_ text: [UInt8]) -> Double? {
        guard let first = text.first else { return nil }
        // The common case, a short integer, without building a String.
        var value = 0, index = 0, negative = false
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            index = 1
        }
        if index < text.count, text.count - index <= 9 {
            var allDigits = true
            for byte in text[index...] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { allDigits = false; break }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            if allDigits { return Double(negative ? -value : value) }
        }
        let allowed = text.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        guard allowed, let number = Double(String(decoding: text, as: UTF8.self)), number.isFinite else { return nil }
        return number
    }
}

/// PostScript's character classes, as bit masks (no table, no branch on the byte's value
/// beyond its range).
enum PostScriptCharacter {
    /// NUL, tab, line feed, form feed, carriage return, space.
    private static let whiteSpace: UInt64 = 1 << 0 | 1 << 9 | 1 << 10 | 1 << 12 | 1 << 13 | 1 << 32
    /// `%`, `(`, `)`, `/`, `<`, `>` (below 64); `[`, `]`, `{`, `}` (64 to 127).
    private static let lowDelimiters: UInt64 = 1 << 0x25 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2F | 1 << 0x3C | 1 << 0x3E
    private static let highDelimiters: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)

    @inline(__always)
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte < 64 && whiteSpace >> UInt64(byte) & 1 != 0
    }

    @inline(__always)
    static func isDelimiter(_ byte: UInt8) -> Bool {
        byte < 64 ? lowDelimiters >> UInt64(byte) & 1 != 0 : byte < 128 && highDelimiters >> UInt64(byte - 64) & 1 != 0
    }
}
