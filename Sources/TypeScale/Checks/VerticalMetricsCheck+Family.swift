// Family consistency: the faces of one family, given together, should share vertical metrics.

extension VerticalMetricsCheck {
    /// One family's verdict.
    public struct FamilyCheck: Sendable, Hashable {
        /// The family (``VerticalMetricsCheck/groupFamily``).
        public let family: String
        /// The faces' indices in the list given.
        public let members: [Int]
        /// The verdict of the family rule.
        public let check: MetricCheck
    }

    /// For each family with two or more of `faces` (grouped by ``groupFamily``), whether
    /// their hhea, typo and win values are the same, naming what differs.
    public static func familyChecks(_ faces: [VerticalMetricsCheck]) -> [FamilyCheck] {
        var order = [String]()
        var groups = [String: [Int]]()
        for (index, face) in faces.enumerated() {
            guard let family = face.groupFamily else { continue }
            if groups[family] == nil { order.append(family) }
            groups[family, default: []].append(index)
        }
        return order.compactMap { family in
            guard let members = groups[family], members.count > 1 else { return nil }
            let fields: [(String, (VerticalMetricsCheck) -> Int?)] = [
                ("hhea ascender", { $0.hhea?.ascender }), ("hhea descender", { $0.hhea?.descender }),
                ("hhea lineGap", { $0.hhea?.lineGap }), ("typo ascender", { $0.typo?.ascender }),
                ("typo descender", { $0.typo?.descender }), ("typo lineGap", { $0.typo?.lineGap }),
                ("usWinAscent", { $0.win?.ascent }), ("usWinDescent", { $0.win?.descent }),
            ]
            var differences = [String]()
            for (name, value) in fields {
                let values = members.map { value(faces[$0]) }
                if Set(values.map { $0.map(String.init) ?? "none" }).count > 1 {
                    differences.append(name + " " + members.map { index in
                        "\(value(faces[index]).map(String.init) ?? "none") (\(faces[index].postScriptName ?? faces[index].path))"
                    }.joined(separator: ", "))
                }
            }
            let check = MetricCheck(.familyMetrics, ok: differences.isEmpty,
                differences.isEmpty ? "\(members.count) faces share hhea, typo and win metrics"
                    : "\(members.count) faces differ: " + differences.joined(separator: "; "))
            return FamilyCheck(family: family, members: members, check: check)
        }
    }
}
