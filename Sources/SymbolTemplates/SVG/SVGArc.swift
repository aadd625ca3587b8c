#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypeScale

/// SVG's elliptical arc (`A`) as cubic Béziers, by the endpoint-to-centre conversion of SVG
/// 1.1's implementation notes (F.6.5), radii scaled up when too small (F.6.6).
enum SVGArc {
    static func cubics(from start: (x: Double, y: Double), to end: (x: Double, y: Double), rx: Double, ry: Double,
                       rotation: Double, largeArc: Bool, sweep: Bool) -> [GlyphPath.Element] {
        var rx = abs(rx), ry = abs(ry)
        if start == end { return [] }
        if rx == 0 || ry == 0 { return [.line(x: end.x, y: end.y)] }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = max(0, rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1)
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (numerator / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cxPrime = factor * rx * y1 / ry, cyPrime = -factor * ry * x1 / rx
        let cx = cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2
        let cy = sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cxPrime) / rx, (y1 - cyPrime) / ry)
        var delta = angle((x1 - cxPrime) / rx, (y1 - cyPrime) / ry, (-x1 - cxPrime) / rx, (-y1 - cyPrime) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi } else if sweep && delta < 0 { delta += 2 * .pi }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let kappa = 4.0 / 3.0 * tan(step / 4)
        var elements = [GlyphPath.Element]()
        func point(_ t: Double) -> (x: Double, y: Double) {
            (cx + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, cy + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: Double) -> (x: Double, y: Double) {
            (-rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        for index in 0..<segments {
            let t0 = theta1 + Double(index) * step, t1 = t0 + step
            let p0 = point(t0), d0 = derivative(t0), d1 = derivative(t1)
            let p1 = index == segments - 1 ? end : point(t1)
            elements.append(.cubic(c1x: p0.x + kappa * d0.x, c1y: p0.y + kappa * d0.y,
                                   c2x: p1.x - kappa * d1.x, c2y: p1.y - kappa * d1.y, x: p1.x, y: p1.y))
        }
        return elements
    }
}
