/// The four fields a search reads of one symbol, as UTF-8 bytes: from a `Symbol` in memory,
/// or in place from the cache index. Items carry a memo key (their string number in the
/// index, or -1) so that a term decides each distinct keyword or old name once per search.
protocol SymbolFields {
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result?
    /// Calls `body` with each item of a list field until it returns false.
    func forEach(_ field: SymbolListField, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool)
}

enum SymbolListField: Int, CaseIterable {
    case keywords, oldNames, categories
}

/// A symbol in memory, read through a pointer: a copy of the whole symbol would retain a
/// dozen fields.
struct SymbolValueFields: SymbolFields {
    let symbol: UnsafePointer<Symbol>

    @inline(__always)
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        SearchTerm.withBytes(symbol.pointee.name, body)
    }

    @inline(__always)
    func forEach(_ field: SymbolListField, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) {
        let items: [String]
        switch field {
        case .keywords: items = symbol.pointee.keywords
        case .oldNames: items = symbol.pointee.oldNames
        case .categories: items = symbol.pointee.categories
        }
        for item in items where !SearchTerm.withBytes(item, { body($0, -1) }) { return }
    }
}

/// Symbol `index` of a cache index, read in place.
struct IndexedFields: SymbolFields {
    let view: IndexView
    let index: Int

    @inline(__always)
    func withName<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        view.stringBytes(view.field(.name, ofSymbol: index)).map(body)
    }

    @inline(__always)
    func forEach(_ field: SymbolListField, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool) {
        let list: Int
        switch field {
        case .keywords: list = view.field(.keywords, ofSymbol: index)
        case .oldNames: list = view.field(.oldNames, ofSymbol: index)
        case .categories: list = view.field(.categories, ofSymbol: index)
        }
        for position in view.list(list) {
            let number = view.item(position)
            guard let bytes = view.stringBytes(number) else { continue }
            if !body(bytes, number) { return }
        }
    }
}

/// One term's matching against symbols, with what it already decided about repeated
/// strings: sf6.x has 6,044 keywords but 464 distinct ones.
struct TermMatcher {
    let term: SearchTerm
    /// Per list field, per string number: 0 not yet decided, 1 no match, else the match
    /// packed by ``pack(_:)``.
    private var memos: [[UInt16]]
    /// Typo matches by symbol index, for a term that matches no word as a whole or at its
    /// start.
    var fuzzy: [Int32: FuzzyMatch] = [:]
    /// The matchers of the term's vocabulary targets.
    private var targets: [TermMatcher]

    init(_ term: SearchTerm, stringCount: Int) {
        self.term = term
        memos = Array(repeating: Array(repeating: 0, count: stringCount), count: SymbolListField.allCases.count)
        targets = term.targets.map { TermMatcher($0, stringCount: stringCount) }
    }

    /// The best match of the term on a symbol, or nil. `symbolIndex` is the symbol's place in
    /// name order (for the typo matches).
    @inline(__always)
    mutating func match<Fields: SymbolFields>(_ fields: Fields, symbolIndex: Int) -> TermMatch? {
        let term = self.term
        var best = fields.withName { term.nameMatch($0) } ?? nil
        // Stronger rules first: a field is read only when it could still do better.
        if (best?.points ?? 0) < MatchRule.keyword.points {
            best = TermMatch.best(best, bestOfList(.keywords, fields, term.keywordMatch))
        }
        // An everyday word: its target as whole words of the name or a keyword, at a keyword's points.
        if !targets.isEmpty, (best?.points ?? 0) < MatchRule.vocabulary.points,
           targets.indices.contains(where: { targets[$0].matchesAsWord(fields) }) {
            best = TermMatch.best(best, TermMatch(.vocabulary))
        }
        if (best?.points ?? 0) < MatchRule.oldName.points {
            best = TermMatch.best(best, bestOfList(.oldNames, fields, term.oldNameMatch))
        }
        if best == nil {
            best = bestOfList(.categories, fields) { term.isCategory($0) ? TermMatch(.category) : nil }
        }
        // A typo of a whole word is a better guess than the term inside another word (`hart`:
        // `chart` before `flowchart`'s middle).
        if best.map({ $0.rule.isInsideWord }) ?? true, !fuzzy.isEmpty, let typo = fuzzy[Int32(symbolIndex)] {
            best = typo.match
        }
        return best
    }

    /// True when the term is whole components of the name or a keyword (a vocabulary target's match).
    @inline(__always)
    private mutating func matchesAsWord<Fields: SymbolFields>(_ fields: Fields) -> Bool {
        let term = self.term
        if fields.withName({ term.nameMatch($0)?.rule == .component }) == true { return true }
        return bestOfList(.keywords, fields, term.keywordMatch)?.rule == .keyword
    }

    @inline(__always)
    private mutating func bestOfList<Fields: SymbolFields>(
        _ field: SymbolListField, _ fields: Fields, _ rule: (UnsafeBufferPointer<UInt8>) -> TermMatch?
    ) -> TermMatch? {
        var best: TermMatch?
        fields.forEach(field) { bytes, number in
            let found: TermMatch?
            if number >= 0, number < memos[field.rawValue].count {
                let known = memos[field.rawValue][number]
                if known == 0 {
                    found = rule(bytes)
                    memos[field.rawValue][number] = Self.pack(found)
                } else {
                    found = Self.unpack(known)
                }
            } else {
                found = rule(bytes)
            }
            best = TermMatch.best(best, found)
            return true
        }
        return best
    }

    private static func pack(_ match: TermMatch?) -> UInt16 {
        guard let match else { return 1 }
        return UInt16(match.rule.ordinal + 1) << 8 | UInt16(match.points)
    }

    private static func unpack(_ packed: UInt16) -> TermMatch? {
        guard packed > 1 else { return nil }
        guard let rule = MatchRule(ordinal: Int(packed >> 8) - 1) else { return nil }
        return TermMatch(rule, points: UInt8(packed & 0xFF))
    }
}
