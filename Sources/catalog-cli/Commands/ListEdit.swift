import SymbolCatalog

/// What an edit of a list is asked, however it is spelled: `favorites add NAME…` and
/// `collection add favorites NAME…` are the same edit (``StoreEdits`` does each job once).
struct ListEdit: Sendable {
    /// The command word the edit was spelled with.
    enum Spelling: Sendable {
        /// `favorites add|remove|clear`.
        case favorites
        /// `collection add|remove|clear NAME`.
        case collection
    }

    let spelling: Spelling
    /// The favorites, or a collection of the user's.
    var list: StoreContents.List
    /// The symbol names to add or remove, as typed.
    var names: [String]
    var dataSet: DataSetSelection
    var store: StoreSelection

    /// `favorites add|remove NAME…` and `favorites clear`.
    static func favorites(_ parsed: ParsedCommand) -> ListEdit {
        ListEdit(spelling: .favorites, list: .favorites, names: parsed.values(symbolNames),
                 dataSet: DataSetSelection(parsed), store: StoreSelection(parsed))
    }

    /// `collection add|remove NAME SYMBOL…` and `collection clear NAME`; NAME `favorites`
    /// (any case) is the favorites.
    static func collection(_ parsed: ParsedCommand) -> ListEdit {
        ListEdit(spelling: .collection, list: list(named: parsed.value(collectionName) ?? ""), names: parsed.values(symbols),
                 dataSet: DataSetSelection(parsed), store: StoreSelection(parsed))
    }

    /// The list a collection NAME names: a user collection, or the favorites.
    static func list(named name: String) -> StoreContents.List {
        name.lowercased() == UserCollection.favoritesName ? .favorites : .collection(name)
    }

    /// `favorites add|remove`'s NAME…
    static let symbolNames = ArgumentSpec(name: "NAME", summary: "Symbol names.", isVariadic: true, completion: .symbol)
    /// `collection …`'s NAME: the list.
    static let collectionName = NameOptions.name.with { argument in
        argument.summary = "The collection (any case), or favorites."
        argument.completion = .collection
    }
    /// `collection add|remove`'s SYMBOL…
    static let symbols = ArgumentSpec(name: "SYMBOL", summary: "Symbol names.", isVariadic: true, completion: .symbol)
}
