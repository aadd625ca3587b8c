import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX file operations for the collection store: whole-file reads, crash-safe replacement
/// (temporary file in the same folder, `fsync`, `rename`, `fsync` of the folder) and an
/// advisory `flock` on a lock file beside the store.
enum StoreFiles {
    /// The bytes of the file at `path`, or nil when nothing is there.
    static func read(_ path: String) throws(StoreError) -> [UInt8]? {
        let (descriptor, info): (Int32, stat)
        do {
            (descriptor, info) = try FileReading.openRegularFile(path)
        } catch {
            if error.code == ENOENT { return nil }
            throw .unreadable(path: path, reason: error.reason)
        }
        defer { close(descriptor) }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: reason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > ReadingLimits.maximumFileSize {
                throw .unreadable(path: path, reason: ReadingLimits.tooLargeReason(size: bytes.count))
            }
        }
    }

    /// Writes `bytes` to the new file `temporary` and `fsync`s it; on any failure (a full
    /// disk: `ENOSPC`) removes it and throws. With ``commit(_:to:)`` after it, replaces a file
    /// so that a crash at any moment leaves either the old file or the new one. The new file
    /// gets the mode (and, for root, the owner) of `existing`.
    static func writeTemporary(_ temporary: String, with bytes: [UInt8], existing: stat?) throws(StoreError) {
        unlink(temporary)
        let mode = existing.map { $0.st_mode & 0o7777 } ?? 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .unwritable(path: temporary, reason: reason()) }
        var failure: StoreError?
        if let existing {
            fchmod(descriptor, existing.st_mode & 0o7777)
            if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        }
        var remaining = bytes[...]
        while failure == nil, !remaining.isEmpty {
            let count = remaining.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno != EINTR { failure = .unwritable(path: temporary, reason: reason()) }
            } else {
                remaining = remaining.dropFirst(count)
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = .unwritable(path: temporary, reason: reason()) }
        if close(descriptor) != 0, failure == nil { failure = .unwritable(path: temporary, reason: reason()) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Renames a written `temporary` over `path` (atomic; needs no space). The caller
    /// `fsync`s the folder afterwards.
    static func commit(_ temporary: String, to path: String) throws(StoreError) {
        guard rename(temporary, path) == 0 else {
            let failure = StoreError.unwritable(path: path, reason: reason())
            unlink(temporary)
            throw failure
        }
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: String) throws(StoreError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unwritable(path: folder, reason: reason()) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw .unwritable(path: folder, reason: reason()) }
    }

    /// `mkdir -p`.
    static func makeFolder(_ folder: String) throws(StoreError) {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .unwritable(path: folder, reason: "not a folder") }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder { try makeFolder(parent) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw .unwritable(path: folder, reason: reason()) }
    }

    /// The file's `stat`, or nil when it does not exist (or cannot be examined).
    static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// Names in `folder` that start with `prefix`.
    static func names(in folder: String, withPrefix prefix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// An exclusive `flock` on `path` (created when missing), waiting up to `timeout`
    /// seconds. Closing the returned descriptor releases it; so does the process's death.
    static func lock(_ path: String, timeout: Double) throws(StoreError) -> Int32 {
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            let first = reason()
            // A lock file that someone else made: a read-only descriptor can still be locked.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw .lockFailed(path: path, reason: first) }
        }
        let deadline = now() + timeout
        var pause: UInt32 = 500
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            guard errno == EWOULDBLOCK else {
                let failure = reason()
                close(descriptor)
                throw .lockFailed(path: path, reason: failure)
            }
            guard now() < deadline else {
                close(descriptor)
                throw .lockTimeout(path: path, seconds: Int(timeout.rounded(.up)))
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
        return descriptor
    }

    /// True when another process holds the lock on `path` right now.
    static func isLocked(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_SH | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return false
        }
        return errno == EWOULDBLOCK
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A UTC timestamp for file names: `20250314T091500Z`.
    static func timestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func reason() -> String {
        String(cString: strerror(errno))
    }
}
