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

    public init() {}

    public static func == (lhs: SymbolQuery, rhs: SymbolQuery) -> Bool {
        lhs.terms == rhs.terms && lhs.categories == rhs.categories
            && lhs.availableIn?.platform == rhs.availableIn?.platform && lhs.availableIn?.version == rhs.availableIn?.version
            && lhs.introduced == rhs.introduced && lhs.since == rhs.since && lhs.until == rhs.until
            && lhs.restricted == rhs.restricted && lhs.localized == rhs.localized && lhs.localization == rhs.localization
            && lhs.rightToLeft == rhs.rightToLeft && lhs.layerset == rhs.layerset && lhs.renamed == rhs.renamed
            && lhs.includeVariants == rhs.includeVariants && lhs.limit == rhs.limit && lhs.collection == rhs.collection
            && lhs.names == rhs.names
    }
}

/// How well a term matched, best first; a result ranks by its weakest term.
public enum MatchRank: Int, Comparable, Sendable, CaseIterable {
    case exactName, namePrefix, nameComponent, nameSubstring, oldName, keyword, category
    /// No terms: every symbol that passes the filters.
    case unranked

    public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }
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
    public let rank: MatchRank
    /// Set when ``name`` is an old name: why it is shown instead of the current one.
    public let note: String?
    /// Set when this result is a localized variant.
    public let variant: Localization?
    /// Old names that a term matched when the current name did not.
    public let matchedOldNames: [String]

    /// True when a term matched an old name rather than the current one.
    public var matchedOldName: Bool { !matchedOldNames.isEmpty }
}
