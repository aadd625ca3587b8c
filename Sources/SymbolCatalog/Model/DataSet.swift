/// A loaded data set: releases, current symbols with everything known about them,
/// localized variants, renames and categories.
public struct DataSet: Sendable {
    /// A short name for people (the folder's name unless given).
    public let name: String
    /// The data set's own version (`version.plist`), or nil.
    public let version: String?
    /// The metadata folder it was loaded from.
    public let location: String
    /// Categories in file order, `all` included when the file lists it.
    public internal(set) var categories: [SymbolCategory] = []

    // The rest is made on first use when the data set comes from the cache index (see
    // ``Deferred``): a search needs none of it. A data set joined from its files has it all
    // ready.

    /// The raw tables it was built from.
    public var tables: MetadataTables { deferredTables.value }
    /// Every release, in release order, including ones referenced but not in any table.
    public internal(set) var releases: [Release] {
        get { deferredReleases.value.releases }
        set { deferredReleases = Deferred(ready: Self.indexed(newValue)) }
    }
    var releaseIndex: [ReleaseID: Release] { deferredReleases.value.index }
    /// Every name of `name_availability.plist` (current, old and variant) → its release.
    public internal(set) var nameReleases: [String: ReleaseID] {
        get { deferredNameReleases.value }
        set { deferredNameReleases = Deferred(ready: newValue) }
    }
    /// Current base symbols by name.
    public internal(set) var symbols: [String: Symbol] {
        get { deferredSymbols.value }
        set { deferredSymbols = Deferred(ready: newValue) }
    }
    /// Current base symbol names, sorted.
    public internal(set) var symbolNames: [String] {
        get { deferredSymbolNames.value }
        set {
            deferredSymbolNames = Deferred(ready: newValue)
            deferredNameWords = NameWords.deferred(names: deferredSymbolNames, aliases: deferredAliases, symbols: deferredOrderedSymbols)
        }
    }
    /// The symbols of ``symbols`` in ``symbolNames`` order: what a search walks, without a
    /// hash lookup per name.
    var orderedSymbols: [Symbol] { deferredOrderedSymbols.value }
    /// Localized variant names that are not old names (phantoms included) → their details.
    public internal(set) var variants: [String: Variant] {
        get { deferredVariants.value }
        set { deferredVariants = Deferred(ready: newValue) }
    }
    /// Old name → current name, from `name_aliases` with chains flattened.
    public internal(set) var renames: [String: String] {
        get { deferredAliases.value.renames }
        set {
            deferredAliases = Deferred(ready: (newValue, legacyAliases))
            deferredNameWords = NameWords.deferred(names: deferredSymbolNames, aliases: deferredAliases, symbols: deferredOrderedSymbols)
        }
    }
    /// Legacy (pre-2019) name → current name, resolved through ``renames``.
    public internal(set) var legacyAliases: [String: String] {
        get { deferredAliases.value.legacy }
        set { deferredAliases = Deferred(ready: (renames, newValue)) }
    }
    /// The font for each style (our own data sets; empty for Apple's). Kept apart from
    /// ``tables`` (and in the cache index's eager section): `glyph` and `glyphs` need it on
    /// every run, and decoding every table for it cost 3 ms.
    public let styleFonts: [String: StyleFont]

    let deferredTables: Deferred<MetadataTables>
    var deferredReleases: Deferred<(releases: [Release], index: [ReleaseID: Release], platforms: [Platform])>
    var deferredNameReleases: Deferred<[String: ReleaseID]>
    var deferredOrderedSymbols: Deferred<[Symbol]>
    var deferredSymbolNames: Deferred<[String]>
    var deferredSymbols: Deferred<[String: Symbol]>
    var deferredVariants: Deferred<[String: Variant]>
    var deferredAliases: Deferred<(renames: [String: String], legacy: [String: String])>
    /// The words of the symbols indexed for typo matching (kept in the cache index).
    var deferredFuzzyIndex: Deferred<FuzzyIndex>
    /// What did-you-mean reads of the names (``NameWords``), made on first use.
    var deferredNameWords: Deferred<NameWords>
    /// The cache index the symbols are still in, for a data set read from one: a search
    /// reads names, old names, keywords and categories there in place.
    var indexedData: IndexedData?

    /// Releases with their index by id (a damaged cache could repeat an id: the last wins).
    /// The releases with their index by id and the platforms of the release table, in print
    /// order (worked out once: ``family`` reads them for every stored entry looked up).
    static func indexed(_ releases: [Release]) -> (releases: [Release], index: [ReleaseID: Release], platforms: [Platform]) {
        var index = [ReleaseID: Release](minimumCapacity: releases.count)
        for release in releases { index[release.id] = release }
        return (releases, index, Set(releases.flatMap(\.platforms.keys)).sorted())
    }

    /// A variant name and what it belongs to.
    public struct Variant: Hashable, Sendable {
        /// The variant's full name, suffix and release.
        public let localization: Localization
        /// The name before the suffix, as written (it may be an old name).
        public let baseName: String
        /// The current symbol it is attached to, or nil for a phantom `.rtl` without a base.
        public let symbolName: String?
    }

    /// The words of the symbols, indexed for typo matching.
    var fuzzyIndex: FuzzyIndex { deferredFuzzyIndex.value }
    var nameWords: NameWords { deferredNameWords.value }

    /// The release with this id (unknown releases included), or nil.
    public func release(_ id: ReleaseID) -> Release? { releaseIndex[id] }

    /// The symbol with this current name, or nil (see ``resolve(_:)`` for old names).
    public subscript(name: String) -> Symbol? { symbols[name] }
}
