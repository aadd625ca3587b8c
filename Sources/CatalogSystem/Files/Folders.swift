#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Making, listing, syncing and removing folders.
public enum Folders {
    /// `mkdir -p`: `folder` and its missing parents (mode `0o755` less the umask). Throws
    /// naming the part that could not be made, or a part that is not a folder.
    public static func make(_ folder: String) throws(SystemError) {
        if let kind = FileStatus.kind(of: folder) {
            guard kind == .directory else { throw .refused(path: folder, reason: "not a folder") }
            return
        }
        let parent = Paths.parent(of: folder)
        if parent != folder, parent != ".", parent != "/" { try make(parent) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw .fromErrno(path: folder) }
        guard FileStatus.kind(of: folder) == .directory else { throw .refused(path: folder, reason: "not a folder") }
    }

    /// The names in `folder` but `.` and `..`, sorted; nil when it cannot be listed.
    public static func list(_ folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names = [String]()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Makes the renames and new files in `folder` durable (`fsync` of the folder).
    public static func sync(_ folder: String) throws(SystemError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno(path: folder) }
        defer { close(descriptor) }
        // Some file systems cannot sync a folder (EINVAL); their renames are as durable as they get.
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw .fromErrno(path: folder) }
    }

    /// A new, empty folder beside `target` named `.NAME.LABEL-PID-RANDOM` (made with `mkdir`,
    /// which fails rather than reuse anything already there).
    public static func makeUnique(beside target: String, label: String) throws(SystemError) -> String {
        let folder = Paths.parent(of: target), name = Paths.lastComponent(of: target)
        while true {
            let candidate = Paths.join(folder, ".\(name).\(label)-\(getpid())-\(AtomicFile.randomSuffix())")
            if mkdir(candidate, 0o755) == 0 { return candidate }
            if errno != EEXIST { throw .fromErrno(path: candidate) }
        }
    }

    /// Removes `path` and, when it is a folder, everything in it; symbolic links are removed,
    /// never followed. Missing is fine.
    public static func removeTree(_ path: String) throws(SystemError) {
        guard let status = FileStatus.ofLink(path) else { return }
        if status.kind == .directory {
            for name in list(path) ?? [] { try removeTree(Paths.join(path, name)) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw .fromErrno(path: path) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw .fromErrno(path: path) }
        }
    }
}
