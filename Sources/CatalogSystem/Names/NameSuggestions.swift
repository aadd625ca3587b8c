/// "Did you mean": the one ranking of names close to a mistyped one, used by every
/// suggestion in the tool (symbol names, option values, command words, font families) and by
/// fuzzy search.
///
/// Candidates are ranked in four tiers, then by ``TypingDistance`` (closest first), then by
/// the number of dot-, dash- or space-separated components they share with the query
/// (`hart.fill` shares `fill` with `heart.fill`), then by how near their length is to the
/// query's, then shorter first, then by name, so the order never depends on the order
/// candidates were given in:
///
/// 1. one slip away (a letter missing, extra, wrong, or two swapped) with the same first letter;
/// 2. the names the data says were meant (a caller's `meant`, in its order: a renamed
///    component, what search ranks first for the words), whatever their spelling;
/// 3. farther, with the same first letter;
/// 4. a different first letter (`gear.fill` → `ear.fill`, `share` → `hare`): people rarely
///    mistype the first letter, so this is the weakest guess, and never ``confident(_:)``.
///
/// The budget is a third of the letters of the components that differ, not of the whole name:
/// `collection show` is 8 units from `collection new`, over the budget of `show`.
public enum NameSuggestions {
    /// One candidate with what it was ranked by.
    public struct Ranked: Hashable, Sendable {
        /// The candidate, as given.
        public let name: String
        /// ``TypingDistance`` cost units.
        public let distance: Int
        /// Components (split at `.`, `-`, `_` and spaces) the name shares with the query.
        public let sharedComponents: Int
        /// True when the part of the name that differs from the query starts with the same
        /// letter as the query's (case folded).
        public let keepsFirstLetter: Bool
        /// True when the data, not the spelling, says this name was meant.
        public let isMeant: Bool

        /// A candidate ranked by `distance` (cost units), `sharedComponents`, whether it keeps
        /// the query's first letter and whether the data says it was meant.
        public init(name: String, distance: Int, sharedComponents: Int, keepsFirstLetter: Bool = true, isMeant: Bool = false) {
            self.name = name
            self.distance = distance
            self.sharedComponents = sharedComponents
            self.keepsFirstLetter = keepsFirstLetter
            self.isMeant = isMeant
        }

        /// This candidate under another name (an old name standing for its current one),
        /// ranked the same.
        public func named(_ other: String) -> Ranked {
            Ranked(name: other, distance: distance, sharedComponents: sharedComponents,
                   keepsFirstLetter: keepsFirstLetter, isMeant: isMeant)
        }

        /// The tier of the order above, 0 the best.
        public var tier: Int {
            if isMeant { return 1 }
            guard keepsFirstLetter else { return 3 }
            return distance <= TypingDistance.substitution ? 0 : 2
        }

        /// True when this candidate is a better guess than `other` by tier, by distance or,
        /// at the same distance, by shared components (length and name only order ties).
        public func isClearlyBetter(than other: Ranked) -> Bool {
            if tier != other.tier { return tier < other.tier }
            return distance != other.distance ? distance < other.distance : sharedComponents > other.sharedComponents
        }
    }

    /// The default budget for a query: a third of its letters, at least two edits.
    public static func defaultLimit(for query: String) -> Int {
        TypingDistance.limit(edits: max(2, query.utf8.count / 3))
    }

    /// Up to `limit` candidates within `maximumDistance` cost units of `query` (by default
    /// ``defaultLimit(for:)`` of the components that differ), with the names of `meant` (the
    /// data's guesses, best first, at any distance), in the order of ``NameSuggestions``.
    /// Duplicates (ignoring ASCII case) count once.
    public static func ranked(
        _ query: String, among candidates: some Sequence<String>, meant: [String] = [], maximumDistance: Int? = nil,
        limit: Int = 3
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
                let candidateComponents = components(of: candidate)
                let differing = differingPart(queryComponents, candidateComponents)
                if maximumDistance == nil, distance > defaultLimit(for: differing.query) { continue }
                guard seen.insert(lowercasedASCII(candidate)).inserted else { continue }
                found.append(Ranked(
                    name: candidate, distance: distance,
                    sharedComponents: sharedCount(queryComponents, candidateComponents),
                    keepsFirstLetter: differing.query.isEmpty || differing.candidate.isEmpty
                        || differing.query.first == differing.candidate.first))
            }
        }
        var meantRanked = [Ranked]()
        for name in meant {
            let folded = lowercasedASCII(name)
            if let index = found.firstIndex(where: { lowercasedASCII($0.name) == folded }) {
                // Already close in spelling: the data only confirms it.
                if found[index].tier != 0 { found.remove(at: index) } else { continue }
            } else if !seen.insert(folded).inserted {
                continue
            }
            let candidateComponents = components(of: name)
            meantRanked.append(Ranked(
                name: name, distance: TypingDistance.distance(query, name, limit: Int(Int32.max)) ?? Int(Int32.max),
                sharedComponents: sharedCount(queryComponents, candidateComponents),
                keepsFirstLetter: true, isMeant: true))
        }
        found.sort { order($0, $1, queryLength: queryLength) }
        let (first, rest) = (found.prefix { $0.tier == 0 }, found.drop { $0.tier == 0 })
        return Array((first + meantRanked + rest).prefix(limit))
    }

    /// The names of ``ranked(_:among:meant:maximumDistance:limit:)``.
    public static func closest(
        to query: String, among candidates: some Sequence<String>, maximumDistance: Int? = nil, limit: Int = 3
    ) -> [String] {
        ranked(query, among: candidates, maximumDistance: maximumDistance, limit: limit).map(\.name)
    }

    /// The first of `ranked` when it is a spelling that keeps the first letter and is clearly
    /// better than the second (or alone): the one suggestion safe to apply without asking.
    /// What the data means, or a different first letter, is only ever offered.
    public static func confident(_ ranked: [Ranked]) -> Ranked? {
        guard let first = ranked.first, first.tier == 0 || first.tier == 2 else { return nil }
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
        return "; did you mean \(Wording.list(names.map(quote)))?"
    }

    /// True when `a` ranks before `b` for a query of `queryLength` bytes.
    static func order(_ a: Ranked, _ b: Ranked, queryLength: Int) -> Bool {
        if a.tier != b.tier { return a.tier < b.tier }
        if a.distance != b.distance { return a.distance < b.distance }
        if a.sharedComponents != b.sharedComponents { return a.sharedComponents > b.sharedComponents }
        let aLength = a.name.utf8.count, bLength = b.name.utf8.count
        let aGap = abs(aLength - queryLength), bGap = abs(bLength - queryLength)
        if aGap != bGap { return aGap < bGap }
        if aLength != bLength { return aLength < bLength }
        return a.name.utf8.lexicographicallyPrecedes(b.name.utf8)
    }

    /// The lowercased components of a name: `arrow.up-circle` → `arrow`, `up`, `circle`.
    public static func components(of name: String) -> [Substring] {
        lowercasedASCII(name)[...].split { $0 == "." || $0 == "-" || $0 == "_" || $0 == " " }
            .map { Substring($0) }
    }

    /// The components of the query and of the candidate left once the components both start
    /// and end with are set aside, joined (`gear.fill` and `ear.fill`: `gear` and `ear`);
    /// the whole of each when they share none.
    static func differingPart(_ query: [Substring], _ candidate: [Substring]) -> (query: String, candidate: String) {
        var leading = 0
        while leading < min(query.count, candidate.count), query[leading] == candidate[leading] { leading += 1 }
        var trailing = 0
        while trailing < min(query.count, candidate.count) - leading,
              query[query.count - 1 - trailing] == candidate[candidate.count - 1 - trailing] { trailing += 1 }
        guard leading + trailing > 0 else { return (query.joined(separator: "."), candidate.joined(separator: ".")) }
        return (query[leading..<(query.count - trailing)].joined(separator: "."),
                candidate[leading..<(candidate.count - trailing)].joined(separator: "."))
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
