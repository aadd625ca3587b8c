import SymbolCatalog

/// The identifier of every constant, collisions resolved deterministically: current names
/// first, in name order, then old names in name order; a name whose identifier is taken
/// gets `_2`, `_3`, … (`a.b` and `aB` would both be `aB`).
struct CodegenIdentifiers {
    /// Current name → identifier.
    var current: [String: String] = [:]
    /// Old name → identifier.
    var old: [String: String] = [:]
    /// Old names (renames and legacy aliases of current symbols), sorted.
    let oldNames: [String]

    init(_ dataSet: DataSet) {
        var taken = Set<String>()
        func assign(_ name: String) -> String {
            let base = SwiftIdentifier.make(name)
            var candidate = base
            var number = 2
            while !taken.insert(candidate.trimmingBackticks).inserted {
                candidate = base.trimmingBackticks + "_\(number)"
                number += 1
            }
            return candidate
        }
        for name in dataSet.symbolNames { current[name] = assign(name) }
        let olds = Set(dataSet.renames.keys).union(dataSet.legacyAliases.keys).filter { name in
            dataSet.symbols[name] == nil && (dataSet.renames[name] ?? dataSet.legacyAliases[name]).map { dataSet.symbols[$0] != nil } == true
        }
        oldNames = olds.sorted()
        for name in oldNames { old[name] = assign(name) }
    }
}
