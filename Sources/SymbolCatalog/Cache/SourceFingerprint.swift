#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    static func fingerprints(of folder: String) throws(DataSetError) -> [SourceFingerprint] {
        let reader = TableReader(folder: folder)
        var result = [SourceFingerprint]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        for file in MetadataFile.allCases {
            guard let path = reader.path(of: file) else { continue }
            // The reason does not matter: the cache then leaves the error to the loader.
            guard let fingerprint = streamed(path, role: file.fileNames[0], through: &chunk) else {
                throw .unreadable(file: path, reason: "not a readable file")
            }
            result.append(fingerprint)
        }
        return result
    }

    private static func streamed(_ path: String, role: String, through chunk: inout [UInt8]) -> SourceFingerprint? {
        guard let (descriptor, status) = try? FileReading.openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        var hash = XXHash64.State()
        var size = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            chunk.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            size += count
            if size > ReadingLimits.maximumFileSize { return nil }  // grew past the limit: the loader says so
        }
        return SourceFingerprint(
            role: role, path: path, size: Int64(size), modifiedSeconds: Int64(modified(status).tv_sec),
            modifiedNanoseconds: Int64(modified(status).tv_nsec), contentHash: hash.finish())
    }

    static func modified(_ status: stat) -> timespec {
        #if canImport(Darwin)
        status.st_mtimespec
        #else
        status.st_mtim
        #endif
    }
}

extension SourceFingerprint {
    /// The fingerprint of `bytes`, read from `path` whose `stat` is `status`.
    init(role: String, path: String, bytes: UnsafeRawBufferPointer, status: stat) {
        self.init(
            role: role, path: path, size: Int64(bytes.count),
            modifiedSeconds: Int64(Self.modified(status).tv_sec), modifiedNanoseconds: Int64(Self.modified(status).tv_nsec),
            contentHash: XXHash64.hash(bytes))
    }
}
