/// Case-insensitive name matching and "did you mean" suggestions for the Dynamic Type
/// enumerations (``ContentSizeCategory``, ``TextStyle``, ``FontWeight`` …).
///
/// Names are compared by their *key*: lowercased, with spaces, hyphens and underscores removed,
/// so `"Large Title"`, `"large-title"` and `"largeTitle"` are one name. TypeScale does not depend
/// on SymbolCatalog, so the small edit-distance routine lives here too.
enum DynamicTypeNameMatcher {
    /// One accepted spelling of a value.
    struct Spelling<Value: Sendable>: Sendable {
        let text: String
        let value: Value
    }

    /// `name` lowercased, without spaces, hyphens and underscores.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// The value one of whose spellings has the same key as `name`, or nil.
    static func match<Value: Sendable>(_ name: String, in spellings: [Spelling<Value>]) -> Value? {
        let wanted = key(name)
        guard !wanted.isEmpty else { return nil }
        return spellings.first { key($0.text) == wanted }?.value
    }

    /// Up to `limit` spellings closest to `name`: those at the smallest edit distance between
    /// keys found (at most max(2, length / 3)), at most one per value, in `spellings` order.
    /// Only the closest tier is returned, so one clear match is suggested alone.
    static func suggestions<Value: Hashable & Sendable>(
        for name: String, in spellings: [Spelling<Value>], limit: Int = 3
    ) -> [String] {
        let query = Array(key(name).utf8)
        let threshold = max(2, query.count / 3)
        var best = [Value: (distance: Int, index: Int)]()
        for (index, spelling) in spellings.enumerated() {
            let candidate = Array(key(spelling.text).utf8)
            guard let distance = editDistance(query, candidate, limit: threshold) else { continue }
            if let current = best[spelling.value], current.distance <= distance { continue }
            best[spelling.value] = (distance, index)
        }
        guard let closest = best.values.map(\.distance).min() else { return [] }
        return best.values
            .filter { $0.distance == closest }
            .sorted { $0.index < $1.index }
            .prefix(limit)
            .map { spellings[$0.index].text }
    }

    /// Levenshtein distance over bytes, or nil once it must exceed `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
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

    /// Parses `name` or throws ``DynamicTypeError/unknownName(_:name:suggestions:)``.
    static func parse<Value: Hashable & Sendable>(
        _ name: String, in spellings: [Spelling<Value>], kind: DynamicTypeError.NameKind
    ) throws(DynamicTypeError) -> Value {
        if let value = match(name, in: spellings) { return value }
        throw .unknownName(kind, name: name, suggestions: suggestions(for: name, in: spellings))
    }
}
