import CatalogSystem

extension DataSetRegistry {
    /// Registers `path` as `name` after checking that it loads: the link records the
    /// metadata folder with symbolic links resolved, so it names the same folder from any
    /// current folder and whatever the links do later. Returns the loaded data set.
    @discardableResult
    public func register(name: String, path: String, limit: FileSizeLimit = .standard) throws(DataSetRegistryError) -> DataSet {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        // Each registered path is one line of `data-sets` output, TSV and completion.
        if path.contains(where: { $0 == "\n" || $0 == "\r" }) { throw .invalidPath(path, reason: "it contains a line break") }
        guard let registryFolder else { throw .noLocation }
        if embedded().contains(where: { $0.name == name }) { throw .embeddedName(name) }
        if let existing = registered().first(where: { $0.name == name }) {
            throw .alreadyRegistered(name, path: existing.path)
        }
        let dataSet: DataSet
        do {
            dataSet = try DataSetLoader.load(path: path, name: name, limit: limit)
        } catch {
            throw .invalidDataSet(error)
        }
        let resolved = Paths.canonical(dataSet.location)
        if resolved.contains(where: { $0 == "\n" || $0 == "\r" }) { throw .invalidPath(resolved, reason: "it contains a line break") }
        do {
            try Folders.make(registryFolder)
            // A symbolic link is created atomically: concurrent registrations cannot half-write it.
            try SymbolicLinks.create(Paths.join(registryFolder, name), pointingTo: resolved)
        } catch {
            throw .registryUnwritable(path: registryFolder, reason: error.reason)
        }
        return dataSet
    }

    /// Forgets a registered name (the folder itself is left alone).
    public func remove(name: String) throws(DataSetRegistryError) {
        guard let link = registeredEntries().first(where: { $0.entry.name == name })?.link else {
            if embedded().contains(where: { $0.name == name }) { throw .embeddedName(name) }
            throw .notRegistered(name, suggestions: Self.closeNames(to: name, among: registered().map(\.name)))
        }
        guard let registryFolder else { throw .noLocation }
        do {
            try SymbolicLinks.remove(link, in: registryFolder)
        } catch {
            throw .registryUnwritable(path: registryFolder, reason: error.reason)
        }
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
    }
}
