import Foundation
import Testing
import TypeScale

/// FreeType's stroker on shapes whose stroked outline is known exactly: a 10-unit line 2
/// units wide and a 10-unit square stroked 2 wide (outer 12×12, inner 8×8), with each cap and
/// join. Round ends and joins are cubic arcs: within 1e-3 of π.
@Suite("Outline stroker")
struct OutlineStrokerTests {
    static let line: [GlyphPath.Element] = [.move(x: 0, y: 0), .line(x: 10, y: 0)]
    static let square: [GlyphPath.Element] = [.move(x: 0, y: 0), .line(x: 10, y: 0), .line(x: 10, y: 10), .line(x: 0, y: 10), .close]

    static func measure(_ elements: [GlyphPath.Element], _ style: StrokeStyle) throws -> (area: Double, box: [Double]) {
        let outline = try OutlineStroker().outline(of: elements, style: style)
        let geometry = GlyphGeometry(outline)
        let box = try #require(geometry.bounds)
        return (geometry.area, [box.xMin, box.yMin, box.xMax, box.yMax])
    }

    @Test("caps of an open line: butt 20, square 24, round 20 + π", arguments: [
        (StrokeStyle.Cap.butt, 20.0, [0.0, -1, 10, 1]), (.square, 24, [-1, -1, 11, 1]), (.round, 20 + Double.pi, [-1, -1, 11, 1]),
    ])
    func caps(cap: StrokeStyle.Cap, area: Double, box: [Double]) throws {
        let stroked = try Self.measure(Self.line, StrokeStyle(width: 2, cap: cap))
        #expect(abs(stroked.area - area) < 1e-3, "\(stroked.area)")
        #expect(zip(stroked.box, box).allSatisfy { abs($0 - $1) < 1e-4 }, "\(stroked.box)")
    }

    @Test("joins of a closed square: miter 80, bevel 80 − 4 × ½, round 80 − 4 × (1 − π/4); a miter past its limit is a bevel", arguments: [
        (StrokeStyle.Join.miter, 4.0, 80.0), (.bevel, 4, 78), (.round, 4, 80 - 4 * (1 - Double.pi / 4)),
        // A right angle's miter is √2 the width: a limit of 1.4 bevels it, 1.5 keeps it.
        (.miter, 1.4, 78), (.miter, 1.5, 80),
    ])
    func joins(join: StrokeStyle.Join, limit: Double, area: Double) throws {
        let stroked = try Self.measure(Self.square, StrokeStyle(width: 2, join: join, miterLimit: limit))
        #expect(abs(stroked.area - area) < 1e-3, "\(stroked.area)")
        #expect(zip(stroked.box, [-1.0, -1, 11, 11]).allSatisfy { abs($0 - $1) < 1e-4 }, "\(stroked.box)")
    }

    @Test("every stroked contour winds positively, whichever way it was drawn; a ring keeps its hole")
    func orientation() throws {
        let stroker = try OutlineStroker()
        for path in [Self.square, GlyphPath.reversingContours(Self.square), Self.line, GlyphPath.reversingContours(Self.line)] {
            let outline = try stroker.outline(of: path, style: StrokeStyle(width: 2))
            #expect(GlyphGeometry(outline).area > 0)
        }
        // Two crossing lines, each stroke positive: their signed areas add up to 2 × 20 (the
        // crossing counted twice, as nonzero fill covers it once); a millionth of the extent is
        // the stroker's grid.
        let cross: [GlyphPath.Element] = [.move(x: 0, y: 5), .line(x: 10, y: 5), .move(x: 5, y: 0), .line(x: 5, y: 10)]
        let outline = try stroker.outline(of: cross, style: StrokeStyle(width: 2))
        #expect(abs(GlyphGeometry(outline).area - 40) < 1e-4)
    }

    @Test("huge and tiny paths keep their shape: the stroker's integer grid follows the path's size", arguments: [1e-3, 1.0, 1e5])
    func scaleInvariance(scale: Double) throws {
        let square = Self.square.map { element -> GlyphPath.Element in
            switch element {
            case .move(let x, let y): .move(x: x * scale, y: y * scale)
            case .line(let x, let y): .line(x: x * scale, y: y * scale)
            default: element
            }
        }
        let stroked = try Self.measure(square, StrokeStyle(width: 2 * scale))
        #expect(abs(stroked.area / (scale * scale) - 80) < 1e-3, "\(stroked.area)")
    }

    @Test("nothing to stroke: no width, or no segment")
    func nothing() throws {
        let stroker = try OutlineStroker()
        #expect(try stroker.outline(of: Self.line, style: StrokeStyle(width: 0)).isEmpty)
        #expect(try stroker.outline(of: [.move(x: 3, y: 3)], style: StrokeStyle(width: 2)).isEmpty)
        #expect(try stroker.outline(of: [], style: StrokeStyle(width: 2)).isEmpty)
    }

    @Test("reversing contours negates the area and twice gives the path back")
    func reversal() {
        let curved: [GlyphPath.Element] = [.move(x: 0, y: 0), .cubic(c1x: 3, c1y: 5, c2x: 7, c2y: 5, x: 10, y: 0),
                                           .quadratic(cx: 5, cy: -4, x: 0, y: 0), .close]
        for path in [Self.square, curved] {
            let reversed = GlyphPath.reversingContours(path)
            #expect(abs(GlyphGeometry(reversed).area + GlyphGeometry(path).area) < 1e-9)
            #expect(GlyphPath.reversingContours(reversed) == path)
        }
    }
}
