import CatalogSystem

/// Every number of the search ranking in one table (docs/search-ranking.md): what
/// ``DataSet/search(_:)`` scores with, and what `catalog site` writes into the site's data for
/// the page's port of the ranking, so that no number is typed twice.
public enum SearchRules {
    /// The score's thousands for a rule of the query as a whole (6 exact name … 2 exact
    /// keyword; the words with everyday words replaced make the name: a joined name's 4, below
    /// it by the points); 0 for the rules of one term. Every term matched as written is
    /// ``allTermsAsWrittenThousands``, a typo 0.
    public static func thousands(_ rule: MatchRule) -> Int {
        switch rule {
        case .exactName: 6
        case .exactOldName: 5
        case .joinedName, .vocabulary: 4
        case .nameComponents: 3
        case .exactKeyword: 2
        default: 0
        }
    }

    /// The thousands when no rule of the query as a whole holds and every term matched as
    /// written.
    public static let allTermsAsWrittenThousands = 1
    /// What the thousands multiply.
    public static let thousand = 1000
    /// The most the terms' points add up to.
    public static let maximumPoints = 999

    /// A term's points for a rule of one term, before ``startBonus``; 0 for the rules of the
    /// query as a whole and for ``MatchRule/fuzzy`` (see ``typoPoints``).
    public static func points(_ rule: MatchRule) -> Int {
        switch rule {
        case .component: 60
        case .keyword, .vocabulary: 50
        case .oldName: 45
        case .componentPrefix: 35
        case .keywordPrefix: 30
        case .substring: 20
        case .oldNameSubstring: 15
        case .category: 10
        default: 0
        }
    }

    /// Points added when a term matches at the very start of the name (`star` in
    /// `star.fill` before `medal.star`).
    public static let startBonus = 10

    /// A typo's points: this less the typing distance (cost units), less
    /// ``typoKeywordPenalty`` on a keyword word, at least 1.
    public static let typoPoints = 9
    /// What a typo on a keyword word scores less than one on a name component.
    public static let typoKeywordPenalty = 1
    /// A symbol matched through typos scores its score with the corrected words divided by
    /// this, less the distances, at least 1: below every match as written.
    public static let typoDivisor = 10
    /// What divides the score of a symbol matched by a term only inside a word when that term
    /// is also a typo of whole words (below every typo).
    public static let insideWordDivisor = 100

    /// Typing-distance costs (``CatalogSystem/TypingDistance``): a letter missing or extra.
    public static let omissionCost = TypingDistance.omission
    /// Two neighbouring letters swapped.
    public static let transpositionCost = TypingDistance.transposition
    /// A wrong letter; a budget of n slips is n × this.
    public static let substitutionCost = TypingDistance.substitution
    /// Terms of this many UTF-8 bytes or more allow two slips, shorter ones one.
    public static let twoSlipTermLength = FuzzyIndex.twoEditTermLength
    /// Words and terms longer than this (UTF-8 bytes) take no part in typo matching.
    public static let maximumTypoWordLength = FuzzyIndex.maximumWordLength
    /// The most terms a query takes.
    public static let maximumTerms = SymbolQuery.maximumTerms
}
