#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole buffers to an open descriptor: short writes continued, `EINTR` retried, any
/// other failure (`ENOSPC`, `EIO`, `EPIPE`) thrown with `path` and the system's reason.
public struct DescriptorWriter: Sendable {
    /// The open file descriptor written to.
    public let descriptor: Int32
    /// What the descriptor is, for errors (`-` for standard output).
    public let path: String

    /// A writer to `descriptor` whose errors name `path`.
    public init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Standard output.
    public static let standardOutput = DescriptorWriter(descriptor: STDOUT_FILENO, path: "-")
    /// Standard error.
    public static let standardError = DescriptorWriter(descriptor: STDERR_FILENO, path: "-")

    /// Writes all of `bytes`.
    public func write(_ bytes: [UInt8]) throws(SystemError) {
        try bytes.withUnsafeBytes { buffer in Result { () throws(SystemError) in try write(buffer) } }.get()
    }

    /// Writes `text` as UTF-8.
    public func write(_ text: String) throws(SystemError) {
        var text = text
        try text.withUTF8 { buffer in Result { () throws(SystemError) in try write(UnsafeRawBufferPointer(buffer)) } }.get()
    }

    /// Writes all of `buffer`.
    public func write(_ buffer: UnsafeRawBufferPointer) throws(SystemError) {
        let code = writeAll(buffer)
        guard code == 0 else { throw SystemError(path: path, code: code) }
    }

    /// Writes the whole of `buffer` (short writes continued, `EINTR` retried) and returns 0, or
    /// the `errno` that stopped it (`ENOSPC` for a write of 0 bytes, as a full disk reports it).
    /// Allocates nothing and throws nothing, so a signal handler may call it (the terminal put
    /// back on SIGINT or a crash).
    public func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            guard count > 0 else { return ENOSPC }
            offset += count
        }
        return 0
    }

    /// Writes `bytes` to a new file's descriptor, `fsync`s and closes it; on any failure
    /// removes `file` (the new file) and throws. The descriptor is closed either way.
    func finish(_ bytes: [UInt8], removing file: String) throws(SystemError) {
        var failure: SystemError?
        do { try write(bytes) } catch { failure = error }
        if failure == nil, fsync(descriptor) != 0 { failure = .fromErrno(path: path) }
        if close(descriptor) != 0, failure == nil { failure = .fromErrno(path: path) }
        if let failure {
            unlink(file)
            throw failure
        }
    }
}
