extension DataSetListing {
    /// Every data set `registry` knows (``DataSetRegistry/all()``), each loaded, the default one
    /// marked: the rows of `catalog data-sets`.
    package static func all(in registry: DataSetRegistry) -> [DataSetListing] {
        let defaultName = try? registry.defaultEntry().name
        return registry.all().map { DataSetListing(entry: $0, isDefault: $0.name == defaultName) }
    }
}
