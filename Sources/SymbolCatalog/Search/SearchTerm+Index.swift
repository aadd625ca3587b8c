extension SearchTerm {
    /// What one term already decided about strings of a cache index, by string number.
    /// Keywords, category keys and old names repeat across symbols (sf6.x has 6,044 keywords
    /// but 464 distinct ones): each is compared once per search.
    struct Memo {
        /// Per string number: 0 not yet compared, 1 no, 2 yes; one array per rule.
        fileprivate var substring: [UInt8]
        fileprivate var prefix: [UInt8]
        fileprivate var category: [UInt8]

        init(stringCount: Int) {
            substring = Array(repeating: 0, count: stringCount)
            prefix = substring
            category = substring
        }
    }

    /// How well the term matches symbol `index` of a cache index, read in place (the same
    /// rules and order as ``rank(of:)``), or nil.
    @inline(__always)
    func rank(ofSymbolAt index: Int, in view: IndexView, memo: inout Memo) -> MatchRank? {
        guard let name = view.stringBytes(view.field(.name, ofSymbol: index)) else { return nil }
        if let rank = nameRank(name) { return rank }
        if matchesAny(view, view.field(.oldNames, ofSymbol: index), &memo.substring, isSubstring) { return .oldName }
        if matchesAny(view, view.field(.keywords, ofSymbol: index), &memo.prefix, isPrefix) { return .keyword }
        if matchesAny(view, view.field(.categories, ofSymbol: index), &memo.category, isCategory) { return .category }
        return nil
    }

    @inline(__always)
    private func matchesAny(
        _ view: IndexView, _ list: Int, _ known: inout [UInt8], _ rule: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        for position in view.list(list) {
            let number = view.item(position)
            guard known.indices.contains(number) else { continue }
            if known[number] == 0 {
                guard let text = view.stringBytes(number) else { continue }
                known[number] = rule(text) ? 2 : 1
            }
            if known[number] == 2 { return true }
        }
        return false
    }
}
