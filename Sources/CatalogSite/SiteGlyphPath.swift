import TypeScale

/// A filled glyph's outline as the site's glyph files carry it, short: SVG path data whose
/// every segment is written in the shorter of its relative (`m`, `l`, `h`, `v`, `q`, `t`, `c`,
/// `s`) and absolute (`M`, `L`, `H`, `V`, `Q`, `T`, `C`, `S`) forms, in the hundredths
/// ``GlyphPath/svgPathData`` rounds to: `h`/`v` for level and upright lines, `t`/`s` for a curve
/// whose first control point mirrors the last one's, a command letter not repeated before more of
/// the same (except `m`), no leading zero (`.5`, `-.25`) or separator SVG does not need. A
/// contour's closing line is left to `z`, which draws it: FreeType ends every contour at its
/// start, with a line when its last point is not its start (`FT_Outline_Decompose`); a contour
/// that closes away from its start without that line (not FreeType's) ends in `Z` instead.
/// It is SVG path data itself, and `glyphs.js` turns it back into ``GlyphPath/svgPathData``'s
/// text byte for byte: the rounded points are integers of hundredths, so nothing is lost.
package enum SiteGlyphPath {
    typealias Point = (x: Int, y: Int)

    /// `path` (SVG units, as ``DesignDrawing/outline`` has it) in the short form.
    package static func short(_ path: GlyphPath) -> String {
        func point(_ x: Double, _ y: Double) -> Point { (Int((x * 100).rounded()), Int((y * 100).rounded())) }
        var writer = Writer()
        writer.text.reserveCapacity(path.elements.count * 8)
        var current: Point = (0, 0), start: Point = (0, 0)
        // The last curve's second control point, for s and t (SVG's reflected control point).
        var control: (point: Point, cubic: Bool)?
        func reflects(_ point: Point, cubic: Bool) -> Bool {
            guard let control, control.cubic == cubic else { return false }
            return point.x == 2 * current.x - control.point.x && point.y == 2 * current.y - control.point.y
        }
        // Writes the segment to `points` as `command` with offsets or as its capital with the points.
        func segment(_ command: Character, _ points: [Point]) {
            writer.shorter(command, relative: points.flatMap { [$0.x - current.x, $0.y - current.y] },
                           absolute: points.flatMap { [$0.x, $0.y] })
        }
        let elements = path.elements
        for (index, element) in elements.enumerated() {
            var next: (point: Point, cubic: Bool)?
            switch element {
            case .move(let x, let y):
                let end = point(x, y)
                segment("m", [end])
                current = end
                start = end
            case .line(let x, let y):
                let end = point(x, y)
                let closing = index + 1 < elements.count && elements[index + 1] == .close
                if closing, end == start, end != current {
                    // z draws it.
                } else if end.y == current.y {
                    writer.shorter("h", relative: [end.x - current.x], absolute: [end.x])
                } else if end.x == current.x {
                    writer.shorter("v", relative: [end.y - current.y], absolute: [end.y])
                } else {
                    segment("l", [end])
                }
                current = end
            case .quadratic(let cx, let cy, let x, let y):
                let c = point(cx, cy), end = point(x, y)
                if reflects(c, cubic: false) { segment("t", [end]) } else { segment("q", [c, end]) }
                next = (c, false)
                current = end
            case .cubic(let ax, let ay, let bx, let by, let x, let y):
                let a = point(ax, ay), b = point(bx, by), end = point(x, y)
                if reflects(a, cubic: true) { segment("s", [b, end]) } else { segment("c", [a, b, end]) }
                next = (b, true)
                current = end
            case .close:
                // z: the page draws a line to the start first where the text so far ends away
                // from it (the line left out above); Z: a contour that closes with no line.
                writer.close(current == start ? "z" : "Z")
                current = start
            }
            control = next
        }
        return writer.text
    }

    /// The short form's text, with the command and last number written, for separators.
    struct Writer {
        var text = ""
        var previous: Character?
        var last = ""

        /// Appends the segment in the shorter of its relative and absolute spellings (relative on a tie).
        mutating func shorter(_ command: Character, relative: [Int], absolute: [Int]) {
            let upper = Character(command.uppercased())
            let small = spelled(command, relative), capital = spelled(upper, absolute)
            let (chosen, numbers) = capital.text.utf8.count < small.text.utf8.count ? (upper, capital) : (command, small)
            text += numbers.text
            previous = chosen
            last = numbers.last
        }

        mutating func close(_ command: Character) {
            text.append(command)
            previous = command
            last = ""
        }

        /// `numbers` after `command`, as they would follow the text so far.
        func spelled(_ command: Character, _ numbers: [Int]) -> (text: String, last: String) {
            var out = "", last = self.last
            if command != previous || command == "m" || command == "M" {
                out.append(command)
                last = ""
            }
            for value in numbers {
                let number = SiteGlyphPath.number(value)
                if !last.isEmpty, !number.hasPrefix("-"), !(number.hasPrefix(".") && last.contains(".")) { out.append(" ") }
                out += number
                last = number
            }
            return (out, last)
        }
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
