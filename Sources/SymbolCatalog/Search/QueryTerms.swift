/// A query's terms together, for the rules of the query as a whole (``MatchRule/isWholeQuery``)
/// and the score and tie-break of a symbol that matched every term.
struct QueryTerms {
    let terms: [SearchTerm]
    /// With several terms: the words joined as data sets join them (`star.fill`,
    /// `magnifying-glass`, then run together: `lightbulb`); with one, that term.
    private let joinedForms: [[UInt8]]
    /// The terms joined by spaces, as a keyword of several words is written.
    private let spaced: [UInt8]
    /// The terms and the joined forms, whose starts at a component cover it.
    private let patterns: [[UInt8]]
    /// The words with everyday words replaced by their vocabulary's targets, joined as
    /// ``joinedForms`` are (none when no word is in the vocabulary).
    private let vocabularyForms: [[UInt8]]
    /// The vocabulary the terms were made with (the corrected words of typos use it too).
    let vocabulary: Vocabulary

    init(_ words: [String], categories: [SymbolCategory], vocabulary: Vocabulary = .none) {
        let lowered = words.map { $0.lowercased() }.filter { !$0.isEmpty }
        terms = lowered.map { SearchTerm($0, categories: categories, targets: vocabulary.targets[$0] ?? []) }
        self.vocabulary = vocabulary
        var forms = [[UInt8]]()
        for separator in [".", "-", ""] where lowered.count > 1 || forms.isEmpty {
            let form = Array(lowered.joined(separator: separator).utf8)
            if !forms.contains(form) { forms.append(form) }
        }
        joinedForms = lowered.isEmpty ? [] : forms
        spaced = Array(lowered.joined(separator: " ").utf8)
        vocabularyForms = Self.substitutedForms(lowered, vocabulary)
        patterns = terms.map(\.bytes) + joinedForms + vocabularyForms + terms.flatMap { $0.targets.map(\.bytes) }
    }

    /// The most ways of replacing everyday words a query is tried with.
    static let maximumSubstitutions = 16

    /// `lowered` with each word in `vocabulary` replaced by each of its targets (the words as
    /// typed left out), joined with `.`, `-` and nothing, as ``joinedForms``.
    private static func substitutedForms(_ lowered: [String], _ vocabulary: Vocabulary) -> [[UInt8]] {
        let choices = lowered.map { [$0] + (vocabulary.targets[$0] ?? []) }
        guard choices.contains(where: { $0.count > 1 }) else { return [] }
        var combinations: [[String]] = [[]]
        for options in choices {
            combinations = Array(combinations.flatMap { prefix in options.map { prefix + [$0] } }.prefix(maximumSubstitutions + 1))
        }
        var forms = [[UInt8]]()
        for combination in combinations where combination != lowered {
            for separator in [".", "-", ""] where combination.count > 1 || separator == "." {
                let form = Array(combination.joined(separator: separator).utf8)
                if !forms.contains(form) { forms.append(form) }
            }
        }
        return forms
    }

    var isEmpty: Bool { terms.isEmpty }
    var count: Int { terms.count }

    /// What a symbol that matched every term scored.
    struct Scored {
        var score: Int
        var match: MatchRule?
        /// Name components no term matched (the tie-break after the score).
        var extraComponents: Int
        /// The rule of the query as a whole held only with everyday words replaced.
        var throughVocabulary = false
    }

    /// The score of `symbol` given each term's match on it (``SearchResult/score``).
    func score(_ symbol: Symbol, _ termMatches: [TermMatch]) -> Scored {
        guard !terms.isEmpty else { return Scored(score: 0, match: nil, extraComponents: 0) }
        return SearchTerm.withBytes(symbol.name) { name in score(symbol, name, termMatches) }
    }

    private func score(_ symbol: Symbol, _ name: UnsafeBufferPointer<UInt8>, _ termMatches: [TermMatch]) -> Scored {
        var matches = termMatches
        let nameIsASCII = name.allSatisfy(SearchTerm.isPrintableASCII)
        func wholeComponent(_ form: [UInt8]) -> TextOccurrence? {
            guard nameIsASCII, let found = TextOccurrence.findASCII(form, in: name, isSeparator: TextOccurrence.nameSeparators) ?? nil,
                  found.kind == .wholeSegment else { return nil }
            return found
        }
        var whole: MatchRule?
        var throughVocabulary = false
        if terms.count == 1, Self.equals(terms[0].bytes, symbol.name) {
            whole = .exactName
        } else if symbol.oldNames.contains(where: { old in joinedForms.contains { Self.equals($0, old) } }) {
            whole = .exactOldName
        } else if terms.count > 1, joinedForms.contains(where: { Self.equals($0, symbol.name) }) {
            whole = .joinedName
        } else if vocabularyForms.contains(where: { Self.equals($0, symbol.name) }) {
            whole = .vocabulary
        } else if joinedForms.contains(where: { form in wholeComponent(form).map { $0.atStart || terms.count == 1 } ?? false }) {
            whole = .nameComponents
        } else if vocabularyForms.contains(where: { form in wholeComponent(form).map { $0.atStart || terms.count == 1 } ?? false }) {
            whole = .nameComponents
            throughVocabulary = true
        } else if symbol.keywords.contains(where: { Self.equals(spaced, $0) }) {
            whole = .exactKeyword
        }
        // The words run together are a whole component of the name (`light bulb` in
        // `lightbulb.fill`): each term counts as that component.
        if terms.count > 1, let form = joinedForms.last, let found = wholeComponent(form) {
            let joined = TermMatch(.component, atStart: found.atStart)
            for index in matches.indices where matches[index].rule != .fuzzy {
                matches[index] = TermMatch.best(matches[index], joined)!
            }
        }
        var points = 0, allExact = true
        var weakest: TermMatch?
        for match in matches {
            points += Int(match.points)
            allExact = allExact && match.rule != .fuzzy
            if weakest.map({ match.points != $0.points ? match.points < $0.points : match.rule > $0.rule }) ?? true { weakest = match }
        }
        let tier = whole?.wholeQueryTier ?? (allExact ? SearchRules.allTermsAsWrittenThousands : 0)
        return Scored(score: SearchRules.thousand * tier + min(SearchRules.maximumPoints, points), match: whole ?? weakest?.rule,
                      extraComponents: nameIsASCII ? extraComponents(name) : 0,
                      throughVocabulary: throughVocabulary || whole == .vocabulary)
    }

    /// The components of `name` (ASCII, any case) that no term or joined form starts or
    /// runs over; without allocating, as it runs for every result.
    private func extraComponents(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var extra = 0
        var coveredUntil = 0
        var start = 0
        while start <= name.count {
            for pattern in patterns where !pattern.isEmpty && start + pattern.count <= name.count {
                var matches = true
                for (offset, byte) in pattern.enumerated() where SearchTerm.folded(name[start + offset]) != byte {
                    matches = false
                    break
                }
                if matches { coveredUntil = max(coveredUntil, start + pattern.count) }
            }
            if start >= coveredUntil { extra += 1 }
            var end = start
            while end < name.count, !TextOccurrence.nameSeparators(name[end]) { end += 1 }
            start = end + 1
        }
        return extra
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
