import SymbolCatalog

/// Finds the data set a command should read: `--data-set NAME|PATH`, else
/// `$CATALOG_DATA_SET` (the parser fills the option from the environment), else the newest
/// embedded data set.
enum DataSetLocator {
    static func registry(_ context: CommandContext) -> DataSetRegistry {
        DataSetRegistry(environment: context.environment, executablePath: context.executablePath)
    }

    static func load(for command: ParsedCommand, _ context: CommandContext) throws -> DataSet {
        let entry = try registry(context).locate(command.option("data-set"))
        return try DataSetLoader.load(path: entry.path, name: entry.name)
    }
}
