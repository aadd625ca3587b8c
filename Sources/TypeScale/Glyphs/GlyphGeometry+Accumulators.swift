// The two running sums behind ``GlyphGeometry``: the box of the segments' extrema and the
// Green's-theorem moments of the closed contours.

typealias Point2 = (x: Double, y: Double)

/// The exact bounding box of a sequence of segments (fontTools `BoundsPen`).
struct BoundsAccumulator {
    private(set) var box: GlyphBox?

    mutating func include(_ x: Double, _ y: Double) {
        if box == nil { box = GlyphBox(xMin: x, yMin: y, xMax: x, yMax: y) } else { box!.include(x, y) }
    }

    /// The end point, and per axis the one point inside (0, 1) where the derivative
    /// `2[(p1 - p0)(1 - t) + (p2 - p1)t]` is zero.
    mutating func quadratic(_ p0: Point2, _ p1: Point2, _ p2: Point2) {
        include(p2.x, p2.y)
        if let t = Self.quadraticRoot(p0.x, p1.x, p2.x) { includeQuadratic(p0, p1, p2, at: t) }
        if let t = Self.quadraticRoot(p0.y, p1.y, p2.y) { includeQuadratic(p0, p1, p2, at: t) }
    }

    private mutating func includeQuadratic(_ p0: Point2, _ p1: Point2, _ p2: Point2, at t: Double) {
        let u = 1 - t
        include(u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The end point, and per axis the points inside (0, 1) where the derivative
    /// `3(a − 2b + c)t² + 6(b − a)t + 3a` (a, b, c the control-polygon differences) is zero.
    mutating func cubic(_ p0: Point2, _ p1: Point2, _ p2: Point2, _ p3: Point2) {
        include(p3.x, p3.y)
        Self.cubicRoots(p0.x, p1.x, p2.x, p3.x) { t in includeCubic(p0, p1, p2, p3, at: t) }
        Self.cubicRoots(p0.y, p1.y, p2.y, p3.y) { t in includeCubic(p0, p1, p2, p3, at: t) }
    }

    private mutating func includeCubic(_ p0: Point2, _ p1: Point2, _ p2: Point2, _ p3: Point2, at t: Double) {
        let u = 1 - t
        let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
        include(b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x, b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
    }

    static func quadraticRoot(_ p0: Double, _ p1: Double, _ p2: Double) -> Double? {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    /// fontTools' `solveQuadratic` on the derivative's power-basis coefficients, with its
    /// epsilon of 1e-10 for a vanishing leading coefficient.
    /// Calls `body` with each root inside (0, 1).
    static func cubicRoots(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ body: (Double) -> Void) {
        let a = 3 * (-p0 + 3 * p1 - 3 * p2 + p3), b = 6 * (p0 - 2 * p1 + p2), c = 3 * (p1 - p0)
        let epsilon = 1e-10
        if abs(a) < epsilon {
            if abs(b) >= epsilon { keep(-c / b, body) }
            return
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return }
        let root = discriminant.squareRoot()
        keep((-b + root) / (2 * a), body)
        keep((-b - root) / (2 * a), body)
    }

    private static func keep(_ t: Double, _ body: (Double) -> Void) {
        if t > 0 && t < 1 { body(t) }
    }
}

/// Area and first moments of closed contours by Green's theorem (fontTools `MomentsPen`):
/// area = ½∮(x dy − y dx), momentX = ∬x dA = ½∮x² dy, momentY = ∬y dA = −½∮y² dx.
struct MomentsAccumulator {
    private(set) var area = 0.0
    private(set) var momentX = 0.0
    private(set) var momentY = 0.0

    /// Closed forms for a straight segment.
    mutating func line(_ p0: Point2, _ p1: Point2) {
        let dx = p1.x - p0.x, dy = p1.y - p0.y
        area += (p0.x * p1.y - p1.x * p0.y) / 2
        momentX += dy * (p0.x * p0.x + p0.x * p1.x + p1.x * p1.x) / 6
        momentY -= dx * (p0.y * p0.y + p0.y * p1.y + p1.y * p1.y) / 6
    }

    /// 3-node Gauss–Legendre: exact for the degree-5 integrands of a quadratic Bézier.
    mutating func quadratic(_ p0: Point2, _ p1: Point2, _ p2: Point2) {
        for (t, w) in Self.gauss3 {
            let u = 1 - t
            let x = u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x
            let y = u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y
            let dx = 2 * (u * (p1.x - p0.x) + t * (p2.x - p1.x))
            let dy = 2 * (u * (p1.y - p0.y) + t * (p2.y - p1.y))
            add(x, y, dx, dy, weight: w)
        }
    }

    /// 5-node Gauss–Legendre: exact for the degree-8 integrands of a cubic Bézier.
    mutating func cubic(_ p0: Point2, _ p1: Point2, _ p2: Point2, _ p3: Point2) {
        for (t, w) in Self.gauss5 {
            let u = 1 - t
            let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
            let x = b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x
            let y = b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y
            let d0 = 3 * u * u, d1 = 6 * u * t, d2 = 3 * t * t
            let dx = d0 * (p1.x - p0.x) + d1 * (p2.x - p1.x) + d2 * (p3.x - p2.x)
            let dy = d0 * (p1.y - p0.y) + d1 * (p2.y - p1.y) + d2 * (p3.y - p2.y)
            add(x, y, dx, dy, weight: w)
        }
    }

    private mutating func add(_ x: Double, _ y: Double, _ dx: Double, _ dy: Double, weight: Double) {
        area += weight * (x * dy - y * dx) / 2
        momentX += weight * x * x * dy / 2
        momentY -= weight * y * y * dx / 2
    }

    /// Gauss–Legendre nodes and weights on [0, 1].
    static let gauss3: [(Double, Double)] = {
        let r = (3.0 / 5.0).squareRoot() / 2
        return [(0.5 - r, 5.0 / 18.0), (0.5, 8.0 / 18.0), (0.5 + r, 5.0 / 18.0)]
    }()

    static let gauss5: [(Double, Double)] = {
        let a = (5.0 - 2.0 * (10.0 / 7.0).squareRoot()).squareRoot() / 3
        let b = (5.0 + 2.0 * (10.0 / 7.0).squareRoot()).squareRoot() / 3
        let wa = (322.0 + 13.0 * 70.0.squareRoot()) / 900, wb = (322.0 - 13.0 * 70.0.squareRoot()) / 900
        let nodes: [(Double, Double)] = [(-b, wb), (-a, wa), (0, 128.0 / 225.0), (a, wa), (b, wb)]
        return nodes.map { ((1 + $0.0) / 2, $0.1 / 2) }
    }()
}
