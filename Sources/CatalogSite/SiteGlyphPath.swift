import TypeScale

/// A filled glyph's outline as the site's glyph files carry it, short: SVG's relative commands
/// (`m`, `l`, `h`, `v`, `q`, `t`, `c`, `s`, `z`: `h` and `v` for level and upright lines, `t`
/// and `s` for a curve whose first control point mirrors the last one's; a command letter not
/// repeated before more of the same, except `m`), each point its offset from the current one in the hundredths ``GlyphPath/svgPathData`` rounds
/// to, written without a leading zero (`.5`, `-.25`) or a separator SVG does not need. It is
/// SVG path data itself, and `glyphs.js` turns it back into ``GlyphPath/svgPathData``'s
/// absolute text byte for byte: the rounded points are integers of hundredths, so adding up the
/// offsets loses nothing.
package enum SiteGlyphPath {
    /// `path` (SVG units, as ``DesignDrawing/outline`` has it) in the relative form.
    package static func relative(_ path: GlyphPath) -> String {
        typealias Point = (x: Int, y: Int)
        func point(_ x: Double, _ y: Double) -> Point { (Int((x * 100).rounded()), Int((y * 100).rounded())) }
        var text = ""
        text.reserveCapacity(path.elements.count * 8)
        var current: Point = (0, 0), start: Point = (0, 0)
        // The last curve's second control point, for s and t (SVG's reflected control point).
        var control: (point: Point, cubic: Bool)?
        var previous: Character?, last = ""
        func emit(_ command: Character, _ numbers: [Int]) {
            if command != previous || "mz".contains(command) {
                text.append(command)
                last = ""
            }
            previous = command
            for value in numbers {
                let number = Self.number(value)
                if !last.isEmpty, !number.hasPrefix("-"), !(number.hasPrefix(".") && last.contains(".")) { text.append(" ") }
                text += number
                last = number
            }
        }
        func offsets(_ points: [Point]) -> [Int] { points.flatMap { [$0.x - current.x, $0.y - current.y] } }
        func reflects(_ point: Point, cubic: Bool) -> Bool {
            guard let control, control.cubic == cubic else { return false }
            return point.x == 2 * current.x - control.point.x && point.y == 2 * current.y - control.point.y
        }
        for element in path.elements {
            var next: (point: Point, cubic: Bool)?
            switch element {
            case .move(let x, let y):
                let end = point(x, y)
                emit("m", offsets([end]))
                current = end
                start = end
            case .line(let x, let y):
                let end = point(x, y)
                if end.y == current.y { emit("h", [end.x - current.x]) } else if end.x == current.x { emit("v", [end.y - current.y]) } else { emit("l", offsets([end])) }
                current = end
            case .quadratic(let cx, let cy, let x, let y):
                let c = point(cx, cy), end = point(x, y)
                if reflects(c, cubic: false) { emit("t", offsets([end])) } else { emit("q", offsets([c, end])) }
                next = (c, false)
                current = end
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                let a = point(ax, ay), b = point(bx, by), end = point(x, y)
                if reflects(a, cubic: true) { emit("s", offsets([b, end])) } else { emit("c", offsets([a, b, end])) }
                next = (b, true)
                current = end
            case .close:
                emit("z", [])
                current = start
            }
            control = next
        }
        return text
    }

    /// `value` hundredths as a number: `12`, `12.5`, `.25`, `-.05`.
    static func number(_ value: Int) -> String {
        let magnitude = value.magnitude, whole = magnitude / 100, fraction = magnitude % 100
        var text = value < 0 ? "-" : ""
        if whole != 0 || fraction == 0 { text += String(whole) }
        guard fraction != 0 else { return text }
        text += "." + String(fraction / 10)
        if fraction % 10 != 0 { text += String(fraction % 10) }
        return text
    }
}
