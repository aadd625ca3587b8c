import CatalogSystem

extension DataSet {
    /// Current base symbols (and, with ``SymbolQuery/includeVariants``, their variants) that
    /// match every term and pass every filter, best match first, ties by name.
    public func search(_ query: SymbolQuery) throws(SearchError) -> [SearchResult] {
        let filter = try ResolvedFilter(query, in: self)
        let terms = query.terms.map { $0.lowercased() }.filter { !$0.isEmpty }.map { SearchTerm($0, categories: categories) }
        var results = [SearchResult]()
        func add(_ symbol: Symbol, rank: MatchRank) {
            guard filter.admits(symbol) else { return }
            if let shown = filter.availableName(for: symbol, in: self) {
                results.append(SearchResult(
                    symbol: symbol, name: shown.name, release: shown.release, rank: rank, note: shown.note,
                    variant: nil,
                    matchedOldNames: rank == .oldName
                        ? symbol.oldNames.filter { old in terms.contains { $0.isSubstring(of: old) } } : []))
            }
            guard query.includeVariants else { return }
            for localization in symbol.localizations where filter.admitsRelease(localization.release)
                && filter.isAvailable(localization.release, in: self) {
                results.append(SearchResult(
                    symbol: symbol, name: localization.name, release: localization.release, rank: rank, note: nil,
                    variant: localization, matchedOldNames: []))
            }
        }
        // Match first, filter after: most symbols fail the match, which reads four fields.
        if let indexed = indexedData, !terms.isEmpty {
            // Still in the cache index: match on its bytes, make symbols only for matches.
            indexed.withView { view in
                var memos = terms.map { _ in SearchTerm.Memo(stringCount: view.layout.stringCount) }
                for index in 0..<indexed.symbolCount {
                    var weakest = MatchRank.exactName
                    var matchedAll = true
                    for position in terms.indices {
                        guard let rank = terms[position].rank(ofSymbolAt: index, in: view, memo: &memos[position]) else {
                            matchedAll = false
                            break
                        }
                        weakest = max(weakest, rank)
                    }
                    guard matchedAll, let symbol = indexed.symbol(at: index, in: view) else { continue }
                    add(symbol, rank: weakest)
                }
            }
        } else {
            // Borrow the symbols rather than copy each one out (a copy retains a dozen fields).
            orderedSymbols.withUnsafeBufferPointer { symbols in
                guard let first = symbols.baseAddress else { return }
                for index in symbols.indices {
                    guard let rank = Self.weakest(terms, { $0.rank(of: first + index) }) else { continue }
                    add(symbols[index], rank: rank)
                }
            }
        }
        results.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.name < $1.name }
        if let limit = query.limit { return Array(results.prefix(max(0, limit))) }
        return results
    }

    /// The weakest rank of all terms, nil when one does not match; ``MatchRank/unranked``
    /// without terms.
    @inline(__always)
    private static func weakest(_ terms: [SearchTerm], _ rank: (SearchTerm) -> MatchRank?) -> MatchRank? {
        guard !terms.isEmpty else { return .unranked }
        var weakest = MatchRank.exactName
        for term in terms {
            guard let termRank = rank(term) else { return nil }
            weakest = max(weakest, termRank)
        }
        return weakest
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
        throw .unknownRelease(text, suggestions: NameSuggestions.didYouMean(text, among: releases.map(\.id.rawValue).reversed()))
    }

    /// The category key for a key or label, case-insensitive.
    public func categoryKey(_ text: String) throws(SearchError) -> String {
        let lowered = text.lowercased()
        if let category = categories.first(where: { $0.key.lowercased() == lowered || $0.label.lowercased() == lowered }) {
            return category.key
        }
        let used = Set(symbols.values.flatMap(\.categories))
        if let key = used.first(where: { $0.lowercased() == lowered }) { return key }
        throw .unknownCategory(text, suggestions: NameSuggestions.didYouMean(text, among: categories.map(\.key) + categories.map(\.label)))
    }

    /// The platform for a name, case-insensitive (`ios` → `iOS`).
    public func platform(_ text: String) throws(SearchError) -> Platform {
        if let platform = platforms.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return platform }
        throw .unknownPlatform(text, known: platforms.map(\.rawValue))
    }
}
