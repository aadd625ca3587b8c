extension DataSetRegistry {
    /// The data sets `references` name (folders, registered or embedded names), each once
    /// (by name and folder) in the order named; none named: every embedded set, the default
    /// one first when it is embedded (a chosen default that is gone leaves the name order).
    /// An unknown name, or no embedded set at all, is the registry's error.
    public func entriesOrEmbedded(_ references: [String]) throws(DataSetRegistryError) -> [DataSetEntry] {
        guard references.isEmpty else {
            var entries = [DataSetEntry]()
            for reference in references {
                let entry = try locate(reference)
                if !entries.contains(where: { $0.name == entry.name && $0.path == entry.path }) { entries.append(entry) }
            }
            return entries
        }
        var entries = embedded()
        guard !entries.isEmpty else { throw .noEmbeddedDataSets(searched: embeddedCandidates) }
        if let preferred = try? defaultEntry(),
           let index = entries.firstIndex(where: { $0.name == preferred.name && $0.path == preferred.path }) {
            entries.insert(entries.remove(at: index), at: 0)
        }
        return entries
    }
}
