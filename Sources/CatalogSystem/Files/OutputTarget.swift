#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--output PATH` sends a document, with the rules of shell redirection where they
/// are safe and atomic replacement where they are not:
///
/// - `-` is standard output;
/// - a symbolic link is followed to its target (which need not exist), never replaced;
/// - a regular file or a new path is replaced atomically (``AtomicFile``): a reader never sees
///   half a document, and a failed write leaves the old one;
/// - a character device, FIFO, socket or block device is opened and written in place, as
///   `> PATH` does (`-o /dev/null` leaves `/dev/null` a device);
/// - a folder is refused.
public enum OutputTarget: Sendable, Hashable {
    /// Standard output (`-`).
    case standardOutput
    /// The file at this path, written by the rules above.
    case file(String)

    /// `-` is standard output; anything else a path.
    public init(path: String) {
        self = path == "-" ? .standardOutput : .file(path)
    }

    /// Writes `bytes` to the file at `path` by the rules above. Errors name `path` as given.
    public static func write(_ bytes: [UInt8], toFile path: String) throws(SystemError) {
        do throws(SystemError) {
            let target = try Paths.followingLinks(path)
            switch FileStatus.of(target)?.kind {
            case nil, .regular?, .symbolicLink?:
                try AtomicFile.replace(target, with: bytes)
            case .directory?:
                throw SystemError.refused(path: path, reason: "is a folder")
            case .characterDevice?, .blockDevice?, .fifo?, .socket?:
                try writeInPlace(bytes, to: target)
            }
        } catch {
            throw error.at(path)
        }
    }

    /// Opens an existing non-regular file for writing and writes `bytes` to it (a FIFO waits
    /// for its reader, as the shell does).
    static func writeInPlace(_ bytes: [UInt8], to path: String) throws(SystemError) {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw .fromErrno(path: path) }
        var failure: SystemError?
        do { try DescriptorWriter(descriptor: descriptor, path: path).write(bytes) } catch { failure = error }
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = .fromErrno(path: path) }
        if let failure { throw failure }
    }
}
