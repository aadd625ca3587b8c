import SymbolCatalog

/// A symbol with what a renderer needs from its data set (releases, category labels).
struct SymbolDetails {
    let symbol: Symbol
    let resolution: NameResolution
    let dataSet: DataSet

    func release(_ id: ReleaseID) -> Release {
        dataSet.release(id) ?? Release(id: id, platforms: [:], isKnown: false)
    }

    /// Category labels by key, for text output.
    func categoryLabel(_ key: String) -> String {
        dataSet.categories.first { $0.key == key }?.label ?? key
    }
}
