import CatalogSystem

/// What the cache knows of one source file of a data set: which file it stands for, where it
/// was found, its size, modification time and content hash. An index is used only when the
/// fingerprints of its folder's files are all equal to the ones it was built from.
///
/// Size and time alone miss an edit that keeps the size within one timestamp tick (or an
/// `mtime` restored by a copy tool or `touch -r`), so the content is hashed on every load;
/// size and time come free with the same `fstat` and are part of the key too.
struct SourceFingerprint: Hashable, Sendable {
    /// The file's role, named by its preferred file name (`name_aliases.strings` also for
    /// `name_aliases_strings.txt`), which stays stable across releases of catalog.
    let role: String
    /// The path read, as the loader resolves it.
    let path: String
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    /// ``XXHash64`` of the content.
    let contentHash: UInt64

    /// The fingerprints of every metadata file the loader would read in `folder`, in
    /// ``MetadataFile`` order (an absent optional file leaves no entry, so adding one later
    /// changes the list). This runs on every load: each file is read in chunks through one
    /// small buffer and hashed as it goes, so nothing the size of the files is allocated
    /// (fresh memory costs a page fault per 4 KiB, more than reading into it).
    static func fingerprints(of folder: String, limit: FileSizeLimit) throws(DataSetError) -> [SourceFingerprint] {
        let tables = TableReader(folder: folder, limit: limit)
        var result = [SourceFingerprint]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        for file in MetadataFile.allCases {
            guard let path = tables.path(of: file) else { continue }
            // The reason does not matter: the cache then leaves the error to the loader.
            guard let fingerprint = streamed(path, role: file.fileNames[0], reader: tables.reader, through: &chunk) else {
                throw .unreadable(file: path, reason: "not a readable file")
            }
            result.append(fingerprint)
        }
        return result
    }

    private static func streamed(_ path: String, role: String, reader: FileReader, through chunk: inout [UInt8]) -> SourceFingerprint? {
        guard let file = try? reader.open(path) else { return nil }
        var hash = XXHash64.State()
        var size = 0
        while true {
            guard let count = chunk.withUnsafeMutableBytes({ try? file.read(into: $0) }) else { return nil }
            if count == 0 { break }
            chunk.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            size += count
            if size > reader.limit.bytes { return nil }  // grew past the limit: the loader says so
        }
        return SourceFingerprint(
            role: role, path: path, size: Int64(size), modifiedSeconds: file.status.modifiedSeconds,
            modifiedNanoseconds: file.status.modifiedNanoseconds, contentHash: hash.finish())
    }
}

extension SourceFingerprint {
    /// The fingerprint of `bytes`, read from `path` whose `stat` is `status`.
    init(role: String, path: String, bytes: UnsafeRawBufferPointer, status: FileStatus) {
        self.init(
            role: role, path: path, size: Int64(bytes.count),
            modifiedSeconds: status.modifiedSeconds, modifiedNanoseconds: status.modifiedNanoseconds,
            contentHash: XXHash64.hash(bytes))
    }
}
