import TypeScale

/// The basic shapes of SVG as path elements in the element's own coordinates: `path`, `rect`
/// (with rounded corners), `circle`, `ellipse`, `line`, `polyline`, `polygon`.
public enum SVGShapes {
    /// The element names ``outline(of:)`` draws; any other element is no shape.
    public static let names: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// The outline of `element`, or nil when it is not a shape.
    /// - Throws: ``TemplateError`` for path data or a number that does not parse.
    public static func outline(of element: XMLTree) throws(TemplateError) -> [GlyphPath.Element]? {
        func number(_ name: String, _ fallback: Double = 0) throws(TemplateError) -> Double {
            guard let text = element[name] else { return fallback }
            guard let value = SVGLength.parse(text) else { throw .badValue(line: element.line, attribute: name, value: text) }
            return value
        }
        switch element.localName {
        case "path":
            return try SVGPathData.parse(element["d"] ?? "", line: element.line)
        case "rect":
            let x = try number("x"), y = try number("y"), width = try number("width"), height = try number("height")
            guard width > 0, height > 0 else { return [] }
            var rx = try number("rx", -1), ry = try number("ry", -1)
            if rx < 0 { rx = max(ry, 0) }
            if ry < 0 { ry = rx }
            rx = min(rx, width / 2)
            ry = min(ry, height / 2)
            guard rx > 0, ry > 0 else {
                return [.move(x: x, y: y), .line(x: x + width, y: y), .line(x: x + width, y: y + height), .line(x: x, y: y + height), .close]
            }
            let arcs = { (from: (x: Double, y: Double), to: (x: Double, y: Double)) in
                SVGArc.cubics(from: from, to: to, rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
            }
            var path: [GlyphPath.Element] = [.move(x: x + rx, y: y), .line(x: x + width - rx, y: y)]
            path += arcs((x + width - rx, y), (x + width, y + ry))
            path.append(.line(x: x + width, y: y + height - ry))
            path += arcs((x + width, y + height - ry), (x + width - rx, y + height))
            path.append(.line(x: x + rx, y: y + height))
            path += arcs((x + rx, y + height), (x, y + height - ry))
            path.append(.line(x: x, y: y + ry))
            path += arcs((x, y + ry), (x + rx, y))
            return path + [.close]
        case "circle", "ellipse":
            let cx = try number("cx"), cy = try number("cy")
            let rx = element.localName == "circle" ? try number("r") : try number("rx")
            let ry = element.localName == "circle" ? rx : try number("ry")
            guard rx > 0, ry > 0 else { return [] }
            let half = { (from: (x: Double, y: Double), to: (x: Double, y: Double)) in
                SVGArc.cubics(from: from, to: to, rx: rx, ry: ry, rotation: 0, largeArc: false, sweep: true)
            }
            return [.move(x: cx + rx, y: cy)] + half((cx + rx, cy), (cx - rx, cy)) + half((cx - rx, cy), (cx + rx, cy)) + [.close]
        case "line":
            return [.move(x: try number("x1"), y: try number("y1")), .line(x: try number("x2"), y: try number("y2"))]
        case "polyline", "polygon":
            var scanner = NumberScanner(Substring(element["points"] ?? ""))
            var points = [(Double, Double)]()
            while let x = scanner.next() {
                guard let y = scanner.next() else { throw .badValue(line: element.line, attribute: "points", value: element["points"] ?? "") }
                points.append((x, y))
            }
            guard let first = points.first else { return [] }
            let path = [GlyphPath.Element.move(x: first.0, y: first.1)] + points.dropFirst().map { .line(x: $0.0, y: $0.1) }
            return element.localName == "polygon" ? path + [.close] : path
        default:
            return nil
        }
    }

    /// Whether every contour of `elements` is closed: ends with `Z`, or back at its start
    /// (within 1e-6).
    public static func isClosed(_ elements: [GlyphPath.Element]) -> Bool {
        var start: (Double, Double)?, current = (0.0, 0.0)
        for element in elements {
            switch element {
            case .move(let x, let y):
                if let open = start, !same(open, current) { return false }
                start = (x, y)
                current = (x, y)
            case .line(let x, let y), .quadratic(_, _, let x, let y), .cubic(_, _, _, _, let x, let y):
                current = (x, y)
            case .close:
                start = nil
            }
        }
        if let open = start { return same(open, current) }
        return true
    }

    private static func same(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
        abs(a.0 - b.0) < 1e-6 && abs(a.1 - b.1) < 1e-6
    }
}

/// An SVG length as a number: user units, or `px` (the same); other units and percentages
/// are refused (nil).
enum SVGLength {
    static func parse(_ text: String) -> Double? {
        var body = Substring(text.filter { !$0.isWhitespace })
        if body.hasSuffix("px") { body = body.dropLast(2) }
        var scanner = NumberScanner(body)
        guard let value = scanner.next(), scanner.atEnd else { return nil }
        return value
    }
}
