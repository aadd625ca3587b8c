/// Reads Apple XML property lists (the `PropertyList-1.0.dtd` subset that `plutil` and
/// `PropertyListSerialization` write) straight from UTF-8 bytes.
///
/// Supported: an optional UTF-8 byte-order mark, the XML declaration, `<!DOCTYPE …>`,
/// comments and processing instructions, a `<plist>` root holding exactly one value (or a
/// bare value without `<plist>`, as CoreFoundation accepts), and the elements `dict`,
/// `array`, `key`, `string`, `integer`, `real`, `true`, `false`, `date` and `data`.
/// Text may use the five predefined entities, numeric character references and CDATA
/// sections. Dictionaries keep their keys in file order.
///
/// Every problem is reported as ``PropertyListError/malformedXML(line:reason:)`` with the
/// 1-based line where it was found (for a bad `integer`, `real`, `date` or `data`, the line
/// of its open tag); input holding only whitespace and comments is
/// ``PropertyListError/empty``. Nesting is limited to ``maximumDepth`` containers.
public enum XMLPropertyListReader {
    /// The deepest nesting of `dict` and `array` elements accepted.
    public static let maximumDepth = ReadingLimits.maximumNesting

    /// True when the text (after an optional UTF-8 BOM and whitespace) starts like an XML
    /// plist: `<?xml`, `<!DOCTYPE plist` or `<plist`.
    public static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var position = byteOrderMarkLength(in: buffer)
            while position < buffer.count, isWhitespace(buffer[position]) {
                position += 1
            }
            return hasPrefix("<?xml", in: buffer, at: position)
                || hasPrefix("<!DOCTYPE plist", in: buffer, at: position)
                || hasPrefix("<plist", in: buffer, at: position)
        }
    }

    /// Parses an XML property list.
    ///
    /// - Parameter bytes: The file's content, UTF-8 with or without a byte-order mark.
    /// - Returns: The single value inside the `<plist>` element (or the bare root value).
    /// - Throws: ``PropertyListError/empty`` for input with nothing but whitespace and
    ///   comments, otherwise ``PropertyListError/malformedXML(line:reason:)``.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        let result = bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(buffer)
            return Result { () throws(PropertyListError) in try parser.parseDocument() }
        }
        return try result.get()
    }

    /// 3 when `buffer` starts with the UTF-8 byte-order mark, else 0.
    static func byteOrderMarkLength(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        hasPrefix("\u{FEFF}", in: buffer, at: 0) ? 3 : 0
    }

    /// True when the bytes of `buffer` at `offset` spell `literal`.
    static func hasPrefix(_ literal: StaticString, in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, buffer.count - offset >= count else { return false }
        let expected = literal.utf8Start
        for index in 0..<count where buffer[offset + index] != expected[index] {
            return false
        }
        return true
    }

    /// XML white space: space, tab, line feed, carriage return.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

extension XMLPropertyListReader {
    /// ASCII bytes the parser looks for.
    enum Byte {
        static let lessThan = UInt8(ascii: "<")
        static let greaterThan = UInt8(ascii: ">")
        static let slash = UInt8(ascii: "/")
        static let questionMark = UInt8(ascii: "?")
        static let exclamationMark = UInt8(ascii: "!")
        static let ampersand = UInt8(ascii: "&")
        static let semicolon = UInt8(ascii: ";")
        static let quote = UInt8(ascii: "\"")
        static let apostrophe = UInt8(ascii: "'")
        static let openBracket = UInt8(ascii: "[")
        static let closeBracket = UInt8(ascii: "]")
        static let hash = UInt8(ascii: "#")
        static let plus = UInt8(ascii: "+")
        static let minus = UInt8(ascii: "-")
        static let equals = UInt8(ascii: "=")
        static let zero = UInt8(ascii: "0")
        static let nine = UInt8(ascii: "9")
    }

    /// The elements of the property list DTD.
    enum Element: Equatable {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

        /// The tag name as it appears in the file.
        var name: StaticString {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .key: "key"
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            }
        }

        /// The open tag (`<dict>`) for error messages.
        var tag: String { "<\(name)>" }

        /// The element named by `name`, or nil for a name outside the DTD.
        init?(name: UnsafeBufferPointer<UInt8>) {
            guard name.count >= 3 else { return nil }
            let guess: Element
            switch (name.count, name[0]) {
            case (3, UInt8(ascii: "k")): guess = .key
            case (4, UInt8(ascii: "d")):
                guess = name[1] == UInt8(ascii: "i") ? .dict
                    : name[3] == UInt8(ascii: "e") ? .date : .data
            case (4, UInt8(ascii: "r")): guess = .real
            case (4, UInt8(ascii: "t")): guess = .true
            case (5, UInt8(ascii: "p")): guess = .plist
            case (5, UInt8(ascii: "a")): guess = .array
            case (5, UInt8(ascii: "f")): guess = .false
            case (6, UInt8(ascii: "s")): guess = .string
            case (7, UInt8(ascii: "i")): guess = .integer
            default: return nil
            }
            guard guess.matches(name) else { return nil }
            self = guess
        }

        /// True when `bytes` spell this element's name.
        func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            bytes.count == name.utf8CodeUnitCount && XMLPropertyListReader.hasPrefix(name, in: bytes, at: 0)
        }
    }
}
