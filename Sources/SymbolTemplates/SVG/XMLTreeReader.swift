import CatalogFormats

/// Reads an XML document into an ``XMLTree``: elements, attributes, character data (with the
/// five predefined entities and character references), comments, processing instructions,
/// CDATA sections and a DOCTYPE without an internal subset. Nesting is limited to
/// ``maximumDepth``; anything malformed is refused with its line.
public enum XMLTreeReader {
    /// The deepest element nesting read before the document is refused (CatalogFormats'
    /// limit for every reader).
    public static let maximumDepth = ReadingLimits.maximumNesting

    /// The root element of `bytes` (UTF-8).
    /// - Throws: ``TemplateError/malformedXML(line:reason:)``.
    public static func read(_ bytes: [UInt8]) throws(TemplateError) -> XMLTree {
        var scanner = XMLTreeScanner(bytes: bytes)
        return try scanner.document()
    }
}

/// The scanner behind ``XMLTreeReader``: one pass over the bytes.
struct XMLTreeScanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(TemplateError) -> XMLTree {
        var root: XMLTree?
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if try skipMarkup() { continue }
                guard root == nil else { throw fail("a second root element") }
                root = try element(depth: 1)
            } else {
                guard isSpace(bytes[index]) else { throw fail("text outside the root element") }
                advance()
            }
        }
        guard let root else { throw fail("no root element") }
        return root
    }

    /// Skips a comment, processing instruction or DOCTYPE at `<`; false at an element.
    private mutating func skipMarkup() throws(TemplateError) -> Bool {
        if has("<!--") { try skip(past: "-->"); return true }
        if has("<?") { try skip(past: "?>"); return true }
        if has("<!DOCTYPE") {
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                if bytes[index] == UInt8(ascii: "[") { throw fail("a DOCTYPE with an internal subset") }
                advance()
            }
            guard index < bytes.count else { throw fail("unterminated DOCTYPE") }
            advance()
            return true
        }
        return false
    }

    private mutating func element(depth: Int) throws(TemplateError) -> XMLTree {
        guard depth <= XMLTreeReader.maximumDepth else { throw fail("elements nested deeper than \(XMLTreeReader.maximumDepth)") }
        let startLine = line
        advance()  // <
        let name = readName()
        guard !name.isEmpty else { throw fail("an element without a name") }
        var node = XMLTree(name: name, line: startLine)
        while true {
            skipSpace()
            guard index < bytes.count else { throw fail("unterminated <\(name)>") }
            if has("/>") { index += 2; return node }
            if bytes[index] == UInt8(ascii: ">") { advance(); break }
            let attribute = readName()
            guard !attribute.isEmpty else { throw fail("a malformed attribute in <\(name)>") }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("attribute \(attribute) of <\(name)> has no value") }
            advance()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("attribute \(attribute) of <\(name)> is not quoted")
            }
            let quote = bytes[index]
            advance()
            let value = try characters(until: quote)
            advance()
            node.attributes.append((attribute, value))
        }
        while true {
            guard index < bytes.count else { throw fail("<\(name)> is not closed") }
            if has("</") {
                index += 2
                let closing = readName()
                skipSpace()
                guard closing == name, index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw fail("</\(closing)> closes <\(name)>")
                }
                advance()
                return node
            }
            if has("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                node.text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
            } else if bytes[index] == UInt8(ascii: "<") {
                if try skipMarkup() { continue }
                node.children.append(try element(depth: depth + 1))
            } else {
                node.text += try characters(until: UInt8(ascii: "<"))
            }
        }
    }

    /// Character data up to `terminator` (not consumed), references resolved.
    private mutating func characters(until terminator: UInt8) throws(TemplateError) -> String {
        var output = [UInt8]()
        while index < bytes.count, bytes[index] != terminator {
            if bytes[index] == UInt8(ascii: "&") {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ";")), end - index < 12 else { throw fail("a malformed reference") }
                let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                guard let scalar = Self.reference(name) else { throw fail("unknown reference &\(name);") }
                output.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = end + 1
            } else {
                if bytes[index] == UInt8(ascii: "<") { throw fail("'<' inside an attribute value") }
                output.append(bytes[index])
                advance()
            }
        }
        guard index < bytes.count || terminator == UInt8(ascii: "<") else { throw fail("unterminated attribute value") }
        return String(decoding: output, as: UTF8.self)
    }

    static func reference(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func has(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    private mutating func skip(past literal: String) throws(TemplateError) {
        let startLine = line
        while index < bytes.count {
            if has(literal) { index += literal.utf8.count; return }
            advance()
        }
        line = startLine
        throw fail("unterminated \(literal == "-->" ? "comment" : literal == "?>" ? "processing instruction" : "CDATA section")")
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func skipSpace() {
        while index < bytes.count, isSpace(bytes[index]) { advance() }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func fail(_ reason: String) -> TemplateError {
        .malformedXML(line: line, reason: reason)
    }
}
