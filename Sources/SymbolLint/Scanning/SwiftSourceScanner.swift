import SymbolCatalog

/// Finds symbol-name arguments in Swift source: the labels `systemName:` (`Image`,
/// `UIImage` with or without `withConfiguration:`), `systemSymbolName:` (`NSImage`),
/// `systemImage:` (`Label`, `Button`, `Tab`, `ContentUnavailableView`, …) and
/// `systemImageName:` (`UIApplicationShortcutIcon`), as arguments of a call (after `(` or
/// `,`). Comments and string contents are skipped, interpolations are scanned as code, and
/// `catalog:ignore` line comments are collected.
///
/// One pass over the bytes with a small state machine; not a Swift parser, but it knows
/// every literal form (`"…"`, `"""…"""`, raw `#"…"#`, `\(…)` nesting, nested `/* */`).
enum SwiftSourceScanner {
    /// The label endings after `system`, longest first.
    private static let endings: [StaticString] = ["SymbolName", "ImageName", "Image", "Name"]

    /// A string being read: its raw-delimiter count and whether it is multi-line.
    private struct StringMode {
        var hashes: Int
        var multiline: Bool
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceScan {
        var scan = SourceScan()
        let count = bytes.count
        var index = 0
        // Open interpolations: the string to return to and the paren depth inside.
        var interpolations = [(mode: StringMode, depth: Int)]()
        var string: StringMode?
        while index < count {
            let byte = bytes[index]
            if let mode = string {
                if byte == UInt8(ascii: "\\") {
                    var next = index + 1
                    var hashes = 0
                    while hashes < mode.hashes, next < count, bytes[next] == UInt8(ascii: "#") { hashes += 1; next += 1 }
                    if hashes == mode.hashes, next < count, bytes[next] == UInt8(ascii: "(") {
                        interpolations.append((mode, 0))
                        string = nil
                        index = next + 1
                    } else {
                        index = hashes == mode.hashes ? next + 1 : next
                    }
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = mode.multiline ? 3 : 1
                    var end = index
                    while end < count, end - index < quotes, bytes[end] == UInt8(ascii: "\"") { end += 1 }
                    var hashes = 0
                    if end - index == quotes {
                        while hashes < mode.hashes, end < count, bytes[end] == UInt8(ascii: "#") { hashes += 1; end += 1 }
                    }
                    if end - index >= quotes, hashes == mode.hashes { string = nil; index = end } else { index += 1 }
                } else if byte == UInt8(ascii: "\n"), !mode.multiline {
                    string = nil  // an unterminated literal: recover at the line's end
                    index += 1
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "/"):
                guard index + 1 < count else { index += 1; continue }
                if bytes[index + 1] == UInt8(ascii: "/") {
                    index = lineComment(bytes, from: index + 2, into: &scan)
                } else if bytes[index + 1] == UInt8(ascii: "*") {
                    index = blockComment(bytes, from: index + 2)
                } else {
                    index += 1
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                var start = index
                var hashes = 0
                while start < count, bytes[start] == UInt8(ascii: "#") { hashes += 1; start += 1 }
                guard start < count, bytes[start] == UInt8(ascii: "\"") else { index = max(start, index + 1); continue }
                let multiline = Bytes.matches(bytes, start, "\"\"\"")
                string = StringMode(hashes: hashes, multiline: multiline)
                index = start + (multiline ? 3 : 1)
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].depth += 1 }
                index += 1
            case UInt8(ascii: ")"):
                if let last = interpolations.last {
                    if last.depth == 0 {
                        string = last.mode
                        interpolations.removeLast()
                    } else {
                        interpolations[interpolations.count - 1].depth -= 1
                    }
                }
                index += 1
            case UInt8(ascii: "s"):
                if index > 0, Bytes.isIdentifier(bytes[index - 1]) { index += 1; continue }
                index = label(bytes, at: index, into: &scan)
            default:
                index += 1
            }
        }
        return scan
    }

    /// Skips a `//` comment, noting a `catalog:ignore` at its start; returns the offset of
    /// the line's end.
    private static func lineComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into scan: inout SourceScan) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if Bytes.matches(bytes, index, SourceScan.ignoreMarker) {
            let after = index + SourceScan.ignoreMarker.count
            scan.ignores.append(.init(offset: index, rules: SourceScan.ignoreRules(bytes, from: after)))
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// Skips a (nested) block comment; returns the offset after its end.
    private static func blockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 1
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// At an identifier starting with `s`: when it is one of the labels followed by `:`
    /// as a call argument, records its value. Returns where scanning goes on.
    private static func label(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into scan: inout SourceScan) -> Int {
        guard Bytes.matches(bytes, start, "system") else { return start + 1 }
        var end = start + 6
        guard let ending = endings.first(where: { Bytes.matches(bytes, end, $0) }) else { return end }
        end += ending.utf8CodeUnitCount
        guard end < bytes.count, !Bytes.isIdentifier(bytes[end]) else { return end }
        var colon = end
        while colon < bytes.count, bytes[colon] == UInt8(ascii: " ") { colon += 1 }
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":"), isArgumentPosition(bytes, before: start) else { return end }
        SwiftArgument.read(bytes, after: colon + 1, labelStart: start, into: &scan)
        return colon + 1
    }

    /// True when the previous non-blank byte is `(` or `,`.
    private static func isArgumentPosition(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, Bytes.isSpace(bytes[index]) { index -= 1 }
        return index >= 0 && (bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: ","))
    }
}
