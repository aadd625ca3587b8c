import SymbolCatalog

/// What the picker's list is narrowed to, cycled with Ctrl-S (forward) and Ctrl-R (back):
/// every symbol, your favorites, each of your collections, each smart collection, each
/// category.
enum PickerScope: Equatable, Sendable {
    case all
    case favorites
    case collection(String)
    case smart(String)
    case category(key: String, label: String)

    /// The scopes of a data set and store, in cycling order.
    static func all(in dataSet: DataSet, contents: StoreContents) -> [PickerScope] {
        [.all, .favorites] + contents.collections.map { .collection($0.name) }
            + dataSet.smartCollections.map { .smart($0.description) }
            + dataSet.categories.filter { $0.key != "all" }.map { .category(key: $0.key, label: $0.label) }
    }

    /// How the status line names it.
    var label: String {
        switch self {
        case .all: "all"
        case .favorites: "favorites"
        case .collection(let name): "collection \(name)"
        case .smart(let name): name
        case .category(_, let label): "category \(label)"
        }
    }

    /// `query` narrowed to this scope (stored entries resolved in `dataSet`).
    func apply(to query: SymbolQuery, in dataSet: DataSet, contents: StoreContents) -> SymbolQuery {
        var query = query
        switch self {
        case .all:
            break
        case .favorites:
            query.names = Self.names(contents.favorites, in: dataSet)
        case .collection(let name):
            query.names = Self.names((try? contents.collection(named: name).entries) ?? [], in: dataSet)
        case .smart(let name):
            query.collection = name
        case .category(let key, _):
            query.categories.append(key)
        }
        return query
    }

    private static func names(_ entries: [StoredEntry], in dataSet: DataSet) -> Set<String> {
        Set(entries.compactMap { dataSet.lookUp($0)?.symbol.name })
    }
}
