import CatalogFormats
import CatalogSystem
import Testing
@testable import catalog_cli

/// The invisible characters in a format with its own string escapes (JSON, CSS, SVG, Swift):
/// kept as that format writes them, the controls a terminal obeys made visible still; and
/// documents of lines whose own line feeds are the only ones.
@Suite("Terminal-safe text: what a document keeps")
struct TerminalTextKeepingTests {
    static let invisibles: [Unicode.Scalar] = ["\u{AD}", "\u{61C}", "\u{200B}", "\u{200F}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{E0000}", "\u{E007F}"]

    @Test("keepingInvisibles keeps them and escapes the controls; the scan agrees at every position")
    func keepsInvisibles() {
        #expect(TerminalText.visible("a\u{200B}\u{1B}b\u{202E}", keepingLineFeeds: true, keepingInvisibles: true) == "a\u{200B}\\eb\\u{202E}")
        for scalar in Self.invisibles + ["\u{1B}", "\u{9B}", "\u{202E}", "\u{2066}"] {
            let isControl = TerminalText.escape(for: scalar) != nil && !TerminalText.isInvisible(scalar)
            for position in 0..<20 {
                var text = String(repeating: "a", count: 20)
                text.insert(Character(scalar), at: text.index(text.startIndex, offsetBy: position))
                #expect(TerminalText.needsEscaping(text, keepingInvisibles: true) == isControl, "U+\(String(scalar.value, radix: 16)) at \(position)")
                #expect((TerminalText.visible(text, keepingLineFeeds: false, keepingInvisibles: true) != text) == isControl)
            }
        }
    }

    @Test("isInvisible is exactly the invisible classes")
    func invisibleClasses() {
        for scalar in Self.invisibles { #expect(TerminalText.isInvisible(scalar), "U+\(String(scalar.value, radix: 16))") }
        for scalar: Unicode.Scalar in ["a", "\n", "\u{1B}", "\u{9B}", "\u{202E}", "\u{200A}", "\u{2010}", "\u{FEFE}", "\u{E0080}"] {
            #expect(!TerminalText.isInvisible(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test("lines: each line made visible and ended, a line feed inside one escaped")
    func lines() {
        #expect(TerminalText.lines(["a\nb\u{2028}", "", "c\u{1B}"]) == "a\\nb\\u{2028}\n\nc\\e\n")
        #expect(TerminalText.lines([]) == "")
    }

    @Test("emit: text and Markdown make them visible, JSON and CSS keep them", arguments: [
        (OutputFormat.text, #"a\u{200B}b\e"#), (.markdown, #"a\u{200B}b\e"#), (.tsv, #"a\u{200B}b\e"#),
        (.json, "a\u{200B}b\\e"), (.css, "a\u{200B}b\\e"), (.svg, "a\u{200B}b\\e"), (.swift, "a\u{200B}b\\e"),
    ])
    func emit(format: OutputFormat, expected: String) throws {
        var context = CommandContext(environment: [:], executablePath: nil, stdoutIsTerminal: false, terminalWidth: nil)
        try context.emit("a\u{200B}b\u{1B}\n", to: OutputOptions(format: format))
        #expect(context.standardOutput == expected + "\n")
    }

    @Test("a JSON document with invisible characters is known to need nothing more")
    func jsonDocument() {
        let document = JSONOutput.object([("name", .string("a\u{200B}\u{FEFF}b"))]).document()
        #expect(document.isVisible)
        #expect(document.text == "{\n  \"name\": \"a\u{200B}\u{FEFF}b\"\n}\n")
    }
}
