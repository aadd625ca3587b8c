internal import CFreeType

// Glyph outlines for drawing specimens: FT_Load_Glyph(FT_LOAD_NO_SCALE) and
// FT_Outline_Decompose, whose callbacks append to a collector passed as the `user` pointer.

extension FontFace {
    /// The outlines of `text` set on one line from x = 0 along the baseline, in font units
    /// with y up: one glyph per Unicode scalar from the character map (the `.notdef` glyph for
    /// characters the font lacks), advanced by its advance width (at the face's instance) plus
    /// `letterSpacing` font units between glyphs. No kerning, ligatures or shaping.
    /// - Throws: ``FreeTypeError`` when a glyph cannot be loaded or decomposed.
    public func outline(of text: String, letterSpacing: Double = 0) throws(FreeTypeError) -> GlyphPath {
        let collector = PathCollector()
        var pen = 0.0
        var missing = 0
        var count = 0
        for scalar in text.unicodeScalars {
            if count > 0 { pen += letterSpacing }
            let glyph = glyphIndex(for: scalar)
            if glyph == nil { missing += 1 }
            let index = FT_UInt(glyph ?? 0)
            try FreeTypeError.check(FT_Load_Glyph(handle, index, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)), path: path)
            if let slot = handle.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_contours > 0 {
                collector.offset = pen
                try collector.decompose(&slot.pointee.outline, path: path)
            }
            var advance: FT_Fixed = 0
            try FreeTypeError.check(FT_Get_Advance(handle, index, Int32(FT_LOAD_NO_SCALE), &advance), path: path)
            pen += Double(advance)  // font units with FT_LOAD_NO_SCALE
            count += 1
        }
        return GlyphPath(elements: collector.elements, advance: pen, glyphCount: count, missingGlyphCount: missing)
    }
}

/// Receives FreeType's outline callbacks and turns them into ``GlyphPath/Element``s, shifted
/// right by ``offset`` font units.
private final class PathCollector {
    var elements = [GlyphPath.Element]()
    var offset = 0.0
    private var contourOpen = false

    func decompose(_ outline: UnsafeMutablePointer<FT_Outline>, path: String) throws(FreeTypeError) {
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                PathCollector.from(user).moveTo(to!.pointee)
                return 0
            },
            line_to: { to, user in
                PathCollector.from(user).add { c in .line(x: c.x(to!.pointee), y: c.y(to!.pointee)) }
                return 0
            },
            conic_to: { control, to, user in
                PathCollector.from(user).add { c in
                    .quadratic(cx: c.x(control!.pointee), cy: c.y(control!.pointee), x: c.x(to!.pointee), y: c.y(to!.pointee))
                }
                return 0
            },
            cubic_to: { control1, control2, to, user in
                PathCollector.from(user).add { c in
                    .cubic(c1x: c.x(control1!.pointee), c1y: c.y(control1!.pointee),
                           c2x: c.x(control2!.pointee), c2y: c.y(control2!.pointee),
                           x: c.x(to!.pointee), y: c.y(to!.pointee))
                }
                return 0
            },
            shift: 0,
            delta: 0)
        let user = Unmanaged.passUnretained(self).toOpaque()
        let error = FT_Outline_Decompose(outline, &functions, user)
        closeContour()
        try FreeTypeError.check(error, path: path)
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> PathCollector {
        Unmanaged<PathCollector>.fromOpaque(user!).takeUnretainedValue()
    }

    func x(_ vector: FT_Vector) -> Double { Double(vector.x) + offset }
    func y(_ vector: FT_Vector) -> Double { Double(vector.y) }

    func moveTo(_ point: FT_Vector) {
        closeContour()
        elements.append(.move(x: x(point), y: y(point)))
        contourOpen = true
    }

    func add(_ element: (PathCollector) -> GlyphPath.Element) {
        elements.append(element(self))
    }

    func closeContour() {
        if contourOpen { elements.append(.close) }
        contourOpen = false
    }
}
