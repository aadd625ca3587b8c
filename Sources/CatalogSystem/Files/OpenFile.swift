#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file open for reading, as ``FileReader/open(_:)`` hands it out: its status taken
/// from the open descriptor (so size and time describe what is read), closed on `deinit`.
public final class OpenFile: Sendable {
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

    /// Fills `buffer` from byte `offset` of the file (`pread`: the file position is neither
    /// used nor moved, so reads at different offsets need no seek): the count read, less than
    /// `buffer.count` only where the file ends.
    public func readFully(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        guard let base = buffer.baseAddress, offset >= 0 else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
            if count > 0 {
                filled += count
            } else if count == 0 {
                break
            } else if errno != EINTR {
                throw .fromErrno(path: path)
            }
        }
        return filled
    }

    /// `count` bytes from byte `offset`, in memory of their own; fewer only where the file
    /// ends (a file cut short since it was opened).
    public func read(at offset: Int, count: Int) throws(SystemError) -> [UInt8] {
        guard count > 0 else { return [] }
        var failure: SystemError?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(SystemError) {
                initialized = try readFully(at: offset, into: UnsafeMutableRawBufferPointer(buffer))
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return bytes
    }

    /// The file's status now (`fstat` of the open descriptor): compared with ``status``, it
    /// tells whether the file was rewritten or cut short while it was read.
    public func currentStatus() throws(SystemError) -> FileStatus {
        try FileStatus.of(descriptor: descriptor, path: path)
    }
}
