/// One walk over a data set's symbols in name order, matching every term: in place in the
/// cache index when the symbols are still there, else over the symbols in memory. Symbols
/// are made (decoded from the index) only for those that match every term.
struct SymbolScan {
    let dataSet: DataSet
    let terms: QueryTerms
    var matchers: [TermMatcher]
    /// Per term: it matched some symbol as a whole word or at the start of one (a rule other
    /// than part of a word, category or typo).
    private var exact: [Bool]
    /// Per term: it matched some symbol inside a word (part of a component or old name).
    private var insideWord: [Bool]
    /// Per term: it matched some symbol's category.
    private var category: [Bool]
    /// Per term: a walk has tried it on every symbol.
    private var triedOnAll: [Bool]

    /// A symbol that matched every term, with each term's match.
    struct Candidate {
        let index: Int
        let symbol: Symbol
        let matches: [TermMatch]
    }

    init(dataSet: DataSet, terms: QueryTerms) {
        self.dataSet = dataSet
        self.terms = terms
        let stringCount = dataSet.indexedData?.layout.stringCount ?? 0
        matchers = terms.terms.map { TermMatcher($0, stringCount: stringCount) }
        exact = Array(repeating: false, count: terms.count)
        insideWord = exact
        category = exact
        triedOnAll = exact
    }

    /// Every symbol that matches all terms (every symbol without terms).
    mutating func run() -> [Candidate] {
        if let first = terms.terms.indices.first { triedOnAll[first] = true }
        // A term matched only as a typo (not inside a word, no category either) can match only
        // the symbols of its typo matches: only those are walked.
        var only: Set<Int32>?
        for (position, matcher) in matchers.enumerated()
        where !matcher.fuzzy.isEmpty && !exact[position] && !insideWord[position] && !category[position] {
            let keys = Set(matcher.fuzzy.keys)
            only = only.map { $0.intersection(keys) } ?? keys
        }
        return walk(.allTerms, only: only.map { $0.map(Int.init).sorted() })
    }

    /// True when term `position` matches some symbol of the data set as a whole word or at the
    /// start of one: by a rule other than part of a word, category or typo (walking the
    /// symbols for it alone when the walks so far cannot tell).
    mutating func hasExactMatch(_ position: Int) -> Bool {
        if exact[position] || triedOnAll[position] { return exact[position] }
        _ = walk(.untilExact(position))
        triedOnAll[position] = !exact[position]
        return exact[position]
    }

    /// True when term `position` matched a category (after ``hasExactMatch(_:)`` was false).
    func hasCategoryMatch(_ position: Int) -> Bool { category[position] }

    /// True when term `position` matched inside a word (after ``hasExactMatch(_:)`` was false).
    func hasInsideWordMatch(_ position: Int) -> Bool { insideWord[position] }

    private enum Mode {
        /// Every term, collecting the symbols that match them all.
        case allTerms
        /// One term, until it matches a symbol exactly.
        case untilExact(Int)
    }

    /// Walks the symbols (those of `only`, in that order, when given) in `mode`. Two loops, so that each reads its fields through a
    /// specialised ``step(_:_:_:_:_:_:)``.
    private mutating func walk(_ mode: Mode, only: [Int]? = nil) -> [Candidate] {
        var candidates = [Candidate]()
        var matches = [TermMatch]()
        matches.reserveCapacity(terms.count)
        if let indexed = dataSet.indexedData {
            indexed.withView { view in
                // One decoder for the walk, made at the first match: the symbols found share
                // their repeated strings (keywords, categories) instead of each making its own.
                var decoder: IndexDecoder?
                func symbol(_ index: Int) -> Symbol? {
                    if decoder == nil { decoder = IndexDecoder(view, releaseIDs: indexed.releaseIDs) }
                    return (try? decoder?.symbol(at: index)) ?? indexed.symbol(at: index, in: view)
                }
                var position = 0
                while let index = next(&position, only, indexed.symbolCount) {
                    let fields = IndexedFields(view: view, index: index)
                    guard step(index, fields, mode, &candidates, &matches, { symbol(index) }) else { return }
                }
            }
        } else {
            dataSet.orderedSymbols.withUnsafeBufferPointer { symbols in
                guard let first = symbols.baseAddress else { return }
                var position = 0
                while let index = next(&position, only, symbols.count) {
                    guard step(index, SymbolValueFields(symbol: first + index), mode, &candidates, &matches, { symbols[index] }) else {
                        return
                    }
                }
            }
        }
        return candidates
    }

    /// The next symbol index: `only`'s next (those in range), else `position` itself.
    @inline(__always)
    private func next(_ position: inout Int, _ only: [Int]?, _ count: Int) -> Int? {
        if let only {
            while position < only.count {
                defer { position += 1 }
                if only[position] < count { return only[position] }
            }
            return nil
        }
        guard position < count else { return nil }
        defer { position += 1 }
        return position
    }

    /// One symbol; false to stop the walk.
    @inline(__always)
    private mutating func step<Fields: SymbolFields>(
        _ index: Int, _ fields: Fields, _ mode: Mode, _ candidates: inout [Candidate], _ matches: inout [TermMatch],
        _ symbol: () -> Symbol?
    ) -> Bool {
        switch mode {
        case .allTerms:
            matches.removeAll(keepingCapacity: true)
            for position in matchers.indices {
                guard let match = matchers[position].match(fields, symbolIndex: index) else { return true }
                note(match, position)
                matches.append(match)
            }
            if let symbol = symbol() { candidates.append(Candidate(index: index, symbol: symbol, matches: matches)) }
            return true
        case .untilExact(let position):
            if let match = matchers[position].match(fields, symbolIndex: index) { note(match, position) }
            return !exact[position]
        }
    }

    private mutating func note(_ match: TermMatch, _ position: Int) {
        switch match.rule {
        case .category: category[position] = true
        case .substring, .oldNameSubstring: insideWord[position] = true
        case .fuzzy: break
        default: exact[position] = true
        }
    }
}
