extension GlyphPath {
    /// `elements` with every contour drawn the other way round: the same outline, its signed
    /// area negated (what turns a counter-clockwise contour clockwise). Each contour starts at
    /// its old end; a closed one stays closed.
    public static func reversingContours(_ elements: [Element]) -> [Element] {
        var result = [Element]()
        result.reserveCapacity(elements.count)
        var contour = [Element]()
        func flush(closed: Bool) {
            defer { contour.removeAll(keepingCapacity: true) }
            guard case .move(var x, var y)? = contour.first else { return }
            // Each segment's start point, to end the reversed segment there.
            var starts = [(x: Double, y: Double)]()
            for element in contour.dropFirst() {
                starts.append((x, y))
                switch element {
                case .line(let nx, let ny), .quadratic(_, _, let nx, let ny), .cubic(_, _, _, _, let nx, let ny): (x, y) = (nx, ny)
                case .move, .close: break
                }
            }
            result.append(.move(x: x, y: y))
            for (element, start) in zip(contour.dropFirst(), starts).reversed() {
                switch element {
                case .line: result.append(.line(x: start.x, y: start.y))
                case .quadratic(let cx, let cy, _, _): result.append(.quadratic(cx: cx, cy: cy, x: start.x, y: start.y))
                case .cubic(let c1x, let c1y, let c2x, let c2y, _, _):
                    result.append(.cubic(c1x: c2x, c1y: c2y, c2x: c1x, c2y: c1y, x: start.x, y: start.y))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
        }
        for element in elements {
            switch element {
            case .move:
                flush(closed: false)
                contour.append(element)
            case .close:
                flush(closed: true)
            default:
                contour.append(element)
            }
        }
        flush(closed: false)
        return result
    }
}
