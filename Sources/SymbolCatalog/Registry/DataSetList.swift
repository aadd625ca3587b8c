import CatalogFormats
import CatalogSystem

/// The data sets a `--data-set` that names several reads (`search`): `all` (every registered
/// and embedded set, as `catalog data-sets` lists them), a comma-separated list (`sf6,mdi`),
/// or the option repeated; any mix of these, each set once, in the order named.
public struct DataSetList: Sendable {
    /// The values given (each `--data-set`, or `$CATALOG_DATA_SET`).
    public let values: [String]

    /// The list the values name.
    public init(values: [String]) {
        self.values = values
    }

    /// The word that names every data set.
    public static let everySet = "all"

    /// The references the values name, split at commas (not a folder's path that has one),
    /// empty pieces dropped.
    public var references: [String] {
        values.flatMap { value -> [String] in
            if value.contains("/") || FileStatus.kind(of: value) == .directory { return [value] }
            return value.split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        }
    }

    /// True when the values name more than one data set, or `all`.
    public var isSeveral: Bool {
        let references = references
        return references.count > 1 || references.contains(Self.everySet)
    }

    /// The entries `registry` finds, `all` expanded, each set once (by name) in the order
    /// named. An unknown name is the registry's error (with did-you-mean).
    public func entries(in registry: DataSetRegistry) throws(DataSetRegistryError) -> [DataSetEntry] {
        var entries = [DataSetEntry](), seen = Set<String>()
        for reference in references {
            let located = reference == Self.everySet ? registry.all() : [try registry.locate(reference)]
            for entry in located where seen.insert(entry.name).inserted { entries.append(entry) }
        }
        return entries
    }
}
