import Testing
import TypeScale
@testable import catalog_cli

/// Issue 28, item 3: font names and paths from data written into CSS by `fallback`, `trim`
/// and `type-ramp --format css`, rendered from values: escaped as CSS strings and comments,
/// so the sheet keeps every declaration and never holds `</style`.
@Suite("CSS of hostile font names: escaped strings and comments")
struct HostileCSSRenderingTests {
    static let family = "X</style><script>alert(1)</script>"
    static let fullName = "Full \"q\"\\\n\u{1B}\u{0}\u{2028}*/"
    static let path = "/fonts/a*/b</style>.ttf"
    static let fallbackFamily = "Fall'back\u{7F}\u{202E}\n\"\u{301}"
    static let fallbackFullName = "Fb<!--\t"
    static let fallbackPostscript = "PS'\\'\u{301}"

    static func metrics(_ family: String, _ fullName: String, _ postscript: String, ascent: Int, lineGap: Int) -> CapsizeMetrics {
        CapsizeMetrics(familyName: family, fullName: fullName, postscriptName: postscript, category: nil,
                       capHeight: HeightMeasurement(value: 700, source: .os2), ascent: ascent, descent: -250, lineGap: lineGap,
                       unitsPerEm: 1000, xHeight: HeightMeasurement(value: 500, source: .os2), xWidthAvg: 426)
    }

    static let font = WebFont(metrics: metrics(family, fullName, "F", ascent: 950, lineGap: 20), line: nil, path: path, faceIndex: 0, match: nil)
    static let fallback = WebFont(metrics: metrics(fallbackFamily, fallbackFullName, fallbackPostscript, ascent: 900, lineGap: 0), line: nil,
                                  path: "/fonts/fallback.ttf", faceIndex: 0, match: nil)
    static let stack = FallbackStack(font: font, fallbacks: [FallbackSource(metrics: fallback.metrics, font: fallback, published: nil)],
                                              faces: FallbackFontFace.stack(font: font.metrics, fallbacks: [fallback.metrics]),
                                              subset: .latin, descriptors: [FontFaceDescriptors()])

    @Test("fallback: every name a CSS string with code-point escapes, the comment closed where it ends")
    func fallbackText() {
        #expect(Self.stack.css == #"""
            /* catalog fallback: Full "q"\\A \1B \0 \2028 * / (/fonts/a* /b\3C /style>.ttf).
               Fallback faces sized and spaced like it, as Capsize's createFontStack. */
            @font-face {
              font-family: "X\3C /style>\3C script>alert(1)\3C /script> Fallback";
              src: local('Fb\3C !--\9 '), local('PS\'\\\'\#u{301}');
              ascent-override: 95%;
              line-gap-override: 2%;
            }
            :root {
              --font-x-style-script-alert-1-script: "X\3C /style>\3C script>alert(1)\3C /script>", "X\3C /style>\3C script>alert(1)\3C /script> Fallback", "Fall'back\7F \202E \A \"\#u{301}";
            }

            """#)
    }

    @Test("fallback --json: the fontFamily stack is the same CSS")
    func fallbackJSON() throws {
        let json = Self.stack.json.rendered()
        #expect(json.contains(#""fontFamily": "\"X\\3C /style>\\3C script>alert(1)\\3C /script>\", "#), "\(json)")
    }

    @Test("fallback: tinycss2 keeps font-family, src and the overrides, reads every name back, no error",
          .enabled(if: TinyCSS.available, "needs python3 with tinycss2"))
    func fallbackParses() async throws {
        let sheet = try await TinyCSS.parse(Self.stack.css)
        let fallbackName = Self.family + " Fallback"
        #expect(sheet == TinyCSS(
            strings: [fallbackName, Self.fallbackFullName, Self.fallbackPostscript, Self.family, fallbackName, Self.fallbackFamily],
            locals: [Self.fallbackFullName, Self.fallbackPostscript],
            rules: [["@font-face", "font-family", "src", "ascent-override", "line-gap-override"],
                    [":root", "--font-x-style-script-alert-1-script"]],
            errors: 0))
    }

    @Test("trim: the full name and path in the comment, made harmless")
    func trimComment() async throws {
        let trim = LeadingTrim(size: .fontSize(16), leading: .lineHeight(24), ascent: 950, descent: -250, lineGap: 20,
                               capHeight: 700, unitsPerEm: 1000)
        let css = LeadingTrimCSS.document(trim, fontName: Self.font.name, fontPath: Self.font.path, selector: ".trim")
        #expect(css.hasPrefix(#"/* catalog trim: Full "q"\\A \1B \0 \2028 * / (/fonts/a* /b\3C /style>.ttf), Capsize's formulas."#
            + "\n"), "\(css)")
        #expect(!css.lowercased().contains("</style"))
        if TinyCSS.available {
            let sheet = try await TinyCSS.parse(css)
            #expect(sheet.rules.first == [".trim", "font-size", "line-height"] && sheet.errors == 0, "\(sheet)")
        }
    }
}
