import Testing
import CatalogSystem

/// Printable ASCII lines are wrapped a column a byte, without a unit per character (issue 45:
/// `--help` cost five times one font's metrics, half of it wrapping); every line wraps as the
/// general way wraps it.
@Suite("Text wrapping: printable ASCII the same as the general way")
struct TextWrapTests {
    static func check(_ line: String, _ width: Int) {
        #expect(TextWrap.wrap(line, width: width) == TextWrap.wrapByUnits(line, width: width), "\(width): \(line)")
        if line.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            #expect(TextWrap.asciiWords(line) == TextWrap.Unit.words(TextWrap.Unit.split(line)), "\(line)")
        }
    }

    @Test("runs of spaces, labels, indentation and words wider than the line")
    func shapes() {
        var state: UInt64 = 45
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["a", "word", "  ", " ", "   ", "--option VALUE", "x" + String(repeating: "y", count: 40), "end.", "(b)", "  value"]
        for _ in 0..<2_000 {
            var line = String(repeating: " ", count: next(6))
            for _ in 0..<next(14) { line += pieces[next(pieces.count)] + (next(3) == 0 ? "" : " ") }
            Self.check(line, 20 + next(60))
        }
    }
}
