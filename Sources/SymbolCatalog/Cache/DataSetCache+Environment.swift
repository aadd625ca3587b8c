extension DataSetCache {
    /// The cache a command reads and writes: ``init(environment:)``, or nil when
    /// `CATALOG_NO_CACHE` is set to anything but empty or `0` (no index is read or written).
    public static func unlessDisabled(environment: [String: String]) -> DataSetCache? {
        let bypass = environment["CATALOG_NO_CACHE"] ?? ""
        guard bypass.isEmpty || bypass == "0" else { return nil }
        return DataSetCache(environment: environment)
    }
}
