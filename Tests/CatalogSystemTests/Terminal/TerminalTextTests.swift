import Testing
@testable import CatalogSystem

@Suite("Terminal-safe text")
struct TerminalTextTests {
    static let cases: [(String, String)] = [
        ("plain.name", "plain.name"),
        ("clear\u{1B}[2J", "clear\\e[2J"),
        ("title\u{1B}]0;owned\u{07}", "title\\e]0;owned\\x07"),
        ("clip\u{1B}]52;c;aGk=\u{1B}\\", "clip\\e]52;c;aGk=\\e\\"),
        ("tab\tnew\nline\r", "tab\\tnew\\nline\\r"),
        ("del\u{7F}nul\u{00}", "del\\x7Fnul\\x00"),
        ("csi\u{9B}31m", "csi\\u{9B}31m"),
        ("evil\u{202E}txt.exe", "evil\\u{202E}txt.exe"),
        ("iso\u{2066}x\u{2069}", "iso\\u{2066}x\\u{2069}"),
        ("café ★ \u{00A0}nbsp", "café ★ \u{00A0}nbsp"),
        ("back\\slash", "back\\slash"),
        ("\u{2028}\u{202F}\u{2065}", "\\u{2028}\u{202F}\u{2065}"),
    ]

    @Test("controls and bidirectional overrides become visible", arguments: cases)
    func escapes(input: String, expected: String) {
        #expect(TerminalText.visible(input) == expected)
        #expect(TerminalText.needsEscaping(input) == (input != expected))
    }

    @Test("line feeds can be kept for multi-line documents")
    func keepsLineFeeds() {
        #expect(TerminalText.visible("a\nb\u{1B}", keepingLineFeeds: true) == "a\nb\\e")
        #expect(!TerminalText.needsEscaping("a\nb", keepingLineFeeds: true))
    }

    @Test("tabs kept for tab-separated values, line feeds too when asked")
    func keepsTabs() {
        #expect(TerminalText.visible("a\tb\n\u{1B}", keepingLineFeeds: true, keepingTabs: true) == "a\tb\n\\e")
        #expect(TerminalText.visible("a\tb\n", keepingLineFeeds: false, keepingTabs: true) == "a\tb\\n")
        #expect(!TerminalText.needsEscaping("a\tb", keepingTabs: true))
        #expect(TerminalText.needsEscaping("a\tb"))
    }

    @Test("every C0, C1 and DEL scalar and the soft hyphen are escaped; no other scalar below U+0100 is")
    func coversEveryControl() {
        for value in UInt32(0)...0xFF {
            let scalar = Unicode.Scalar(value)!
            let text = String(Character(scalar))
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD
            #expect((TerminalText.visible(text) != text) == isControl, "U+\(String(value, radix: 16))")
        }
    }
}

@Suite("TerminalText.needsEscaping: the eight-bytes-at-a-time scan agrees with the character rules")
struct TerminalTextScanTests {
    /// Every character the rules look at (and neighbours that they do not), at every position
    /// of a run of ASCII long enough for whole words before and after it.
    static let characters: [Unicode.Scalar] = (0x00...0xA0).compactMap(Unicode.Scalar.init)
        + ["é", "€", "\u{2027}", "\u{2028}", "\u{2029}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}", "\u{2069}", "\u{206A}", "😀"]
        + ["\u{AD}", "\u{AE}", "\u{61B}", "\u{61C}", "\u{61D}", "\u{200A}", "\u{200B}", "\u{200F}", "\u{2010}", "\u{FEFE}", "\u{FEFF}", "\u{FF00}",
           "\u{DFFFF}", "\u{E0000}", "\u{E0041}", "\u{E007F}", "\u{E0080}"]

    @Test("each character at each of 20 positions, line feeds and tabs kept or not", arguments: [false, true])
    func everyPosition(keeping: Bool) {
        for scalar in Self.characters {
            for position in 0..<20 {
                var text = String(repeating: "a", count: 20)
                text.insert(Character(scalar), at: text.index(text.startIndex, offsetBy: position))
                let kept = keeping && (scalar == "\n" || scalar == "\t")
                let expected = !kept && TerminalText.escape(for: scalar) != nil
                #expect(TerminalText.needsEscaping(text, keepingLineFeeds: keeping, keepingTabs: keeping) == expected,
                        "U+\(String(scalar.value, radix: 16)) at \(position)")
            }
        }
    }
}
