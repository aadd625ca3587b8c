extension XMLPropertyListReader.Parser {
    typealias Byte = XMLPropertyListReader.Byte

    /// An open tag: the range of its name and whether it was written `<name/>`.
    struct OpenTag {
        var name: Range<Int>
        var isEmpty: Bool
    }

    /// Reads `<name attributes…>` or `<name …/>` starting at the `<` at `start` and moves
    /// past it. Attribute values are skipped, not checked.
    mutating func readOpenTag(at start: Int) throws(PropertyListError) -> OpenTag {
        let name = nameRange(from: start + 1)
        var index = name.upperBound
        if name.isEmpty {
            if index >= end { throw unexpectedEndOfInput() }
            throw fail("invalid tag", at: start)
        }
        while index < end {
            switch bytes[index] {
            case Byte.greaterThan:
                position = index + 1
                return OpenTag(name: name, isEmpty: false)
            case Byte.slash:
                guard index + 1 < end else { throw unexpectedEndOfInput() }
                guard bytes[index + 1] == Byte.greaterThan else {
                    throw fail("malformed tag <\(text(name))>", at: start)
                }
                position = index + 2
                return OpenTag(name: name, isEmpty: true)
            case Byte.quote, Byte.apostrophe:
                let quote = bytes[index]
                index += 1
                while index < end, bytes[index] != quote {
                    index += 1
                }
                index += 1
            case Byte.lessThan:
                throw fail("malformed tag <\(text(name))>", at: start)
            default:
                index += 1
            }
        }
        throw unexpectedEndOfInput()
    }

    /// Reads `</name>` (white space allowed before `>`) starting at `start`, moves past it
    /// and returns the range of the name.
    mutating func readCloseTag(at start: Int) throws(PropertyListError) -> Range<Int> {
        let name = nameRange(from: start + 2)
        var index = name.upperBound
        while index < end, XMLPropertyListReader.isWhitespace(bytes[index]) {
            index += 1
        }
        guard index < end else { throw unexpectedEndOfInput() }
        guard bytes[index] == Byte.greaterThan, !name.isEmpty else {
            throw fail("malformed close tag </\(text(name))", at: start)
        }
        position = index + 1
        return name
    }

    /// The bytes from `start` up to white space, `/`, `>`, `<` or the end.
    private func nameRange(from start: Int) -> Range<Int> {
        var index = start
        while index < end {
            let byte = bytes[index]
            if XMLPropertyListReader.isWhitespace(byte) || byte == Byte.slash
                || byte == Byte.greaterThan || byte == Byte.lessThan {
                break
            }
            index += 1
        }
        return min(start, end)..<index
    }

    /// The end of a `<!…>` declaration between elements: a comment, or a `<!DOCTYPE …>`
    /// before the root element.
    func markupDeclarationEnd(at start: Int) throws(PropertyListError) -> Int {
        if hasPrefix("<!--", at: start) { return try commentEnd(at: start) }
        if hasPrefix("<!DOCTYPE", at: start) {
            guard root == nil, stack.isEmpty else { throw fail("misplaced <!DOCTYPE>", at: start) }
            return try doctypeEnd(at: start)
        }
        if hasPrefix("<![CDATA[", at: start) {
            throw fail("CDATA section outside of a text element", at: start)
        }
        let rest = slice(start..<end)
        if ["<!--", "<!DOCTYPE", "<![CDATA["].contains(where: { $0.utf8.starts(with: rest) }) {
            throw unexpectedEndOfInput()
        }
        throw fail("invalid markup \"<!\"", at: start)
    }

    /// The offset just past the `-->` of the comment starting at `start`.
    func commentEnd(at start: Int) throws(PropertyListError) -> Int {
        guard let close = find("-->", from: start + 4) else {
            throw unexpectedEnd(inside: "comment", openedAt: start)
        }
        return close + 3
    }

    /// The offset just past the `?>` of the processing instruction starting at `start`.
    func processingInstructionEnd(at start: Int) throws(PropertyListError) -> Int {
        guard let close = find("?>", from: start + 2) else {
            throw unexpectedEnd(inside: "processing instruction", openedAt: start)
        }
        return close + 2
    }

    /// The offset just past the `>` of `<!DOCTYPE …>`, skipping quoted strings and an
    /// internal subset in brackets.
    private func doctypeEnd(at start: Int) throws(PropertyListError) -> Int {
        var index = start + 9
        var inSubset = false
        while index < end {
            switch bytes[index] {
            case Byte.quote, Byte.apostrophe:
                let quote = bytes[index]
                index += 1
                while index < end, bytes[index] != quote {
                    index += 1
                }
            case Byte.openBracket:
                inSubset = true
            case Byte.closeBracket:
                inSubset = false
            case Byte.greaterThan where !inSubset:
                return index + 1
            default:
                break
            }
            index += 1
        }
        throw unexpectedEnd(inside: "<!DOCTYPE>", openedAt: start)
    }

    // MARK: - Byte helpers

    /// The byte at `offset`, or 0 past the end.
    @inline(__always)
    func byte(at offset: Int) -> UInt8 {
        offset < end ? bytes[offset] : 0
    }

    @inline(__always)
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    func hasPrefix(_ literal: StaticString, at offset: Int) -> Bool {
        XMLPropertyListReader.hasPrefix(literal, in: bytes, at: offset)
    }

    /// The offset of the first occurrence of `literal` at or after `start`.
    func find(_ literal: StaticString, from start: Int) -> Int? {
        let first = literal.utf8Start.pointee
        var index = start
        while index < end {
            if bytes[index] == first, hasPrefix(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Bytes of the input for an error message, decoded leniently and shortened.
    func text(_ range: Range<Int>) -> String {
        let shown = range.lowerBound..<min(range.upperBound, range.lowerBound + 40)
        let string = String(decoding: slice(shown), as: UTF8.self)
        return shown.count < range.count ? string + "…" : string
    }

    // MARK: - Errors

    /// A `malformedXML` error at the line holding `offset`.
    func fail(_ reason: String, at offset: Int) -> PropertyListError {
        .malformedXML(line: line(at: offset), reason: reason)
    }

    func unexpectedEnd(inside construct: String, openedAt start: Int) -> PropertyListError {
        fail("unexpected end of input inside \(construct) opened on line \(line(at: start))", at: end)
    }

    func unexpectedEndOfInput() -> PropertyListError {
        fail("unexpected end of input", at: end)
    }

    /// The 1-based line of `offset`; LF, CR LF and a lone CR each end a line.
    func line(at offset: Int) -> Int {
        var line = 1
        var index = 0
        let limit = min(offset, end)
        while index < limit {
            let current = bytes[index]
            if current == 0x0A || (current == 0x0D && byte(at: index + 1) != 0x0A) {
                line += 1
            }
            index += 1
        }
        return line
    }
}
