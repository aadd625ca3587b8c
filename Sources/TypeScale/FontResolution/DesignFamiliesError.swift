/// Why the design families could not be read from the configuration file or the environment.
///
/// ``description`` is one line naming the file and line (or the variable) first:
///
///     /home/me/.config/catalog/font-designs.conf:3: unknown font design 'roundd'; did you mean 'rounded'?
public struct DesignFamiliesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file exists but cannot be read (or is a directory).
        case unreadable
        /// The file is not UTF-8 text.
        case notUTF8
        /// A line that is not `DESIGN = FAMILY[, FAMILY…]` (the line's text).
        case syntax(String)
        /// The name before `=` is not a design.
        case unknownDesign(DynamicTypeError)
        /// Nothing after `=`.
        case missingFamily(FontDesign)
        /// A list with an empty entry (`"Comfortaa, , Quicksand"`; the list as written).
        case emptyFamily(String)
        /// The design was already set on `firstLine`.
        case duplicate(FontDesign, firstLine: Int)
    }

    /// The configuration file's path, or the environment variable's name.
    public let origin: String
    /// The line (from 1) in the file, or `nil`.
    public let line: Int?
    /// What went wrong.
    public let reason: Reason

    /// Creates an error.
    public init(origin: String, line: Int?, reason: Reason) {
        self.origin = origin
        self.line = line
        self.reason = reason
    }

    /// What went wrong, without the origin.
    public var message: String {
        switch reason {
        case .unreadable: "cannot read the font designs file"
        case .notUTF8: "the font designs file is not UTF-8 text"
        case .syntax(let text): "expected 'DESIGN = FAMILY[, FAMILY…]', got '\(text)'"
        case .unknownDesign(let error): error.description
        case .missingFamily(let design): "no family given for '\(design)' (write '\(design) = FAMILY')"
        case .emptyFamily(let list): "empty family name in '\(list)'"
        case .duplicate(let design, let firstLine): "'\(design)' is already set on line \(firstLine)"
        }
    }

    /// `"ORIGIN:LINE: message"` (`"ORIGIN: message"` without a line).
    public var description: String {
        origin + (line.map { ":\($0)" } ?? "") + ": " + message
    }
}
