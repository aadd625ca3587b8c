import AdaptiveLayout
import CatalogSystem
import SymbolCatalog
import TypeScale

/// The hidden `catalog __complete KIND [PREFIX] [--data-set X] [--store PATH]` mode that
/// completion scripts call for values that depend on the data: one candidate per line,
/// those starting with PREFIX. It never fails loudly: a shell mid-completion has nowhere to
/// show an error, so anything wrong gives no candidates.
enum CompletionCandidates {
    /// The word that selects it, checked before any command's spec is built.
    static let path = ["__complete"]

    /// Hidden: not in ``CatalogCLI/commands``, so neither help nor completion shows it; its
    /// options are read as every command reads them (`CATALOG_DATA_SET`, `CATALOG_STORE`).
    static let spec = CommandSpec(
        path: path,
        summary: "Print completion candidates (for the completion scripts).",
        arguments: [Options.kind, Options.prefix],
        options: [OptionSpec.dataSet, OptionSpec.store],
        parse: { _ in }, run: { _, _ in })

    /// What `__complete` is asked.
    struct Options: CommandOptions {
        static let kind = ArgumentSpec(name: "KIND", summary: "What to complete.")
        static let prefix = ArgumentSpec(name: "PREFIX", summary: "The word so far.", isOptional: true)

        /// Nil for a kind that is none.
        var kind: ValueCompletion?
        var prefix: String
        var dataSet: DataSetSelection
        var store: StoreSelection

        init(_ parsed: ParsedCommand) {
            kind = parsed.value(Self.kind).flatMap(ValueCompletion.init(rawValue:))
            prefix = parsed.value(Self.prefix) ?? ""
            dataSet = DataSetSelection(parsed)
            store = StoreSelection(parsed)
        }
    }

    static func run(_ arguments: [String], _ context: inout CommandContext) {
        // A shell mid-completion reads no status: even a failed write of the candidates is 0.
        context.writeFailureStatus = 0
        let parser = ArgumentParser(commands: [spec], environment: context.environment)
        guard let parsed = try? parser.parse(spec, arguments[...]) else { return }
        let options = Options(parsed)
        guard let kind = options.kind else { return }
        let found = candidates(kind, for: options, context)
        // One candidate a line: a line feed in a name is `\n`, never a second candidate.
        context.standardOutput += TerminalText.lines(found.filter { $0.hasPrefix(options.prefix) })
    }

    static func candidates(_ kind: ValueCompletion, for options: Options, _ context: CommandContext) -> [String] {
        func dataSet() -> DataSet? { try? options.dataSet.load(context) }
        switch kind {
        case .none, .file, .directory:
            return []
        case .dataSet, .dataSets:
            var seen = Set<String>()
            let names = DataSetLocator.registry(context).all().map(\.name).filter { seen.insert($0).inserted }
            return kind == .dataSets ? [DataSetList.everySet] + names : names
        case .symbol:
            // Current names, then old names (an app for older systems writes them; every
            // command takes them): SF 6 has no current name starting `doc.on`.
            guard let dataSet = dataSet() else { return [] }
            return dataSet.symbolNames + dataSet.renames.keys.filter { dataSet.symbols[$0] == nil }.sorted()
        case .category:
            return dataSet()?.categories.map(\.key) ?? []
        case .platform:
            return dataSet()?.platforms.map(\.rawValue) ?? []
        case .release:
            return dataSet()?.releases.map(\.id.rawValue) ?? []
        case .collection:
            let smart = dataSet()?.smartCollections.map(\.description) ?? []
            let stored = (try? options.store.contents(context))?.collections.map(\.name) ?? []
            return smart + ["favorites"] + stored
        case .font:
            return (try? FontconfigConfiguration())?.familyNames() ?? []
        case .device:
            return LayoutTable.allDevices.flatMap { $0.names.map(\.slug) }
        }
    }
}
