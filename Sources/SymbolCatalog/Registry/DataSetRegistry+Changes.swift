import Foundation

extension DataSetRegistry {
    /// Registers `path` as `name` after checking that it loads. Returns the loaded data set.
    @discardableResult
    public func register(name: String, path: String) throws(DataSetRegistryError) -> DataSet {
        guard Self.isValidName(name) else { throw .invalidName(name) }
        if embedded().contains(where: { $0.name == name }) { throw .embeddedName(name) }
        if let existing = registered().first(where: { $0.name == name }) {
            throw .alreadyRegistered(name, path: existing.path)
        }
        let dataSet: DataSet
        do {
            dataSet = try DataSetLoader.load(path: path, name: name)
        } catch {
            throw .invalidDataSet(error)
        }
        let absolute = URL(fileURLWithPath: dataSet.location).standardizedFileURL.path
        do {
            try FileManager.default.createDirectory(atPath: registryFolder, withIntermediateDirectories: true)
            // A symbolic link is created atomically: concurrent registrations cannot half-write it.
            try FileManager.default.createSymbolicLink(atPath: FileReading.join(registryFolder, name), withDestinationPath: absolute)
        } catch {
            throw .registryUnwritable(path: registryFolder, reason: (error as NSError).localizedDescription)
        }
        return dataSet
    }

    /// Forgets a registered name (the folder itself is left alone).
    public func remove(name: String) throws(DataSetRegistryError) {
        guard registered().contains(where: { $0.name == name }) else {
            if embedded().contains(where: { $0.name == name }) { throw .embeddedName(name) }
            throw .notRegistered(name, suggestions: Self.closeNames(to: name, among: registered().map(\.name)))
        }
        let link = FileReading.join(registryFolder, name)
        guard unlink(link) == 0 else {
            throw .registryUnwritable(path: registryFolder, reason: FileReading.systemReason())
        }
    }

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
    }
}
