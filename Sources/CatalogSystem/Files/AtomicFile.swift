#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a file so that every reader, and the disk after a crash at any moment, sees the
/// old contents or the new, never a mix:
///
/// 1. a temporary file `NAME.tmp-PID-RANDOM` is created in the target's folder with
///    `O_CREAT|O_EXCL` (whatever already has that name, a planted symbolic link included,
///    makes it try another name; nothing is opened that it did not create);
/// 2. the bytes are written and `fsync`ed, and the file gets the permissions (and, for root,
///    the owner) of the file it replaces, or `0666` less the umask when there is none;
/// 3. it is renamed over the target and the folder is `fsync`ed.
///
/// On any failure the temporary file is removed and the target is untouched. The target
/// itself is replaced, not followed: a caller that writes through symbolic links resolves
/// them first (``OutputTarget``).
public enum AtomicFile {
    /// Replaces `path` with `bytes`.
    public static func replace(_ path: String, with bytes: [UInt8]) throws(SystemError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a new temporary file beside `path`, synced, with `path`'s
    /// permissions (or those of `modeFrom`, when given): ``StagedFile/commit()`` puts it in
    /// place. Staging several files before committing any lets a caller give up on all of
    /// them when one fails (a full disk) with nothing changed.
    public static func stage(_ bytes: [UInt8], for path: String, modeFrom: FileStatus? = nil) throws(SystemError) -> StagedFile {
        let existing = modeFrom ?? FileStatus.of(path)
        let (temporary, descriptor) = try createTemporary(beside: path)
        var failure: SystemError?
        if let existing, existing.kind == .regular {
            if geteuid() == 0, fchown(descriptor, existing.owner, existing.group) != 0 { failure = .fromErrno(path: path) }
            if failure == nil, fchmod(descriptor, mode_t(existing.permissions)) != 0 { failure = .fromErrno(path: path) }
        } else if fchmod(descriptor, 0o666 & ~creationMask) != 0 {
            failure = .fromErrno(path: path)
        }
        if let failure {
            close(descriptor)
            unlink(temporary)
            throw failure
        }
        try DescriptorWriter(descriptor: descriptor, path: path).finish(bytes, removing: temporary)
        return StagedFile(temporaryPath: temporary, targetPath: path)
    }

    /// The temporary name prefix of files replacing `path`: `NAME.tmp-` (what a crash can
    /// leave behind).
    public static func temporaryPrefix(for path: String) -> String {
        Paths.lastComponent(of: path) + ".tmp-"
    }

    /// Creates `NAME.tmp-PID-RANDOM` beside `path`, exclusively, readable by the owner only.
    static func createTemporary(beside path: String) throws(SystemError) -> (String, Int32) {
        let folder = Paths.parent(of: path)
        let prefix = temporaryPrefix(for: path) + "\(getpid())-"
        for _ in 0..<100 {
            let candidate = Paths.join(folder, prefix + randomSuffix())
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST { throw .fromErrno(path: path) }
        }
        throw SystemError(path: path, code: EEXIST)
    }

    /// Eight base-36 characters.
    static func randomSuffix() -> String {
        let text = String(UInt64.random(in: 0...UInt64.max) % 2_821_109_907_456, radix: 36)
        return String(repeating: "0", count: max(0, 8 - text.count)) + text
    }

    /// The process's umask (read once: setting it back and forth is not thread-safe).
    static let creationMask: mode_t = {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()
}

/// A temporary file written and synced by ``AtomicFile/stage(_:for:modeFrom:)``, waiting to
/// be renamed over its target.
public struct StagedFile: Sendable {
    /// The temporary file that holds the new contents (`NAME.tmp-PID-RANDOM`).
    public let temporaryPath: String
    /// The file that ``commit()`` replaces.
    public let targetPath: String

    /// Renames the temporary file over the target (atomic; needs no space) and syncs the
    /// folder. On failure the temporary file is removed and the target is as it was.
    public func commit() throws(SystemError) {
        guard rename(temporaryPath, targetPath) == 0 else {
            let failure = SystemError.fromErrno(path: targetPath)
            unlink(temporaryPath)
            throw failure
        }
        try Folders.sync(Paths.parent(of: targetPath))
    }

    /// Removes the temporary file; the target is left as it is.
    public func discard() {
        unlink(temporaryPath)
    }
}
