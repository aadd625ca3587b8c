#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The controlling terminal, opened as `/dev/tty` for reading keys and writing frames: an
/// interactive program draws there even when its standard output is a pipe
/// (`Image(systemName: "$(catalog pick heart)")`). Closed when released.
package final class TerminalDevice {
    package let path: String
    package let descriptor: Int32

    /// Opens `path` (default `/dev/tty`); fails without a controlling terminal (ENXIO).
    package init(path: String = "/dev/tty") throws(SystemError) {
        let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .fromErrno(path: path) }
        guard isatty(descriptor) == 1 else {
            let error = SystemError(path: path, code: ENOTTY)
            close(descriptor)
            throw error
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Rows and columns from the terminal (TIOCGWINSZ), or nil when it does not say.
    package var size: (rows: Int, columns: Int)? {
        guard let size = Self.size(of: descriptor), size.rows > 0 else { return nil }
        return size
    }

    /// Rows (0 when it does not say) and columns of the terminal open as `descriptor` (a
    /// standard stream), or nil when it is not a terminal or gives no width.
    package static func size(of descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes all of `bytes` (``DescriptorWriter``).
    package func write(_ bytes: [UInt8]) throws(SystemError) {
        try DescriptorWriter(descriptor: descriptor, path: path).write(bytes)
    }

    /// Whatever bytes are waiting (up to 4 KiB), after `poll` said there are some; empty at
    /// end of file.
    package func readAvailable() throws(SystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EINTR || errno == EAGAIN { continue }
            throw .fromErrno(path: path)
        }
    }
}
