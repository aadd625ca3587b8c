/// Swift source as tokens, for reading a `Package.swift` as Swift reads it: comments (`//`,
/// nested `/* */`) are skipped and each string literal (`"…"`, `"""…"""`, raw `#"…"#`, with
/// `\(…)` interpolations) is one token, so that nothing in a comment or a string is taken for
/// code. Not a parser: words, strings and single punctuation characters.
struct SwiftTokens {
    enum Kind: Equatable { case word, punctuation, string }

    struct Token: Equatable {
        let kind: Kind
        /// The word, the punctuation character, or the string's value; nil for a string that
        /// is not plain text (escapes, interpolations, several lines).
        let text: String?
        /// The line it starts on, from 1.
        let line: Int

        /// True for the punctuation character `character`.
        func isPunctuation(_ character: Character) -> Bool { kind == .punctuation && text == String(character) }
    }

    /// A comment or string literal that does not end: Swift would not read the file either.
    struct Unterminated: Error, Equatable {
        /// `comment`, `string` or `interpolation`.
        let what: String
        /// The line it starts on.
        let line: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private(set) var tokens = [Token]()

    /// The tokens of `text`.
    static func read(_ text: String) throws(Unterminated) -> [Token] {
        var lexer = SwiftTokens(bytes: Array(text.utf8))
        try lexer.code(interpolation: false)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private static func isWord(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Reads code up to the end, or for an interpolation up to its closing `)`.
    private mutating func code(interpolation: Bool) throws(Unterminated) {
        let start = line
        var depth = 0
        while let byte = byte(at: index) {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "/"):
                while let next = self.byte(at: index), next != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
                try blockComment()
            case UInt8(ascii: "\""),
                 UInt8(ascii: "#") where startsString():
                try string()
            case _ where Self.isWord(byte):
                let first = index
                while let next = self.byte(at: index), Self.isWord(next) { index += 1 }
                tokens.append(Token(kind: .word, text: String(decoding: bytes[first..<index], as: UTF8.self), line: line))
            default:
                if interpolation, byte == UInt8(ascii: ")") {
                    if depth == 0 { index += 1; return }
                    depth -= 1
                } else if interpolation, byte == UInt8(ascii: "(") {
                    depth += 1
                }
                tokens.append(Token(kind: .punctuation, text: String(decoding: [byte], as: UTF8.self), line: line))
                index += 1
            }
        }
        if interpolation { throw Unterminated(what: "interpolation", line: start) }
    }

    /// At `"` or `#`: true when a string literal starts here (`#…#"`).
    private func startsString() -> Bool {
        var offset = index
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    /// Skips a (nested) block comment.
    private mutating func blockComment() throws(Unterminated) {
        let start = line
        var depth = 0
        while let byte = byte(at: index) {
            let next = self.byte(at: index + 1)
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if byte == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        throw Unterminated(what: "comment", line: start)
    }

    /// Reads a string literal, raw or multi-line, as one token.
    private mutating func string() throws(Unterminated) {
        let start = line
        var hashes = 0
        while byte(at: index) == UInt8(ascii: "#") { hashes += 1; index += 1 }
        let quotes = closes(0, from: index, after: 3) ? 3 : 1
        index += quotes
        var value = [UInt8](), plain = quotes == 1
        let tokenCount = tokens.count
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\\"), closes(hashes, from: index + 1, after: 0) {
                index += 1 + hashes
                plain = false
                if self.byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    try code(interpolation: true)
                    tokens.removeSubrange(tokenCount...)  // code inside a string is not the manifest's
                } else {
                    if self.byte(at: index) == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\""), closes(hashes, from: index, after: quotes) {
                index += quotes + hashes
                tokens.append(Token(kind: .string, text: plain ? String(decoding: value, as: UTF8.self) : nil, line: start))
                return
            }
            if byte == UInt8(ascii: "\n") {
                if quotes == 1 { throw Unterminated(what: "string", line: start) }
                line += 1
            }
            value.append(byte)
            index += 1
        }
        throw Unterminated(what: "string", line: start)
    }

    /// True when `quotes` quotes from `offset` are followed by `hashes` `#`s.
    private func closes(_ hashes: Int, from offset: Int, after quotes: Int) -> Bool {
        (0..<quotes).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
            && (0..<hashes).allSatisfy { byte(at: offset + quotes + $0) == UInt8(ascii: "#") }
    }
}
