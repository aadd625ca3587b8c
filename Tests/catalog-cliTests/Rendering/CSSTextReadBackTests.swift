import CatalogFormats
import CatalogSystem
import Testing
@testable import catalog_cli

/// CSS written by `CSSText` (CatalogFormats) read back by tinycss2 as the text it was made
/// from; and the escapers of CSS and Swift hide the characters the terminal does.
@Suite("CSSText read back by tinycss2; the hidden characters agree")
struct CSSTextReadBackTests {
    @Test("CSS, Swift literals and the terminal agree on what is never written raw (planes 0, 1 and 14)")
    func sameCharacters() {
        let scalars = (0...0x1FFFF).compactMap(Unicode.Scalar.init) + (0xE0000...0xE0FFF).compactMap(Unicode.Scalar.init)
        let terminal = scalars.filter { TerminalText.escape(for: $0) != nil }
        #expect(scalars.filter(HiddenCharacters.contains) == terminal)
        #expect(scalars.filter { SwiftLiteral.escape($0) != nil } == terminal)
        #expect(scalars.filter { $0 == "\0" || CSSText.needsCodePointEscape($0) && $0 != "<" } == terminal)
    }

    /// Names tinycss2 must read back from a string, double and single quoted, and from
    /// `local()`.
    static let hostile = [
        "X</style><script>alert(1)</script>", "a\"b'c\\d", "line\nfeed\r\n\u{0C}\tend", "esc\u{1B}[2J\u{07}\u{7F}\u{85}",
        "ls\u{2028}ps\u{2029}\u{202E}\u{2066}\u{200B}\u{FEFF}\u{AD}\u{61C}\u{E0041}", "q\"\u{301}'\u{301}", "\\", "\"",
        "\u{1B}1 2\u{1B} f", "*/ /* <!-- -->", "😀 é 中",
    ]

    @Test("tinycss2 reads every string back as it was, no parse error, font-family and src kept",
          .enabled(if: TinyCSS.available, "needs python3 with tinycss2"))
    func roundTrip() async throws {
        let css = Self.hostile.map { name in
            "@font-face {\n  font-family: \(CSSText.string(name));\n  src: local(\(CSSText.string(name, quote: .single)));\n}\n"
        }.joined()
        #expect(!css.lowercased().contains("</style"))
        let sheet = try await TinyCSS.parse(css)
        #expect(sheet.errors == 0)
        #expect(sheet.rules == Array(repeating: ["@font-face", "font-family", "src"], count: Self.hostile.count))
        #expect(sheet.strings == Self.hostile.flatMap { [$0, $0] })
        #expect(sheet.locals == Self.hostile)
    }

    @Test("tinycss2 skips every comment whole: the rule after it is the only rule",
          .enabled(if: TinyCSS.available, "needs python3 with tinycss2"))
    func commentsClose() async throws {
        let css = Self.hostile.map { "/* \(CSSText.comment($0)) (\(CSSText.comment($0 + "*"))) */\na { color: red; }\n" }.joined()
        let sheet = try await TinyCSS.parse(css)
        #expect(sheet.errors == 0 && sheet.rules == Array(repeating: ["a", "color"], count: Self.hostile.count), "\(sheet)")
    }
}
