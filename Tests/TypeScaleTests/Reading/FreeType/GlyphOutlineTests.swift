import Testing
import TypeScale

@Suite("Glyph outlines: FT_Outline_Decompose to path elements and SVG path data")
struct GlyphOutlineTests {
    @Test("a TrueType glyph: its contour in font units, closed")
    func trueType() throws {
        // CatalogMetrics-Regular.ttf (Scripts/make-test-fonts.py): H is the rectangle 60,0–540,710,
        // advance 600; x is 40,0–460,520, advance 500.
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))
        let h = try face.outline(of: "H")
        #expect(h.elements == [.move(x: 60, y: 0), .line(x: 60, y: 710), .line(x: 540, y: 710), .line(x: 540, y: 0),
                               .line(x: 60, y: 0), .close])
        #expect(h.advance == 600)
        #expect(h.glyphCount == 1)
        #expect(h.missingGlyphCount == 0)
        #expect(h.svgPathData == "M60 0L60 710L540 710L540 0L60 0Z")

        // Letter spacing goes between glyphs; a space has no contour but advances.
        let run = try face.outline(of: "H x", letterSpacing: 10.5)
        #expect(run.advance == 600 + 10.5 + 250 + 10.5 + 500)
        #expect(run.svgPathData == "M60 0L60 710L540 710L540 0L60 0Z" + "M911 0L911 520L1331 520L1331 0L911 0Z")
        #expect(run.glyphCount == 3)
    }

    @Test("a character the font lacks is drawn as .notdef and counted")
    func missing() throws {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))
        let a = try face.outline(of: "A")
        #expect(a.svgPathData == "M50 0L50 700L450 700L450 0L50 0Z")  // .notdef: 50,0–450,700
        #expect(a.advance == 500)
        #expect(a.missingGlyphCount == 1)
        #expect(try face.outline(of: "").elements.isEmpty)
    }

    @Test("a CFF glyph and a variable instance")
    func cffAndVariable() throws {
        let legacy = try FontFace(path: try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf"))
        let h = try legacy.outline(of: "H")
        let points = h.elements.compactMap { element -> (Double, Double)? in
            switch element {
            case .move(let x, let y), .line(let x, let y): (x, y)
            default: nil
            }
        }
        #expect(points.map(\.0).min() == 120)
        #expect(points.map(\.0).max() == 1180)
        #expect(points.map(\.1).max() == 1400)
        #expect(h.elements.last == .close)
        #expect(h.advance == 1300)

        // wght 900: H is 40,0–660,720, advance 700 (the font's 900 master; fontTools' instancer
        // gives the same advance, see VariableFontTests).
        let black = try FontFace(path: try TestSupport.fixturePath("CatalogVariable.ttf"),
                                 variation: .designCoordinates(["wght": 900]))
        let heavy = try black.outline(of: "H")
        #expect(heavy.svgPathData == "M40 0L40 720L660 720L660 0L40 0Z")
        #expect(heavy.advance == 700)
    }

    @Test("SVG numbers: at most two decimals, no trailing zeros, no -0")
    func numbers() {
        let path = GlyphPath(elements: [
            .move(x: 0.004, y: -0.004), .line(x: 1.5, y: -2.25), .quadratic(cx: 1.006, cy: 10, x: -0.5, y: 3.10),
            .cubic(c1x: 1, c1y: 2, c2x: 3, c2y: 4, x: 5, y: 6), .close,
            .move(x: -0.05, y: -1.049), .line(x: 1203.999, y: -20.1), .close,
        ])
        #expect(path.svgPathData == "M0 0L1.5 -2.25Q1.01 10 -0.5 3.1C1 2 3 4 5 6Z" + "M-0.05 -1.05L1204 -20.1Z")
    }
}
