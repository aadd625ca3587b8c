import CatalogFormats

/// The raw tables of a data-set folder, as typed values but not yet joined into symbols.
/// Optional files that are absent leave their table empty.
public struct MetadataTables: Sendable {
    /// `name_availability.plist` `symbols`: every name (current, old, variant) → release id, in file order.
    public var names: [(name: String, release: String)] = []
    /// `year_to_release` of `name_availability.plist`: release id → platform → OS version.
    public var releaseTable: [String: [String: String]] = [:]
    /// `layerset_availability.plist` `symbols`: name → layerset → release id.
    public var layersets: [String: [String: String]] = [:]
    /// `year_to_release` of `layerset_availability.plist`.
    public var layersetReleaseTable: [String: [String: String]] = [:]
    /// `name_aliases`: old name → new name.
    public var nameAliases: [String: String] = [:]
    /// `legacy_aliases`: pre-2019 name → 2019 name.
    public var legacyAliases: [String: String] = [:]
    /// `categories.plist` in file order.
    public var categories: [SymbolCategory] = []
    /// `symbol_categories.plist`: name → category keys.
    public var symbolCategories: [String: [String]] = [:]
    /// `symbol_search.plist`: name → keywords.
    public var keywords: [String: [String]] = [:]
    /// Restriction sentences by name (from either restriction form), as written.
    public var restrictions: [String: String] = [:]
    /// `symbol_deprecations.strings` (our own data sets): name → why the set deprecates it.
    public var deprecations: [String: String] = [:]
    /// `License` of `version.plist` (our own data sets): the icons' licence as SPDX.
    public var license: String?
    /// `symbol_unicodes.plist`: name → one-character string.
    public var unicodes: [String: String] = [:]
    /// `symbol_styles.plist`: name → font styles.
    public var styles: [String: [String]] = [:]
    /// `style_fonts.plist`: style → the font that draws it.
    public var styleFonts: [String: StyleFont] = [:]
    /// `draw_symbols.plist`: the names of the symbols Draw animates, in file order.
    public var drawSymbols: [String] = []
    /// `version.plist` `CFBundleShortVersionString`.
    public var version: String?
    /// The files that were read, with their serialisation, in load order.
    public var files: [(name: String, format: PropertyListFormat)] = []

    /// Empty tables, as for a folder with none of the optional files.
    public init() {}
}
