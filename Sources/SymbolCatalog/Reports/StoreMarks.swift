import CatalogFormats

/// What the collection store says about the symbols a command prints: favorites (★ in text,
/// `"favorite"` in JSON, a `favorite` flag in TSV) and user collections.
package struct StoreMarks {
    /// By current symbol name.
    package var memberships: [String: StoreContents.Membership] = [:]
    /// Star favorites in text (off in the favorites listing, where every row is one).
    package var starsFavorites = true
    /// Entries of the listed favorites or collection that the data set lacks; nil when the
    /// listing is not of one.
    package var missing: [StoredEntry]?

    package static let star = "★"

    package init(memberships: [String: StoreContents.Membership] = [:], starsFavorites: Bool = true, missing: [StoredEntry]? = nil) {
        self.memberships = memberships
        self.starsFavorites = starsFavorites
        self.missing = missing
    }

    /// The marks of `contents` for the symbols of `dataSet`.
    package init(_ contents: StoreContents, in dataSet: DataSet) {
        memberships = contents.memberships(in: dataSet)
    }

    package func isFavorite(_ symbol: Symbol) -> Bool { memberships[symbol.name]?.isFavorite ?? false }
    package func collections(_ symbol: Symbol) -> [String] { memberships[symbol.name]?.collections ?? [] }

    /// `"favorite"` and `"collections"`, for a symbol's JSON object.
    package func jsonMembers(_ symbol: Symbol) -> [(String, JSONOutput)] {
        [("favorite", .bool(isFavorite(symbol))), ("collections", .array(collections(symbol).map(JSONOutput.string)))]
    }

    /// `(2 more not in mini: doc.on.doc, a)`, or nil.
    package func missingNote(in dataSet: DataSet) -> String? {
        guard let missing, !missing.isEmpty else { return nil }
        return "(\(missing.count) more not in \(dataSet.name): \(missing.map(\.primaryName).joined(separator: ", ")))"
    }
}
