internal import CFreeType

/// Receives FreeType's outline callbacks (`FT_Outline_Decompose`) and turns them into
/// ``GlyphPath/Element``s in font units, shifted right by ``offset`` font units.
///
/// TrueType contours have implied on-curve points halfway between two off-curve points.
/// FreeType computes them in integers (`(a + b) / 2` truncates), which would put them half a
/// unit off; decomposing with `shift = 1` doubles every coordinate first, so the midpoints are
/// exact, and the callbacks halve them again.
///
/// A struct the callbacks reach through a pointer to it (the `user` pointer): a class's
/// properties would be checked for exclusive access at run time on every point (a tenth of
/// the instructions of measuring a glyph).
struct OutlineCollector {
    var elements = [GlyphPath.Element]()
    var offset = 0.0
    private var contourOpen = false

    /// Appends the contours of `outline` (a glyph slot's outline loaded with
    /// `FT_LOAD_NO_SCALE`, so in font units).
    mutating func decompose(_ outline: UnsafeMutablePointer<FT_Outline>, path: String) throws(FreeTypeError) {
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineCollector.from(user).pointee.moveTo(to!.pointee)
                return 0
            },
            line_to: { to, user in
                let c = OutlineCollector.from(user)
                c.pointee.add(.line(x: c.pointee.x(to!.pointee), y: c.pointee.y(to!.pointee)))
                return 0
            },
            conic_to: { control, to, user in
                let c = OutlineCollector.from(user)
                c.pointee.add(.quadratic(cx: c.pointee.x(control!.pointee), cy: c.pointee.y(control!.pointee),
                                         x: c.pointee.x(to!.pointee), y: c.pointee.y(to!.pointee)))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let c = OutlineCollector.from(user)
                c.pointee.add(.cubic(c1x: c.pointee.x(control1!.pointee), c1y: c.pointee.y(control1!.pointee),
                                     c2x: c.pointee.x(control2!.pointee), c2y: c.pointee.y(control2!.pointee),
                                     x: c.pointee.x(to!.pointee), y: c.pointee.y(to!.pointee)))
                return 0
            },
            shift: 1,  // doubled coordinates: exact implied midpoints (see above)
            delta: 0)
        // At most one element a point, plus a move and a close a contour: no regrowth.
        elements.reserveCapacity(elements.count + Int(outline.pointee.n_points) + 2 * Int(outline.pointee.n_contours))
        let error = withUnsafeMutablePointer(to: &self) { collector in FT_Outline_Decompose(outline, &functions, collector) }
        closeContour()
        try FreeTypeError.check(error, path: path)
    }

    /// The collector a callback's `user` pointer points to.
    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineCollector> {
        user!.assumingMemoryBound(to: OutlineCollector.self)
    }

    // Halved: the outline was decomposed with shift 1.
    func x(_ vector: FT_Vector) -> Double { Double(vector.x) * 0.5 + offset }
    func y(_ vector: FT_Vector) -> Double { Double(vector.y) * 0.5 }

    mutating func moveTo(_ point: FT_Vector) {
        closeContour()
        elements.append(.move(x: x(point), y: y(point)))
        contourOpen = true
    }

    mutating func add(_ element: GlyphPath.Element) {
        elements.append(element)
    }

    mutating func closeContour() {
        if contourOpen { elements.append(.close) }
        contourOpen = false
    }
}
