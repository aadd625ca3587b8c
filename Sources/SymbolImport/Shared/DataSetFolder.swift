import CatalogSystem

/// Writes an imported data set's folder, the one way every importer does.
enum DataSetFolder {
    /// Writes `files` to `folder`, replacing it whole (``FolderReplacement``): the files go to
    /// a new folder beside it, which is then swapped in, so readers see the old data set or the
    /// new one and a failure leaves the old one. An existing folder is replaced only when it is
    /// empty or a data set (it has `name_availability.plist`): `-o ~` is refused, not emptied.
    static func write(_ files: [(name: String, bytes: [UInt8])], to folder: String) throws(ImportError) {
        do {
            let refusal = FolderReplacement.unlessEmptyOrHolding("name_availability.plist", kind: "data-set")
            try FolderReplacement.replace(folder, refusing: refusal) { staging throws(SystemError) in
                for file in files {
                    try FolderReplacement.createFile(Paths.join(staging, file.name), with: file.bytes)
                }
            }
        } catch {
            throw .writeFailed(path: folder, reason: error.reason)
        }
    }
}
