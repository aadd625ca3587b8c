/// Levenshtein distance over bytes, for "did you mean" suggestions.
public enum EditDistance {
    /// The distance between `a` and `b`, or nil once it must exceed `limit`.
    public static func bounded(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
