extension DataSet {
    /// The family of icon sets this data set belongs to, from its release table: `SF Symbols`
    /// for a set released for Apple's platforms (every SF Symbols version, and a user's set in
    /// SF Symbols' files), else the platforms its releases name (`Font Awesome` for the Font
    /// Awesome sets, whose releases map to Font Awesome versions), else its name.
    ///
    /// Favorites and collections belong to a family: a stored symbol is looked for only in
    /// the sets of the family it was added in, and follows renames there
    /// (``lookUp(_:)``), so a heart starred in SF Symbols is not Font Awesome's `heart`.
    public var family: String {
        let platforms = self.platforms
        if platforms.contains(where: Platform.apple.contains) { return Self.appleFamily }
        if !platforms.isEmpty { return platforms.map(\.rawValue).joined(separator: " + ") }
        return name
    }

    /// The family of every set released for Apple's platforms.
    public static let appleFamily = "SF Symbols"
}
