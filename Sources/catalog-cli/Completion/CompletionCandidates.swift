import SymbolCatalog
import TypeScale

/// The hidden `catalog __complete KIND [PREFIX] [--data-set X] [--store PATH]` mode that
/// completion scripts call for values that depend on the data: one candidate per line,
/// those starting with PREFIX. It never fails loudly: a shell mid-completion has nowhere to
/// show an error, so anything wrong gives no candidates.
enum CompletionCandidates {
    /// Hidden: not in ``CatalogCLI/commands``, so neither help nor completion shows it; its
    /// options are read as every command reads them (`CATALOG_DATA_SET`, `CATALOG_STORE`).
    static let spec = CommandSpec(
        path: ["__complete"],
        summary: "Print completion candidates (for the completion scripts).",
        arguments: [ArgumentSpec(name: "KIND", summary: "What to complete."),
                    ArgumentSpec(name: "PREFIX", summary: "The word so far.", isOptional: true)],
        options: [OptionSpec.dataSet, OptionSpec.store],
        run: { _, _ in })

    static func run(_ arguments: [String], _ context: inout CommandContext) {
        let parser = ArgumentParser(commands: [spec], environment: context.environment)
        guard let command = try? parser.parse(spec, arguments[...]),
              let kind = command.argument("KIND").flatMap(ValueCompletion.init(rawValue:)) else { return }
        let prefix = command.argument("PREFIX") ?? ""
        let found = candidates(kind, for: command, context)
        context.standardOutput += found.filter { $0.hasPrefix(prefix) }.map { $0 + "\n" }.joined()
    }

    static func candidates(_ kind: ValueCompletion, for command: ParsedCommand, _ context: CommandContext) -> [String] {
        func dataSet() -> DataSet? { try? DataSetLocator.load(for: command, context) }
        switch kind {
        case .none, .file, .directory:
            return []
        case .dataSet:
            var seen = Set<String>()
            return DataSetLocator.registry(context).all().map(\.name).filter { seen.insert($0).inserted }
        case .symbol:
            return dataSet()?.symbolNames ?? []
        case .category:
            return dataSet()?.categories.map(\.key) ?? []
        case .platform:
            return dataSet()?.platforms.map(\.rawValue) ?? []
        case .release:
            return dataSet()?.releases.map(\.id.rawValue) ?? []
        case .collection:
            let smart = dataSet()?.smartCollections.map(\.description) ?? []
            let stored = (try? StoreLocator.contents(for: command, context))?.collections.map(\.name) ?? []
            return smart + ["favorites"] + stored
        case .font:
            return (try? FontconfigConfiguration())?.familyNames() ?? []
        }
    }
}
