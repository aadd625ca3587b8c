extension XMLPropertyListReader.Parser {
    /// Where the character data of a text element ended up.
    enum TextRun {
        /// Plain bytes of the input, used as they are.
        case slice(Range<Int>)
        /// Decoded bytes (entities, CDATA, comments removed) in `scratch`.
        case assembled
    }

    /// Reads the character data of `element` up to and including its close tag. Text
    /// without entities, CDATA or comments stays a slice of the input; anything else is
    /// decoded into `scratch`. UTF-8 is validated on the way.
    mutating func readText(
        of element: XMLPropertyListReader.Element, openedAt start: Int
    ) throws(PropertyListError) -> TextRun {
        var runStart = position
        var isAssembled = false
        while true {
            let stop = try scanCharacterData(from: runStart)
            guard stop + 1 < end else {
                throw unexpectedEnd(inside: element.tag, openedAt: start)
            }
            if bytes[stop] == Byte.lessThan, bytes[stop + 1] == Byte.slash {
                let name = try readCloseTag(at: stop)
                guard element.matches(slice(name)) else {
                    throw fail("expected </\(element.name)>, found </\(text(name))>", at: stop)
                }
                guard isAssembled else { return .slice(runStart..<stop) }
                scratch.append(contentsOf: slice(runStart..<stop))
                return .assembled
            }
            if !isAssembled {
                scratch.removeAll(keepingCapacity: true)
                isAssembled = true
            }
            scratch.append(contentsOf: slice(runStart..<stop))
            if bytes[stop] == Byte.ampersand {
                runStart = try appendReference(at: stop)
            } else if hasPrefix("<![CDATA[", at: stop) {
                guard let close = find("]]>", from: stop + 9) else {
                    throw unexpectedEnd(inside: "CDATA section", openedAt: stop)
                }
                try validateUTF8(stop + 9..<close)
                scratch.append(contentsOf: slice(stop + 9..<close))
                runStart = close + 3
            } else if hasPrefix("<!--", at: stop) {
                runStart = try commentEnd(at: stop)
            } else if bytes[stop + 1] == Byte.questionMark {
                runStart = try processingInstructionEnd(at: stop)
            } else {
                throw fail("unexpected element inside \(element.tag)", at: stop)
            }
        }
    }

    /// The text as a `String`; a slice is decoded in one step.
    func makeString(_ run: TextRun) -> String {
        switch run {
        case .slice(let range): String(decoding: slice(range), as: UTF8.self)
        case .assembled: String(decoding: scratch, as: UTF8.self)
        }
    }

    /// Calls `body` with the bytes of the text.
    func withBytes<Value>(of run: TextRun, _ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
        switch run {
        case .slice(let range): body(slice(range))
        case .assembled: scratch.withUnsafeBufferPointer(body)
        }
    }

    /// True when the text is empty or white space.
    func isBlank(_ run: TextRun) -> Bool {
        withBytes(of: run) { $0.allSatisfy(XMLPropertyListReader.isWhitespace) }
    }

    /// The offset of the next `<` or `&` (or the end), checking that every non-ASCII
    /// byte on the way belongs to a well-formed UTF-8 sequence.
    @inline(__always)
    private func scanCharacterData(from start: Int) throws(PropertyListError) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == Byte.lessThan || byte == Byte.ampersand { return index }
                index += 1
            } else {
                index = try scalarEnd(at: index)
            }
        }
        return end
    }

    private func validateUTF8(_ range: Range<Int>) throws(PropertyListError) {
        var index = range.lowerBound
        while index < range.upperBound {
            index = bytes[index] < 0x80 ? index + 1 : try scalarEnd(at: index)
        }
    }

    /// The offset after the multi-byte UTF-8 sequence starting at `start`, or an error
    /// when it is not well formed (Unicode Table 3-7: no overlongs, surrogates or values
    /// past U+10FFFF).
    private func scalarEnd(at start: Int) throws(PropertyListError) -> Int {
        let lead = bytes[start]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw fail("invalid UTF-8", at: start)
        }
        guard end - start >= length else { throw fail("invalid UTF-8", at: start) }
        let second = bytes[start + 1]
        guard second >= low, second <= high else { throw fail("invalid UTF-8", at: start) }
        for offset in 2..<length where bytes[start + offset] & 0xC0 != 0x80 {
            throw fail("invalid UTF-8", at: start)
        }
        return start + length
    }

    /// Decodes the entity or character reference at `start` (`&`) into `scratch` and
    /// returns the offset after its `;`.
    private mutating func appendReference(at start: Int) throws(PropertyListError) -> Int {
        var index = start + 1
        while index < end, index - start <= 12, bytes[index] != Byte.semicolon {
            index += 1
        }
        guard index < end, bytes[index] == Byte.semicolon else {
            throw fail("unterminated entity reference", at: start)
        }
        let name = start + 1..<index
        if let character = Self.predefinedEntity(slice(name)) {
            scratch.append(character)
        } else if byte(at: start + 1) == Byte.hash, let scalar = characterReference(name) {
            appendUTF8(scalar)
        } else {
            throw fail("invalid entity \"&\(text(name));\"", at: start)
        }
        return index + 1
    }

    /// The character named by `lt`, `gt`, `amp`, `quot` or `apos`.
    private static func predefinedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": UInt8(ascii: "<")
        case "gt": UInt8(ascii: ">")
        case "amp": UInt8(ascii: "&")
        case "quot": UInt8(ascii: "\"")
        case "apos": UInt8(ascii: "'")
        default: nil
        }
    }

    /// The scalar of `#123` or `#x1F600` (the `name` range excludes `&` and `;`).
    private func characterReference(_ name: Range<Int>) -> Unicode.Scalar? {
        var digits = slice(name.lowerBound + 1..<name.upperBound)[...]
        var radix = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard let digit = XMLPropertyListReader.digitValue(byte), digit < radix else { return nil }
            value = value * radix + digit
            guard value <= 0x10FFFF else { return nil }
        }
        guard value != 0 else { return nil }
        return Unicode.Scalar(UInt32(value))
    }

    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        if let encoded = UTF8.encode(scalar) {
            scratch.append(contentsOf: encoded)
        }
    }
}
