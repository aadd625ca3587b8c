#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or folder a command reads (or keeps: the registry, the cache) that replacing an
/// output folder must not delete: what it is, for the refusal, and where.
public struct ProtectedPath: Sendable, Hashable {
    /// What the path is, as the refusal names it (`"data set"`, `"store"`, `"font"`).
    public let role: String
    /// The path as the user or the environment gave it.
    public let path: String

    /// `path`, read or kept as `role`.
    public init(_ role: String, _ path: String) {
        self.role = role
        self.path = path
    }

    /// True when this path is `folder` itself or lies anywhere inside it. Compared by identity
    /// (device and inode) of every folder on the way up from the path with its links resolved,
    /// so a link into the folder, `..` or a second spelling does not hide it; a path that does
    /// not exist yet is placed by the nearest folder above it that does.
    public func lies(inside folder: FileStatus) -> Bool {
        var current = Self.nearestExisting(Paths.absolute(path))
        while true {
            if let status = FileStatus.of(current), status.device == folder.device, status.inode == folder.inode { return true }
            if current == "/" { return false }
            current = Paths.parent(of: current)
        }
    }

    /// `path` (absolute) with its links resolved, or its nearest existing folder's when it
    /// does not exist.
    private static func nearestExisting(_ path: String) -> String {
        var current = path
        while true {
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            if current == "/" { return "/" }
            current = Paths.parent(of: current)
        }
    }
}
