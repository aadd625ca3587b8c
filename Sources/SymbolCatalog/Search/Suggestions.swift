/// "Did you mean" candidates for a mistyped name.
public enum Suggestions {
    /// Up to `limit` of `candidates` closest to `word` (case-insensitive edit distance within
    /// a third of its length, at least 2; then shared prefixes), closest first.
    public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let query = Array(word.lowercased().utf8)
        let threshold = max(2, query.count / 3)
        var scored = [(Int, String)]()
        var seen = Set<String>()
        for candidate in candidates where seen.insert(candidate.lowercased()).inserted {
            let lowered = candidate.lowercased()
            if let distance = EditDistance.bounded(query, Array(lowered.utf8), limit: threshold) {
                scored.append((distance, candidate))
            } else if !query.isEmpty, lowered.utf8.starts(with: query) || query.starts(with: lowered.utf8) {
                scored.append((threshold + 1, candidate))
            }
        }
        return scored.sorted { $0 < $1 }.prefix(limit).map(\.1)
    }
}
