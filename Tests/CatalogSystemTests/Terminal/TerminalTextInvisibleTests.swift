import Testing
@testable import CatalogSystem

/// Issue 28, item 6: the characters that show as nothing, or as a line break where none is
/// seen, are made visible like the bidirectional controls, and the eight-bytes-at-a-time scan
/// agrees with the character rules on each of them.
@Suite("Terminal-safe text: invisible characters")
struct TerminalTextInvisibleTests {
    /// Every newly escaped class, by its first, last and some inner scalars, with how it looks.
    static let escaped: [(UInt32, String)] = [
        (0x00AD, #"\u{AD}"#),                                                    // soft hyphen
        (0x061C, #"\u{61C}"#),                                                   // Arabic letter mark
        (0x200B, #"\u{200B}"#), (0x200C, #"\u{200C}"#), (0x200D, #"\u{200D}"#),  // zero-width space, (non-)joiner
        (0x200E, #"\u{200E}"#), (0x200F, #"\u{200F}"#),                          // left-to-right, right-to-left marks
        (0x2028, #"\u{2028}"#), (0x2029, #"\u{2029}"#),                          // line, paragraph separators
        (0xFEFF, #"\u{FEFF}"#),                                                  // byte-order mark
        (0xE0000, #"\u{E0000}"#), (0xE0001, #"\u{E0001}"#), (0xE0041, #"\u{E0041}"#), (0xE007F, #"\u{E007F}"#),  // tags
    ]

    /// The scalars just outside each class, shown as they are.
    static let neighbours: [UInt32] = [0xAC, 0xAE, 0x61B, 0x61D, 0x200A, 0x2010, 0x2027, 0x202F, 0x2060, 0xFEFE, 0xFF00, 0xDFFFF, 0xE0080]

    @Test("each is escaped in the bidirectional controls' style", arguments: escaped)
    func escapes(value: UInt32, expected: String) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TerminalText.escape(for: scalar) == expected)
        #expect(TerminalText.visible("a\(Character(scalar))b") == "a" + expected + "b")
        #expect(TerminalText.visible("x\n\(Character(scalar))", keepingLineFeeds: true, keepingTabs: true) == "x\n" + expected)
        #expect(TerminalText.needsEscaping("a\(Character(scalar))b"))
    }

    @Test("the scan finds each at every position of a run of ASCII", arguments: escaped.map(\.0) + neighbours)
    func scanAgrees(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let expected = !Self.neighbours.contains(value)
        for position in 0..<20 {
            var text = String(repeating: "a", count: 20)
            text.insert(Character(scalar), at: text.index(text.startIndex, offsetBy: position))
            #expect(TerminalText.needsEscaping(text) == expected, "U+\(String(value, radix: 16)) at \(position)")
            #expect((TerminalText.visible(text) != text) == expected, "U+\(String(value, radix: 16)) at \(position)")
        }
    }

    @Test("their neighbours are shown as they are", arguments: neighbours)
    func neighboursKept(value: UInt32) throws {
        let text = "a" + String(Character(try #require(Unicode.Scalar(value)))) + "b"
        #expect(TerminalText.visible(text) == text)
        #expect(!TerminalText.needsEscaping(text))
    }

    /// The whole rule, spelled out apart from the code: controls, bidirectional controls and
    /// the invisible characters.
    static func isEscaped(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD || value == 0x61C
            || (0x200B...0x200F).contains(value) || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0xFEFF || (0xE0000...0xE007F).contains(value)
    }

    @Test("every scalar of planes 0, 1 and 14: escaped exactly when the rule says, the scan agreeing")
    func everyScalar() {
        var wrong = [String]()
        for value in Array(UInt32(0)...0x1FFFF) + Array(UInt32(0xE0000)...0xEFFFF) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Self.isEscaped(value)
            let text = "ab" + String(Character(scalar))
            if (TerminalText.escape(for: scalar) != nil) != expected || TerminalText.needsEscaping(text) != expected {
                wrong.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }
}
