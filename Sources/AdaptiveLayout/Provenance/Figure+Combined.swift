import CatalogSystem

extension Figure where Value == Double {
    /// A figure derived by `rule` from `inputs` (each named), or not published, naming the
    /// inputs that are not, when any is without a value.
    static func combined(_ inputs: [(name: String, figure: Figure<Double>)], rule: String,
                         _ combine: ([Double]) -> Double) -> Figure<Double> {
        let values = inputs.compactMap(\.figure.value)
        let sources = inputs.flatMap(\.figure.provenance.sources).uniqued()
        guard values.count == inputs.count else {
            let missing = inputs.filter { $0.figure.value == nil }
            if missing.contains(where: { $0.figure.kind == .notApplicable }) {
                return .none(.notApplicable(missing[0].figure.provenance.note ?? "does not apply here"))
            }
            return .none(.notPublished("needs the " + Wording.list(missing.map(\.name), conjunction: "and") + ", not published"))
        }
        return Figure(combine(values), Provenance(
            .derived, sources: sources, rule: rule,
            inputs: inputs.map { "\($0.name) \(LayoutError.format(($0.figure.value ?? 0).roundedToTenThousandths)) pt, \($0.figure.kind.rawValue)" }))
    }
}

extension Double {
    /// Rounded to 0.0001 (the precision lengths are shown with).
    var roundedToTenThousandths: Double { (self * 10_000).rounded() / 10_000 }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
