import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Issue 28, item 3, from the command line: fonts whose name tables hold `</style>`, quotes,
/// backslashes, line feeds, ESC and U+2028 give CSS that tinycss2 reads without an error,
/// with every declaration kept and every name read back as it is, and that no HTML `<style>`
/// element would end early.
@Suite("CSS from fonts with hostile names: fallback, trim, type-ramp")
struct HostileFontNameTests {
    static let family = "X</style><script>alert(1)</script>\"\\\n\u{1B}\u{2028}*/"
    static let fullName = "Full</STYLE>\n\"*/\u{7F}"
    static let fallbackFamily = "V\n</style >'"
    static let fallbackFullName = "V'\\\u{202E}\u{0C}"
    static let fallbackPostscript = "V-<\u{9B}"

    /// Runs `body` with the two renamed fixture fonts (metrics, variable) in a scratch folder.
    static func withFonts(_ body: (_ font: String, _ fallback: String) async throws -> Void) async throws {
        let scratch = Scratch("hostile-fonts")
        defer { scratch.remove() }
        let font = scratch.file("Hostile.ttf"), fallback = scratch.file("HostileFallback.ttf")
        try await RenamedFont.write(FontFixtures.metrics, to: font, family: family, fullName: fullName, postscript: "PS\u{1B}<x>")
        try await RenamedFont.write(FontFixtures.variable, to: fallback, family: fallbackFamily, fullName: fallbackFullName,
                                    postscript: fallbackPostscript)
        try await body(font, fallback)
    }

    /// True when `css` holds a character CSSText escapes (a line feed between lines aside).
    static func hasRawEscapable(_ css: String) -> Bool {
        css.unicodeScalars.contains { $0 != "\n" && ($0 == "\0" || CSSText.needsCodePointEscape($0) && $0 != "<") }
    }

    @Test("fallback: font-family, src and the overrides kept, the names read back, no </style",
          .enabled(if: RenamedFont.available && TinyCSS.available, "needs python3 with fontTools and tinycss2"))
    func fallback() async throws {
        try await Self.withFonts { font, fallback in
            let result = CLI.run(["fallback", font, "--for", fallback])
            #expect(result.exitCode == 0, "\(result.standardError)")
            let css = result.standardOutput
            #expect(!css.lowercased().contains("</style"), "\(css)")
            #expect(!Self.hasRawEscapable(css), "\(css)")
            let sheet = try await TinyCSS.parse(css)
            let rule = Self.family + " Fallback"
            #expect(sheet == TinyCSS(
                strings: [rule, Self.fallbackFullName, Self.fallbackPostscript, Self.family, rule, Self.fallbackFamily],
                locals: [Self.fallbackFullName, Self.fallbackPostscript],
                // Both fixtures set USE_TYPO_METRICS: their typo ascent and descent agree, the gaps do not.
                rules: [["@font-face", "font-family", "src", "line-gap-override"],
                        [":root", "--font-x-style-script-alert-1-script"]],
                errors: 0), "\(css)")
        }
    }

    @Test("trim: the full name in the comment, escaped; the rules parse",
          .enabled(if: RenamedFont.available && TinyCSS.available, "needs python3 with fontTools and tinycss2"))
    func trim() async throws {
        try await Self.withFonts { font, _ in
            let result = CLI.run(["trim", font, "--font-size", "16", "--line-height", "24"])
            #expect(result.exitCode == 0, "\(result.standardError)")
            let css = result.standardOutput
            #expect(css.hasPrefix("/* catalog trim: Full\\3C /STYLE>\\A \"* /\\7F  (\(font)), Capsize's formulas.\n"), "\(css)")
            #expect(!css.lowercased().contains("</style") && !Self.hasRawEscapable(css), "\(css)")
            let sheet = try await TinyCSS.parse(css)
            #expect(sheet.errors == 0 && sheet.rules.first == [".trim", "font-size", "line-height"], "\(sheet)")
        }
    }

    @Test("type-ramp --format css: every style's font-family holds the family, read back as it is",
          .enabled(if: RenamedFont.available && TinyCSS.available, "needs python3 with fontTools and tinycss2"))
    func typeRamp() async throws {
        try await Self.withFonts { font, _ in
            let result = CLI.run(["type-ramp", "--format", "css", "--font", font])
            #expect(result.exitCode == 0, "\(result.standardError)")
            let css = result.standardOutput
            #expect(!css.lowercased().contains("</style") && !Self.hasRawEscapable(css), "\(css)")
            let sheet = try await TinyCSS.parse(css)
            #expect(sheet.errors == 0, "\(css)")
            let root = try #require(sheet.rules.first { $0.first == ":root" })
            #expect(root.filter { $0.hasSuffix("-font-family") }.count == 11, "\(root)")
            // The family as the ramp resolved it (FreeType's family name: `?` for what is not
            // ASCII), from --json; the other strings are the trims' `content: ""`.
            let json = CLI.run(["type-ramp", "--json", "--font", font]).standardOutput
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let styles = try #require(document["styles"] as? [[String: Any]])
            let family = try #require((styles.first?["font"] as? [String: Any])?["family"] as? String)
            #expect(family.hasPrefix("X</style><script>alert(1)</script>\"\\"), "\(family)")
            #expect(sheet.strings.filter { !$0.isEmpty } == Array(repeating: family, count: 11), "\(sheet.strings)")
        }
    }
}
