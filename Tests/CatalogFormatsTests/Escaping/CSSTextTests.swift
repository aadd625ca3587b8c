import CatalogFormats
import Testing

/// The one escaper of text from data in CSS: strings by css-syntax-3's "serialize a string"
/// plus `<`, comments that end where the renderer ends them, family names as Capsize quotes
/// them. `CSSTextReadBackTests` (catalog-cliTests) has tinycss2 read every string back.
@Suite("CSSText: strings, comments and family names")
struct CSSTextTests {
    static let strings: [(String, String)] = [
        ("Noto Sans", #""Noto Sans""#),
        ("", #""""#),
        ("X</style><script>alert(1)</script>", #""X\3C /style>\3C script>alert(1)\3C /script>""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("line\nfeed\r\u{0C}\t", #""line\A feed\D \C \9 ""#),
        ("esc\u{1B}bel\u{07}del\u{7F}c1\u{9B}", #""esc\1B bel\7 del\7F c1\9B ""#),
        ("nul\u{0}", "\"nul\u{FFFD}\""),
        ("ls\u{2028}ps\u{2029}rlo\u{202E}fsi\u{2068}zw\u{200B}bom\u{FEFF}shy\u{AD}alm\u{61C}tag\u{E0041}",
         #""ls\2028 ps\2029 rlo\202E fsi\2068 zw\200B bom\FEFF shy\AD alm\61C tag\E0041 ""#),
        ("q\"\u{301}", "\"q\\\"\u{301}\""),
        ("\u{1B}1", #""\1B 1""#),
        ("*/ it's é 😀", "\"*/ it's é 😀\""),
    ]

    @Test("strings: exact escapes", arguments: strings)
    func string(text: String, css: String) {
        #expect(CSSText.string(text) == css)
    }

    @Test("single-quoted strings escape ' and leave \"", arguments: [
        ("it's", #"'it\'s'"#), ("say \"hi\"", #"'say "hi"'"#), ("PS'\u{301}\\", "'PS\\'\u{301}\\\\'"),
    ])
    func singleQuoted(text: String, css: String) {
        #expect(CSSText.string(text, quote: .single) == css)
    }

    @Test("comments: no */, no <, no control or invisible character", arguments: [
        ("/usr/share/fonts/Noto Sans.ttf", "/usr/share/fonts/Noto Sans.ttf"),
        ("a*/b", "a* /b"), ("**/", "** /"), ("*/*/", "* /* /"), ("/*", "/*"),
        ("Full</style>\n\"x\"", #"Full\3C /style>\A "x""#), ("nul\u{0}esc\u{1B}", #"nul\0 esc\1B "#),
        ("ls\u{2028}rlo\u{202E}", #"ls\2028 rlo\202E "#), ("back\\slash", "back\\slash"),
    ])
    func comment(text: String, css: String) {
        #expect(CSSText.comment(text) == css)
    }

    @Test("family names as Capsize's quoteIfNeeded, and quoted where a bare name would not be one", arguments: [
        ("\"Goudy Bookletter 1911\"", "\"Goudy Bookletter 1911\""), ("Goudy Bookletter 1911", "\"Goudy Bookletter 1911\""),
        ("Red/Black", "\"Red/Black\""), ("Hawaii 5-0", "\"Hawaii 5-0\""), ("sans-serif", "sans-serif"),
        ("'Normalise single quoted to double'", "\"Normalise single quoted to double\""),
        ("Double quote in \" middle of unquoted", "\"Double quote in \\\" middle of unquoted\""),
        ("\"Lucide", "\"Lucide\""), ("Arial", "Arial"), ("_x", "_x"), ("-webkit-x", "-webkit-x"),
        ("3D", "\"3D\""), ("-1x", "\"-1x\""), ("-", "\"-\""), ("inherit", "\"inherit\""), ("Initial", "\"Initial\""),
        ("", "\"\""), ("\"", "\"\""), ("X</style>", #""X\3C /style>""#), ("a\nb", #""a\A b""#),
    ])
    func familyName(name: String, css: String) {
        #expect(CSSText.familyName(name) == css)
    }
}
