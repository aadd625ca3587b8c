import CatalogSystem
import CatalogTestSupport
import Testing

/// Lines are wrapped on their bytes a word at a time, without a unit per character (issue 45:
/// `--help` cost five times one font's metrics, half of it wrapping); every line wraps as the
/// general way wraps it, ASCII or not.
@Suite("Text wrapping: on bytes the same as the general way")
struct TextWrapTests {
    static func check(_ line: String, _ width: Int) {
        let expected = TextWrap.wrapByUnits(line, width: width)
        #expect(TextWrap.wrap(line, width: width) == expected, "\(width): \(line)")
        var text = [UInt8]()
        Array(line.utf8).withUnsafeBufferPointer { TextWrap.appendWrapped($0, width: width, to: &text) }
        #expect(String(decoding: text, as: UTF8.self) == expected.map { $0 + "\n" }.joined(), "appended, \(width): \(line)")
    }

    @Test("runs of spaces, labels, indentation and words wider than the line")
    func shapes() {
        var generator = SeededGenerator(seed: 45)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }
        let pieces = ["a", "word", "  ", " ", "   ", "--option VALUE", "x" + String(repeating: "y", count: 40), "end.", "(b)", "  value"]
        for _ in 0..<2_000 {
            var line = String(repeating: " ", count: next(6))
            for _ in 0..<next(14) { line += pieces[next(pieces.count)] + (next(3) == 0 ? "" : " ") }
            Self.check(line, 20 + next(60))
        }
    }

    @Test("text outside ASCII: wide, zero-width, a mark after a space, emoji, controls")
    func beyondASCII() {
        var generator = SeededGenerator(seed: 46)
        func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }
        let pieces = [
            "word", "  ", " ", "re-dated, …", "…", "日本語の", "Rün", "e\u{301}", "\u{301}x", "\u{200B}",
            "👍🏽", "❤️", "a\u{200D}b", "\t", "Ωmega", "  value", "x" + String(repeating: "é", count: 30),
        ]
        for _ in 0..<2_000 {
            var line = String(repeating: " ", count: next(6))
            for _ in 0..<next(14) { line += pieces[next(pieces.count)] + (next(3) == 0 ? "" : " ") }
            Self.check(line, 20 + next(60))
        }
    }

    @Test("a paragraph of ASCII fills as the general way fills it", arguments: [0, 2, 4])
    func paragraphs(indent: Int) {
        let text = "Run 'catalog COMMAND --help' for a command's arguments, options and examples, "
            + "'catalog help --man' for the manual page, 'catalog --version' for the version."
        // The same text with one letter outside ASCII (a column too) takes the general way.
        let general = text.replacingOccurrences(of: "Run", with: "Rün")
        for width in [20, 40, 80] {
            let ascii = TextWrap.paragraph(text, width: width, indent: indent)
            let other = TextWrap.paragraph(general, width: width, indent: indent)
            #expect(ascii == other.map { $0.replacingOccurrences(of: "Rün", with: "Run") }, "\(width)")
            #expect(ascii.allSatisfy { $0.count <= max(width, indent + 20) }, "\(width)")
            #expect(ascii.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: indent)) })
        }
    }
}

/// `catalog --help`'s command list: a name column padded to the longest name, then the text,
/// each line wrapped as the general way wraps it.
@Suite("Text wrapping: rows of a name and its text")
struct TextWrapRowsTests {
    @Test("each row is the indented, padded line wrapped as wrap(_:width:) wraps it", arguments: [20, 34, 80])
    func rows(width: Int) {
        let rows = [(name: "search", text: "Find symbols by name, keyword or category, ranked as people mean them."),
                    (name: "layout compare", text: "Compare windows."),
                    (name: "日本", text: "wide names count their characters, as the padding always did")]
        var text = [UInt8]()
        TextWrap.appendRows(rows, width: width, to: &text)
        let expected = rows.flatMap { row in
            TextWrap.wrap("  " + row.name + String(repeating: " ", count: 14 - row.name.count + 2) + row.text, width: width)
        }
        #expect(String(decoding: text, as: UTF8.self) == expected.map { $0 + "\n" }.joined())
    }
}
