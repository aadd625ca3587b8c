/// A query's terms together, for the rules of the query as a whole (``MatchRule/isWholeQuery``)
/// and the score and tie-break of a symbol that matched every term.
struct QueryTerms {
    let terms: [SearchTerm]
    /// With several terms: the words joined as data sets join them (`star.fill`,
    /// `magnifying-glass`, then run together: `lightbulb`); with one, that term.
    private let joinedForms: [[UInt8]]
    /// The terms joined by spaces, as a keyword of several words is written.
    private let spaced: [UInt8]

    init(_ words: [String], categories: [SymbolCategory]) {
        let lowered = words.map { $0.lowercased() }.filter { !$0.isEmpty }
        terms = lowered.map { SearchTerm($0, categories: categories) }
        var forms = [[UInt8]]()
        for separator in [".", "-", ""] where lowered.count > 1 || forms.isEmpty {
            let form = Array(lowered.joined(separator: separator).utf8)
            if !forms.contains(form) { forms.append(form) }
        }
        joinedForms = lowered.isEmpty ? [] : forms
        spaced = Array(lowered.joined(separator: " ").utf8)
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }

    /// What a symbol that matched every term scored.
    struct Scored {
        var score: Int
        var match: MatchRule?
        /// Name components no term matched (the tie-break after the score).
        var extraComponents: Int
    }

    /// The score of `symbol` given each term's match on it (``SearchResult/score``).
    func score(_ symbol: Symbol, _ termMatches: [TermMatch]) -> Scored {
        guard !terms.isEmpty else { return Scored(score: 0, match: nil, extraComponents: 0) }
        var matches = termMatches
        let name = Array(symbol.name.utf8).map(SearchTerm.folded)
        let nameIsASCII = name.allSatisfy(SearchTerm.isPrintableASCII)
        var whole: MatchRule?
        if terms.count == 1, Self.equals(terms[0].bytes, symbol.name) {
            whole = .exactName
        } else if symbol.oldNames.contains(where: { old in joinedForms.contains { Self.equals($0, old) } }) {
            whole = .exactOldName
        } else if terms.count > 1, joinedForms.contains(where: { Self.equals($0, symbol.name) }) {
            whole = .joinedName
        } else if nameIsASCII, joinedForms.contains(where: { form in
            TextOccurrence.find(form, in: name, fold: { $0 }, isSeparator: TextOccurrence.nameSeparators)
                .map { $0.kind == .wholeSegment && ($0.atStart || terms.count == 1) } ?? false
        }) {
            whole = .nameComponents
        } else if symbol.keywords.contains(where: { Self.equals(spaced, $0) }) {
            whole = .exactKeyword
        }
        // The words run together are a whole component of the name (`light bulb` in
        // `lightbulb.fill`): each term counts as that component.
        if terms.count > 1, nameIsASCII, let form = joinedForms.last {
            if let found = TextOccurrence.find(form, in: name, fold: { $0 }, isSeparator: TextOccurrence.nameSeparators),
               found.kind == .wholeSegment {
                let joined = TermMatch(.component, atStart: found.atStart)
                for index in matches.indices where matches[index].rule != .fuzzy {
                    matches[index] = TermMatch.best(matches[index], joined)!
                }
            }
        }
        let points = matches.reduce(0) { $0 + Int($1.points) }
        let allExact = !matches.contains { $0.rule == .fuzzy }
        let tier = whole?.wholeQueryTier ?? (allExact ? 1 : 0)
        let weakest = matches.min { $0.points != $1.points ? $0.points < $1.points : $0.rule > $1.rule }?.rule
        return Scored(score: 1000 * tier + min(999, points), match: whole ?? weakest,
                      extraComponents: nameIsASCII ? extraComponents(name) : 0)
    }

    /// The components of `name` (folded) that no term or joined form starts.
    private func extraComponents(_ name: [UInt8]) -> Int {
        var starts = [0]
        for (index, byte) in name.enumerated() where TextOccurrence.nameSeparators(byte) { starts.append(index + 1) }
        var covered = [Bool](repeating: false, count: starts.count)
        for pattern in terms.map(\.bytes) + joinedForms where !pattern.isEmpty && pattern.count <= name.count {
            for (component, start) in starts.enumerated() where start + pattern.count <= name.count
                && name[start..<(start + pattern.count)].elementsEqual(pattern) {
                var index = component
                while index < starts.count, starts[index] < start + pattern.count {
                    covered[index] = true
                    index += 1
                }
            }
        }
        return covered.filter { !$0 }.count
    }

    /// True when `candidate`, lowercased, is `lowered`.
    static func equals(_ lowered: [UInt8], _ candidate: String) -> Bool {
        SearchTerm.withBytes(candidate) { bytes in
            if bytes.allSatisfy(SearchTerm.isPrintableASCII) {
                return TextOccurrence.equals(lowered, bytes, fold: SearchTerm.folded)
            }
            return Array(candidate.lowercased().utf8) == lowered
        }
    }
}
