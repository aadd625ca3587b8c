import CatalogSystem

/// Text from data or the command line made safe to show: control characters that a
/// terminal would obey (clear the screen, set the title, write the clipboard with OSC 52) or
/// that reorder what is shown (bidirectional overrides) are written as visible escapes.
///
/// - ESC as `\e`; tab, line feed and carriage return as `\t`, `\n`, `\r`;
/// - the other C0 controls and DEL as `\x07`, `\x7F`;
/// - the C1 controls (U+0080–U+009F) and the bidirectional embeddings, overrides and
///   isolates (U+202A–U+202E, U+2066–U+2069) as `\u{9B}`, `\u{202E}`.
///
/// Everything else, backslashes included, is left as it is.
enum TerminalText {
    /// `text` with every control character made visible.
    static func visible(_ text: String) -> String {
        visible(text, keepingLineFeeds: false)
    }

    /// `text` with every control character made visible; line feeds are kept as they are
    /// when `keepingLineFeeds` (a multi-line document whose lines are each made safe), and
    /// tabs when `keepingTabs` (tab-separated values, whose cells have none).
    static func visible(_ text: String, keepingLineFeeds: Bool, keepingTabs: Bool = false) -> String {
        guard needsEscaping(text, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if keepingLineFeeds && scalar == "\n" || keepingTabs && scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else if let escape = escape(for: scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when `text` holds a character that ``visible(_:)`` would change.
    static func needsEscaping(_ text: String, keepingLineFeeds: Bool = false, keepingTabs: Bool = false) -> Bool {
        var copy = text
        return copy.withUTF8 { needsEscaping($0, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs) }
    }

    /// As ``needsEscaping(_:keepingLineFeeds:keepingTabs:)``, on UTF-8 bytes.
    ///
    /// A control below 0x80 is one byte; C1 controls are C2 80…C2 9F; the bidirectional
    /// controls are E2 80 AA…E2 80 AE and E2 81 A6…E2 81 A9. Most bytes are none of these
    /// and cost one comparison chain; only a C2 or E2 lead byte looks at what follows.
    static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>, keepingLineFeeds: Bool, keepingTabs: Bool) -> Bool {
        let count = bytes.count
        var index = 0
        let raw = bytes.baseAddress.map(UnsafeRawPointer.init)
        while index < count {
            // Eight bytes at a time while all are printable ASCII (0x20…0x7E), the common case:
            // none at 0x80 or above, none under 0x20, none at 0x7F (which 1 more carries to 0x80).
            if let raw, index + 8 <= count {
                // The first byte in memory is the lowest, whatever the machine's byte order.
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
                // A high bit for each byte that is not printable ASCII; borrows and carries can
                // only mark bytes above a marked one, so the lowest mark is exact.
                let marks = (word & high) | ((word &- ones &* 0x20) & ~word & high) | ((word &+ ones) & high)
                guard marks != 0 else {
                    index += 8
                    continue
                }
                // Straight to that byte (a line feed no longer costs a try at each offset).
                index += marks.trailingZeroBitCount >> 3
            }
            let byte = bytes[index]
            index += 1
            if byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != 0xE2 { continue }
            switch byte {
            case 0x0A where keepingLineFeeds, 0x09 where keepingTabs:
                continue
            case 0xC2:
                if index < count, (0x80...0x9F).contains(bytes[index]) { return true }
            case 0xE2:
                guard index + 1 < count else { continue }
                let second = bytes[index], third = bytes[index + 1]
                if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) { return true }
            default:
                return true
            }
        }
        return false
    }

    /// The visible form of one character, or nil when it is shown as it is.
    static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1B: return "\\e"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x00..<0x20, 0x7F: return "\\x" + hex(scalar.value, digits: 2)
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "\\u{" + hex(scalar.value, digits: 2) + "}"
        default: return nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
