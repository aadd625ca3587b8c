import CatalogFormats
import CatalogSystem
import SymbolCatalog

/// The data sets `search` reads when `--data-set` names several: `all` (every registered and
/// embedded set, as `catalog data-sets` lists them), a comma-separated list (`sf6,mdi`), or the
/// option repeated; any mix of these, each set once, in the order named.
struct DataSetList: Sendable {
    /// The values of `--data-set` (or `$CATALOG_DATA_SET`), as given.
    let values: [String]

    init(values: [String]) {
        self.values = values
    }

    init(_ parsed: ParsedCommand) {
        values = parsed.values(.dataSet)
    }

    /// The word that names every data set.
    static let everySet = "all"

    /// The references the values name, split at commas (not a folder's path that has one),
    /// empty pieces dropped.
    var references: [String] {
        values.flatMap { value -> [String] in
            if value.contains("/") || FileStatus.kind(of: value) == .directory { return [value] }
            return value.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        }
    }

    /// True when the values name more than one data set, or `all`.
    var isSeveral: Bool {
        let references = references
        return references.count > 1 || references.contains(Self.everySet)
    }

    /// The entries, `all` expanded, each set once (by name) in the order named. An unknown
    /// name is the registry's error (with did-you-mean).
    func entries(_ context: CommandContext) throws(DataSetRegistryError) -> [DataSetEntry] {
        let registry = DataSetLocator.registry(context)
        var entries = [DataSetEntry](), seen = Set<String>()
        for reference in references {
            let located = reference == Self.everySet ? registry.all() : [try registry.locate(reference)]
            for entry in located where seen.insert(entry.name).inserted { entries.append(entry) }
        }
        return entries
    }

    /// Every named data set, loaded (through the cache); a set that does not load stops the
    /// command with one line naming it, never a silent gap in the results.
    func load(_ context: CommandContext) throws -> [DataSet] {
        let entries = try entries(context)
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
