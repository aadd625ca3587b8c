import SymbolCatalog

/// What a scanner found in one file, with positions as byte offsets (the linter turns them
/// into lines and columns).
struct SourceScan {
    struct Name {
        /// The name's bytes (inside the quotes or tags).
        var range: Range<Int>
        /// An Interface Builder `<image name="…" catalog="system">` resource entry, which
        /// Xcode writes for every system image an element of the file uses.
        var isResource = false
        /// What the guards around it prove (Swift).
        var availability = Availability.none
        /// The type the extension around it extends (Swift), whose `@available` it inherits.
        var extended: String?
    }

    struct Expression {
        var offset: Int
        var text: String
    }

    /// A `catalog:ignore` comment: its byte offset and the rules it names (empty: all).
    struct Ignore {
        var offset: Int
        var rules: [String]
    }

    var names: [Name] = []
    /// The image names of asset lookups (Swift, when asked): each literal's content.
    var images: [Range<Int>] = []
    var expressions: [Expression] = []
    var ignores: [Ignore] = []
    /// The types declared (Swift), qualified, with what holds in each.
    var types: [(name: String, availability: Availability)] = []
    /// Steps taken over the file (Swift): bytes, tokens, frames and arguments read.
    var work = 0
    /// Bytes read for arguments so far, and how many may be.
    var argumentWork = 0
    var argumentBudget = Int.max

    /// Reads `catalog:ignore [RULE …]` at `offset` (just after the marker) up to the end of
    /// the comment or line; rules are separated by spaces or commas.
    static func ignoreRules(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> [String] {
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "*") || bytes[end] == UInt8(ascii: "-") && end + 1 < bytes.count
                && bytes[end + 1] == UInt8(ascii: "-") { break }
            end += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    static let ignoreMarker = Array("catalog:ignore".utf8)

    /// True when the comment holding the marker at `offset` is alone on its line: only
    /// spaces before its opener (`//`, `<!--`), or no opener on the line (a later line of a
    /// multi-line XML comment).
    static func isOnOwnLine(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var opener: Int?
        var index = start
        while index + 1 < offset {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") { opener = index; break }
            if Bytes.matches(bytes, index, "<!--") { opener = index }
            index += 1
        }
        guard let opener else { return true }
        return bytes[start..<opener].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}

/// Byte-level helpers shared by the scanners.
enum Bytes {
    @inline(__always)
    static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: byte >= 0x80
        }
    }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// True when `word` is at `offset`.
    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ word: [UInt8]) -> Bool {
        guard offset >= 0, offset + word.count <= bytes.count else { return false }
        for index in 0..<word.count where bytes[offset + index] != word[index] { return false }
        return true
    }

    /// True when `word` is at `offset` (a literal: no array to retain in the scanners' hot
    /// paths).
    @inline(__always)
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return false }
        let start = word.utf8Start
        for index in 0..<count where bytes[offset + index] != start[index] { return false }
        return true
    }

    /// The first offset of `needle` at or after `start`, or nil.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, matches(bytes, index, needle) { return index }
            index += 1
        }
        return nil
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
