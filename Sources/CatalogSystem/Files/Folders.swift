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

    /// The names in `folder` but `.` and `..`, sorted; nil when it cannot be listed. A name
    /// that is not UTF-8 is decoded with U+FFFD in place of its bad bytes, and so names no
    /// file: where such names matter, use ``entries(_:)``.
    public static func list(_ folder: String) -> [String]? {
        guard let entries = try? entries(folder) else { return nil }
        return entries.map { String(decoding: $0.bytes, as: UTF8.self) }.sorted()
    }

    /// The entries of `folder` but `.` and `..`, with their names as bytes, in byte order.
    /// Throws when the folder cannot be listed.
    public static func entries(_ folder: String) throws(SystemError) -> [FolderEntry] {
        guard let directory = opendir(folder) else { throw .fromErrno(path: folder) }
        defer { closedir(directory) }
        return entries(of: directory)
    }

    /// The entries of an open folder but `.` and `..`, in byte order.
    private static func entries(of directory: OpaquePointer) -> [FolderEntry] {
        var entries = [FolderEntry]()
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let kind: FileKind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .regular
            case Int32(DT_DIR): .directory
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_FIFO): .fifo
            case Int32(DT_CHR): .characterDevice
            case Int32(DT_BLK): .blockDevice
            case Int32(DT_SOCK): .socket
            default: nil
            }
            entries.append(FolderEntry(bytes: bytes, kind: kind))
        }
        return entries.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
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
    /// never followed. Missing is fine. Names are handled as bytes, so one that is not UTF-8
    /// is removed too; each folder is opened once and its entries removed relative to it.
    public static func removeTree(_ path: String) throws(SystemError) {
        guard let status = FileStatus.ofLink(path) else { return }
        if status.kind == .directory {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else {
                if errno == ENOENT { return }
                throw .fromErrno(path: path)
            }
            try empty(descriptor, path: path)
            guard rmdir(path) == 0 || errno == ENOENT else { throw .fromErrno(path: path) }
        } else {
            guard unlink(path) == 0 || errno == ENOENT else { throw .fromErrno(path: path) }
        }
    }

    /// Removes everything in the folder open as `descriptor` (closed on return), shown as `path`.
    private static func empty(_ descriptor: Int32, path: String) throws(SystemError) {
        guard let directory = fdopendir(descriptor) else {
            let failure = SystemError.fromErrno(path: path)
            close(descriptor)
            throw failure
        }
        defer { closedir(directory) }
        let folder = dirfd(directory)
        for entry in entries(of: directory) {
            let shown = Paths.join(path, entry.shown)
            // Linux refuses to unlink a folder with EISDIR (others say EPERM).
            if entry.kind != .directory, entry.withCName({ unlinkat(folder, $0, 0) }) == 0 || errno == ENOENT { continue }
            guard entry.kind == .directory || errno == EISDIR || errno == EPERM else { throw .fromErrno(path: shown) }
            let child = entry.withCName { openat(folder, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
            if child < 0, errno == ENOENT { continue }
            guard child >= 0 else { throw .fromErrno(path: shown) }
            try empty(child, path: shown)
            guard entry.withCName({ unlinkat(folder, $0, AT_REMOVEDIR) }) == 0 || errno == ENOENT else { throw .fromErrno(path: shown) }
        }
    }
}
