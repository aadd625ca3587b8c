import SymbolCatalog

extension OptionSpec {
    /// `--store PATH`, else `$CATALOG_STORE` (the parser fills it in).
    static let store = OptionSpec(
        name: "store", valueName: "PATH",
        summary: "Favorites and collections file (default: $CATALOG_STORE, else $XDG_DATA_HOME/catalog/collections.json).",
        environment: "CATALOG_STORE", completion: .file)
}

/// Finds the collection store a command should use: `--store PATH`, else
/// `$CATALOG_STORE`, else `$XDG_DATA_HOME/catalog/collections.json`, else
/// `$HOME/.local/share/catalog/collections.json`.
enum StoreLocator {
    /// The store, or nil when the environment names no place for one.
    static func store(for command: ParsedCommand, _ context: CommandContext) -> CollectionStore? {
        if let path = command.option("store"), !path.isEmpty { return CollectionStore(path: path, limit: context.fileLimit) }
        return CollectionStore.defaultPath(environment: context.environment).map { CollectionStore(path: $0, limit: context.fileLimit) }
    }

    /// The store for a command that changes it.
    static func writableStore(for command: ParsedCommand, _ context: CommandContext) throws(StoreError) -> CollectionStore {
        guard let store = store(for: command, context) else { throw .noLocation }
        return store
    }

    /// The contents (empty when there is no store, or no place for one).
    static func contents(for command: ParsedCommand, _ context: CommandContext) throws(StoreError) -> StoreContents {
        try store(for: command, context)?.read() ?? StoreContents()
    }

    /// The contents for marking favorites in results (`search`, `show`): a store that cannot
    /// be used blocks nothing here. The command goes on without marks and says so once on
    /// stderr, naming the file and `catalog collection doctor`; commands that change the
    /// store still refuse.
    static func marksContents(for command: ParsedCommand, _ context: inout CommandContext) throws(StoreError) -> StoreContents {
        do {
            return try contents(for: command, context)
        } catch where error.isStoreUnusable {
            context.standardError += "catalog: warning: \(error); results are shown without favorites and collections"
                + (error.description.contains("collection doctor") ? "" : " (see 'catalog collection doctor')") + "\n"
            return StoreContents()
        }
    }
}
