extension DataSet {
    /// Current base symbols: names that are neither localized variants nor old names.
    /// (Counted from the cache index's records when the symbols are still there.)
    public var symbolCount: Int { indexedData?.symbolCount ?? symbols.count }
    /// Variant names that are not old names, `.rtl` phantoms included.
    public var variantCount: Int { variants.count }
    /// Entries of `name_aliases`.
    public var renameCount: Int { tables.nameAliases.count }
    /// Entries of `legacy_aliases`.
    public var legacyAliasCount: Int { tables.legacyAliases.count }
    /// Current base symbols with a restriction.
    public var restrictedCount: Int { symbols.values.count(where: \.isRestricted) }
    /// Current symbols the set deprecates (`symbol_deprecations.strings`).
    public var deprecatedCount: Int { symbols.values.count(where: \.isDeprecated) }
    /// The icons' licence as SPDX (`License` of `version.plist`), or nil.
    public var license: String? { tables.license }
    /// Entries of `categories.plist`, `all` included (0 without the file).
    public var categoryCount: Int { categories.count }
    /// The newest release, or nil for a data set without names.
    public var latestRelease: Release? { releases.last }
}
