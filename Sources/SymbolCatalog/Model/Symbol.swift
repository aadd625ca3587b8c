/// A current symbol: a name that is neither a localized variant nor a renamed (old) name.
public struct Symbol: Hashable, Sendable {
    /// The current name, e.g. `heart.fill`.
    public let name: String
    /// The release in which this name became available (`name_availability.plist`).
    public let introduced: ReleaseID
    /// Category keys in file order (`symbol_categories.plist`); never includes `all`.
    public internal(set) var categories: [String] = []
    /// Search keywords (`symbol_search.plist`), English, as written.
    public internal(set) var keywords: [String] = []
    /// The usage restriction exactly as the data set writes it (SF 6.0 has three with U+00A0
    /// between words), or nil: what JSON gives.
    public internal(set) var restrictionAsWritten: String?
    /// Why the set deprecates the symbol (`symbol_deprecations.strings`), or nil.
    public internal(set) var deprecation: String?
    /// Rendering modes with the release `layerset_availability.plist` gives each, as written:
    /// it can predate ``introduced`` (a renamed glyph keeps its rendering-mode year, under the
    /// name it had then: ``DataSet/historicalName(of:at:)``).
    public internal(set) var layersets: [Layerset: ReleaseID] = [:]
    /// The private-use code point of the glyph in the SF fonts, when known.
    public internal(set) var unicode: Unicode.Scalar?
    /// Localized and right-to-left variants, ordered by suffix.
    public internal(set) var localizations: [Localization] = []
    /// Font styles that draw the symbol (our own data sets: `solid`, `regular`, `brands`).
    public internal(set) var styles: [String] = []
    /// Earlier names that resolve to this one (renames and legacy aliases), sorted.
    public internal(set) var oldNames: [String] = []

    /// A symbol with only its name and release; loading fills in the rest.
    public init(name: String, introduced: ReleaseID) {
        self.name = name
        self.introduced = introduced
    }

    /// Every field at once (the cache index restores symbols this way).
    init(
        name: String, introduced: ReleaseID, categories: [String], keywords: [String], restrictionAsWritten: String?,
        layersets: [Layerset: ReleaseID], unicode: Unicode.Scalar?, localizations: [Localization],
        styles: [String], oldNames: [String], deprecation: String?
    ) {
        self.name = name
        self.introduced = introduced
        self.categories = categories
        self.keywords = keywords
        self.restrictionAsWritten = restrictionAsWritten
        self.layersets = layersets
        self.unicode = unicode
        self.localizations = localizations
        self.styles = styles
        self.oldNames = oldNames
        self.deprecation = deprecation
    }

    /// The usage restriction on one line for people: every run of whitespace (no-break
    /// spaces, line feeds) one space, the ends trimmed; nil without one.
    public var restriction: String? { restrictionAsWritten.map(DataSet.normalizeWhitespace) }

    /// True when the set deprecates the symbol.
    public var isDeprecated: Bool { deprecation != nil }

    /// True when the symbol carries a usage restriction.
    public var isRestricted: Bool { restrictionAsWritten != nil }

    /// `U+100202` style text for ``unicode``.
    public var unicodeLabel: String? {
        unicode.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
    }
}
