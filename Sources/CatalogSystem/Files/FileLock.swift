#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory `flock` on a lock file, held until this object goes away (or the
/// process dies).
public final class FileLock {
    /// The lock file, as given to ``acquire(_:timeout:)``.
    public let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Locks `path` (created when missing; a symbolic link there is refused, not followed),
    /// waiting up to `timeout` seconds for another holder. Throws `ETIMEDOUT` when the wait
    /// ran out, else the system's error.
    public static func acquire(_ path: String, timeout: Double) throws(SystemError) -> FileLock {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0 {
            let first = SystemError.fromErrno(path: path)
            // A lock file that someone else made: a read-only descriptor can still be locked.
            descriptor = first.code == ELOOP ? -1 : open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { throw first }
        }
        let deadline = monotonicSeconds() + timeout
        var pause: UInt32 = 500
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else {
                let failure = SystemError.fromErrno(path: path)
                close(descriptor)
                throw failure
            }
            guard monotonicSeconds() < deadline else {
                close(descriptor)
                throw SystemError(path: path, code: ETIMEDOUT)
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        return FileLock(path: path, descriptor: descriptor)
    }

    /// True when some process holds the lock on `path` right now.
    public static func isHeld(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }

    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
