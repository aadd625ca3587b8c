import CatalogSystem

/// Why fontconfig could not be set up, or could not resolve a pattern to a font file.
///
/// The ``description`` is one line for people, for example:
///
///     no font matches family 'DejaVu Sanz'; did you mean 'DejaVu Sans'?
///     no font matches family 'Nope Sans' (fontconfig would substitute 'DejaVu Sans')
public struct FontconfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The configuration file does not exist or cannot be read.
        case configurationNotFound(path: String)
        /// The configuration file is not a regular file, or is over the size limit: it is not
        /// handed to fontconfig, which would read it without a limit.
        case configurationRefused(path: String, reason: String)
        /// fontconfig refused the configuration file (malformed XML or unknown elements;
        /// fontconfig itself writes the details to standard error).
        case invalidConfiguration(path: String)
        /// fontconfig could not start or scan its font directories.
        case cannotLoadFonts
        /// The text is not a fontconfig pattern (`FcNameParse` failed).
        case invalidPattern(String)
        /// The configuration knows no font at all, so nothing can match.
        case noFonts
        /// fontconfig's best match belongs to a family other than every one asked for (see
        /// ``FontconfigConfiguration/match(_:)`` for when a family counts as matched):
        /// `nearest` is the family fontconfig would substitute, from `nearestFile`;
        /// `suggestions` the installed families spelled like one asked for
        /// (``CatalogSystem/NameSuggestions``), which the message offers instead when any.
        case noSuchFamily(requested: [String], nearest: String, nearestFile: String, suggestions: [String])
        /// The matched font has no file (a font from an application font set without one).
        case noFile(pattern: String)
    }

    /// What went wrong.
    public let reason: Reason

    /// Creates an error.
    public init(reason: Reason) {
        self.reason = reason
    }

    /// The message for people: one line, no trailing newline.
    public var description: String {
        switch reason {
        case .configurationNotFound(let path):
            "\(path): cannot read the fontconfig configuration (it does not exist or is not readable)"
        case .configurationRefused(let path, let reason):
            "\(path): not read as the fontconfig configuration: \(reason)"
        case .invalidConfiguration(let path):
            "\(path): fontconfig cannot load this configuration"
        case .cannotLoadFonts:
            "fontconfig: cannot load the font configuration or scan its font directories"
        case .invalidPattern(let pattern):
            "'\(pattern)' is not a fontconfig pattern (e.g. 'DejaVu Serif:bold')"
        case .noFonts:
            "fontconfig knows no fonts (its configuration lists no font directory with fonts)"
        case .noSuchFamily(let requested, let nearest, _, let suggestions):
            "no font matches " + (requested.count == 1 ? "family " : "families ")
                + requested.map { "'\($0)'" }.joined(separator: ", ")
                + (suggestions.isEmpty ? " (fontconfig would substitute '\(nearest)')" : NameSuggestions.didYouMeanClause(suggestions))
        case .noFile(let pattern):
            "the font matching '\(pattern)' has no file"
        }
    }
}
