/// A search's filters as typed, before a data set reads their names (`search`, `pick`,
/// `collection show`, `favorites` and `glyphs` share them): resolved against one set into a
/// ``SymbolQuery`` by ``query(terms:in:)``, so the same filters serve every set of a search
/// over several, each set spelling the names its own way.
public struct SearchFilters: Sendable {
    /// The filters that need no data set (flags, the layerset, the limit, the order), as the
    /// query takes them.
    public var plain: SymbolQuery
    /// Categories, as typed (keys or labels).
    public var categories: [String]
    /// Usable on that OS: the platform as typed (each data set names its own), the version read.
    public var availableIn: (platform: String, version: OSVersion)?
    /// The platform whose OS versions annotate text results, as typed.
    public var platform: String?
    /// Current name introduced in exactly this release, as typed (`6.0` finds `6.0.0`).
    public var introduced: String?
    /// Introduced in this release or later, as typed.
    public var since: String?
    /// Introduced in this release or earlier, as typed.
    public var until: String?

    /// The filters; each left out filters nothing.
    public init(plain: SymbolQuery = SymbolQuery(), categories: [String] = [], availableIn: (platform: String, version: OSVersion)? = nil,
                platform: String? = nil, introduced: String? = nil, since: String? = nil, until: String? = nil) {
        (self.plain, self.categories, self.availableIn, self.platform) = (plain, categories, availableIn, platform)
        (self.introduced, self.since, self.until) = (introduced, since, until)
    }

    /// The query for `terms` with these filters, the names read as `dataSet` spells them (an
    /// unknown one is a ``SearchError`` with did-you-mean) in the order a search checks
    /// them: categories, platform, releases; then, in the search, the localization.
    public func query(terms: [String], in dataSet: DataSet) throws(SearchError) -> SymbolQuery {
        var query = plain
        query.terms = SymbolQuery.words(of: terms)
        for category in categories { query.categories.append(try dataSet.categoryKey(category)) }
        query.availableIn = try availableIn.map { platform, version throws(SearchError) in
            PlatformVersion(try dataSet.platform(platform), version)
        }
        let release = { (text: String?) throws(SearchError) -> ReleaseID? in
            try text.map { text throws(SearchError) in try dataSet.releaseID(text) }
        }
        query.introduced = try release(introduced)
        query.since = try release(since)
        query.until = try release(until)
        return query
    }

    /// The platform whose OS versions annotate text results: ``platform``, else that of
    /// ``availableIn`` (as `query` resolved it).
    public func annotationPlatform(for query: SymbolQuery, in dataSet: DataSet) throws(SearchError) -> Platform? {
        if let platform { return try dataSet.platform(platform) }
        return query.availableIn?.platform
    }
}
