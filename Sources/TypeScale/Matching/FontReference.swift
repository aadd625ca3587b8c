import CatalogSystem

/// A font named by its file or by a fontconfig pattern. (How a command-line argument is read
/// as one, ``init(_:)``, is the CLI's rule, and package-only.)
public enum FontReference: Sendable, Hashable {
    /// A font file path.
    case file(String)
    /// A fontconfig pattern such as `"DejaVu Serif:bold"`.
    case pattern(String)

    /// The font-file extensions that make a missing path read as a file, not a pattern.
    static let fontExtensions: Set<String> = [
        "ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfa", "pfb", "t1", "cff", "bdf", "pcf", "gz", "pfr", "fnt",
    ]

    /// Classifies `argument`: a path that exists (file or not) is a file; so is a missing path
    /// that looks like one, containing `/` or ending in a font-file extension (`.ttf`,
    /// `.otf`, `.woff2`, …), so that a mistyped file name is reported missing instead of
    /// silently matched by fontconfig. Anything else is a fontconfig pattern.
    package init(_ argument: String) {
        self.init(argument, fileExists: { FileStatus.of($0) != nil })
    }

    /// Classifies `argument` as ``init(_:)`` does, asking `fileExists` whether a path exists.
    package init(_ argument: String, fileExists: (String) -> Bool) {
        // A path with '/' is a file whether it exists or not: no need to ask.
        if argument.utf8.contains(UInt8(ascii: "/")) || fileExists(argument) {
            self = .file(argument)
        } else if let dot = argument.lastIndex(of: "."),
                  Self.fontExtensions.contains(argument[argument.index(after: dot)...].lowercased()) {
            self = .file(argument)
        } else {
            self = .pattern(argument)
        }
    }
}
