import CatalogSystem
import SymbolCatalog

/// Finds the data set a command should read: `--data-set NAME|PATH`, else
/// `$CATALOG_DATA_SET` (the parser fills the option from the environment), else the newest
/// embedded data set. Loads go through the index cache (``DataSetCache``) unless
/// `CATALOG_NO_CACHE` is set to anything but empty or `0`.
enum DataSetLocator {
    static func registry(_ context: CommandContext) -> DataSetRegistry {
        DataSetRegistry(environment: context.environment, executablePath: context.executablePath)
    }

    /// Loads a located entry, through the cache when there is one.
    static func load(_ entry: DataSetEntry, _ context: CommandContext) throws -> DataSet {
        let dataSet = try DataSetLoader.load(path: entry.path, name: entry.name, cache: cache(context), limit: context.fileLimit)
        ProcessLifetime.keepUntilExit(dataSet)
        return dataSet
    }

    /// The cache for this environment: nil with `CATALOG_NO_CACHE` set, or without
    /// `XDG_CACHE_HOME` and `HOME` to put it in.
    static func cache(_ context: CommandContext) -> DataSetCache? {
        guard cachesAllowed(context.environment) else { return nil }
        return DataSetCache(environment: context.environment)
    }

    /// False when `CATALOG_NO_CACHE` is set to anything but empty or `0`: no cache is read
    /// or written (the data-set index).
    static func cachesAllowed(_ environment: [String: String]) -> Bool {
        let bypass = environment["CATALOG_NO_CACHE"] ?? ""
        return bypass.isEmpty || bypass == "0"
    }
}
