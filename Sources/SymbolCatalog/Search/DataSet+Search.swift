extension DataSet {
    /// Current base symbols (and, with ``SymbolQuery/includeVariants``, their variants) that
    /// match every term and pass every filter, best match first, ties by name.
    public func search(_ query: SymbolQuery) throws(SearchError) -> [SearchResult] {
        let filter = try ResolvedFilter(query, in: self)
        let terms = query.terms.map { $0.lowercased() }.filter { !$0.isEmpty }
        var results = [SearchResult]()
        for name in symbolNames {
            guard let symbol = symbols[name], filter.admits(symbol) else { continue }
            var rank = MatchRank.unranked
            if !terms.isEmpty {
                var weakest = MatchRank.exactName
                var matchedAll = true
                for term in terms {
                    guard let termRank = match(term, symbol) else { matchedAll = false; break }
                    weakest = max(weakest, termRank)
                }
                guard matchedAll else { continue }
                rank = weakest
            }
            if let shown = filter.availableName(for: symbol, in: self) {
                results.append(SearchResult(
                    symbol: symbol, name: shown.name, release: shown.release, rank: rank, note: shown.note,
                    variant: nil,
                    matchedOldNames: rank == .oldName
                        ? symbol.oldNames.filter { old in terms.contains { old.lowercased().contains($0) } } : []))
            }
            guard query.includeVariants else { continue }
            for localization in symbol.localizations where filter.admitsRelease(localization.release)
                && filter.isAvailable(localization.release, in: self) {
                results.append(SearchResult(
                    symbol: symbol, name: localization.name, release: localization.release, rank: rank, note: nil,
                    variant: localization, matchedOldNames: []))
            }
        }
        results.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.name < $1.name }
        if let limit = query.limit { return Array(results.prefix(max(0, limit))) }
        return results
    }

    /// How well one lowercased term matches a symbol, or nil.
    func match(_ term: String, _ symbol: Symbol) -> MatchRank? {
        let name = symbol.name.lowercased()
        if name == term { return .exactName }
        if name.hasPrefix(term) { return .namePrefix }
        if name.split(whereSeparator: { $0 == "." || $0 == "-" }).contains(where: { $0 == term }) { return .nameComponent }
        if name.contains(term) { return .nameSubstring }
        if symbol.oldNames.contains(where: { $0.lowercased().contains(term) }) { return .oldName }
        if symbol.keywords.contains(where: { $0.lowercased().hasPrefix(term) }) { return .keyword }
        let categoryMatch = symbol.categories.contains { key in
            key.lowercased() == term || categories.first { $0.key == key }?.label.lowercased() == term
        }
        return categoryMatch ? .category : nil
    }

    /// The platforms of the release table, in print order.
    public var platforms: [Platform] {
        Set(releases.flatMap(\.platforms.keys)).sorted()
    }

    /// The OS version of `release` on `platform`, when known.
    public func osVersion(of release: ReleaseID, on platform: Platform) -> OSVersion? {
        self.release(release)?.platforms[platform].flatMap(OSVersion.init)
    }

    /// The release id a user typed: exact, or equal as a version (`6.0` for `6.0.0`).
    public func releaseID(_ text: String) throws(SearchError) -> ReleaseID {
        if release(ReleaseID(text)) != nil { return ReleaseID(text) }
        if let version = OSVersion(text), let match = releases.first(where: { OSVersion($0.id.rawValue) == version }) {
            return match.id
        }
        throw .unknownRelease(text, suggestions: Suggestions.closest(to: text, among: releases.map(\.id.rawValue).reversed()))
    }

    /// The category key for a key or label, case-insensitive.
    public func categoryKey(_ text: String) throws(SearchError) -> String {
        let lowered = text.lowercased()
        if let category = categories.first(where: { $0.key.lowercased() == lowered || $0.label.lowercased() == lowered }) {
            return category.key
        }
        let used = Set(symbols.values.flatMap(\.categories))
        if let key = used.first(where: { $0.lowercased() == lowered }) { return key }
        throw .unknownCategory(text, suggestions: Suggestions.closest(to: text, among: categories.map(\.key) + categories.map(\.label)))
    }

    /// The platform for a name, case-insensitive (`ios` → `iOS`).
    public func platform(_ text: String) throws(SearchError) -> Platform {
        if let platform = platforms.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return platform }
        throw .unknownPlatform(text, known: platforms.map(\.rawValue))
    }
}
