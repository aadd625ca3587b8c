internal import CFreeType

/// Receives FreeType's outline callbacks (`FT_Outline_Decompose`) and turns them into
/// ``GlyphPath/Element``s in font units, shifted right by ``offset`` font units.
///
/// TrueType contours have implied on-curve points halfway between two off-curve points.
/// FreeType computes them in integers (`(a + b) / 2` truncates), which would put them half a
/// unit off; decomposing with `shift = 1` doubles every coordinate first, so the midpoints are
/// exact, and the callbacks halve them again.
final class OutlineCollector {
    var elements = [GlyphPath.Element]()
    var offset = 0.0
    private var contourOpen = false

    /// Appends the contours of `outline` (a glyph slot's outline loaded with
    /// `FT_LOAD_NO_SCALE`, so in font units).
    func decompose(_ outline: UnsafeMutablePointer<FT_Outline>, path: String) throws(FreeTypeError) {
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineCollector.from(user).moveTo(to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineCollector.from(user).add { c in .line(x: c.x(to!.pointee), y: c.y(to!.pointee)) }
                return 0
            },
            conic_to: { control, to, user in
                OutlineCollector.from(user).add { c in
                    .quadratic(cx: c.x(control!.pointee), cy: c.y(control!.pointee), x: c.x(to!.pointee), y: c.y(to!.pointee))
                }
                return 0
            },
            cubic_to: { control1, control2, to, user in
                OutlineCollector.from(user).add { c in
                    .cubic(c1x: c.x(control1!.pointee), c1y: c.y(control1!.pointee),
                           c2x: c.x(control2!.pointee), c2y: c.y(control2!.pointee),
                           x: c.x(to!.pointee), y: c.y(to!.pointee))
                }
                return 0
            },
            shift: 1,  // doubled coordinates: exact implied midpoints (see above)
            delta: 0)
        // At most one element a point, plus a move and a close a contour: no regrowth.
        elements.reserveCapacity(elements.count + Int(outline.pointee.n_points) + 2 * Int(outline.pointee.n_contours))
        let user = Unmanaged.passUnretained(self).toOpaque()
        let error = FT_Outline_Decompose(outline, &functions, user)
        closeContour()
        try FreeTypeError.check(error, path: path)
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    // Halved: the outline was decomposed with shift 1.
    func x(_ vector: FT_Vector) -> Double { Double(vector.x) * 0.5 + offset }
    func y(_ vector: FT_Vector) -> Double { Double(vector.y) * 0.5 }

    func moveTo(_ point: FT_Vector) {
        closeContour()
        elements.append(.move(x: x(point), y: y(point)))
        contourOpen = true
    }

    func add(_ element: (OutlineCollector) -> GlyphPath.Element) {
        elements.append(element(self))
    }

    func closeContour() {
        if contourOpen { elements.append(.close) }
        contourOpen = false
    }
}
