#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file open for reading, as ``FileReader/open(_:)`` hands it out: its status taken
/// from the open descriptor (so size and time describe what is read), closed on `deinit`.
public final class OpenFile {
    /// The path it was opened by.
    public let path: String
    /// Its status when it was opened.
    public let status: FileStatus
    let descriptor: Int32

    init(path: String, descriptor: Int32, status: FileStatus) {
        self.path = path
        self.descriptor = descriptor
        self.status = status
    }

    deinit {
        close(descriptor)
    }

    /// Reads up to `buffer.count` bytes at the current position: the count read, 0 at the end.
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count = Glibc.read(descriptor, base, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw .fromErrno(path: path) }
        }
    }

    /// Fills `buffer` as far as the file goes: the count read (less only at the end of file).
    public func readFully(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[filled...]))
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
