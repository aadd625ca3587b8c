import CatalogSystem

/// Family, style, weight and width of a font: what a fontconfig pattern asked for, or what the
/// matched font is.
public struct FontAttributes: Sendable, Hashable {
    /// Family names, in order (a pattern may ask for several; a font may have localized
    /// names). Empty when a pattern names no family.
    public let families: [String]
    /// The style name (`"Bold Italic"`), or `nil` when not asked for / not known.
    public let style: String?
    /// The weight on the OpenType scale (100 thin, 400 regular, 700 bold, 900 black), converted
    /// from fontconfig's own scale (`FcWeightToOpenTypeDouble`); `nil` when not asked for, or
    /// for a variable font's whole weight range.
    public let weight: Double?
    /// The width in percent of normal (75 condensed, 100 normal, 125 expanded: the OpenType
    /// `wdth` scale, which fontconfig uses); `nil` when not asked for or a range.
    public let width: Double?

    /// Creates a description.
    public init(families: [String], style: String? = nil, weight: Double? = nil, width: Double? = nil) {
        self.families = families
        self.style = style
        self.weight = weight
        self.width = width
    }
}

/// A fontconfig pattern resolved to one face of one font file, with what was asked and what was
/// found.
public struct FontMatch: Sendable, Hashable {
    /// How the matched family relates to the requested ones.
    public enum FamilyMatch: String, Sendable, Hashable, CaseIterable {
        /// The matched family is one of the requested families (compared as fontconfig does:
        /// ignoring case and spaces).
        case requested
        /// The configuration binds the matched family firmly to a requested one (an alias with
        /// binding "same" or "strong", such as a metric-compatible substitute).
        case alias
        /// A requested family is a generic name (`sans-serif`, `serif`, `monospace`, …), which
        /// the configuration maps to whatever it prefers.
        case generic
        /// The pattern names no family (`":weight=bold"`).
        case unspecified
    }

    /// The pattern as given to ``FontconfigConfiguration/match(_:)``; from
    /// ``FontconfigConfiguration/match(_:weight:width:)``, the pattern as fontconfig prints it
    /// with that weight and width (`Comfortaa:weight=80:width=100`).
    public let pattern: String
    /// What the pattern asked for (before the configuration's substitutions).
    public let requested: FontAttributes
    /// What the matched font is.
    public let found: FontAttributes
    /// The matched font file.
    public let path: String
    /// The face index within the file (0 unless it is a collection).
    public let faceIndex: Int
    /// The named instance of a variable font that matched (from 0), or `nil` for a static face
    /// or a variable font's default instance.
    public let namedInstanceIndex: Int?
    /// How the family matched.
    public let familyMatch: FamilyMatch
    /// True when the family matched and every style, weight and width the pattern asked for is
    /// the font's own; false when fontconfig settled for the nearest (e.g. Book for `:weight=300`).
    public let isExact: Bool

    /// A match as fontconfig made it (``FontconfigConfiguration/match(_:)``).
    init(pattern: String, requested: FontAttributes, found: FontAttributes, path: String, faceIndex: Int,
                namedInstanceIndex: Int?, familyMatch: FamilyMatch, isExact: Bool) {
        self.pattern = pattern
        self.requested = requested
        self.found = found
        self.path = path
        self.faceIndex = faceIndex
        self.namedInstanceIndex = namedInstanceIndex
        self.familyMatch = familyMatch
        self.isExact = isExact
    }

    /// The instance to open with ``FontFace/init(path:faceIndex:variation:)``.
    public var variation: FaceVariation {
        namedInstanceIndex.map(FaceVariation.namedInstance) ?? .default
    }

    /// Opens the matched face (at the matched named instance, if any).
    /// - Throws: ``FreeTypeError`` when FreeType cannot open it.
    public func openFace(limit: FileSizeLimit = .standard) throws(FreeTypeError) -> FontFace {
        try FontFace(path: path, faceIndex: faceIndex, variation: variation, limit: limit)
    }
}
