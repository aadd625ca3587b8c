import CatalogFormats
import SymbolCatalog

/// What the collection store says about the symbols a command prints: favorites (★ in text,
/// `"favorite"` in JSON, a `favorite` flag in TSV) and user collections.
struct StoreMarks {
    /// By current symbol name.
    var memberships: [String: StoreContents.Membership] = [:]
    /// Star favorites in text (off in the favorites listing, where every row is one).
    var starsFavorites = true
    /// Entries of the listed favorites or collection that the data set lacks; nil when the
    /// listing is not of one.
    var missing: [StoredEntry]?

    static let star = "★"

    init(memberships: [String: StoreContents.Membership] = [:], starsFavorites: Bool = true, missing: [StoredEntry]? = nil) {
        self.memberships = memberships
        self.starsFavorites = starsFavorites
        self.missing = missing
    }

    /// The marks of `contents` for the symbols of `dataSet`.
    init(_ contents: StoreContents, in dataSet: DataSet) {
        memberships = contents.memberships(in: dataSet)
    }

    func isFavorite(_ symbol: Symbol) -> Bool { memberships[symbol.name]?.isFavorite ?? false }
    func collections(_ symbol: Symbol) -> [String] { memberships[symbol.name]?.collections ?? [] }

    /// `"favorite"` and `"collections"`, for a symbol's JSON object.
    func jsonMembers(_ symbol: Symbol) -> [(String, JSONOutput)] {
        [("favorite", .bool(isFavorite(symbol))), ("collections", .array(collections(symbol).map(JSONOutput.string)))]
    }

    /// `(2 more not in mini: doc.on.doc, a)`, or nil.
    func missingNote(in dataSet: DataSet) -> String? {
        guard let missing, !missing.isEmpty else { return nil }
        return "(\(missing.count) more not in \(dataSet.name): \(missing.map(\.primaryName).joined(separator: ", ")))"
    }
}
