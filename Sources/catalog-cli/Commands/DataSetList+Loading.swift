import CatalogSystem
import SymbolCatalog

/// `--data-set` read as several data sets (SymbolCatalog's ``DataSetList``), loaded.
extension DataSetList {
    init(_ parsed: ParsedCommand) {
        self.init(values: parsed.values(.dataSet))
    }

    /// Every named data set, loaded (through the cache); a set that does not load stops the
    /// command with one line naming it, never a silent gap in the results.
    func load(_ context: CommandContext) throws -> [DataSet] {
        let entries = try entries(in: DataSetLocator.registry(context))
        guard !entries.isEmpty else { throw CLIError.failure("--data-set all: no data sets are registered or embedded") }
        return try entries.map { entry in
            do {
                return try DataSetLocator.load(entry, context)
            } catch {
                throw CLIError.failure("data set '\(TerminalText.visible(entry.name))' does not load: \(error)")
            }
        }
    }
}
