import CatalogSystem

extension LayoutTable {
    /// The table's OS versions as people read them: `11 to 18, 26 or 27` (``versionRanges(_:)``
    /// of ``releases``).
    public static var versionRanges: String { versionRanges(releases.map(\.version)) }

    /// `versions` (ascending) as runs: three or more consecutive ones as `A to B`, the others
    /// one by one, listed with `or`.
    public static func versionRanges(_ versions: [Int]) -> String {
        var runs = [[Int]]()
        for version in versions {
            if let last = runs.last?.last, last + 1 == version { runs[runs.count - 1].append(version) } else { runs.append([version]) }
        }
        return Wording.list(runs.flatMap { $0.count > 2 ? ["\($0[0]) to \($0[$0.count - 1])"] : $0.map(String.init) })
    }
}
