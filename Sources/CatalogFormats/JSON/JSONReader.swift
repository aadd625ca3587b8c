/// Reads JSON text (RFC 8259, UTF-8, an optional byte-order mark) into ``JSONValue``.
/// Errors say where: `line 3, column 14: expected ',' or '}' after an object member`.
/// Duplicate keys and nesting deeper than ``maximumDepth`` are errors.
package struct JSONReader {
    /// A syntax error with its 1-based position.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        package let line: Int
        package let column: Int
        package let message: String
        package var description: String { "line \(line), column \(column): \(message)" }
    }

    package static let maximumDepth = ReadingLimits.maximumNesting

    private let bytes: [UInt8]
    private var index = 0

    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipWhitespace()
        if reader.index == bytes.count { throw reader.error(bytes.isEmpty ? "the file is empty" : "no JSON value") }
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        if reader.index < bytes.count { throw reader.error("unexpected \(reader.found) after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var members = [(String, JSONValue)]()
        var keys = Set<String>()  // used once an object is large; small ones are scanned
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw error("expected a string key, found \(found)") }
            let keyStart = index
            let key = try string()
            if members.count >= 8, keys.isEmpty { keys = Set(members.map(\.0)) }
            let duplicate = keys.isEmpty ? members.contains { $0.0 == key } : !keys.insert(key).inserted
            guard !duplicate else { throw error("duplicate key '\(key)'", at: keyStart) }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)', found \(found)") }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' after an object member, found \(found)")
            }
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1
        var items = [JSONValue]()
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw error("expected ',' or ']' after an array item, found \(found)")
            }
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var result = ""
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
                    throw error("invalid UTF-8 in a string", at: start)
                }
                result += run
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return result
                }
                result.unicodeScalars.append(try escape())
                runStart = index
                continue
            }
            if byte < 0x20 { throw error("control character U+\(String(byte, radix: 16).leftPadded(to: 4)) in a string (write it as an escape)") }
            index += 1
        }
        throw error("unterminated string", at: start)
    }

    /// One escape after a backslash; leaves `index` after it.
    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                    throw error("a high surrogate \\u\(String(high, radix: 16)) without its low half")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("\\u\(String(low, radix: 16)) is not a low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate \\u\(String(high, radix: 16))") }
            return scalar
        default:
            index -= 1
            throw error("invalid escape '\\\(found.dropFirst().dropLast())'")
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }

    private mutating func number() throws(SyntaxError) -> String {
        let start = index
        func digits(_ reader: inout JSONReader) -> Int {
            var count = 0
            while reader.index < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.index]) {
                reader.index += 1
                count += 1
            }
            return count
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw error("invalid number")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw error("invalid number: digits must follow '.'") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw error("invalid number: digits must follow the exponent") }
        }
        if let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
            throw error("invalid number: no leading zeros")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else { throw error("expected a value, found \(found)") }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The character at the current position, quoted, or "end of file".
    private var found: String {
        guard index < bytes.count else { return "end of file" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) ? "'\(text)'" : "byte 0x" + String(bytes[index], radix: 16)
    }

    private func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
        let position = min(offset ?? index, bytes.count)
        var line = 1, lineStart = 0
        for (offset, byte) in bytes[..<position].enumerated() where byte == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
        return SyntaxError(line: line, column: column, message: message)
    }
}
