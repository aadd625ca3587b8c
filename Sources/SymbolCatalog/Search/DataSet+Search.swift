import CatalogSystem

extension DataSet {
    /// Current base symbols (and, with ``SymbolQuery/includeVariants``, their variants) that
    /// match every term and pass every filter, in the query's order (best match first by
    /// default).
    ///
    /// A term matches a symbol by a rule of ``MatchRule``: a whole name component, a keyword
    /// or a word of one, a whole component of an old name, the start of a component or of a
    /// keyword word, part of a component or of an old name, or a category. A term that
    /// matches no word of the data set as a whole or at its start (only inside words, as
    /// `hart` in `flowchart`, by category, or not at all) is matched as a typo
    /// (``FuzzyIndex``) unless ``SymbolQuery/exact``, and its inside-word matches rank below
    /// its typos. See ``SearchResult/score``.
    public func search(_ query: SymbolQuery) throws(SearchError) -> [SearchResult] {
        try searchOutcome(query).results
    }

    /// ``search(_:)`` with the count before the limit and what was matched as a typo.
    ///
    /// `vocabulary` (default: the one of the data set's ``family``) lets everyday words match
    /// the names' words (``Vocabulary``).
    public func searchOutcome(_ query: SymbolQuery, vocabulary: Vocabulary? = nil) throws(SearchError) -> SearchOutcome {
        guard query.terms.count <= SymbolQuery.maximumTerms else { throw .tooManyTerms(count: query.terms.count) }
        let filter = try ResolvedFilter(query, in: self)
        let terms = QueryTerms(query.terms, categories: categories, vocabulary: vocabulary ?? Vocabulary.of(family: family))
        var scan = SymbolScan(dataSet: self, terms: terms)
        var candidates = scan.run()
        var fuzzyTerms = [String](), unmatched = [String]()
        if !terms.isEmpty {
            let withoutExact = terms.terms.indices.filter { !scan.hasExactMatch($0) }
            if !query.exact, !withoutExact.isEmpty {
                let index = fuzzyIndex
                // A word of the vocabulary is never taken for a typo of another word.
                for position in withoutExact where terms.terms[position].targets.isEmpty {
                    scan.matchers[position].fuzzy = index.matches(for: terms.terms[position].text)
                    if !scan.matchers[position].fuzzy.isEmpty { fuzzyTerms.append(terms.terms[position].text) }
                }
                if !fuzzyTerms.isEmpty { candidates = scan.run() }
            }
            unmatched = withoutExact.filter {
                scan.matchers[$0].fuzzy.isEmpty && !scan.hasCategoryMatch($0) && !scan.hasInsideWordMatch($0)
            }
                .map { terms.terms[$0].text }
        }
        var results = [(result: SearchResult, extra: Int)]()
        for candidate in candidates {
            let symbol = candidate.symbol
            guard filter.admits(symbol) else { continue }
            var typos = [Int: FuzzyMatch]()
            for (position, match) in candidate.matches.enumerated() where match.rule == .fuzzy {
                typos[position] = scan.matchers[position].fuzzy[Int32(candidate.index)]
            }
            var scored = typos.isEmpty ? terms.score(symbol, candidate.matches)
                : terms.score(symbol, candidate.matches, typos: typos, categories: categories)
            // A term found only inside a word of this symbol, where it is a typo of a whole word
            // of others: below every such typo (`hart`: `heart` before `flowchart`).
            if candidate.matches.indices.contains(where: { position in
                candidate.matches[position].rule.isInsideWord && !scan.matchers[position].fuzzy.isEmpty
            }) {
                scored.score /= QueryTerms.insideWordDivisor
            }
            let corrections = typos.sorted { $0.key < $1.key }.map { position, typo in
                SearchResult.Correction(term: terms.terms[position].text, word: typo.word)
            }
            let vocabulary = Self.vocabularyUses(symbol, terms, candidate.matches, throughVocabulary: scored.throughVocabulary)
            if let shown = filter.availableName(for: symbol, in: self) {
                results.append((SearchResult(
                    symbol: symbol, name: shown.name, release: shown.release, score: scored.score, match: scored.match,
                    corrections: corrections, note: shown.note, variant: nil,
                    matchedOldNames: Self.matchedOldNames(symbol, terms, candidate.matches, scored.match), vocabulary: vocabulary),
                    scored.extraComponents))
            }
            guard query.includeVariants else { continue }
            for localization in symbol.localizations where filter.admitsRelease(localization.release)
                && filter.isAvailable(localization.release, in: self) {
                results.append((SearchResult(
                    symbol: symbol, name: localization.name, release: localization.release, score: scored.score,
                    match: scored.match, corrections: corrections, note: nil, variant: localization, matchedOldNames: [],
                    vocabulary: vocabulary),
                    scored.extraComponents))
            }
        }
        // Sort positions, not the results: moving a result copies a dozen references.
        let order = terms.isEmpty && query.sort == .relevance ? SearchSort.name : query.sort
        let sorted = results.indices.sorted { Self.precedes(results[$0], results[$1], by: order) }
        let kept = query.limit.map { sorted.prefix(max(0, $0)) } ?? sorted[...]
        return SearchOutcome(results: kept.map { results[$0].result }, totalCount: results.count, fuzzyTerms: fuzzyTerms,
                             unmatchedTerms: unmatched)
    }

    /// True when `a` comes before `b` in `order`.
    private static func precedes(_ a: (result: SearchResult, extra: Int), _ b: (result: SearchResult, extra: Int), by order: SearchSort) -> Bool {
        let (x, y) = (a.result, b.result)
        switch order {
        case .relevance:
            if x.score != y.score { return x.score > y.score }
            if a.extra != b.extra { return a.extra < b.extra }
            if x.name.utf8.count != y.name.utf8.count { return x.name.utf8.count < y.name.utf8.count }
        case .release:
            if x.release != y.release { return x.release < y.release }
        case .name:
            break
        }
        return x.name < y.name
    }

    /// The everyday words that found `symbol`: each term of the vocabulary that matched it
    /// through a target, or whose target made the rule of the query as a whole
    /// (`throughVocabulary`), with its first target that is whole words of the name or a keyword.
    private static func vocabularyUses(_ symbol: Symbol, _ terms: QueryTerms, _ matches: [TermMatch],
                                       throughVocabulary: Bool) -> [SearchResult.VocabularyUse] {
        zip(terms.terms, matches).compactMap { term, match in
            guard !term.targets.isEmpty, match.rule == .vocabulary || throughVocabulary,
                  let target = term.targets.first(where: { $0.isWholeWord(of: symbol) })
            else { return nil }
            return SearchResult.VocabularyUse(term: term.text, target: target.text)
        }
    }

    /// The old names a term matched, when the match was on old names.
    private static func matchedOldNames(_ symbol: Symbol, _ terms: QueryTerms, _ matches: [TermMatch], _ rule: MatchRule?) -> [String] {
        guard !symbol.oldNames.isEmpty else { return [] }
        let onOldNames = zip(terms.terms, matches).filter { _, match in match.rule == .oldName || match.rule == .oldNameSubstring }
            .map(\.0)
        if rule == .exactOldName || !onOldNames.isEmpty {
            let searched = onOldNames.isEmpty ? terms.terms : onOldNames
            return symbol.oldNames.filter { old in
                SearchTerm.withBytes(old) { bytes in searched.contains { $0.oldNameMatch(bytes) != nil } }
            }
        }
        return []
    }

    /// The platforms of the release table, in print order.
    public var platforms: [Platform] {
        deferredReleases.value.platforms
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

    /// The rendering mode for a name, case-insensitive: `hierarchical`, `multicolor`, or one
    /// the data set's symbols record.
    public func layerset(_ text: String) throws(SearchError) -> Layerset {
        let known = Set([Layerset.hierarchical, .multicolor].map(\.rawValue)).union(symbols.values.flatMap { $0.layersets.keys.map(\.rawValue) })
        guard known.contains(text.lowercased()) else {
            throw .unknownLayerset(text, suggestions: NameSuggestions.didYouMean(text, among: known.sorted()))
        }
        return Layerset(rawValue: text.lowercased())
    }
}
