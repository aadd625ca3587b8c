/// What to search for: terms (all must match) and filters (all must hold).
public struct SymbolQuery: Sendable, Equatable {
    /// Case-insensitive terms; a symbol must match every one.
    public var terms: [String] = []
    /// Category keys or labels; a symbol must be in every one.
    public var categories: [String] = []
    /// Usable on this platform at this OS version under some name.
    public var availableIn: (platform: String, version: String)?
    /// Introduced exactly in, at or after, at or before this release.
    public var introduced: String?
    public var since: String?
    public var until: String?
    /// true: restricted only; false: unrestricted only.
    public var restricted: Bool?
    /// Has a variant other than `.rtl`.
    public var localized = false
    /// Has a variant with this suffix.
    public var localization: String?
    /// Has a `.rtl` variant.
    public var rightToLeft = false
    /// Has this rendering mode.
    public var layerset: String?
    /// Has old names.
    public var renamed = false
    /// Also list localized variants, under their own names.
    public var includeVariants = false
    /// At most this many results.
    public var limit: Int?
    /// Only members of this smart collection (its name, e.g. `new-in-2024`).
    public var collection: String?
    /// Only these current symbol names (a user collection's members in this data set).
    public var names: Set<String>?
    /// No typo matching: a term must match as written.
    public var exact = false
    /// The order of the results.
    public var sort = SearchSort.relevance

    public init() {}

    public static func == (lhs: SymbolQuery, rhs: SymbolQuery) -> Bool {
        lhs.terms == rhs.terms && lhs.categories == rhs.categories
            && lhs.availableIn?.platform == rhs.availableIn?.platform && lhs.availableIn?.version == rhs.availableIn?.version
            && lhs.introduced == rhs.introduced && lhs.since == rhs.since && lhs.until == rhs.until
            && lhs.restricted == rhs.restricted && lhs.localized == rhs.localized && lhs.localization == rhs.localization
            && lhs.rightToLeft == rhs.rightToLeft && lhs.layerset == rhs.layerset && lhs.renamed == rhs.renamed
            && lhs.includeVariants == rhs.includeVariants && lhs.limit == rhs.limit && lhs.collection == rhs.collection
            && lhs.names == rhs.names && lhs.exact == rhs.exact && lhs.sort == rhs.sort
    }
}

/// The order of search results.
public enum SearchSort: String, Sendable, CaseIterable {
    /// Best match first (``SearchResult/score``), then fewer name components no term
    /// matched, then shorter names, then by name.
    case relevance
    /// By the name shown.
    case name
    /// By the release of the name shown, oldest first, then by name.
    case release
}

/// One search result.
public struct SearchResult: Hashable, Sendable {
    /// The current symbol.
    public let symbol: Symbol
    /// The name to show: the current name, an old name that is old enough for
    /// `--available-in`, or a variant's own name.
    public let name: String
    /// The release of ``name``.
    public let release: ReleaseID
    /// How well the symbol matched, higher is better: 1,000 × the rule of the query as a
    /// whole (6 exact name, 5 exact old name, 4 the words joined into the name, 3 they are
    /// whole components of it, 2 exact keyword, 1 every term matched as written, 0 a term matched
    /// as a typo) plus the sum of the terms' points (at most 999). 0 without terms.
    public let score: Int
    /// The rule of the query as a whole when one holds, else that of the weakest term; nil
    /// without terms.
    public let match: MatchRule?
    /// For each term matched as a typo, the word it was taken for.
    public let corrections: [Correction]
    /// Set when ``name`` is an old name: why it is shown instead of the current one.
    public let note: String?
    /// Set when this result is a localized variant.
    public let variant: Localization?
    /// Old names that a term matched when the current name did not.
    public let matchedOldNames: [String]

    /// True when a term matched an old name rather than the current one.
    public var matchedOldName: Bool { !matchedOldNames.isEmpty }

    /// A term matched as a typo of a word of the data set.
    public struct Correction: Hashable, Sendable {
        public let term: String
        public let word: String
    }
}

/// A search's results with what a caller may want to say about them.
public struct SearchOutcome: Sendable {
    /// The results, up to the query's limit.
    public var results: [SearchResult]
    /// How many results there were before the limit.
    public var totalCount: Int
    /// Terms (lowercased) that matched no symbol as written and were matched as typos.
    public var fuzzyTerms: [String]
    /// Terms (lowercased) that matched no symbol of the data set, as written or as a typo,
    /// in name, old name, keyword or category.
    public var unmatchedTerms: [String]
}
