#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file work of ``DataSetCache``: replacing an index atomically. Nothing here throws: a cache that cannot be used is simply not used.
enum CacheFiles {
    /// Writes `bytes` to a temporary file beside `path` and renames it over `path`, creating
    /// `folder` (and its parents) first. Readers see the old index or the new one, never a
    /// mix; after a crash a torn temporary file is left at worst, never a torn index (and a
    /// torn index would fail its checksum anyway). False when anything fails.
    static func replace(_ path: String, with bytes: [UInt8], creating folder: String) -> Bool {
        guard makeFolders(folder) else { return false }
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let temporary = "\(path).\(getpid()).\(suffix).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
        let closed = close(descriptor) == 0
        guard written == bytes.count, closed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// `mkdir -p`: true when `folder` exists as a folder afterwards.
    static func makeFolders(_ folder: String) -> Bool {
        if FileReading.kind(of: folder) == .directory { return true }
        var partial = folder.hasPrefix("/") ? "" : "."
        for component in folder.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST { return false }
        }
        return FileReading.kind(of: folder) == .directory
    }
}
