import SymbolCatalog

extension OptionSpec {
    /// `--store PATH`, else `$CATALOG_STORE` (the parser fills it in).
    static let store = OptionSpec(
        name: "store", valueName: "PATH",
        summary: "Favorites and collections file (default: $CATALOG_STORE, else $XDG_DATA_HOME/catalog/collections.json).",
        environment: "CATALOG_STORE", completion: .file)
}

/// The collection store a command uses: `--store PATH`, else `$CATALOG_STORE`, else
/// `$XDG_DATA_HOME/catalog/collections.json`, else `$HOME/.local/share/catalog/collections.json`.
struct StoreSelection: Sendable {
    /// `--store`'s path, or nil.
    let path: String?

    init(path: String?) {
        self.path = path
    }

    init(_ parsed: ParsedCommand) {
        path = parsed.value(.store)
    }

    /// The store, or nil when the environment names no place for one.
    func store(_ context: CommandContext) -> CollectionStore? {
        if let path, !path.isEmpty { return CollectionStore(path: path, limit: context.fileLimit) }
        return CollectionStore.defaultPath(environment: context.environment).map { CollectionStore(path: $0, limit: context.fileLimit) }
    }

    /// The store for a command that changes it.
    func writableStore(_ context: CommandContext) throws(StoreError) -> CollectionStore {
        guard let store = store(context) else { throw .noLocation }
        return store
    }

    /// The contents (empty when there is no store, or no place for one).
    func contents(_ context: CommandContext) throws(StoreError) -> StoreContents {
        try store(context)?.read() ?? StoreContents()
    }

    /// The contents for marking favorites in results (`search`, `show`): a store that cannot
    /// be used blocks nothing here. The command goes on without marks and says so once on
    /// stderr, naming the file and `catalog collection doctor`; commands that change the
    /// store still refuse.
    func marksContents(_ context: inout CommandContext) throws(StoreError) -> StoreContents {
        do {
            return try contents(context)
        } catch where error.isStoreUnusable {
            context.standardError += "catalog: warning: \(error); results are shown without favorites and collections"
                + (error.description.contains("collection doctor") ? "" : " (see 'catalog collection doctor')") + "\n"
            return StoreContents()
        }
    }
}
