
/// A symbol with what a renderer needs from its data set (releases, category labels).
package struct SymbolDetails {
    package let symbol: Symbol
    package let resolution: NameResolution
    package let dataSet: DataSet

    package init(symbol: Symbol, resolution: NameResolution, dataSet: DataSet) {
        (self.symbol, self.resolution, self.dataSet) = (symbol, resolution, dataSet)
    }

    package func release(_ id: ReleaseID) -> Release {
        dataSet.release(id) ?? Release(id: id, platforms: [:], isKnown: false)
    }

    /// Category labels by key, for text output.
    package func categoryLabel(_ key: String) -> String {
        dataSet.categories.first { $0.key == key }?.label ?? key
    }
}
