#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypeScale

/// A 2-D affine transform `[a c e; b d f]` as SVG writes it (`matrix(a b c d e f)`).
public struct AffineTransform: Sendable, Hashable {
    /// The matrix elements: x′ = a·x + c·y + e, y′ = b·x + d·y + f.
    public var a, b, c, d, e, f: Double

    /// The transform `matrix(a b c d e f)`.
    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// The transform that leaves every point where it is.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A translation by (x, y).
    public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
    }

    /// A scale by (x, y).
    public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
    }

    /// Whether the transform only translates (within 1e-9).
    public var isTranslation: Bool {
        abs(a - 1) < 1e-9 && abs(b) < 1e-9 && abs(c) < 1e-9 && abs(d - 1) < 1e-9
    }

    /// `self` applied after `inner`: a point goes through `inner`, then `self`.
    public func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
                        c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
                        e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
    }

    /// The point (x, y) transformed.
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    /// The inverse, or nil for a singular transform.
    public var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-12 else { return nil }
        return AffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                               e: (c * f - d * e) / determinant, f: (b * e - a * f) / determinant)
    }

    /// The uniform scale this transform applies to lengths (the square root of its
    /// determinant's magnitude): how a stroke width is scaled.
    public var lengthScale: Double { (abs(a * d - b * c)).squareRoot() }

    /// Every element of `elements` transformed.
    public func apply(_ elements: [GlyphPath.Element]) -> [GlyphPath.Element] {
        elements.map { element in
            switch element {
            case .move(let x, let y): let p = apply(x, y); return .move(x: p.x, y: p.y)
            case .line(let x, let y): let p = apply(x, y); return .line(x: p.x, y: p.y)
            case .quadratic(let cx, let cy, let x, let y):
                let c = apply(cx, cy), p = apply(x, y)
                return .quadratic(cx: c.x, cy: c.y, x: p.x, y: p.y)
            case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                let c1 = apply(c1x, c1y), c2 = apply(c2x, c2y), p = apply(x, y)
                return .cubic(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: p.x, y: p.y)
            case .close: return .close
            }
        }
    }

    /// Parses an SVG transform list (`matrix`, `translate`, `scale`, `rotate`, `skewX`,
    /// `skewY`), applied right to left as SVG does; nil when it does not parse.
    public static func parse(_ text: String) -> AffineTransform? {
        var result = AffineTransform.identity
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" }
            if rest.isEmpty { return result }
            guard let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") else { return nil }
            let name = String(rest[..<open].filter { $0 != " " && $0 != "\t" && $0 != "\n" && $0 != "\r" })
            var numbers = NumberScanner(rest[rest.index(after: open)..<close])
            var values = [Double]()
            while let value = numbers.next() { values.append(value) }
            guard numbers.atEnd else { return nil }
            guard let step = Self.step(name, values) else { return nil }
            result = result.concatenating(step)
            rest = rest[rest.index(after: close)...]
        }
    }

    private static func step(_ name: String, _ v: [Double]) -> AffineTransform? {
        switch (name, v.count) {
        case ("matrix", 6): return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
        case ("translate", 1): return .translation(v[0], 0)
        case ("translate", 2): return .translation(v[0], v[1])
        case ("scale", 1): return .scale(v[0], v[0])
        case ("scale", 2): return .scale(v[0], v[1])
        case ("rotate", 1), ("rotate", 3):
            let angle = v[0] * .pi / 180, cosine = cos(angle), sine = sin(angle)
            let rotation = AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0)
            guard v.count == 3 else { return rotation }
            return AffineTransform.translation(v[1], v[2]).concatenating(rotation).concatenating(.translation(-v[1], -v[2]))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tan(v[0] * .pi / 180), d: 1, e: 0, f: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tan(v[0] * .pi / 180), c: 0, d: 1, e: 0, f: 0)
        default: return nil
        }
    }
}
