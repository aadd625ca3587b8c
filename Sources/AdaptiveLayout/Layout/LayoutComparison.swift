/// Two windows' figures side by side: `catalog layout compare`.
package enum LayoutComparison {
    /// How two figures compare: both known and equal, both known and not, or either unknown.
    package enum Verdict: String {
        case same
        case differs
        case unknown
    }

    package static func verdict(_ a: LayoutEntry, _ b: LayoutEntry) -> Verdict {
        guard let left = a.value, let right = b.value else { return .unknown }
        return left == right ? .same : .differs
    }

    /// The pairs of figures, in Adaptivity's order (both layouts have the same keys).
    package static func pairs(_ a: WindowLayout, _ b: WindowLayout) -> [(LayoutEntry, LayoutEntry)] {
        Array(zip(a.entries, b.entries))
    }
}
