#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, from `stat`.
public enum FileKind: Sendable, Hashable {
    /// A regular file.
    case regular
    /// A folder.
    case directory
    /// A symbolic link (seen only where links are not followed, ``FileStatus/ofLink(_:)``).
    case symbolicLink
    /// A FIFO (named pipe).
    case fifo
    /// A character device (`/dev/null`, a terminal).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A socket (or a kind this list does not name).
    case socket

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .socket
        }
    }
}

/// The `stat` of a file, without C types: what the layer and its callers look at.
public struct FileStatus: Sendable, Hashable {
    /// What the file is.
    public let kind: FileKind
    /// Size in bytes.
    public let size: Int
    /// Permission bits (`0o644`), with set-id and sticky bits.
    public let permissions: UInt32
    /// The owner's user id (`st_uid`).
    public let owner: UInt32
    /// The group id (`st_gid`).
    public let group: UInt32
    /// Modification time (`mtime`), whole seconds since 1970 (UTC).
    public let modifiedSeconds: Int64
    /// Nanoseconds within ``modifiedSeconds``, 0 to 999,999,999.
    public let modifiedNanoseconds: Int64
    /// Status change time (`ctime`): set by the system on every change to the file or its
    /// metadata, and unlike the modification time not settable by programs (`touch -r`, a
    /// copy tool keeping times). Whole seconds since 1970 (UTC).
    public let changedSeconds: Int64
    /// Nanoseconds within ``changedSeconds``, 0 to 999,999,999.
    public let changedNanoseconds: Int64
    /// The device the file is on (`st_dev`); with ``inode``, the file's identity.
    public let device: UInt64
    /// The file's number on its device (`st_ino`).
    public let inode: UInt64

    init(_ info: stat) {
        kind = FileKind(mode: info.st_mode)
        size = Int(info.st_size)
        permissions = UInt32(info.st_mode & 0o7777)
        owner = info.st_uid
        group = info.st_gid
        #if canImport(Darwin)
        modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        changedSeconds = Int64(info.st_ctimespec.tv_sec)
        changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        changedSeconds = Int64(info.st_ctim.tv_sec)
        changedNanoseconds = Int64(info.st_ctim.tv_nsec)
        #endif
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The status of `path` (symbolic links followed), or nil when it does not exist or
    /// cannot be examined.
    public static func of(_ path: String) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of `path` itself: a symbolic link is not followed.
    public static func ofLink(_ path: String) -> FileStatus? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileStatus(info) : nil
    }

    /// The status of an open descriptor.
    static func of(descriptor: Int32, path: String) throws(SystemError) -> FileStatus {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .fromErrno(path: path) }
        return FileStatus(info)
    }

    /// What `path` is (links followed), or nil when nothing is there.
    public static func kind(of path: String) -> FileKind? {
        of(path)?.kind
    }

    /// Same size, modification time and identity: the file was not replaced or rewritten
    /// in between (as far as `stat` can tell; a content hash tells the rest).
    public func isSameVersion(as other: FileStatus) -> Bool {
        size == other.size && modifiedSeconds == other.modifiedSeconds
            && modifiedNanoseconds == other.modifiedNanoseconds && device == other.device && inode == other.inode
    }
}
