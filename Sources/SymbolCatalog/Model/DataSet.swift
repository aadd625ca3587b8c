/// A loaded data set: releases, current symbols with everything known about them,
/// localized variants, renames and categories.
public struct DataSet: Sendable {
    /// A short name for people (the folder's name unless given).
    public let name: String
    /// The data set's own version (`version.plist`), or nil.
    public let version: String?
    /// The metadata folder it was loaded from.
    public let location: String
    /// The raw tables it was built from.
    public let tables: MetadataTables

    /// Every release, in release order, including ones referenced but not in any table.
    public internal(set) var releases: [Release] = []
    var releaseIndex: [ReleaseID: Release] = [:]
    /// Every name of `name_availability.plist` (current, old and variant) → its release.
    public internal(set) var nameReleases: [String: ReleaseID] = [:]
    /// Current base symbols by name.
    public internal(set) var symbols: [String: Symbol] = [:]
    /// Current base symbol names, sorted.
    public internal(set) var symbolNames: [String] = []
    /// Localized variant names that are not old names (phantoms included) → their details.
    public internal(set) var variants: [String: Variant] = [:]
    /// Old name → current name, from `name_aliases` with chains flattened.
    public internal(set) var renames: [String: String] = [:]
    /// Legacy (pre-2019) name → current name, resolved through ``renames``.
    public internal(set) var legacyAliases: [String: String] = [:]
    /// Categories in file order, `all` included when the file lists it.
    public internal(set) var categories: [SymbolCategory] = []
    /// The font for each style (our own data sets; empty for Apple's).
    public var styleFonts: [String: StyleFont] { tables.styleFonts }

    /// A variant name and what it belongs to.
    public struct Variant: Hashable, Sendable {
        public let localization: Localization
        /// The name before the suffix, as written (it may be an old name).
        public let baseName: String
        /// The current symbol it is attached to, or nil for a phantom `.rtl` without a base.
        public let symbolName: String?
    }

    /// The release with this id (unknown releases included), or nil.
    public func release(_ id: ReleaseID) -> Release? { releaseIndex[id] }

    /// The symbol with this current name, or nil (see ``resolve(_:)`` for old names).
    public subscript(name: String) -> Symbol? { symbols[name] }
}
