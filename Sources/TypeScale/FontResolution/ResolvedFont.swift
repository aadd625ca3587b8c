import CatalogSystem

/// A ``FontRequest`` resolved to one face of one font file (at design coordinates for a
/// variable font), with what was asked and what was found side by side.
///
/// Weights are on the OpenType scale (100 … 900). Widths are in percent of normal, on the
/// scale that was matched: fontconfig's (63, 75, 87, 100, …; from `usWidthClass`) for a static
/// face, the `wdth` axis (62.5, 75, 100, …) for a variable face that has one.
public struct ResolvedFont: Sendable, Hashable {
    /// Whether the font is what was asked for.
    public enum Resolution: String, Sendable, Hashable, CaseIterable {
        /// The design's own family (or the given font), at the weight and width asked for.
        case exact
        /// Something else: another weight or width (the nearest the family has), an alias
        /// family, or a substitute for a family that is not installed.
        case nearest
    }

    /// How the font was found.
    public enum Origin: Sendable, Hashable {
        /// A font file given directly.
        case file
        /// fontconfig matched `pattern` (a candidate family name, or `--font`'s pattern);
        /// `familyMatch` says how the family matched.
        case fontconfig(pattern: String, familyMatch: FontMatch.FamilyMatch)
        /// No candidate family is installed: fontconfig matched the design's `fallback` family
        /// (a generic one such as `sans-serif`) instead of the `missing` candidates.
        case substitute(fallback: String, missing: [String])
    }

    /// What was asked.
    public let request: FontRequest
    /// How the font was found.
    public let origin: Origin
    /// The font file.
    public let path: String
    /// The face within the file (0 unless it is a collection).
    public let faceIndex: Int
    /// The instance to open: design coordinates for a variable face with `wght`, `wdth` or
    /// `opsz`; the named instance fontconfig matched; or the default.
    public let variation: FaceVariation
    /// The family name from the font.
    public let familyName: String?
    /// The style name: the font's, or for a variable instance the named instance at the same
    /// coordinates, else the coordinates (`"wght 300, wdth 100"`).
    public let styleName: String?
    /// The PostScript name (FreeType builds one for a variable instance).
    public let postScriptName: String?
    /// The weight asked, OpenType scale.
    public let askedWeight: Double
    /// The weight found, OpenType scale (`wght` coordinate, fontconfig's weight or
    /// `usWeightClass`); `nil` when the font does not say.
    public let foundWeight: Double?
    /// The width asked, in percent of normal, on the scale of ``foundWidth``.
    public let askedWidth: Double
    /// The width found, in percent of normal; `nil` when the font does not say.
    public let foundWidth: Double?
    /// The design coordinates set, one per axis (empty for a static face or a named instance).
    public let coordinates: [DesignCoordinate]

    /// True when the font stands in for a family that is not installed.
    public var isSubstitute: Bool {
        if case .substitute = origin { true } else { false }
    }

    /// How far the found weight is from the asked one (found − asked; 0 when exact, `nil` when
    /// unknown).
    public var weightDistance: Double? { foundWeight.map { $0 - askedWeight } }

    /// How far the found width is from the asked one, in percent (found − asked).
    public var widthDistance: Double? { foundWidth.map { $0 - askedWidth } }

    /// ``Resolution/exact`` when the family is the design's (or the given font) and weight and
    /// width are the ones asked for; otherwise ``Resolution/nearest``.
    public var resolution: Resolution {
        let familyExact: Bool = switch origin {
        case .file: true
        case .fontconfig(_, let familyMatch): familyMatch != .alias
        case .substitute: false
        }
        return familyExact && weightDistance == 0 && widthDistance == 0 ? .exact : .nearest
    }

    /// Opens the face at ``variation``.
    /// - Throws: ``FreeTypeError`` when FreeType cannot open it.
    public func openFace(limit: FileSizeLimit = .standard) throws(FreeTypeError) -> FontFace {
        try FontFace(path: path, faceIndex: faceIndex, variation: variation, limit: limit)
    }
}
