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
public enum TerminalText {
    /// `text` with every control character made visible.
    public static func visible(_ text: String) -> String {
        visible(text, keepingLineFeeds: false)
    }

    /// `text` with every control character made visible; line feeds are kept as they are
    /// when `keepingLineFeeds` (a multi-line document whose lines are each made safe), and
    /// tabs when `keepingTabs` (tab-separated values, whose cells have none).
    public static func visible(_ text: String, keepingLineFeeds: Bool, keepingTabs: Bool = false) -> String {
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
    public static func needsEscaping(_ text: String, keepingLineFeeds: Bool = false, keepingTabs: Bool = false) -> Bool {
        var utf8 = text.utf8.makeIterator()
        // Scans bytes: a control below 0x80 is one byte; C1 controls are C2 80…C2 9F; the
        // bidirectional controls are E2 80 AA…E2 80 AE and E2 81 A6…E2 81 A9.
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        while let byte = utf8.next() {
            if byte < 0x20 || byte == 0x7F {
                if !(keepingLineFeeds && byte == 0x0A || keepingTabs && byte == 0x09) { return true }
            } else if previous == 0xC2, byte >= 0x80, byte <= 0x9F {
                return true
            } else if beforePrevious == 0xE2, previous == 0x80, (0xAA...0xAE).contains(byte) {
                return true
            } else if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) {
                return true
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// The visible form of one character, or nil when it is shown as it is.
    public static func escape(for scalar: Unicode.Scalar) -> String? {
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
