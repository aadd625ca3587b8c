extension DataSetRegistry {
    /// The one data set `reference` names, as ``locate(_:)`` finds it, for a command that
    /// reads one.
    /// - Throws: ``DataSetRegistryError/severalNamed(_:)`` for an unknown name that names
    ///   several (`all`, `sf6,mdi`: ``DataSetList/isSeveral``), else ``locate(_:)``'s error.
    package func locateOne(_ reference: String?) throws(DataSetRegistryError) -> DataSetEntry {
        do {
            return try locate(reference)
        } catch {
            guard case .unknownDataSet = error, let reference, DataSetList(values: [reference]).isSeveral else { throw error }
            throw .severalNamed(reference)
        }
    }
}
