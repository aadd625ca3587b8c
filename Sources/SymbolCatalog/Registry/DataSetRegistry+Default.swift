import CatalogFormats
import CatalogSystem

extension DataSetRegistry {
    /// The file that records the default chosen with ``setDefault(name:)``:
    /// `catalog/default-data-set` beside the registry folder (one name and a line feed); nil
    /// when the environment has no place for it.
    public var defaultChoicePath: String? {
        registryFolder.map { Paths.join(Paths.parent(of: $0), "default-data-set") }
    }

    /// The name chosen with ``setDefault(name:)``, or nil (the newest embedded set is the
    /// default then, or the file is not one ``setDefault(name:)`` wrote: ``defaultChoice()``
    /// tells).
    public var chosenDefault: String? {
        try? defaultChoice()
    }

    /// The name chosen with ``setDefault(name:)``, or nil when none was chosen. Only a regular
    /// file (not a link) holding one data-set name counts; anything else throws
    /// ``DataSetRegistryError/defaultDamaged(path:)``, which never quotes it (a link to another
    /// file had its first 4 KB quoted in an error).
    public func defaultChoice() throws(DataSetRegistryError) -> String? {
        guard let path = defaultChoicePath, let status = FileStatus.ofLink(path) else { return nil }
        guard status.kind == .regular, let contents = try? FileReader(limit: FileSizeLimit(bytes: 256)).readIfPresent(path),
              let text = String(validating: contents.bytes, as: UTF8.self), Self.isValidName(text.trimmingWhitespace) else {
            throw .defaultDamaged(path: path)
        }
        return text.trimmingWhitespace
    }

    /// Makes `name` (registered or embedded) the data set used without `--data-set` and
    /// `CATALOG_DATA_SET`, written atomically.
    /// - Throws: ``DataSetRegistryError/unknownDataSet(_:suggestions:)`` for a name that is
    ///   neither, ``DataSetRegistryError/noLocation`` or
    ///   ``DataSetRegistryError/registryUnwritable(path:reason:)``.
    public func setDefault(name: String) throws(DataSetRegistryError) {
        let names = all().map(\.name)
        guard names.contains(name) else { throw .unknownDataSet(name, suggestions: Self.closeNames(to: name, among: names)) }
        try writeChoice(Array((name + "\n").utf8))
    }

    /// Forgets the chosen default: the newest embedded data set is the default again.
    public func clearDefault() throws(DataSetRegistryError) {
        guard let path = defaultChoicePath else { throw .noLocation }
        guard FileStatus.ofLink(path) != nil else { return }
        do {
            try SymbolicLinks.remove(path)
        } catch {
            throw .registryUnwritable(path: path, reason: error.reason)
        }
    }

    private func writeChoice(_ bytes: [UInt8]) throws(DataSetRegistryError) {
        guard let path = defaultChoicePath else { throw .noLocation }
        do {
            try Folders.make(Paths.parent(of: path))
            try AtomicFile.replace(path, with: bytes)
        } catch {
            throw .registryUnwritable(path: path, reason: error.reason)
        }
    }
}
