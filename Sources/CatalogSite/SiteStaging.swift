import CatalogSystem

/// The site's new folder while ``SiteBuilder`` fills it (inside
/// ``CatalogSystem/FolderReplacement/replace(_:protecting:refusing:build:)``, which swaps it in
/// whole at the end or removes it on a failure): each file created as soon as it is made, so
/// that none is held until the others are, its folder made first.
struct SiteStaging {
    /// The folder being built.
    let folder: String
    /// The subfolders made so far.
    private var made = Set<String>()
    /// Every file's bytes together so far.
    private(set) var totalBytes = 0

    init(_ folder: String) {
        self.folder = folder
    }

    /// Creates the file `path` (relative to the site) with `bytes`.
    mutating func write(_ path: String, _ bytes: [UInt8]) throws(SystemError) {
        let subfolder = Paths.parent(of: path)
        if subfolder != ".", subfolder != "", !made.contains(subfolder) {
            try Folders.make(Paths.join(folder, subfolder))
            made.insert(subfolder)
        }
        try FolderReplacement.createFile(Paths.join(folder, path), with: bytes)
        totalBytes += bytes.count
    }
}
