import CatalogSite
import Testing
import TypeScale

/// SiteGlyphPath: outlines as SVG's relative commands, on paths worked by hand (glyphs.js turns
/// the same strings back, `glyph-files.test.js`).
@Suite("Site glyph paths: relative commands in hundredths")
struct SiteGlyphPathTests {
    typealias E = GlyphPath.Element

    @Test("lines: h and v where level or upright, l otherwise, a repeated command written once",
          arguments: [
              ([E.move(x: 1, y: 2), .line(x: 4, y: 2), .line(x: 4, y: 1.5), .line(x: 2.75, y: 1.55), .close], "m1 2h3v-.5l-1.25.05z"),
              ([E.move(x: 5, y: 5), .line(x: 6, y: 6), .line(x: 7, y: 5), .close, .move(x: 4, y: 3.5), .line(x: 4.01, y: 3.5)],
               "m5 5l1 1 1-1zm-1-1.5h.01"),
              ([E.move(x: -0.05, y: -0.5), .line(x: 0, y: -0.5), .line(x: 0, y: 0)], "m-.05-.5h.05v.5"),
              ([E.move(x: 0.004, y: 0.996)], "m0 1"),  // rounded to hundredths first, as svgPathData rounds
          ])
    func lines(elements: [E], expected: String) {
        #expect(SiteGlyphPath.relative(GlyphPath(elements: elements)) == expected)
    }

    @Test("curves: t and s where the first control point mirrors the last curve's second",
          arguments: [
              ([E.move(x: 10, y: 10), .quadratic(cx: 11, cy: 11, x: 12, y: 10), .quadratic(cx: 13, cy: 9, x: 14, y: 10)], "m10 10q1 1 2 0t2 0"),
              ([E.move(x: 10, y: 10), .quadratic(cx: 11, cy: 11, x: 12, y: 10), .quadratic(cx: 13, cy: 10, x: 14, y: 10)], "m10 10q1 1 2 0 1 0 2 0"),
              ([E.move(x: 0, y: 0), .cubic(c1x: 1, c1y: 1, c2x: 2, c2y: 1, x: 3, y: 0), .cubic(c1x: 4, c1y: -1, c2x: 5, c2y: -1, x: 6, y: 0)],
               "m0 0c1 1 2 1 3 0s2-1 3 0"),
              // A quadratic after a cubic mirrors nothing (SVG's t after c reflects no point).
              ([E.move(x: 0, y: 0), .cubic(c1x: 1, c1y: 1, c2x: 2, c2y: 1, x: 3, y: 0), .quadratic(cx: 4, cy: -1, x: 5, y: 0)],
               "m0 0c1 1 2 1 3 0q1-1 2 0"),
          ])
    func curves(elements: [E], expected: String) {
        #expect(SiteGlyphPath.relative(GlyphPath(elements: elements)) == expected)
    }
}
