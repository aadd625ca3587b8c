import Testing
import TypeScale
import SymbolTemplates

/// Path data as SVG 1.1 reads it (its grammar, "The 'closepath' command"): a segment after a
/// close starts a new subpath where the closed one started; data must start with a move.
@Suite("SVG path data")
struct SVGPathDataTests {
    @Test func segmentAfterCloseStartsAtTheClosedSubpathsStart() throws {
        #expect(try SVGPathData.parse("M2 3L10 3Z l5 5") == [
            .move(x: 2, y: 3), .line(x: 10, y: 3), .close, .move(x: 2, y: 3), .line(x: 7, y: 8),
        ])
        #expect(try SVGPathData.parse("M2 3L10 3ZM4 4L5 5") == [
            .move(x: 2, y: 3), .line(x: 10, y: 3), .close, .move(x: 4, y: 4), .line(x: 5, y: 5),
        ])
    }

    @Test func dataMustStartWithAMove() {
        #expect(throws: TemplateError.badPathData(line: 7, reason: "data starts with L, not a move")) {
            try SVGPathData.parse("L1 1", line: 7)
        }
    }
}
