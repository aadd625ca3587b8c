import SymbolCatalog

extension OptionSpec {
    /// `--data-set NAME|PATH`, else `$CATALOG_DATA_SET` (the parser fills it in).
    static let dataSet = OptionSpec(
        name: "data-set", valueName: "NAME|PATH",
        summary: "Data set: a folder, or a registered or embedded name (default: $CATALOG_DATA_SET, else the newest embedded).",
        environment: "CATALOG_DATA_SET", completion: .dataSet)
}

/// The data set a command reads, as `--data-set` names it (see ``DataSetLocator``).
struct DataSetSelection: Sendable {
    /// A folder, or a registered or embedded name; nil: the newest embedded data set.
    let nameOrPath: String?

    init(nameOrPath: String?) {
        self.nameOrPath = nameOrPath
    }

    init(_ parsed: ParsedCommand) {
        nameOrPath = parsed.value(.dataSet)
    }

    /// The data set, through the index cache unless `CATALOG_NO_CACHE` says otherwise.
    /// A name that is not a data set but names several (`all`, `sf6,mdi`) says that only
    /// `search` reads several.
    func load(_ context: CommandContext) throws -> DataSet {
        try DataSetLocator.load(try DataSetLocator.registry(context).locateOne(nameOrPath), context)
    }
}
