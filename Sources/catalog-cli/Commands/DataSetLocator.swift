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
        let dataSet: DataSet
        if let cache = DataSetCache.unlessDisabled(environment: context.environment) {
            // A rebuilt index is written when the command ends, with a typo index it built (one write).
            let loaded = try cache.loadDeferringSave(path: entry.path, name: entry.name, limit: context.fileLimit)
            if let pending = loaded.pendingIndex { context.pendingIndexes.append(pending) }
            dataSet = loaded.dataSet
        } else {
            dataSet = try DataSetLoader.load(path: entry.path, name: entry.name, limit: context.fileLimit)
        }
        ProcessLifetime.keepUntilExit(dataSet)
        return dataSet
    }
}
