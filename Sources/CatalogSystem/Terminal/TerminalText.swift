/// Text from data or the command line made safe to show: control characters that a
/// terminal would obey (clear the screen, set the title, write the clipboard with OSC 52),
/// that reorder what is shown (bidirectional overrides), or that show as nothing or break a
/// line where none is seen are written as visible escapes. One rule for every output.
///
/// - ESC as `\e`; tab, line feed and carriage return as `\t`, `\n`, `\r`;
/// - the other C0 controls and DEL as `\x07`, `\x7F`;
/// - the C1 controls (U+0080–U+009F) and the bidirectional embeddings, overrides and
///   isolates (U+202A–U+202E, U+2066–U+2069) as `\u{9B}`, `\u{202E}`;
/// - the invisible characters (``isInvisible(_:)``): the soft hyphen, the Arabic letter mark,
///   zero-width spaces, joiners and marks, the line and paragraph separators, the byte-order
///   mark and the tag characters, as `\u{AD}`, `\u{61C}`, `\u{200B}`, `\u{2028}`,
///   `\u{FEFF}`, `\u{E0041}`.
///
/// Everything else, backslashes included, is left as it is.
package enum TerminalText {
    /// `text` with every control and invisible character made visible.
    package static func visible(_ text: String) -> String {
        visible(text, keepingLineFeeds: false)
    }

    /// `lines`, each made visible and ended by a line feed: a document whose line breaks are
    /// the renderer's own, so a line feed inside one (from data) is `\n` and one line stays one.
    package static func lines(_ lines: [String]) -> String {
        var result = ""
        for line in lines {
            result += visible(line)
            result += "\n"
        }
        return result
    }

    /// `text` with every control and invisible character made visible; line feeds are kept
    /// as they are when `keepingLineFeeds` (a multi-line document whose lines are each made
    /// safe), tabs when `keepingTabs` (tab-separated values, whose cells have none), and the
    /// invisible characters when `keepingInvisibles` (a document in a format with its own
    /// string escapes, JSON or CSS, where `\u{200B}` would change the value it holds; the
    /// controls a terminal obeys are made visible in every document).
    package static func visible(_ text: String, keepingLineFeeds: Bool, keepingTabs: Bool = false, keepingInvisibles: Bool = false) -> String {
        guard needsEscaping(text, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs, keepingInvisibles: keepingInvisibles) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if keepingLineFeeds && scalar == "\n" || keepingTabs && scalar == "\t" || keepingInvisibles && isInvisible(scalar) {
                result.unicodeScalars.append(scalar)
            } else if let escape = escape(for: scalar) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// True when `text` holds a character that ``visible(_:keepingLineFeeds:keepingTabs:keepingInvisibles:)``
    /// would change.
    package static func needsEscaping(
        _ text: String, keepingLineFeeds: Bool = false, keepingTabs: Bool = false, keepingInvisibles: Bool = false
    ) -> Bool {
        var copy = text
        return copy.withUTF8 {
            needsEscaping($0, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs, keepingInvisibles: keepingInvisibles)
        }
    }

    /// As the same function on a `String`, on UTF-8 bytes.
    ///
    /// A control below 0x80 is one byte; the other characters start with C2 (C1 controls C2
    /// 80…C2 9F, the soft hyphen C2 AD), D8 (U+061C: D8 9C), E2 (U+200B–U+200F: E2 80 8B…8F,
    /// U+2028–U+202E: E2 80 A8…AE, U+2066–U+2069: E2 81 A6…A9), EF (U+FEFF: EF BB BF) or F3
    /// (the tags, U+E0000–U+E007F: F3 A0 80 80…F3 A0 81 BF). Most bytes are none of these
    /// and cost one comparison chain; only those lead bytes look at what follows.
    package static func needsEscaping(
        _ bytes: UnsafeBufferPointer<UInt8>, keepingLineFeeds: Bool, keepingTabs: Bool, keepingInvisibles: Bool = false
    ) -> Bool {
        let count = bytes.count
        var index = 0
        let raw = bytes.baseAddress.map(UnsafeRawPointer.init)
        let invisibles = !keepingInvisibles
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
            if byte >= 0x20 && byte != 0x7F && byte != 0xC2 && byte != 0xD8 && byte != 0xE2 && byte != 0xEF && byte != 0xF3 {
                continue
            }
            // The bytes after a lead byte, or 0 past the end (never a continuation byte).
            let second = index < count ? bytes[index] : 0
            let third = index + 1 < count ? bytes[index + 1] : 0
            switch byte {
            case 0x0A where keepingLineFeeds, 0x09 where keepingTabs:
                continue
            case 0xC2:
                if (0x80...0x9F).contains(second) || invisibles && second == 0xAD { return true }
            case 0xD8:
                if invisibles && second == 0x9C { return true }
            case 0xE2:
                if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                if invisibles && second == 0x80 && ((0x8B...0x8F).contains(third) || third == 0xA8 || third == 0xA9) { return true }
            case 0xEF:
                if invisibles && second == 0xBB && third == 0xBF { return true }
            case 0xF3:
                if invisibles && second == 0xA0 && (third == 0x80 || third == 0x81) { return true }
            default:
                return true
            }
        }
        return false
    }

    /// The visible form of one character, or nil when it is shown as it is.
    package static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1B: return "\\e"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x00..<0x20, 0x7F: return "\\x" + hex(scalar.value, digits: 2)
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069: return "\\u{" + hex(scalar.value, digits: 2) + "}"
        case _ where isInvisible(scalar): return "\\u{" + hex(scalar.value, digits: 2) + "}"
        default: return nil
        }
    }

    /// The visible form of a character written where it cannot be (XML has no form for ESC):
    /// its escape, else `\u{FFFE}`.
    package static func visibleForm(_ scalar: Unicode.Scalar) -> String {
        escape(for: scalar) ?? "\\u{" + hex(scalar.value, digits: 2) + "}"
    }

    /// Characters a terminal shows as nothing, or as a line break where none is seen, and
    /// that would make one name look like another or one line two: the soft hyphen U+00AD,
    /// the Arabic letter mark U+061C, zero-width space, non-joiner, joiner and the
    /// left-to-right and right-to-left marks U+200B–U+200F, the line and paragraph separators
    /// U+2028 and U+2029, the byte-order mark U+FEFF and the tag characters U+E0000–U+E007F.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x61C, 0x200B...0x200F, 0x2028...0x2029, 0xFEFF, 0xE0000...0xE007F: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
