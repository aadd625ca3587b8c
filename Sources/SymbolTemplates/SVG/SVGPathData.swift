#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TypeScale

/// SVG path data (`d`) as absolute ``GlyphPath/Element``s: every command of SVG 1.1, relative
/// forms made absolute, `H`/`V` as lines, `S`/`T` with their reflected control points, arcs
/// as cubic Béziers (at most 90° each). Coordinates stay in the SVG's own space (y down).
public enum SVGPathData {
    /// The elements of `data`.
    /// - Throws: ``TemplateError/badPathData(line:reason:)`` naming the command.
    public static func parse(_ data: String, line: Int = 0) throws(TemplateError) -> [GlyphPath.Element] {
        var scanner = NumberScanner(Substring(data))
        var elements = [GlyphPath.Element]()
        var current = (x: 0.0, y: 0.0), start = current
        var lastControl: (x: Double, y: Double)?, lastWasCubic = false, lastWasQuadratic = false
        var command: UInt8 = 0
        func fail(_ reason: String) -> TemplateError { .badPathData(line: line, reason: reason) }
        while let next = scanner.peekCommand() {
            if (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) {
                command = next
                scanner.consume()
            } else if command == 0 {
                throw fail("data starts without a command")
            } else if command == UInt8(ascii: "M") || command == UInt8(ascii: "m") {
                command = command == UInt8(ascii: "M") ? UInt8(ascii: "L") : UInt8(ascii: "l")  // numbers after a move are lines
            }
            let relative = command >= UInt8(ascii: "a")
            let upper = relative ? command - 32 : command
            func number() throws(TemplateError) -> Double {
                guard let value = scanner.next() else { throw fail("command \(Character(Unicode.Scalar(command))) lacks a number") }
                return value
            }
            func point() throws(TemplateError) -> (x: Double, y: Double) {
                let x = try number(), y = try number()
                return relative ? (current.x + x, current.y + y) : (x, y)
            }
            var control: (x: Double, y: Double)?, cubic = false, quadratic = false
            if upper != UInt8(ascii: "M") {
                guard !elements.isEmpty else { throw fail("data starts with \(Character(Unicode.Scalar(command))), not a move") }
                // A segment after a close starts a new subpath where the closed one started.
                if upper != UInt8(ascii: "Z"), case .close? = elements.last { elements.append(.move(x: start.x, y: start.y)) }
            }
            switch upper {
            case UInt8(ascii: "M"):
                current = try point()
                start = current
                elements.append(.move(x: current.x, y: current.y))
            case UInt8(ascii: "L"):
                current = try point()
                elements.append(.line(x: current.x, y: current.y))
            case UInt8(ascii: "H"):
                let x = try number()
                current.x = relative ? current.x + x : x
                elements.append(.line(x: current.x, y: current.y))
            case UInt8(ascii: "V"):
                let y = try number()
                current.y = relative ? current.y + y : y
                elements.append(.line(x: current.x, y: current.y))
            case UInt8(ascii: "C"), UInt8(ascii: "S"):
                let c1: (x: Double, y: Double)
                if upper == UInt8(ascii: "C") {
                    c1 = try point()
                } else {
                    c1 = lastWasCubic ? (2 * current.x - lastControl!.x, 2 * current.y - lastControl!.y) : current
                }
                let c2 = try point(), end = try point()
                elements.append(.cubic(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: end.x, y: end.y))
                (current, control, cubic) = (end, c2, true)
            case UInt8(ascii: "Q"), UInt8(ascii: "T"):
                let c: (x: Double, y: Double)
                if upper == UInt8(ascii: "Q") {
                    c = try point()
                } else {
                    c = lastWasQuadratic ? (2 * current.x - lastControl!.x, 2 * current.y - lastControl!.y) : current
                }
                let end = try point()
                elements.append(.quadratic(cx: c.x, cy: c.y, x: end.x, y: end.y))
                (current, control, quadratic) = (end, c, true)
            case UInt8(ascii: "A"):
                let rx = try number(), ry = try number(), rotation = try number()
                guard let large = scanner.flag(), let sweep = scanner.flag() else { throw fail("arc flags must be 0 or 1") }
                let end = try point()
                elements += SVGArc.cubics(from: current, to: end, rx: rx, ry: ry, rotation: rotation, largeArc: large, sweep: sweep)
                current = end
            case UInt8(ascii: "Z"):
                elements.append(.close)
                current = start
            default:
                throw fail("unknown command \(Character(Unicode.Scalar(command)))")
            }
            (lastControl, lastWasCubic, lastWasQuadratic) = (control, cubic, quadratic)
            if upper == UInt8(ascii: "Z") { command = 0 }
        }
        guard scanner.atEnd else { throw fail("unexpected text") }
        return elements
    }
}
