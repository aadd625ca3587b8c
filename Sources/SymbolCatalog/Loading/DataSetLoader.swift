import CatalogSystem
import CatalogFormats

/// Loads a data-set folder laid out like `SF Symbols.app/Contents/Resources/Metadata`.
public enum DataSetLoader {
    /// Loads the folder at `path`. Only `name_availability.plist` is required; a missing
    /// optional file leaves its feature empty. An `.app` bundle or its `Contents` folder is
    /// accepted too: the metadata folder inside is found.
    ///
    /// - Parameters:
    ///   - name: the data set's name; defaults to the folder's last path component.
    ///   - limit: the largest file read.
    public static func load(path: String, name: String? = nil, limit: FileSizeLimit = .standard) throws(DataSetError) -> DataSet {
        let folder = try metadataFolder(in: path)
        let tables = try readTables(folder: folder, limit: limit)
        return DataSet(name: name ?? displayName(of: path), location: folder, tables: tables)
    }

    /// Loads through `cache` when there is one: its index when that matches the folder's
    /// files, else the files (and the index is rebuilt). Without a cache, as
    /// ``load(path:name:limit:)``. Either way the data set is the same, and so are the errors.
    public static func load(
        path: String, name: String? = nil, cache: DataSetCache?, limit: FileSizeLimit = .standard
    ) throws(DataSetError) -> DataSet {
        guard let cache else { return try load(path: path, name: name, limit: limit) }
        return try cache.load(path: path, name: name, limit: limit).dataSet
    }

    /// Reads and type-checks every file of the folder without joining them.
    public static func readTables(folder: String, limit: FileSizeLimit = .standard) throws(DataSetError) -> MetadataTables {
        try readTables(folder: folder, preread: [:], limit: limit)
    }

    /// As ``readTables(folder:limit:)``, parsing `preread` contents (by path) instead of
    /// reading those files again.
    static func readTables(folder: String, preread: [String: [UInt8]], limit: FileSizeLimit) throws(DataSetError) -> MetadataTables {
        var reader = TableReader(folder: folder, preread: preread, limit: limit)
        try reader.readAll()
        return reader.tables
    }

    static func metadataFolder(in path: String) throws(DataSetError) -> String {
        switch FileStatus.kind(of: path) {
        case nil: throw .notFound(path: path)
        case .directory?: break
        default: throw .notADirectory(path: path)
        }
        let candidates = ["", "Contents/Resources/Metadata", "Resources/Metadata", "Metadata", "Contents/Resources"]
        for candidate in candidates {
            let folder = candidate.isEmpty ? path : Paths.join(path, candidate)
            if FileStatus.kind(of: Paths.join(folder, "name_availability.plist")) != nil {
                return folder
            }
        }
        throw .missingNameAvailability(folder: path)
    }

    /// The data set's own version from its `version.plist`, or nil; reads nothing else.
    public static func version(of path: String) -> ReleaseID? {
        guard case .string(let version)? = versionField("CFBundleShortVersionString", of: path) else { return nil }
        return ReleaseID(version)
    }

    /// False when the data set's `version.plist` says `DefaultCandidate` false: an embedded
    /// set of another icon family (Material Design Icons 7.4.47) is never the default by
    /// being the newest version. True otherwise; reads nothing else.
    public static func isDefaultCandidate(_ path: String) -> Bool {
        guard case .boolean(let flag)? = versionField("DefaultCandidate", of: path) else { return true }
        return flag
    }

    private static func versionField(_ key: String, of path: String) -> PropertyListValue? {
        guard let folder = try? metadataFolder(in: path) else { return nil }
        var reader = TableReader(folder: folder)
        guard let (value, _) = try? reader.parse(.version), case .dictionary(let root) = value else { return nil }
        return root[key]
    }

    /// A name for the data set at `path`: the folder's name, or the app's for a bundle.
    public static func displayName(of path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        // `…/SF Symbols.app/Contents/Resources/Metadata` is named after the app.
        if let app = parts.last(where: { $0.hasSuffix(".app") }) { return String(app.dropLast(4)) }
        return parts.last ?? path
    }
}
