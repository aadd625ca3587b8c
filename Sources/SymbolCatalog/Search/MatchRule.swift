/// Why a symbol matched a query: the rule of the query as a whole when one holds, else the
/// rule of its weakest term. See ``DataSet/search(_:)`` for how rules make a score.
public enum MatchRule: String, Sendable, CaseIterable, Comparable {
    // The query as a whole, strongest first.
    /// The name is the query (`heart`, `star.fill`).
    case exactName = "exact-name"
    /// An old name or legacy alias is the query, or its words joined (`edit` for FA
    /// `pen-to-square`).
    case exactOldName = "exact-old-name"
    /// The name is the words joined as the data set joins them: `star fill` → `star.fill`,
    /// `light bulb` → `lightbulb`, `magnifying glass` → `magnifying-glass`.
    case joinedName = "joined-name"
    /// One term that is a whole component of the name (`phone` → `phone.fill`, `pdf` →
    /// `file-pdf`), or several that are its first components (`arrow up` →
    /// `arrow.up.circle`): before a symbol that only has the query as a keyword.
    case nameComponents = "name-components"
    /// A keyword is the query (`share` for `square.and.arrow.up`; `black heart`).
    case exactKeyword = "exact-keyword"

    // One term, strongest first.
    /// A whole name component, or a run of them (`fill`, `arrow.up`).
    case component
    /// A keyword, or a whole word of one.
    case keyword
    /// An everyday word for the name's words (``Vocabulary``: `off` for SF's `slash`): the
    /// target is whole components of the name or a keyword, at a keyword's points. Of the query
    /// as a whole: the words, everyday words replaced, make the name (`wifi off` →
    /// `wifi.slash`), at a joined name's thousands and below it by points.
    case vocabulary
    /// A whole component of an old name or legacy alias.
    case oldName = "old-name"
    /// The start of a name component.
    case componentPrefix = "component-prefix"
    /// The start of a keyword or of one of its words.
    case keywordPrefix = "keyword-prefix"
    /// Part of a name component.
    case substring
    /// Part of an old name.
    case oldNameSubstring = "old-name-substring"
    /// A category key or label.
    case category
    /// Within a typo of a name component or keyword word, for a term that matches no word
    /// of the data set as a whole or at its start.
    case fuzzy

    /// True for the rules of the query as a whole (``vocabulary`` is one of a term too).
    public var isWholeQuery: Bool { wholeQueryTier > 0 }

    /// True for a term found inside a word, neither whole nor at its start (``substring``,
    /// ``oldNameSubstring``): such a term is also matched as a typo, and a typo of a whole
    /// word ranks first.
    public var isInsideWord: Bool { self == .substring || self == .oldNameSubstring }

    /// The score's thousands for the rules of the query as a whole (6 … 2), else 0
    /// (``SearchRules/thousands(_:)``).
    var wholeQueryTier: Int { SearchRules.thousands(self) }

    /// A term's points for this rule, before the bonus for the start of the name; fuzzy
    /// points depend on the distance (``TermMatch/fuzzy(distance:onKeyword:)``).
    var points: UInt8 { UInt8(SearchRules.points(self)) }

    /// The place in the order above, strongest 0.
    var ordinal: Int {
        switch self {
        case .exactName: 0
        case .exactOldName: 1
        case .joinedName: 2
        case .nameComponents: 3
        case .exactKeyword: 4
        case .component: 5
        case .keyword: 6
        case .vocabulary: 7
        case .oldName: 8
        case .componentPrefix: 9
        case .keywordPrefix: 10
        case .substring: 11
        case .oldNameSubstring: 12
        case .category: 13
        case .fuzzy: 14
        }
    }

    /// The rule at `ordinal`, or nil.
    init?(ordinal: Int) {
        guard let rule = Self.byOrdinal.indices.contains(ordinal) ? Self.byOrdinal[ordinal] : nil else { return nil }
        self = rule
    }

    private static let byOrdinal: [MatchRule] = allCases.sorted { $0.ordinal < $1.ordinal }

    /// Stronger first: a rule is less than the rules it outranks (`exactName` < `fuzzy`), so a
    /// sort puts the strongest first.
    public static func < (lhs: MatchRule, rhs: MatchRule) -> Bool { lhs.ordinal < rhs.ordinal }
}

/// How one term matched one symbol: its rule and points (1…99; 0 is no match).
struct TermMatch: Hashable, Sendable {
    var rule: MatchRule
    var points: UInt8

    /// Points added when the term matches at the very start of the name (`star` in
    /// `star.fill` before `medal.star`).
    static let startBonus = UInt8(SearchRules.startBonus)

    init(_ rule: MatchRule, points: UInt8) {
        self.rule = rule
        self.points = points
    }

    init(_ rule: MatchRule, atStart: Bool = false) {
        self.rule = rule
        points = rule.points + (atStart ? Self.startBonus : 0)
    }

    /// A typo match: 9 points less the ``CatalogSystem/TypingDistance`` (2…6 cost units),
    /// one less on a keyword than on a name component.
    static func fuzzy(distance: Int, onKeyword: Bool) -> TermMatch {
        TermMatch(.fuzzy, points: UInt8(max(1, SearchRules.typoPoints - distance - (onKeyword ? SearchRules.typoKeywordPenalty : 0))))
    }

    /// The better of two matches (more points; at equal points, the stronger rule).
    static func best(_ a: TermMatch?, _ b: TermMatch?) -> TermMatch? {
        guard let a else { return b }
        guard let b else { return a }
        if a.points != b.points { return a.points > b.points ? a : b }
        return a.rule <= b.rule ? a : b
    }
}
