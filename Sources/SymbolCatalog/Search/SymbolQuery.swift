/// What to search for: terms (all must match) and filters (all must hold). Names a data set
/// spells its own way (releases, platforms, layersets) are its values: ``DataSet/releaseID(_:)``,
/// ``DataSet/platform(_:)`` and ``DataSet/layerset(_:)`` read them as a user types them.
public struct SymbolQuery: Sendable, Equatable {
    /// The most terms a query takes: a person types a few words; each costs a pass over the
    /// data set (100,000 arguments took 109 s and 5.4 GB).
    public static let maximumTerms = 64

    /// Case-insensitive terms (at most ``maximumTerms``); a symbol must match every one.
    public var terms: [String]
    /// Category keys or labels (any case); a symbol must be in every one.
    public var categories: [String]
    /// Usable on this platform at this OS version under some name (an old name when the
    /// current one is too new).
    public var availableIn: PlatformVersion?
    /// Current name introduced in exactly this release.
    public var introduced: ReleaseID?
    /// Introduced in this release or later.
    public var since: ReleaseID?
    /// Introduced in this release or earlier.
    public var until: ReleaseID?
    /// true: restricted only; false: unrestricted only; nil: both.
    public var restricted: Bool?
    /// Only symbols the set deprecates (`symbol_deprecations.strings`).
    public var deprecated: Bool
    /// Has a variant other than `.rtl`.
    public var localized: Bool
    /// Has a variant with this suffix (`ar`, `zh.traditional`, `rtl`, any case).
    public var localization: String?
    /// Has a `.rtl` variant.
    public var rightToLeft: Bool
    /// Has this rendering mode.
    public var layerset: Layerset?
    /// Has old names.
    public var renamed: Bool
    /// Also list localized variants, under their own names.
    public var includeVariants: Bool
    /// At most this many results.
    public var limit: Int?
    /// Only members of this smart collection (its name, e.g. `new-in-2024`).
    public var collection: String?
    /// Only these current symbol names (a user collection's members in this data set).
    public var names: Set<String>?
    /// No typo matching: a term must match as written.
    public var exact: Bool
    /// The order of the results.
    public var sort: SearchSort

    /// A query with these terms and filters; every filter is off by default, so
    /// `SymbolQuery()` lists every symbol by name.
    public init(
        terms: [String] = [], categories: [String] = [], availableIn: PlatformVersion? = nil,
        introduced: ReleaseID? = nil, since: ReleaseID? = nil, until: ReleaseID? = nil, restricted: Bool? = nil,
        deprecated: Bool = false, localized: Bool = false, localization: String? = nil, rightToLeft: Bool = false, layerset: Layerset? = nil,
        renamed: Bool = false, includeVariants: Bool = false, limit: Int? = nil, collection: String? = nil,
        names: Set<String>? = nil, exact: Bool = false, sort: SearchSort = .relevance
    ) {
        self.terms = terms
        self.categories = categories
        self.availableIn = availableIn
        self.introduced = introduced
        self.since = since
        self.until = until
        self.restricted = restricted
        self.deprecated = deprecated
        self.localized = localized
        self.localization = localization
        self.rightToLeft = rightToLeft
        self.layerset = layerset
        self.renamed = renamed
        self.includeVariants = includeVariants
        self.limit = limit
        self.collection = collection
        self.names = names
        self.exact = exact
        self.sort = sort
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
    /// as a typo) plus the sum of the terms' points (at most 999). 0 without terms. A symbol
    /// that a term matched only inside a word, where that term is also a typo of whole words
    /// of others, scores a hundredth of that, below every typo.
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
    /// For each term matched through the vocabulary, the target it stands for (`off` → `slash`).
    public var vocabulary: [VocabularyUse] = []

    /// True when a term matched an old name rather than the current one.
    public var matchedOldName: Bool { !matchedOldNames.isEmpty }

    /// A term that matched as an everyday word for the name's words (``Vocabulary``).
    public struct VocabularyUse: Hashable, Sendable {
        /// The term as typed (lowercased).
        public let term: String
        /// The family's spelling it stood for.
        public let target: String
    }

    /// A term matched as a typo of a word of the data set.
    public struct Correction: Hashable, Sendable {
        /// The term as typed (lowercased).
        public let term: String
        /// The word of the data set it was taken for.
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
