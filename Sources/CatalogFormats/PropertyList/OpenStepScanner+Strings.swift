import CatalogSystem

extension OpenStepScanner {
    /// A quoted (`"…"` or `'…'`) or unquoted string at the cursor.
    mutating func parseString() throws(PropertyListError) -> String {
        guard let byte = peek() else { throw error("expected a string, found the end of the file") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return try parseQuotedString(quote: byte)
        }
        guard Self.isUnquotedByte(byte) else {
            throw error("expected a string, found \(describe(byte))")
        }
        let start = currentPosition
        while let next = peek(), Self.isUnquotedByte(next) { _ = advance() }
        return String(decoding: slice(start..<currentPosition), as: UTF8.self)
    }

    private mutating func parseQuotedString(quote: UInt8) throws(PropertyListError) -> String {
        let openedOn = currentLine
        _ = advance()
        var runStart = currentPosition
        var result = ""
        while true {
            guard let byte = advance() else {
                throw error("string opened on line \(openedOn) is not closed", line: openedOn)
            }
            if byte == quote {
                result += String(decoding: slice(runStart..<currentPosition - 1), as: UTF8.self)
                return result
            }
            if byte == UInt8(ascii: "\\") {
                result += String(decoding: slice(runStart..<currentPosition - 1), as: UTF8.self)
                result.unicodeScalars.append(try parseEscape())
                runStart = currentPosition
            }
        }
    }

    /// The escape after a backslash: `\n \t \r \a \b \f \v \" \' \\`, octal `\101`,
    /// and `\U20AC` (four hex digits; a surrogate pair as two escapes).
    private mutating func parseEscape() throws(PropertyListError) -> Unicode.Scalar {
        guard let byte = advance() else { throw error("backslash at the end of the file") }
        switch byte {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                _ = advance()
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
            }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            let high = try parseHexCodeUnit()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"),
                      peek(at: 1) == UInt8(ascii: "U") || peek(at: 1) == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\U\(String(high, radix: 16, uppercase: true))")
                }
                _ = advance()
                _ = advance()
                let low = try parseHexCodeUnit()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("unpaired surrogate \\U\(String(high, radix: 16, uppercase: true))")
                }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw error("unpaired surrogate \\U\(String(high, radix: 16, uppercase: true))")
            }
            return scalar
        default:
            // `\"`, `\'`, `\\` and any other character stand for themselves.
            if byte < 0x80 { return Unicode.Scalar(byte) }
            throw error("backslash before a non-ASCII character")
        }
    }

    private mutating func parseHexCodeUnit() throws(PropertyListError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let next = peek(), let nibble = next.hexadecimalDigitValue else {
                throw error("\\U must be followed by four hex digits")
            }
            _ = advance()
            value = value << 4 | UInt32(nibble)
        }
        return value
    }
}
