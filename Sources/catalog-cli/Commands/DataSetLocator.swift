import SymbolCatalog

/// Finds the data set a command should read: `--data-set NAME|PATH`, else
/// `$CATALOG_DATA_SET` (the parser fills the option from the environment), else the newest
/// embedded data set. Loads go through the index cache (``DataSetCache``) unless
/// `CATALOG_NO_CACHE` is set to anything but empty or `0`.
enum DataSetLocator {
    static func registry(_ context: CommandContext) -> DataSetRegistry {
        DataSetRegistry(environment: context.environment, executablePath: context.executablePath)
    }

    static func load(for command: ParsedCommand, _ context: CommandContext) throws -> DataSet {
        try load(try registry(context).locate(command.option("data-set")), context)
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
        let bypass = context.environment["CATALOG_NO_CACHE"] ?? ""
        guard bypass.isEmpty || bypass == "0" else { return nil }
        return DataSetCache(environment: context.environment)
    }
}
