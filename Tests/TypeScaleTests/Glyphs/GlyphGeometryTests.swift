import Foundation
import Testing
import TypeScale

/// The fixture glyphs of `Scripts/make-test-fonts.py` (CatalogGlyphs.ttf: quadratic, clockwise;
/// CatalogGlyphs.otf: cubic, counter-clockwise), whose geometry is known exactly from their
/// construction. Straight-edged shapes are asserted exactly; curves to 1e-9 font units (only
/// floating-point rounding separates the computed integrals from the exact values).
@Suite("Glyph geometry: exact bounds, signed area and centroid of known shapes")
struct GlyphGeometryTests {
    static let fonts = ["CatalogGlyphs.ttf", "CatalogGlyphs.otf"]
    static let tolerance = 1e-9

    static func glyph(_ scalar: Unicode.Scalar, in font: String) throws -> GlyphMetrics {
        let face = try FontFace(path: try TestSupport.fixturePath(font))
        return try #require(try face.glyphMetrics(for: scalar))
    }

    /// TrueType outer contours run clockwise (negative area), CFF ones counter-clockwise.
    static func sign(_ font: String) -> Double { font.hasSuffix(".ttf") ? -1 : 1 }

    @Test("square: box, bearings, baseline, area and centroid", arguments: fonts)
    func square(font: String) throws {
        let square = try Self.glyph("\u{25A0}", in: font)
        #expect(square.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        #expect(square.advance == 800)
        #expect(square.leftSideBearing == 100)
        #expect(square.rightSideBearing == 100)
        #expect(square.baselineOffset == 0)
        #expect(square.geometry.area == Self.sign(font) * 360_000)
        #expect(square.geometry.opticalCenter == GlyphPoint(x: 400, y: 300))
        #expect(square.geometry.opticalCenterOffset == GlyphPoint(x: 0, y: 0))
        #expect(square.unitsPerEm == 1000)
    }

    @Test("off-centre triangle: the centroid is a third of the way in", arguments: fonts)
    func triangle(font: String) throws {
        // Corners (100,0), (100,600), (700,0): centroid = mean of the corners = (300, 200).
        let triangle = try Self.glyph("\u{25B2}", in: font)
        #expect(triangle.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        #expect(triangle.geometry.area == Self.sign(font) * 180_000)
        #expect(triangle.geometry.opticalCenter == GlyphPoint(x: 300, y: 200))
        #expect(triangle.geometry.opticalCenterOffset == GlyphPoint(x: -100, y: -100))
    }

    @Test("shape with a hole: the hole's area counts negative", arguments: fonts)
    func ring(font: String) throws {
        // 360000 at (400, 300) minus the hole 400,300–600,500: 40000 at (500, 400).
        // x = (360000·400 − 40000·500) / 320000 = 387.5; y = (360000·300 − 40000·400) / 320000 = 287.5.
        let ring = try Self.glyph("\u{25A3}", in: font)
        #expect(ring.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        #expect(ring.geometry.area == Self.sign(font) * 320_000)
        #expect(ring.geometry.opticalCenter == GlyphPoint(x: 387.5, y: 287.5))
    }

    @Test("quadratic circle: bounds at the on-curve extremes, area polygon + 2/3 of each hull triangle")
    func quadraticCircle() throws {
        let circle = try Self.glyph("\u{25CF}", in: "CatalogGlyphs.ttf")
        #expect(circle.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        // The construction in make-test-fonts.py, rebuilt here: on-curve points at −45k°, radius
        // 300; control points at 22.5° − 45k°, 300 / cos 22.5° away; coordinates rounded.
        func point(_ degrees: Double, _ radius: Double) -> (Double, Double) {
            let angle = degrees * .pi / 180
            return (400 + (radius * cos(angle)).rounded(), 300 + (radius * sin(angle)).rounded())
        }
        let on = (0..<8).map { point(-45 * Double($0), 300) }
        let off = (0..<8).map { point(-22.5 - 45 * Double($0), 300 / cos(22.5 * .pi / 180)) }
        // A parabolic arc encloses 2/3 of the triangle of its end points and control point.
        var area = 0.0
        for k in 0..<8 {
            let (a, c, b) = (on[k], off[k], on[(k + 1) % 8])
            area += (a.0 * b.1 - b.0 * a.1) / 2  // the polygon of on-curve points (shoelace)
            area += 2.0 / 3.0 * ((c.0 - a.0) * (b.1 - a.1) - (b.0 - a.0) * (c.1 - a.1)) / 2
        }
        #expect(abs(circle.geometry.area - area) < Self.tolerance)
        let center = try #require(circle.geometry.opticalCenter)
        #expect(abs(center.x - 400) < Self.tolerance && abs(center.y - 300) < Self.tolerance)  // symmetric
    }

    @Test("cubic circle: bounds at the on-curve extremes, centroid at the centre")
    func cubicCircle() throws {
        let circle = try Self.glyph("\u{25CF}", in: "CatalogGlyphs.otf")
        #expect(circle.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        let center = try #require(circle.geometry.opticalCenter)
        #expect(abs(center.x - 400) < Self.tolerance && abs(center.y - 300) < Self.tolerance)
        #expect(circle.geometry.area > 0.99 * .pi * 300 * 300 && circle.geometry.area < 1.01 * .pi * 300 * 300)
    }

    @Test("quadratic dome: the top is the curve's extremum, not its control point")
    func quadraticDome() throws {
        // (100,0) → control (400,900) → (700,0): y(t) = 1800 t(1 − t), top 450 at t = ½. A
        // parabolic cap: area 2/3 · 600 · 450 = 180000, centroid 2/5 of the height up: 180.
        let dome = try Self.glyph("\u{2312}", in: "CatalogGlyphs.ttf")
        #expect(dome.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 450))
        #expect(abs(dome.geometry.area + 180_000) < Self.tolerance)
        let center = try #require(dome.geometry.opticalCenter)
        #expect(abs(center.x - 400) < Self.tolerance && abs(center.y - 180) < Self.tolerance)
    }

    @Test("cubic dome: the top is the curve's extremum, not its control points")
    func cubicDome() throws {
        // x(t) = 700 − 600(3t² − 2t³), y(t) = 2400 t(1 − t): top 600 at t = ½.
        // Area ∫y dx = 2400 · 600 · 6 ∫t²(1 − t)² dt = 8640000 / 30 = 288000;
        // ∬y dA = ∫y²/2 dx = 2880000 · 3600 ∫t³(1 − t)³ dt = 1.0368e10 / 140, so ȳ = 1800 / 7.
        let dome = try Self.glyph("\u{2312}", in: "CatalogGlyphs.otf")
        #expect(dome.bounds == GlyphBox(xMin: 100, yMin: 0, xMax: 700, yMax: 600))
        #expect(abs(dome.geometry.area - 288_000) < Self.tolerance)
        let center = try #require(dome.geometry.opticalCenter)
        #expect(abs(center.x - 400) < Self.tolerance && abs(center.y - 1800.0 / 7.0) < Self.tolerance)
    }

    @Test("an empty glyph has no box and no centroid; a character the font lacks has no glyph")
    func empty() throws {
        let space = try Self.glyph(" ", in: "CatalogGlyphs.ttf")
        #expect(space.bounds == nil)
        #expect(space.leftSideBearing == nil && space.rightSideBearing == nil && space.baselineOffset == nil)
        #expect(space.geometry.area == 0)
        #expect(space.geometry.opticalCenter == nil)
        #expect(space.advance == 250)
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogGlyphs.ttf"))
        #expect(try face.glyphMetrics(for: "A") == nil)
        #expect(face.glyphCount == 7)
        #expect(throws: FreeTypeError.self) { try face.glyphMetrics(glyphIndex: 7) }
    }

    /// The fixtures name their glyphs (`post` format 2 in the TrueType font, the CFF charset in
    /// the other): Scripts/make-test-fonts.py names the dome `dome`, mapped from U+2312.
    @Test("by name: the glyph the name gives is the character's; unknown names and .notdef give none", arguments: fonts)
    func byName(font: String) throws {
        let face = try FontFace(path: try TestSupport.fixturePath(font))
        let named = try #require(try face.glyphMetrics(named: "dome"))
        #expect(named == (try face.glyphMetrics(for: "\u{2312}")))
        #expect(named.glyphIndex == 6 && named.bounds?.xMin == 100 && named.bounds?.xMax == 700)
        #expect(face.glyphIndex(named: "square") == 2 && face.glyphIndex(named: "circle") == 5)
        #expect(face.glyphIndex(named: "Dome") == nil && face.glyphIndex(named: "") == nil)
        #expect(face.glyphIndex(named: ".notdef") == nil)
        #expect(try face.glyphMetrics(named: "heart") == nil)
    }

    @Test("a path built by hand: one quadratic arc closed by its chord")
    func handPath() {
        // (0,0) → control (1,2) → (2,0): top y = 1 at t = ½; clockwise, so the area is minus
        // 2/3 of the hull triangle (area 2).
        let geometry = GlyphGeometry([.move(x: 0, y: 0), .quadratic(cx: 1, cy: 2, x: 2, y: 0), .close])
        #expect(geometry.bounds == GlyphBox(xMin: 0, yMin: 0, xMax: 2, yMax: 1))
        #expect(abs(geometry.area + 4.0 / 3.0) < 1e-15)
        #expect(geometry.opticalCenter.map { abs($0.x - 1) < 1e-15 && abs($0.y - 0.4) < 1e-15 } == true)
        #expect(GlyphGeometry([]).bounds == nil)
    }
}
