import CatalogSystem

/// Everything the collection store holds: the favorites and the user's collections, each a
/// list of ``StoredEntry`` in the order they were added.
public struct StoreContents: Hashable, Sendable {
    /// The schema this version reads and writes.
    public static let schemaVersion = 1

    /// The favorites, in the order they were added.
    public var favorites: [StoredEntry]
    /// In the order they were made.
    public var collections: [UserCollection]

    /// Contents holding `favorites` and `collections` (names are checked by ``problems``).
    public init(favorites: [StoredEntry] = [], collections: [UserCollection] = []) {
        self.favorites = favorites
        self.collections = collections
    }

    /// A list of entries in the store.
    public enum List: Hashable, Sendable {
        /// The favorites.
        case favorites
        /// A user collection by name (case-insensitive).
        case collection(String)
    }

    /// Favorites and the entries of every collection, counted together.
    public var entryCount: Int {
        favorites.count + collections.reduce(0) { $0 + $1.entries.count }
    }

    /// The index of the user collection called `name`, compared case-insensitively.
    public func collectionIndex(named name: String) -> Int? {
        let lowered = name.lowercased()
        return collections.firstIndex { $0.name.lowercased() == lowered }
    }

    /// The user collection called `name` (case-insensitive), or an error with close names.
    public func collection(named name: String) throws(StoreError) -> UserCollection {
        guard let index = collectionIndex(named: name) else {
            throw .noSuchCollection(name, suggestions: NameSuggestions.didYouMean(name, among: collections.map(\.name)))
        }
        return collections[index]
    }

    /// The entries of `list`.
    public func entries(of list: List) throws(StoreError) -> [StoredEntry] {
        switch list {
        case .favorites: favorites
        case .collection(let name): try collection(named: name).entries
        }
    }

    /// Replaces the entries of `list`.
    mutating func setEntries(_ entries: [StoredEntry], of list: List) throws(StoreError) {
        switch list {
        case .favorites:
            favorites = entries
        case .collection(let name):
            guard let index = collectionIndex(named: name) else { _ = try collection(named: name); return }
            collections[index].entries = entries
        }
    }

    /// What the store knows about one symbol of a data set.
    public struct Membership: Hashable, Sendable {
        /// It is among the favorites.
        public var isFavorite = false
        /// Names of the user collections that hold it, in collection order.
        public var collections: [String] = []

        /// A membership in the favorites when `isFavorite`, and in `collections`.
        public init(isFavorite: Bool = false, collections: [String] = []) {
            self.isFavorite = isFavorite
            self.collections = collections
        }
    }

    /// Favorite and collection membership by current symbol name in `dataSet`; symbols in no
    /// list are absent.
    public func memberships(in dataSet: DataSet) -> [String: Membership] {
        var result = [String: Membership]()
        for entry in favorites {
            if let (symbol, _) = dataSet.lookUp(entry) { result[symbol.name, default: Membership()].isFavorite = true }
        }
        for collection in collections {
            for entry in collection.entries {
                guard let (symbol, _) = dataSet.lookUp(entry) else { continue }
                if result[symbol.name]?.collections.last != collection.name {
                    result[symbol.name, default: Membership()].collections.append(collection.name)
                }
            }
        }
        return result
    }
}
