import CatalogSystem
import CatalogFormats

/// What the cache knows of one source file of a data set: which file it stands for, where it
/// was found, its identity (device, inode), size, modification and status-change times and
/// content hash. An index is used only when the fingerprints of its folder's files are all
/// equal to the ones it was built from.
///
/// Size and modification time alone miss an edit that keeps the size within one timestamp
/// tick, or a modification time put back (`touch -r`, a copy tool keeping times). The
/// status-change time (`ctime`) catches the second: every write sets it, and no program can
/// set it back. Against the first, a file is taken as unchanged without reading it only when
/// its `stat` is exactly the one recorded *and* it had settled (``isSettled(readAt:)``):
/// its status last changed at least two seconds before the index read it, so any later
/// write, however soon, has a later `ctime` than the one recorded, whatever the file
/// system's timestamp granularity (up to two seconds). Any other file is read and hashed as
/// before. (An index built within two seconds of a change so keeps hashing that file until
/// it is rebuilt; a clock set back by the user can defeat this, as it defeats `make`.)
struct SourceFingerprint: Hashable, Sendable {
    /// The file's role, named by its preferred file name (`name_aliases.strings` also for
    /// `name_aliases_strings.txt`), which stays stable across releases of catalog.
    let role: String
    /// The path read, as the loader resolves it.
    let path: String
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64
    let changedSeconds: Int64
    let changedNanoseconds: Int64
    let device: UInt64
    let inode: UInt64
    /// ``XXHash64`` of the content.
    let contentHash: UInt64

    /// Seconds a file's status must have been unchanged before it was read for its `stat` to
    /// stand for its content: more than any file system's timestamp tick.
    static let settledSeconds: Int64 = 2

    /// Whether the file's status last changed at least ``settledSeconds`` before
    /// `readSeconds` (when it was read for the index, rounded down).
    func isSettled(readAt readSeconds: Int64) -> Bool {
        // changedSeconds is rounded down too: the change was before changedSeconds + 1.
        changedSeconds + 1 + Self.settledSeconds <= readSeconds
    }

    /// Whether `status` (a `stat` of ``path`` now) is exactly the one this was made from.
    func describes(_ status: FileStatus) -> Bool {
        status.kind == .regular && Int64(status.size) == size && status.modifiedSeconds == modifiedSeconds
            && status.modifiedNanoseconds == modifiedNanoseconds && status.changedSeconds == changedSeconds
            && status.changedNanoseconds == changedNanoseconds && status.device == device && status.inode == inode
    }

    /// The fingerprints of every metadata file the loader would read in `folder`, in
    /// ``MetadataFile`` order (an absent optional file leaves no entry, so adding one later
    /// changes the list). This runs on every load: each file is read in chunks through one
    /// small buffer and hashed as it goes, so nothing the size of the files is allocated
    /// (fresh memory costs a page fault per 4 KiB, more than reading into it).
    ///
    /// A file that `recorded` (the key of the index found) has, settled and with exactly the
    /// `stat` it has now, is not read: its recorded fingerprint stands (see above).
    static func fingerprints(of folder: String, limit: FileSizeLimit, recorded: IndexKey? = nil) throws(DataSetError) -> [SourceFingerprint] {
        let tables = TableReader(folder: folder, limit: limit)
        var result = [SourceFingerprint]()
        var chunk = [UInt8]()
        for file in MetadataFile.allCases {
            guard let path = tables.path(of: file) else { continue }
            if let recorded, let known = recorded.sources.first(where: { $0.path == path && $0.role == file.fileNames[0] }),
               known.isSettled(readAt: recorded.readSeconds), let status = FileStatus.of(path), known.describes(status) {
                result.append(known)
                continue
            }
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 16) }
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
        return SourceFingerprint(role: role, path: path, size: Int64(size), status: file.status, contentHash: hash.finish())
    }
}

extension SourceFingerprint {
    /// The fingerprint of `bytes`, read from `path` whose `stat` is `status`.
    init(role: String, path: String, bytes: UnsafeRawBufferPointer, status: FileStatus) {
        self.init(role: role, path: path, size: Int64(bytes.count), status: status, contentHash: XXHash64.hash(bytes))
    }

    /// The fingerprint of `size` bytes hashing to `contentHash`, read from `path` whose `stat`
    /// (of the descriptor read) is `status`.
    init(role: String, path: String, size: Int64, status: FileStatus, contentHash: UInt64) {
        self.init(
            role: role, path: path, size: size, modifiedSeconds: status.modifiedSeconds,
            modifiedNanoseconds: status.modifiedNanoseconds, changedSeconds: status.changedSeconds,
            changedNanoseconds: status.changedNanoseconds, device: status.device, inode: status.inode, contentHash: contentHash)
    }
}
