/// Why a design, weight and width could not be resolved to a font.
///
/// ``description`` is one line: the underlying fontconfig or FreeType message, or for a design
/// whose families are all missing:
///
///     no rounded font installed: 'Comfortaa', 'Quicksand' (from $CATALOG_FONT_ROUNDED)
public enum FontResolutionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// fontconfig could not start or match.
    case fontconfig(FontconfigError)
    /// FreeType could not open or read the font.
    case freeType(FreeTypeError)
    /// None of the design's candidate families is installed and it has no fallback.
    case notInstalled(DesignFamily)

    /// One line naming what failed, fit for stderr.
    public var description: String {
        switch self {
        case .fontconfig(let error): error.description
        case .freeType(let error): error.description
        case .notInstalled(let family):
            "no \(family.design) font installed: "
                + family.candidateNames.map { "'\($0)'" }.joined(separator: ", ") + " (from \(family.source))"
        }
    }
}
