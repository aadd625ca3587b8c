/// The exact geometry of a glyph outline: its bounding box and its area centroid (the
/// optical centre), in font units with y up.
///
/// Both are computed on the curves themselves, as fontTools' pens do, not on the control
/// points and not read from the font:
///
/// - ``bounds``: the extrema of every segment (end points, and the points where a quadratic
///   or cubic Bézier's derivative is zero inside the segment), as `BoundsPen` computes them.
///   Stored bounds (`glyf` headers) often differ: 548 of the 1,396 glyphs of Font Awesome 6's
///   solid font store a box larger than their true extrema.
/// - ``area`` and ``opticalCenter``: Green's theorem on each closed contour, as
///   `StatisticsPen` (`MomentsPen`) computes them. Each contour counts with the sign of its
///   direction (counter-clockwise positive), so a hole drawn the other way subtracts; the
///   centroid is `(∬x dA, ∬y dA) / area`. The line integrals are exact: closed forms for
///   lines and Gauss–Legendre quadrature with enough nodes to be exact for the polynomial
///   integrands of quadratic (3 nodes) and cubic (5 nodes) Béziers; only floating-point
///   rounding remains.
public struct GlyphGeometry: Sendable, Hashable {
    /// The exact bounding box in font units, or `nil` for a glyph without contours.
    public let bounds: GlyphBox?
    /// The signed area in square font units: positive when the outer contours run
    /// counter-clockwise (CFF), negative when they run clockwise (TrueType); 0 for an empty
    /// glyph.
    public let area: Double
    /// The area centroid in font units, or `nil` when the signed area is 0 (an empty glyph,
    /// or contours that cancel out). fontTools' `StatisticsPen` reports (0, 0) there.
    public let opticalCenter: GlyphPoint?

    /// Creates a geometry from its values.
    public init(bounds: GlyphBox?, area: Double, opticalCenter: GlyphPoint?) {
        self.bounds = bounds
        self.area = area
        self.opticalCenter = opticalCenter
    }

    /// Measures `elements` (contours in font units, each starting with a move; a contour is
    /// closed back to its start, as FreeType and fontTools close them).
    public init(_ elements: [GlyphPath.Element]) {
        var bounds = BoundsAccumulator()
        var moments = MomentsAccumulator()
        var start = (x: 0.0, y: 0.0), current = start
        var open = false
        for element in elements {
            switch element {
            case .move(let x, let y):
                if open { moments.line(current, start) }
                start = (x, y)
                current = start
                open = true
                bounds.include(x, y)
            case .line(let x, let y):
                moments.line(current, (x, y))
                bounds.include(x, y)
                current = (x, y)
            case .quadratic(let cx, let cy, let x, let y):
                moments.quadratic(current, (cx, cy), (x, y))
                bounds.quadratic(current, (cx, cy), (x, y))
                current = (x, y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                moments.cubic(current, (c1x, c1y), (c2x, c2y), (x, y))
                bounds.cubic(current, (c1x, c1y), (c2x, c2y), (x, y))
                current = (x, y)
            case .close:
                if open { moments.line(current, start) }
                current = start
                open = false
            }
        }
        if open { moments.line(current, start) }
        self.bounds = bounds.box
        self.area = moments.area
        self.opticalCenter = moments.area == 0 ? nil : GlyphPoint(x: moments.momentX / moments.area, y: moments.momentY / moments.area)
    }

    /// The optical centre's offset from the centre of ``bounds`` (centroid − box centre), in
    /// font units; `nil` when either is missing.
    public var opticalCenterOffset: GlyphPoint? {
        guard let center = bounds?.center, let optical = opticalCenter else { return nil }
        return GlyphPoint(x: optical.x - center.x, y: optical.y - center.y)
    }
}
