import CatalogSystem

/// Reads OpenStep text: `.strings` files (`"key" = "value";` pairs) and old-style
/// property lists (`{ key = value; }`, `( a, b )`, `<0fbd>`).
///
/// We do not use Foundation's parser here: on this toolchain it prints its own message
/// to stderr on a syntax error and reports no line. Errors here carry the 1-based line.
/// Text may be UTF-8 (BOM optional) or UTF-16 with a BOM; `//` and `/* */` comments are
/// allowed anywhere whitespace is.
public enum OpenStepPropertyListReader {
    /// Parses a whole file.
    ///
    /// A file that holds only whitespace is ``PropertyListError/empty``; one that holds only
    /// comments is an empty dictionary, as a `.strings` file with just a header is.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let text = try TextDecoding.utf8Bytes(of: bytes)
        if text.allSatisfy(OpenStepScanner.isWhitespace) { throw .empty }
        try checkLineLengths(text)
        var scanner = OpenStepScanner(text)
        return try scanner.parseDocument()
    }

    /// Refuses text with a line longer than ``ReadingLimits/maximumLineLength`` bytes (a
    /// `.strings` line is one short pair; a megabyte line is not metadata).
    static func checkLineLengths(_ text: [UInt8]) throws(PropertyListError) {
        var line = 1
        var start = 0
        for index in text.indices where text[index] == 0x0A || index == text.count - 1 {
            let length = text[index] == 0x0A ? index - start : index - start + 1  // without the newline
            if length > ReadingLimits.maximumLineLength {
                throw .stringsSyntax(line: line, reason: "line longer than \(ReadingLimits.maximumLineLength >> 20) MB")
            }
            line += 1
            start = index + 1
        }
    }
}

/// A cursor over UTF-8 bytes that tracks the current line.
struct OpenStepScanner {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var depth = 0
    private static let maximumDepth = ReadingLimits.maximumNesting

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Bytes allowed in an unquoted string: letters, digits and `_$+/:.-`.
    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    func error(_ reason: String, line: Int? = nil) -> PropertyListError {
        .stringsSyntax(line: line ?? self.line, reason: reason)
    }

    // MARK: Document

    /// The top level is a `.strings` body (pairs without braces) or a single value.
    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard let first = peek() else { return .dictionary(.init()) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "(") || first == UInt8(ascii: "<") {
            let value = try parseValue()
            try expectEnd()
            return value
        }
        // A lone string is a value; anything after a leading string makes a `.strings` body.
        let saved = (position, line)
        let firstString = try parseString()
        try skipTrivia()
        if peek() == nil { return .string(firstString) }
        (position, line) = saved
        return .dictionary(try parsePairs(until: nil))
    }

    private mutating func expectEnd() throws(PropertyListError) {
        try skipTrivia()
        if let byte = peek() {
            throw error("unexpected \(describe(byte)) after the end of the property list")
        }
    }

    // MARK: Values

    mutating func parseValue() throws(PropertyListError) -> PropertyListValue {
        try skipTrivia()
        guard let byte = peek() else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"):
            let openedOn = line
            try enter()
            position += 1
            let pairs = try parsePairs(until: UInt8(ascii: "}"), openedOn: openedOn)
            depth -= 1
            return .dictionary(pairs)
        case UInt8(ascii: "("):
            try enter()
            let array = try parseArray()
            depth -= 1
            return .array(array)
        case UInt8(ascii: "<"):
            return .data(try parseData())
        default:
            return .string(try parseString())
        }
    }

    private mutating func enter() throws(PropertyListError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
    }

    /// `key = value;` pairs up to `terminator` (or the end of the file when nil).
    /// `"key";` alone means `"key" = "key";`, as in Apple's `.strings` format.
    private mutating func parsePairs(
        until terminator: UInt8?, openedOn: Int = 0
    ) throws(PropertyListError) -> PropertyListValue.OrderedPairs {
        var pairs = PropertyListValue.OrderedPairs()
        while true {
            try skipTrivia()
            guard let byte = peek() else {
                if terminator == nil { return pairs }
                throw error("dictionary opened on line \(openedOn) is not closed with '}'")
            }
            if byte == terminator {
                position += 1
                return pairs
            }
            let keyLine = line
            let key = try parseString()
            try skipTrivia()
            if peek() == UInt8(ascii: ";") {
                position += 1
                pairs.append(key, .string(key))
                continue
            }
            guard peek() == UInt8(ascii: "=") else {
                throw error("expected '=' after key \"\(key)\", found \(describePeek())")
            }
            position += 1
            let value = try parseValue()
            try skipTrivia()
            guard peek() == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of \"\(key)\" (line \(keyLine)), found \(describePeek())")
            }
            position += 1
            pairs.append(key, value)
        }
    }

    private mutating func parseArray() throws(PropertyListError) -> [PropertyListValue] {
        let openedOn = line
        position += 1
        var items = [PropertyListValue]()
        while true {
            try skipTrivia()
            guard let byte = peek() else {
                throw error("array opened on line \(openedOn) is not closed with ')'")
            }
            if byte == UInt8(ascii: ")") {
                position += 1
                return items
            }
            items.append(try parseValue())
            try skipTrivia()
            if peek() == nil {
                throw error("array opened on line \(openedOn) is not closed with ')'")
            } else if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in array, found \(describePeek())")
            }
        }
    }

    /// `<0fbd 7a>`: hex digits in pairs, whitespace allowed.
    private mutating func parseData() throws(PropertyListError) -> [UInt8] {
        let openedOn = line
        position += 1
        var output = [UInt8]()
        var pending: UInt8?
        while let byte = peek() {
            position += 1
            if byte == UInt8(ascii: ">") {
                if pending != nil { throw error("data has an odd number of hex digits") }
                return output
            }
            if Self.isWhitespace(byte) {
                if byte == 0x0A { line += 1 }
                continue
            }
            guard let nibble = byte.hexadecimalDigitValue else {
                throw error("unexpected \(describe(byte)) in data")
            }
            if let high = pending {
                output.append(high << 4 | nibble)
                pending = nil
            } else {
                pending = nibble
            }
        }
        throw error("data opened on line \(openedOn) is not closed with '>'")
    }

    // MARK: Cursor

    func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    func peek(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    mutating func advance() -> UInt8? {
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        position += 1
        if byte == 0x0A { line += 1 }
        return byte
    }

    var currentPosition: Int { position }
    var currentLine: Int { line }

    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

    mutating func skipTrivia() throws(PropertyListError) {
        while let byte = peek() {
            if Self.isWhitespace(byte) {
                _ = advance()
            } else if byte == UInt8(ascii: "/"), peek(at: 1) == UInt8(ascii: "/") {
                while let next = peek(), next != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), peek(at: 1) == UInt8(ascii: "*") {
                let openedOn = line
                position += 2
                while true {
                    guard let next = advance() else {
                        throw error("comment opened on line \(openedOn) is not closed with '*/'", line: openedOn)
                    }
                    if next == UInt8(ascii: "*"), peek() == UInt8(ascii: "/") {
                        position += 1
                        break
                    }
                }
            } else {
                return
            }
        }
    }

    func describePeek() -> String {
        guard let byte = peek() else { return "the end of the file" }
        return describe(byte)
    }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x0A { return "a line break" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
