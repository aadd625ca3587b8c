/// A named list of symbols that the user made (smart collections are computed instead).
public struct UserCollection: Hashable, Sendable {
    /// Unique among user collections, case-insensitively; never a smart collection's name.
    public var name: String
    /// In the order they were added.
    public var entries: [StoredEntry]

    /// A collection called `name` holding `entries` (the name is checked by ``problem(with:)``
    /// and ``StoreContents``, not here).
    public init(name: String, entries: [StoredEntry] = []) {
        self.name = name
        self.entries = entries
    }

    /// The name of the favorites list where collections are listed; no user collection may
    /// take it.
    public static let favoritesName = "favorites"

    /// Why `name` cannot name a user collection, or nil when it can. Uniqueness is checked
    /// by ``StoreContents``.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "a collection name cannot be empty" }
        if name.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return "a collection name cannot be only spaces" }
        if let first = name.unicodeScalars.first, let last = name.unicodeScalars.last,
           first.properties.isWhitespace || last.properties.isWhitespace {
            return "a collection name cannot start or end with a space"
        }
        if let bad = name.unicodeScalars.first(where: { !isPrintable($0) }) {
            return "a collection name must be printable (it contains U+"
                + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4) + ")"
        }
        if SmartCollection.isReserved(name) || name.lowercased() == favoritesName {
            return "it is the name of a built-in collection"
        }
        return nil
    }

    /// Letters, marks, numbers, punctuation, symbols, spaces and private-use characters (SF
    /// Symbols glyphs live there); not control, format (but the emoji joiner), surrogate,
    /// unassigned or line and paragraph separators.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .unassigned, .lineSeparator, .paragraphSeparator: false
        case .format: scalar.value == 0x200D
        default: true
        }
    }
}
