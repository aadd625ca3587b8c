import SymbolCatalog

/// Finds the data set a command should read: `--data-set PATH`, else `$CATALOG_DATA_SET`
/// (the parser fills the option from the environment).
enum DataSetLocator {
    static func load(for command: ParsedCommand) throws -> DataSet {
        guard let path = command.option("data-set") else {
            throw CLIError.usage(
                "no data set: pass --data-set PATH (a folder with name_availability.plist) or set CATALOG_DATA_SET",
                command: command.spec.name)
        }
        return try DataSetLoader.load(path: path)
    }
}
