/// Swift source as a stream of tokens: the one tokenizer of lint, for `Package.swift`
/// (``SwiftTokens``) and for the symbol names and scopes of every `.swift` file
/// (``SwiftSourceScanner``). Comments (`//`, nested `/* */`) and string literals (`"…"`,
/// `"""…"""`, raw `#"…"#`) are one token each; the code of a `\(…)` interpolation comes as
/// tokens of its own (``Token/interpolated``) before its string's token. Words include a
/// leading `#` or `@` (`#available`, `@available`); any other byte is one punctuation token.
///
/// A literal or comment that does not end is kept (``unterminated``, the first one) and
/// reading goes on as the old scanner did: a one-line string ends at its line's end, the
/// others at the file's end. Every byte is visited once: linear in the file's size.
struct SwiftLexer {
    enum Kind: Equatable { case word, punctuation, string, comment }

    struct Token {
        var kind: Kind
        /// Its bytes: a string's with its delimiters, a comment's with `//` or `/*`.
        var range: Range<Int>
        /// The line it starts on, from 1.
        var line: Int
        /// A string's content when it is plain text (one line, no escape or interpolation).
        var plain: Range<Int>?
        /// True for code inside a string's interpolation.
        var interpolated: Bool
    }

    /// A comment or literal that does not end.
    struct Unterminated: Error, Equatable {
        /// `comment`, `string` or `interpolation`.
        let what: String
        /// The line it starts on.
        let line: Int
    }

    /// A string whose interpolation is being read.
    private struct OpenString {
        var start: Int
        var line: Int
        var hashes: Int
        var quotes: Int
        /// The interpolation's line and its open parentheses.
        var interpolationLine: Int
        var depth = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var open = [OpenString]()
    /// The first comment or literal that does not end.
    private(set) var unterminated: Unterminated?

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    static func isWord(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The next token, or nil at the end.
    mutating func next() -> Token? {
        while let byte = byte(at: index) {
            let start = index
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "/"):
                while let next = self.byte(at: index), next != UInt8(ascii: "\n") { index += 1 }
                return token(.comment, from: start, line: line)
            case UInt8(ascii: "/") where self.byte(at: index + 1) == UInt8(ascii: "*"):
                let first = line
                blockComment()
                return token(.comment, from: start, line: first)
            case _ where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") && startsString():
                var hashes = 0
                while self.byte(at: index) == UInt8(ascii: "#") { hashes += 1; index += 1 }
                let quotes = closes(0, from: index, after: 3) ? 3 : 1
                index += quotes
                if let token = string(OpenString(start: start, line: line, hashes: hashes, quotes: quotes, interpolationLine: line),
                                      plain: quotes == 1) {
                    return token
                }
            case UInt8(ascii: "#"), UInt8(ascii: "@"):
                index += 1
                guard let next = self.byte(at: index), Self.isWord(next) else { return token(.punctuation, from: start, line: line) }
                while let next = self.byte(at: index), Self.isWord(next) { index += 1 }
                return token(.word, from: start, line: line)
            case _ where Self.isWord(byte):
                while let next = self.byte(at: index), Self.isWord(next) { index += 1 }
                return token(.word, from: start, line: line)
            default:
                index += 1
                if !open.isEmpty, byte == UInt8(ascii: "(") {
                    open[open.count - 1].depth += 1
                } else if !open.isEmpty, byte == UInt8(ascii: ")") {
                    if open[open.count - 1].depth == 0 {
                        // The interpolation ends: back to its string.
                        if let token = string(open.removeLast(), plain: false) { return token }
                        continue
                    }
                    open[open.count - 1].depth -= 1
                }
                return token(.punctuation, from: start, line: line)
            }
        }
        if let last = open.last, unterminated == nil { unterminated = Unterminated(what: "interpolation", line: last.interpolationLine) }
        return nil
    }

    private func token(_ kind: Kind, from start: Int, line: Int, plain: Range<Int>? = nil) -> Token {
        Token(kind: kind, range: start..<index, line: line, plain: plain, interpolated: !open.isEmpty)
    }

    private mutating func note(_ what: String, line: Int) {
        if unterminated == nil { unterminated = Unterminated(what: what, line: line) }
    }

    /// At `"` or `#`: true when a string literal starts here (`#…#"`).
    private func startsString() -> Bool {
        var offset = index
        while byte(at: offset) == UInt8(ascii: "#") { offset += 1 }
        return byte(at: offset) == UInt8(ascii: "\"")
    }

    /// Skips a (nested) block comment.
    private mutating func blockComment() {
        let first = line
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
        note("comment", line: first)
    }

    /// Reads the string `literal` from `index` (after its opening delimiter or an
    /// interpolation): its token at its end, or nil when an interpolation starts (the
    /// string is then open until the interpolation's `)`).
    private mutating func string(_ literal: OpenString, plain: Bool) -> Token? {
        let content = index
        var plain = plain
        while let byte = byte(at: index) {
            if byte == UInt8(ascii: "\\"), closes(literal.hashes, from: index + 1, after: 0) {
                index += 1 + literal.hashes
                plain = false
                if self.byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    var waiting = literal
                    waiting.interpolationLine = line
                    waiting.depth = 0
                    open.append(waiting)
                    return nil
                }
                if self.byte(at: index) == UInt8(ascii: "\n") { line += 1 }
                if index < bytes.count { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "\"") && closes(literal.hashes, from: index, after: literal.quotes) {
                let end = index
                index += literal.quotes + literal.hashes
                return Token(kind: .string, range: literal.start..<index, line: literal.line, plain: plain ? content..<end : nil,
                             interpolated: !open.isEmpty)
            }
            if byte == UInt8(ascii: "\n") {
                if literal.quotes == 1 {
                    // A one-line string that does not end: it ends with its line.
                    note("string", line: literal.line)
                    return Token(kind: .string, range: literal.start..<index, line: literal.line, plain: nil, interpolated: !open.isEmpty)
                }
                line += 1
            }
            index += 1
        }
        note("string", line: literal.line)
        return Token(kind: .string, range: literal.start..<index, line: literal.line, plain: nil, interpolated: !open.isEmpty)
    }

    /// True when `quotes` quotes from `offset` are followed by `hashes` `#`s.
    private func closes(_ hashes: Int, from offset: Int, after quotes: Int) -> Bool {
        (0..<quotes).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
            && (0..<hashes).allSatisfy { byte(at: offset + quotes + $0) == UInt8(ascii: "#") }
    }
}

extension SwiftLexer.Token {
    /// True when the token's bytes are `text` (a word or punctuation).
    func `is`(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        range.count == text.utf8CodeUnitCount && Bytes.matches(bytes, range.lowerBound, text)
    }

    /// True for the punctuation byte `byte`.
    func isPunctuation(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        kind == .punctuation && bytes[range.lowerBound] == byte
    }
}
