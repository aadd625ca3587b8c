import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Fake tools for tests that run programs found on `PATH`.
package enum ExecutableScript {
    /// Writes `text` to a new file at `path`, mode 0755.
    ///
    /// The file is opened close-on-exec: a program another test starts while it is open for
    /// writing must not inherit that descriptor, or running the script fails with `ETXTBSY`
    /// ("Text file busy") for as long as the program holds it (`write(to:atomically:)` gave the
    /// clipboard test exactly that once in a clean-clone run).
    package static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            written += count
        }
        // The mode asked for, whatever the umask.
        guard fchmod(descriptor, 0o755) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
