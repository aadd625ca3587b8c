import Testing
@testable import CatalogSystem

@Suite("Terminal columns")
struct TerminalWidthTests {
    static let cases: [(String, Int)] = [
        ("", 0), ("heart.fill", 10), ("café", 4), ("cafe\u{301}", 4), ("★ star", 6),
        ("\u{1B}[1mbold\u{1B}[0m", 4), ("\u{1B}[38;5;208mx\u{1B}[m", 1), ("日本語", 6),
        ("한국어", 6), ("ｆｕｌｌ", 8), ("😀", 2), ("❤️", 2), ("👍🏽", 2), ("a\u{200B}b", 2),
        ("\u{F004}", 1), ("\u{100000}", 1), ("\\e[2J", 5), ("zero\u{FEFF}", 4),
    ]

    @Test("columns as a terminal draws them", arguments: cases)
    func columns(text: String, expected: Int) {
        #expect(TerminalWidth.columns(text) == expected)
    }

    @Test("an escaped control takes the columns of its escape")
    func escapedControls() {
        let shown = TerminalText.visible("a\u{1B}]0;t\u{07}")
        #expect(shown == "a\\e]0;t\\x07")
        #expect(TerminalWidth.columns(shown) == 11)
    }
}
