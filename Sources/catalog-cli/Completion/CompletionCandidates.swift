import SymbolCatalog
import TypeScale

/// The hidden `catalog __complete KIND [PREFIX] [--data-set X] [--store PATH]` mode that
/// completion scripts call for values that depend on the data: one candidate per line,
/// those starting with PREFIX. It never fails loudly: a shell mid-completion has nowhere to
/// show an error, so anything wrong gives no candidates.
enum CompletionCandidates {
    static let commandWord = "__complete"

    static func run(_ arguments: [String], _ context: inout CommandContext) {
        var words = arguments[...]
        guard let kindName = words.popFirst(), let kind = ValueCompletion(rawValue: kindName) else { return }
        var prefix = ""
        var options = [String: String]()
        while let word = words.popFirst() {
            if word == "--data-set" || word == "--store" {
                options[word] = words.popFirst()
            } else {
                prefix = word
            }
        }
        let found = candidates(kind, dataSet: options["--data-set"], store: options["--store"], context)
        let matching = found.filter { $0.hasPrefix(prefix) }
        context.standardOutput += matching.map { $0 + "\n" }.joined()
    }

    static func candidates(_ kind: ValueCompletion, dataSet reference: String?, store: String?, _ context: CommandContext) -> [String] {
        switch kind {
        case .none, .file, .directory:
            return []
        case .dataSet:
            var seen = Set<String>()
            return DataSetLocator.registry(context).all().map(\.name).filter { seen.insert($0).inserted }
        case .symbol:
            return (try? load(reference, context))?.symbolNames ?? []
        case .category:
            return (try? load(reference, context))?.categories.map(\.key) ?? []
        case .platform:
            return (try? load(reference, context))?.platforms.map(\.rawValue) ?? []
        case .release:
            return (try? load(reference, context))?.releases.map(\.id.rawValue) ?? []
        case .collection:
            let smart = (try? load(reference, context))?.smartCollections.map(\.description) ?? []
            let storePath = store ?? context.environment["CATALOG_STORE"].flatMap { $0.isEmpty ? nil : $0 }
                ?? CollectionStore.defaultPath(environment: context.environment)
            let contents = storePath.flatMap { try? CollectionStore(path: $0).read() }
            return smart + ["favorites"] + (contents?.collections.map(\.name) ?? [])
        case .font:
            return (try? FontconfigConfiguration())?.familyNames() ?? []
        }
    }

    private static func load(_ reference: String?, _ context: CommandContext) throws -> DataSet {
        let reference = reference ?? context.environment["CATALOG_DATA_SET"].flatMap { $0.isEmpty ? nil : $0 }
        return try DataSetLocator.load(try DataSetLocator.registry(context).locate(reference), context)
    }
}
