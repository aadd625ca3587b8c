/// "Did you mean": the one ranking of names close to a mistyped one, used by every
/// suggestion in the tool (symbol names, option values, command words) and by fuzzy search.
///
/// Candidates are ranked by ``TypingDistance`` (closest first), then by the number of dot-
/// or dash-separated components they share with the query (`hart.fill` shares `fill` with
/// `heart.fill`), then by how near their length is to the query's, then shorter first, then
/// by name, so the order never depends on the order candidates were given in.
public enum NameSuggestions {
    /// One candidate with what it was ranked by.
    public struct Ranked: Hashable, Sendable {
        /// The candidate, as given.
        public let name: String
        /// ``TypingDistance`` cost units.
        public let distance: Int
        /// Components (split at `.`, `-`, `_` and spaces) the name shares with the query.
        public let sharedComponents: Int

        /// A candidate ranked by `distance` (cost units) and `sharedComponents`.
        public init(name: String, distance: Int, sharedComponents: Int) {
            self.name = name
            self.distance = distance
            self.sharedComponents = sharedComponents
        }

        /// True when this candidate is a better guess than `other` by distance or, at the same
        /// distance, by shared components (length and name only order ties).
        public func isClearlyBetter(than other: Ranked) -> Bool {
            distance != other.distance ? distance < other.distance : sharedComponents > other.sharedComponents
        }
    }

    /// The default budget for a query: a third of its letters, at least two edits.
    public static func defaultLimit(for query: String) -> Int {
        TypingDistance.limit(edits: max(2, query.utf8.count / 3))
    }

    /// Up to `limit` candidates within `maximumDistance` cost units of `query` (by default
    /// ``defaultLimit(for:)``), best first. Duplicates (ignoring ASCII case) count once.
    public static func ranked(
        _ query: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil, limit: Int = 3
    ) -> [Ranked] {
        guard limit > 0 else { return [] }
        let budget = maximumDistance ?? defaultLimit(for: query)
        var query = query
        let queryComponents = components(of: query)
        let queryLength = query.utf8.count
        var found = [Ranked]()
        var seen = Set<String>()
        query.withUTF8 { queryBytes in
            for var candidate in candidates {
                let distance = candidate.withUTF8 { TypingDistance.distance(queryBytes, $0, limit: budget) }
                guard let distance else { continue }
                guard seen.insert(lowercasedASCII(candidate)).inserted else { continue }
                found.append(Ranked(
                    name: candidate, distance: distance,
                    sharedComponents: sharedCount(queryComponents, components(of: candidate))))
            }
        }
        found.sort { order($0, $1, queryLength: queryLength) }
        return Array(found.prefix(limit))
    }

    /// The names of ``ranked(_:among:maximumDistance:limit:)``.
    public static func closest(
        to query: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil, limit: Int = 3
    ) -> [String] {
        ranked(query, among: candidates, maximumDistance: maximumDistance, limit: limit).map(\.name)
    }

    /// The first of `ranked` when it is clearly better than the second (or alone): the one
    /// suggestion safe to apply without asking.
    public static func confident(_ ranked: [Ranked]) -> Ranked? {
        guard let first = ranked.first else { return nil }
        guard ranked.count > 1 else { return first }
        return first.isClearlyBetter(than: ranked[1]) ? first : nil
    }

    /// What "did you mean" offers for `query`: the best candidate alone when it is
    /// ``confident(_:)``, else up to `limit` candidates, best first.
    public static func didYouMean(
        _ query: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil, limit: Int = 3
    ) -> [String] {
        offered(ranked(query, among: candidates, maximumDistance: maximumDistance, limit: limit))
    }

    /// The names of `ranked` to offer: the first alone when it is ``confident(_:)``, else all.
    public static func offered(_ ranked: [Ranked]) -> [String] {
        guard ranked.count > 1, let best = confident(ranked) else { return ranked.map(\.name) }
        return [best.name]
    }

    /// `; did you mean 'x'?`, `; did you mean 'x', 'y' or 'z'?`, or empty.
    public static func didYouMeanClause(_ names: [String], quote: (String) -> String = { "'\($0)'" }) -> String {
        guard !names.isEmpty else { return "" }
        let quoted = names.map(quote)
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
        return "; did you mean \(list)?"
    }

    /// True when `a` ranks before `b` for a query of `queryLength` bytes.
    static func order(_ a: Ranked, _ b: Ranked, queryLength: Int) -> Bool {
        if a.distance != b.distance { return a.distance < b.distance }
        if a.sharedComponents != b.sharedComponents { return a.sharedComponents > b.sharedComponents }
        let aLength = a.name.utf8.count, bLength = b.name.utf8.count
        let aGap = abs(aLength - queryLength), bGap = abs(bLength - queryLength)
        if aGap != bGap { return aGap < bGap }
        if aLength != bLength { return aLength < bLength }
        return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }

    /// The lowercased components of a name: `arrow.up-circle` → `arrow`, `up`, `circle`.
    static func components(of name: String) -> [Substring] {
        lowercasedASCII(name)[...].split { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " }
            .map { Substring($0) }
    }

    /// How many of `b`'s components also appear in `a` (each counted as often as both have it).
    static func sharedCount(_ a: [Substring], _ b: [Substring]) -> Int {
        var remaining = [Substring: Int]()
        for component in a { remaining[component, default: 0] += 1 }
        var shared = 0
        for component in b where remaining[component, default: 0] > 0 {
            remaining[component]! -= 1
            shared += 1
        }
        return shared
    }

    static func lowercasedASCII(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 &- 0x41 < 26 }) else { return text }
        return String(decoding: text.utf8.map(TypingDistance.fold), as: UTF8.self)
    }
}
