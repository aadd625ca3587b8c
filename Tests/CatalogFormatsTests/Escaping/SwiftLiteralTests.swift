import Testing
import CatalogFormats

/// The one escaper of text from data in generated Swift: string literals with Swift's own
/// escapes, comment text that stays on its line.
@Suite("SwiftLiteral: string literals and comment text")
struct SwiftLiteralTests {
    @Test("string literals: Swift's escapes", arguments: [
        ("heart", #""heart""#),
        ("", #""""#),
        ("a\"b\\c", #""a\"b\\c""#),
        ("\n\r\t\0", #""\n\r\t\0""#),
        ("esc\u{1B}bel\u{07}del\u{7F}c1\u{85}ff\u{0C}", #""esc\u{1B}bel\u{07}del\u{7F}c1\u{85}ff\u{0C}""#),
        ("ls\u{2028}ps\u{2029}rlo\u{202E}zw\u{200B}bom\u{FEFF}shy\u{AD}alm\u{61C}tag\u{E0041}",
         #""ls\u{2028}ps\u{2029}rlo\u{202E}zw\u{200B}bom\u{FEFF}shy\u{AD}alm\u{61C}tag\u{E0041}""#),
        ("\\(x) \\u{41} #", #""\\(x) \\u{41} #""#),
        ("*/ /* a/*/b ** //", #""\u{2A}/ /\u{2A} a/\u{2A}/b ** //""#),
        ("q\"\u{301}", "\"q\\\"\u{301}\""),
        ("é 😀 中 ’", "\"é 😀 中 ’\""),
    ])
    func string(text: String, literal: String) {
        #expect(SwiftLiteral.string(text) == literal)
    }

    @Test("comment text: one line, no comment delimiter, \\ and \" as they are", arguments: [
        ("This symbol may only be used to refer to Apple’s service.", "This symbol may only be used to refer to Apple’s service."),
        ("a\nb\r\nc\u{2028}d\u{2029}e", #"a\nb\r\nc\u{2028}d\u{2029}e"#),
        ("esc\u{1B}[2J\0\t", #"esc\u{1B}[2J\0\t"#),
        ("*/ /* /*/ a*b", "* / / * / * / a*b"),
        ("\"quoted\" \\back", "\"quoted\" \\back"),
    ])
    func comment(text: String, comment: String) {
        #expect(SwiftLiteral.comment(text) == comment)
    }
}
