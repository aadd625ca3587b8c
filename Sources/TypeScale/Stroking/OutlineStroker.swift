internal import CFreeType
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strokes paths into the filled outlines they paint, through FreeType's stroker
/// (`FT_Stroker`): each contour is stroked on its own (open ones with caps, closed ones with a
/// join where they close) and its borders exported as outline contours, turned where needed so
/// that each stroked contour's signed area is positive (counter-clockwise where y points up):
/// under nonzero fill the strokes of overlapping contours join, and a ring keeps its hole.
///
/// Owns one `FT_Stroker` (`FT_Stroker_New`) and the FreeType library it allocates from, and
/// frees the stroker (`FT_Stroker_Done`) in `deinit`. Not `Sendable`: like a face, a stroker
/// belongs to one task.
///
/// FreeType strokes integer coordinates; the path is scaled so its farthest point lies 2²⁰
/// units out (a millionth of its extent per unit) and scaled back after.
public final class OutlineStroker {
    /// The library the stroker allocates from; released after it.
    let library: FreeTypeLibrary
    /// The `FT_Stroker` handle; valid for the lifetime of this object.
    let handle: FT_Stroker

    /// How far out the farthest point is put, in FreeType's integer units.
    static let extent = Double(1 << 20)

    /// A stroker with a FreeType library of its own.
    /// - Throws: ``FreeTypeError`` when FreeType cannot start.
    public init() throws(FreeTypeError) {
        library = try FreeTypeLibrary()
        var stroker: FT_Stroker?
        try FreeTypeError.check(FT_Stroker_New(library.handle, &stroker), path: nil)
        guard let stroker else { throw FreeTypeError(path: nil, reason: .freeType(code: Int(FT_Err_Invalid_Argument))) }
        handle = stroker
    }

    deinit {
        FT_Stroker_Done(handle)
    }

    /// The outline that stroking `elements` with `style` paints, in the same units and
    /// orientation of axes. Contours without a segment paint nothing.
    /// - Throws: ``FreeTypeError`` when FreeType refuses a contour (one too large for an
    ///   outline, 32,767 points).
    public func outline(of elements: [GlyphPath.Element], style: StrokeStyle) throws(FreeTypeError) -> [GlyphPath.Element] {
        var reach = style.width / 2
        for element in elements {
            switch element {
            case .move(let x, let y), .line(let x, let y): reach = max(reach, abs(x), abs(y))
            case .quadratic(let cx, let cy, let x, let y): reach = max(reach, abs(cx), abs(cy), abs(x), abs(y))
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                reach = max(reach, abs(c1x), abs(c1y), abs(c2x), abs(c2y), abs(x), abs(y))
            case .close: break
            }
        }
        guard style.width > 0, reach.isFinite, reach > 0 else { return [] }
        let scale = Self.extent / (reach + style.width / 2)
        FT_Stroker_Set(handle, FT_Fixed((style.width / 2 * scale).rounded()), Self.cap(style.cap), Self.join(style.join),
                       FT_Fixed((max(style.miterLimit, 1) * 65536).rounded()))
        var result = [GlyphPath.Element]()
        for contour in Self.contours(elements) where contour.elements.count > 1 {
            try stroke(contour.elements, closed: contour.closed, scale: scale)
            let border = try export(scale: scale)
            result += GlyphGeometry(border).area < 0 ? GlyphPath.reversingContours(border) : border
        }
        return result
    }

    /// Feeds one contour (a move, then segments) to the stroker, each curve in pieces that
    /// turn little (``pieces(_:_:_:_:)``).
    private func stroke(_ contour: ArraySlice<GlyphPath.Element>, closed: Bool, scale: Double) throws(FreeTypeError) {
        func vector(_ point: (x: Double, y: Double)) -> FT_Vector {
            FT_Vector(x: FT_Pos((point.x * scale).rounded()), y: FT_Pos((point.y * scale).rounded()))
        }
        FT_Stroker_Rewind(handle)
        var current = (x: 0.0, y: 0.0)
        for element in contour {
            switch element {
            case .move(let x, let y):
                var to = vector((x, y))
                try FreeTypeError.check(FT_Stroker_BeginSubPath(handle, &to, closed ? 0 : 1), path: nil)
                current = (x, y)
            case .line(let x, let y):
                var to = vector((x, y))
                try FreeTypeError.check(FT_Stroker_LineTo(handle, &to), path: nil)
                current = (x, y)
            case .quadratic(let cx, let cy, let x, let y):
                // Raised to a cubic (exactly), then cut like one.
                let c1 = (x: current.x + 2 * (cx - current.x) / 3, y: current.y + 2 * (cy - current.y) / 3)
                let c2 = (x: x + 2 * (cx - x) / 3, y: y + 2 * (cy - y) / 3)
                try cubic(from: current, c1, c2, (x, y), vector)
                current = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                try cubic(from: current, (c1x, c1y), (c2x, c2y), (x, y), vector)
                current = (x, y)
            case .close:
                break
            }
        }
        try FreeTypeError.check(FT_Stroker_EndSubPath(handle), path: nil)
    }

    /// The most a piece of a curve may turn before FreeType offsets it, in radians (π/16): its
    /// offset curves are approximations, closer the less a piece turns. Measured on Lucide's
    /// strokes against skia's: whole curves come out up to 0.5% smaller in area, pieces of π/8
    /// up to 0.2%, of π/16 within 0.1%.
    static let pieceTurn = Double.pi / 16

    /// How many equal pieces a cubic is cut into: its control polygon's turning (which bounds
    /// the curve's) over ``pieceTurn``, from 1 to 16.
    static func pieces(_ p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
                       _ p3: (x: Double, y: Double)) -> Int {
        let legs = [(p1.x - p0.x, p1.y - p0.y), (p2.x - p1.x, p2.y - p1.y), (p3.x - p2.x, p3.y - p2.y)].filter { $0.0 != 0 || $0.1 != 0 }
        var turn = 0.0
        for (u, v) in zip(legs, legs.dropFirst()) {
            turn += abs(atan2(u.0 * v.1 - u.1 * v.0, u.0 * v.0 + u.1 * v.1))
        }
        return min(16, max(1, Int((turn / pieceTurn).rounded(.up))))
    }

    /// A cubic from `p0`, in ``pieces(_:_:_:_:)`` equal pieces (de Casteljau).
    private func cubic(from p0: (x: Double, y: Double), _ p1: (x: Double, y: Double), _ p2: (x: Double, y: Double),
                       _ p3: (x: Double, y: Double), _ vector: ((x: Double, y: Double)) -> FT_Vector) throws(FreeTypeError) {
        var (a, b, c, d) = (p0, p1, p2, p3)
        let count = Self.pieces(p0, p1, p2, p3)
        for piece in 0..<count {
            // Cut the rest at the share of it the next piece takes.
            let t = 1 / Double(count - piece)
            func mix(_ u: (x: Double, y: Double), _ v: (x: Double, y: Double)) -> (x: Double, y: Double) {
                (u.x + (v.x - u.x) * t, u.y + (v.y - u.y) * t)
            }
            let ab = mix(a, b), bc = mix(b, c), cd = mix(c, d), abc = mix(ab, bc), bcd = mix(bc, cd), end = mix(abc, bcd)
            var control1 = vector(ab), control2 = vector(abc), to = vector(end)
            try FreeTypeError.check(FT_Stroker_CubicTo(handle, &control1, &control2, &to), path: nil)
            (a, b, c) = (end, bcd, cd)
        }
    }

    /// The stroked contour's borders as elements, scaled back.
    private func export(scale: Double) throws(FreeTypeError) -> [GlyphPath.Element] {
        var points: FT_UInt = 0, contours: FT_UInt = 0
        try FreeTypeError.check(FT_Stroker_GetCounts(handle, &points, &contours), path: nil)
        guard points > 0, contours > 0 else { return [] }
        var outline = FT_Outline()
        try FreeTypeError.check(FT_Outline_New(library.handle, points, FT_Int(contours), &outline), path: nil)
        defer { FT_Outline_Done(library.handle, &outline) }
        outline.n_points = 0
        outline.n_contours = 0
        FT_Stroker_Export(handle, &outline)
        var collector = OutlineCollector()
        try collector.decompose(&outline, path: "")
        let unit = 1 / scale
        return collector.elements.map { element in
            switch element {
            case .move(let x, let y): .move(x: x * unit, y: y * unit)
            case .line(let x, let y): .line(x: x * unit, y: y * unit)
            case .quadratic(let cx, let cy, let x, let y): .quadratic(cx: cx * unit, cy: cy * unit, x: x * unit, y: y * unit)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                .cubic(c1x: c1x * unit, c1y: c1y * unit, c2x: c2x * unit, c2y: c2y * unit, x: x * unit, y: y * unit)
            case .close: .close
            }
        }
    }

    /// Each contour of `elements` from its move, and whether it ends with a close.
    static func contours(_ elements: [GlyphPath.Element]) -> [(elements: ArraySlice<GlyphPath.Element>, closed: Bool)] {
        var result = [(elements: ArraySlice<GlyphPath.Element>, closed: Bool)]()
        var start: Int?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move:
                if let open = start { result.append((elements[open..<index], false)) }
                start = index
            case .close:
                if let open = start { result.append((elements[open..<index], true)) }
                start = nil
            default:
                break
            }
        }
        if let open = start { result.append((elements[open...], false)) }
        return result
    }

    static func cap(_ cap: StrokeStyle.Cap) -> FT_Stroker_LineCap {
        switch cap {
        case .butt: FT_STROKER_LINECAP_BUTT
        case .round: FT_STROKER_LINECAP_ROUND
        case .square: FT_STROKER_LINECAP_SQUARE
        }
    }

    static func join(_ join: StrokeStyle.Join) -> FT_Stroker_LineJoin {
        switch join {
        case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: FT_STROKER_LINEJOIN_ROUND
        case .bevel: FT_STROKER_LINEJOIN_BEVEL
        }
    }
}

@available(*, unavailable, message: "FT_Stroker is not thread-safe; use one OutlineStroker per task")
extension OutlineStroker: Sendable {}
