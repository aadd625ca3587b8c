#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Symbolic links as records (the data-set registry is a folder of them), and removing files.
public enum SymbolicLinks {
    /// Creates the link `path` → `target` (atomic: it exists whole or not at all; fails with
    /// `EEXIST` when anything is at `path`).
    public static func create(_ path: String, pointingTo target: String) throws(SystemError) {
        guard symlink(target, path) == 0 else { throw .fromErrno(path: path) }
    }

    /// The target of the link `path`, or nil when it is not a link.
    public static func target(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the file or link `path` (not a folder).
    public static func remove(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw .fromErrno(path: path) }
    }

    /// The target of the link `entry` of `folder`, its name taken as bytes (one that is not
    /// UTF-8 too), or nil when it is not a link.
    public static func target(of entry: FolderEntry, in folder: String) -> String? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = entry.withCName { readlinkat(descriptor, $0, &buffer, buffer.count - 1) }
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the file or link `entry` of `folder` (not a folder), its name taken as bytes.
    public static func remove(_ entry: FolderEntry, in folder: String) throws(SystemError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno(path: folder) }
        defer { close(descriptor) }
        guard entry.withCName({ unlinkat(descriptor, $0, 0) }) == 0 else { throw .fromErrno(path: Paths.join(folder, entry.shown)) }
    }
}
