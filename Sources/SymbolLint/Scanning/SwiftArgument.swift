import SymbolCatalog

/// Reads the value of a symbol-name argument: a plain literal becomes a name; anything
/// else (interpolation, escapes, a variable, an expression) an unchecked expression. A
/// parameter in a declaration (`func icon(systemName: String)`, which ``SwiftScopes`` tells)
/// is neither. Every byte read counts in ``SourceScan/argumentWork``.
enum SwiftArgument {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, after colon: Int, isDeclaration: Bool, into scan: inout SourceScan) {
        var start = colon
        while start < bytes.count, Bytes.isSpace(bytes[start]) { start += 1 }
        scan.argumentWork += start - colon
        guard start < bytes.count else { return }
        let first = bytes[start]
        // `UIImage.init(systemName:)`: a function reference, no value.
        if first == UInt8(ascii: ")") || first == UInt8(ascii: ",") { return }
        guard scan.argumentWork < scan.argumentBudget else {
            // Past the file's share of argument reading: listed, not read.
            var end = start
            while end < bytes.count, end - start < 100, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            scan.expressions.append(.init(offset: start, text: text(bytes, start..<end)))
            return
        }
        let isLiteral = first == UInt8(ascii: "\"") || first == UInt8(ascii: "#")
        if isLiteral, let range = plainLiteral(bytes, at: start) {
            scan.argumentWork += range.count
            scan.names.append(.init(range: range))
            return
        }
        if !isLiteral, isDeclaration { return }
        let end = argumentEnd(bytes, from: start)
        scan.argumentWork += end - start
        // `flag ? "a" : "b"` and `name ?? "a"`: each literal is a name.
        if readBranches(bytes, start..<end, into: &scan) { return }
        scan.expressions.append(.init(offset: start, text: text(bytes, start..<end)))
    }

    /// The content of `"name"` (or raw `#"name"#`) at `start` when it has no escape or
    /// interpolation and ends the argument (`,` or `)` follows); else nil.
    private static func plainLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Range<Int>? {
        guard let (content, end) = literal(bytes, at: start) else { return nil }
        var after = end
        while after < bytes.count, Bytes.isSpace(bytes[after]) { after += 1 }
        guard after < bytes.count, bytes[after] == UInt8(ascii: ",") || bytes[after] == UInt8(ascii: ")") else { return nil }
        return content
    }

    /// The content of a one-line `"name"` (or raw `#"name"#`) at `start` without escape or
    /// interpolation, and the offset just after its closing delimiter; else nil.
    static func literal(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (content: Range<Int>, end: Int)? {
        var quote = start
        while quote < bytes.count, bytes[quote] == UInt8(ascii: "#") { quote += 1 }
        let hashes = quote - start
        guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\""), !Bytes.matches(bytes, quote, "\"\"\"") else { return nil }
        var index = quote + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), (0..<hashes).allSatisfy({ index + 1 + $0 < bytes.count && bytes[index + 1 + $0] == UInt8(ascii: "#") }) {
                break
            }
            // In a raw literal a backslash is text unless the delimiter's hashes follow it.
            if byte == UInt8(ascii: "\\"), hashes == 0 || Bytes.matches(bytes, index + 1, "#") { return nil }
            if byte == UInt8(ascii: "\n") { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        return ((quote + 1)..<index, index + 1 + hashes)
    }

    /// The expression from `start` to the `,` or `)` that ends the argument (or the line's
    /// end), trimmed and shortened to 100 bytes.
    static func expression(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String {
        text(bytes, start..<argumentEnd(bytes, from: start))
    }

    /// The offset of the `,` or `)` that ends the argument starting at `start` (or of the
    /// line's end).
    static func argumentEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        var inString = false
        scan: while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
                if byte == UInt8(ascii: "\n") { break }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { break scan }
            case UInt8(ascii: "\n"): break scan
            default: break
            }
            index += 1
        }
        return min(index, bytes.count)
    }

    /// The bytes of `range`, trimmed and shortened to 100 bytes.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, Bytes.isSpace(bytes[start]) { start += 1 }
        while end > start, Bytes.isSpace(bytes[end - 1]) { end -= 1 }
        if end - start > 100 {
            var cut = start + 100
            while cut > start, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }  // not inside a UTF-8 sequence
            return Bytes.string(bytes, start..<cut) + "…"
        }
        return Bytes.string(bytes, start..<end)
    }
}
