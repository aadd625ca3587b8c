import TypeScale

/// Whether outlines can be interpolated, as Apple's guide requires of the three sources:
/// the same number of paths, each with the same commands (and so the same number of control
/// points) in the same order.
public enum PointCompatibility {
    /// Nil when `a` and `b` are compatible, else why not (`a` and `b` named as given).
    public static func difference(_ a: [[GlyphPath.Element]], _ b: [[GlyphPath.Element]], names: (String, String)) -> String? {
        guard a.count == b.count else { return "\(names.0) has \(a.count) paths, \(names.1) \(b.count)" }
        for (index, (first, second)) in zip(a, b).enumerated() {
            let kindsA = first.map(kind), kindsB = second.map(kind)
            guard kindsA != kindsB else { continue }
            let pointsA = first.reduce(0) { $0 + points($1) }, pointsB = second.reduce(0) { $0 + points($1) }
            return "path \(index + 1) has \(pointsA) points in \(names.0) and \(pointsB) in \(names.1)"
                + (pointsA == pointsB ? ", in another order of lines and curves" : "")
        }
        return nil
    }

    /// The contours of `elements`, each from its move.
    public static func contours(_ elements: [GlyphPath.Element]) -> [[GlyphPath.Element]] {
        var result = [[GlyphPath.Element]]()
        for element in elements {
            if case .move = element { result.append([]) }
            if result.isEmpty { result.append([]) }
            result[result.count - 1].append(element)
        }
        return result
    }

    private static func kind(_ element: GlyphPath.Element) -> Character {
        switch element {
        case .move: "M"
        case .line: "L"
        case .quadratic: "Q"
        case .cubic: "C"
        case .close: "Z"
        }
    }

    private static func points(_ element: GlyphPath.Element) -> Int {
        switch element {
        case .move, .line: 1
        case .quadratic: 2
        case .cubic: 3
        case .close: 0
        }
    }
}
