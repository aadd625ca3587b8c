import TypeScale

/// `stroke-dasharray` and `stroke-dashoffset` as SVG applies them, before the stroker: each
/// subpath cut at arc lengths into its dashes, open subpaths the stroker caps. The pattern
/// starts again on each subpath, shifted by the offset; an odd list is repeated to make it
/// even; a closed subpath whose first and last dashes meet at its start keeps them as one dash
/// (joined, not capped), as skia's dasher does. Curves are cut at the parameter where their
/// length (Gauss–Legendre quadrature) reaches the cut, so dashes keep the curves' own shape.
struct SVGDashes {
    /// The dash and gap lengths, an even number of them, summing to more than 0.
    let lengths: [Double]
    /// Where on the pattern each subpath starts.
    let offset: Double

    /// The pattern of `dasharray` shifted by `dashoffset`, or nil when it draws a solid line
    /// (`none`, or lengths summing to 0); a failure naming the property whose value SVG does not
    /// define (a negative length, a percentage, not a length).
    static func parse(_ dasharray: String, offset dashoffset: String?) -> Result<SVGDashes?, DashError> {
        if dasharray == "none" { return .success(nil) }
        var lengths = [Double]()
        for item in dasharray.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            guard let length = SVGLength.parse(String(item)), length >= 0, length.isFinite else { return .failure(.dasharray) }
            lengths.append(length)
        }
        guard !lengths.isEmpty else { return .failure(.dasharray) }
        let offset = dashoffset.map(SVGLength.parse) ?? 0
        guard let offset, offset.isFinite else { return .failure(.dashoffset) }
        if lengths.count % 2 == 1 { lengths += lengths }
        guard lengths.reduce(0, +) > 0 else { return .success(nil) }
        return .success(SVGDashes(lengths: lengths, offset: offset))
    }

    /// Which property held a value SVG does not define.
    enum DashError: Error { case dasharray, dashoffset }

    /// `elements` cut into dashes: open subpaths (a closed subpath no dash cuts stays closed).
    func dashed(_ elements: [GlyphPath.Element]) -> [GlyphPath.Element] {
        var out = [GlyphPath.Element]()
        var start: Int?
        for (index, element) in elements.enumerated() {
            switch element {
            case .move:
                if let open = start { out += dashed(DashSegment.segments(of: elements[open..<index], closed: false), closed: false) }
                start = index
            case .close:
                if let open = start { out += dashed(DashSegment.segments(of: elements[open..<index], closed: true), closed: true) }
                start = nil
            default: break
            }
        }
        if let open = start { out += dashed(DashSegment.segments(of: elements[open...], closed: false), closed: false) }
        return out
    }

    /// One subpath's dashes.
    private func dashed(_ segments: [DashSegment], closed: Bool) -> [GlyphPath.Element] {
        guard let start = segments.first?.start else { return [] }
        let total = lengths.reduce(0, +)
        var phase = offset.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var index = 0
        while phase >= lengths[index] {
            phase -= lengths[index]
            index = (index + 1) % lengths.count
        }
        var remaining = lengths[index] - phase
        let startsOn = index % 2 == 0
        var dashes = [[GlyphPath.Element]]()
        var current: [GlyphPath.Element]? = startsOn ? [.move(x: start.x, y: start.y)] : nil
        var cut = false
        for segment in segments {
            let length = segment.length
            var position = 0.0
            while position < length {
                let step = min(remaining, length - position)
                if current != nil, step > 0 { current! += segment.piece(from: position, to: position + step) }
                position += step
                remaining -= step
                if remaining <= 1e-12 * total {
                    if let dash = current { dashes.append(dash) }
                    cut = true
                    index = (index + 1) % lengths.count
                    remaining = lengths[index]
                    if index % 2 == 0 {
                        let point = segment.point(at: position)
                        current = [.move(x: point.x, y: point.y)]
                    } else {
                        current = nil
                    }
                }
            }
        }
        if !cut, closed, let whole = current { return whole + [.close] }
        if let last = current { dashes.append(last) }
        // A closed subpath's last dash, reaching its start, goes on into its first.
        if closed, startsOn, current != nil, dashes.count > 1 {
            let last = dashes.removeLast()
            dashes[0] = last + dashes[0].dropFirst()
        }
        return dashes.filter { $0.count > 1 }.flatMap { $0 }
    }
}
