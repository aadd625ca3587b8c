import TypeScale

/// A piece of a subpath for the dasher (``SVGDashes``): a line, a quadratic or a cubic Bézier
/// from its start, with its length and the part between two arc lengths.
struct DashSegment {
    /// The start and the control and end points, in order (2, 3 or 4 points).
    let points: [(x: Double, y: Double)]
    /// The arc length.
    let length: Double

    var start: (x: Double, y: Double) { points[0] }

    init(_ points: [(x: Double, y: Double)]) {
        self.points = points
        length = Self.length(points, to: 1)
    }

    /// The segments of one subpath's elements (its move first); a closed subpath gets its
    /// closing line.
    static func segments(of elements: ArraySlice<GlyphPath.Element>, closed: Bool) -> [DashSegment] {
        var segments = [DashSegment]()
        var first = (x: 0.0, y: 0.0), current = (x: 0.0, y: 0.0)
        for element in elements {
            switch element {
            case .move(let x, let y): (first, current) = ((x, y), (x, y))
            case .line(let x, let y): segments.append(DashSegment([current, (x, y)])); current = (x, y)
            case .quadratic(let cx, let cy, let x, let y): segments.append(DashSegment([current, (cx, cy), (x, y)])); current = (x, y)
            case .cubic(let ax, let ay, let bx, let by, let x, let y): segments.append(DashSegment([current, (ax, ay), (bx, by), (x, y)])); current = (x, y)
            case .close: break
            }
        }
        if closed, current.x != first.x || current.y != first.y { segments.append(DashSegment([current, first])) }
        return segments
    }

    /// The point at arc length `distance`.
    func point(at distance: Double) -> (x: Double, y: Double) {
        Self.evaluate(points, at: parameter(at: distance))
    }

    /// The part from arc length `from` to `to`, as elements that continue from its start.
    func piece(from: Double, to: Double) -> [GlyphPath.Element] {
        let t0 = parameter(at: from), t1 = parameter(at: to)
        // Cut at t1, then the first part at t0 / t1 (de Casteljau).
        let head = Self.split(points, at: t1).head
        let part = t1 > 0 ? Self.split(head, at: t0 / t1).tail : head
        switch part.count {
        case 2: return [.line(x: part[1].x, y: part[1].y)]
        case 3: return [.quadratic(cx: part[1].x, cy: part[1].y, x: part[2].x, y: part[2].y)]
        default: return [.cubic(c1x: part[1].x, c1y: part[1].y, c2x: part[2].x, c2y: part[2].y, x: part[3].x, y: part[3].y)]
        }
    }

    /// The parameter where the arc length reaches `distance` (bisection on the length).
    func parameter(at distance: Double) -> Double {
        if distance <= 0 || length <= 0 { return 0 }
        if distance >= length { return 1 }
        if points.count == 2 { return distance / length }
        var low = 0.0, high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if Self.length(points, to: middle) < distance { low = middle } else { high = middle }
            if high - low < 1e-12 { break }
        }
        return (low + high) / 2
    }

    /// 16-point Gauss–Legendre abscissae and weights on [−1, 1] (positive half).
    static let gauss: [(x: Double, w: Double)] = [
        (0.0950125098376374, 0.1894506104550685), (0.2816035507792589, 0.1826034150449236),
        (0.4580167776572274, 0.1691565193950025), (0.6178762444026438, 0.1495959888165767),
        (0.7554044083550030, 0.1246289712555339), (0.8656312023878318, 0.0951585116824928),
        (0.9445750230732326, 0.0622535239386479), (0.9894009349916499, 0.0271524594117541),
    ]

    /// The arc length from parameter 0 to `t`: the quadrature, on halves until halving changes
    /// it by less than a billionth.
    static func length(_ points: [(x: Double, y: Double)], to t: Double) -> Double {
        if points.count == 2 {
            return t * ((points[1].x - points[0].x) * (points[1].x - points[0].x) + (points[1].y - points[0].y) * (points[1].y - points[0].y)).squareRoot()
        }
        let part = t < 1 ? split(points, at: t).head : points
        return quadrature(part, depth: 0)
    }

    private static func quadrature(_ points: [(x: Double, y: Double)], depth: Int) -> Double {
        let estimate = gaussLegendre(points)
        guard depth < 6 else { return estimate }
        let halves = split(points, at: 0.5)
        if abs(gaussLegendre(halves.head) + gaussLegendre(halves.tail) - estimate) <= 1e-9 * max(estimate, 1) { return estimate }
        return quadrature(halves.head, depth: depth + 1) + quadrature(halves.tail, depth: depth + 1)
    }

    /// The length of the whole Bézier of `points` by 16-point Gauss–Legendre quadrature.
    private static func gaussLegendre(_ points: [(x: Double, y: Double)]) -> Double {
        var sum = 0.0
        for (x, w) in gauss {
            for u in [0.5 - x / 2, 0.5 + x / 2] {
                let d = derivative(points, at: u)
                sum += w * (d.x * d.x + d.y * d.y).squareRoot()
            }
        }
        return sum / 2
    }

    /// The derivative of the Bézier of `points` at `t`.
    static func derivative(_ points: [(x: Double, y: Double)], at t: Double) -> (x: Double, y: Double) {
        let n = Double(points.count - 1)
        let differences = zip(points.dropFirst(), points).map { (x: n * ($0.x - $1.x), y: n * ($0.y - $1.y)) }
        return evaluate(differences, at: t)
    }

    /// The Bézier of `points` at `t` (de Casteljau).
    static func evaluate(_ points: [(x: Double, y: Double)], at t: Double) -> (x: Double, y: Double) {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { (x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return level[0]
    }

    /// The Bézier of `points` cut at `t`: the part before and the part after.
    static func split(_ points: [(x: Double, y: Double)], at t: Double) -> (head: [(x: Double, y: Double)], tail: [(x: Double, y: Double)]) {
        var head = [points[0]], tail = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { (x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            head.append(level[0])
            tail.append(level[level.count - 1])
        }
        return (head, tail.reversed())
    }
}
