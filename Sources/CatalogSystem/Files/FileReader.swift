#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes and the status of the descriptor they were read from.
public struct FileContents: Sendable {
    /// Every byte of the file, as read.
    public var bytes: [UInt8]
    /// The status of the open descriptor the bytes were read from, taken when it was opened.
    public let status: FileStatus
}

/// Reads regular files whole, never more than ``limit``, with the system's reason on failure.
///
/// Only regular files are read: a folder, a device, a socket or a FIFO in place of a file is
/// refused at open (the open does not block, so a FIFO with no writer is refused, not waited
/// on). A file over the limit is refused before anything of its size is allocated, and one
/// that grows past it while being read is refused too.
public struct FileReader: Sendable {
    /// The largest file read.
    public let limit: FileSizeLimit

    /// A reader that refuses files over `limit` bytes (64 MB unless given).
    public init(limit: FileSizeLimit = .standard) {
        self.limit = limit
    }

    /// Opens the regular file at `path` within the limit.
    public func open(_ path: String) throws(SystemError) -> OpenFile {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .fromErrno(path: path) }
        let status: FileStatus
        do {
            status = try FileStatus.of(descriptor: descriptor, path: path)
        } catch {
            close(descriptor)
            throw error
        }
        let problem: String? = switch status.kind {
        case .regular: status.size > limit.bytes ? limit.tooLargeReason(size: status.size) : nil
        case .directory: "is a folder"
        case .fifo: "is a FIFO (named pipe), not a regular file"
        default: "not a regular file"
        }
        if let problem {
            close(descriptor)
            throw .refused(path: path, reason: problem)
        }
        // Back to blocking reads (no effect on a regular file, but say what we mean).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return OpenFile(path: path, descriptor: descriptor, status: status)
    }

    /// The whole file at `path` and its status, taken from the same open file.
    public func read(_ path: String) throws(SystemError) -> FileContents {
        let file = try open(path)
        // Read straight into an array of the stated size, then on in chunks until the end
        // (a file that grew meanwhile), never past the limit.
        // Neither array is zeroed first: each holds only the bytes read into it.
        var failure: SystemError?
        var bytes = [UInt8](unsafeUninitializedCapacity: file.status.size) { buffer, count in
            do throws(SystemError) { count = try file.readFully(into: UnsafeMutableRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
        var filled = bytes.count
        if filled == file.status.size {
            var chunk = [UInt8](unsafeUninitializedCapacity: 1 << 14) { _, count in count = 1 << 14 }
            while true {
                let count = try chunk.withUnsafeMutableBytes { buffer in
                    Result { () throws(SystemError) in try file.read(into: buffer) }
                }.get()
                if count == 0 { break }
                bytes.append(contentsOf: chunk[0..<count])
                filled += count
                if filled > limit.bytes { throw .refused(path: path, reason: limit.tooLargeReason(size: filled)) }
            }
        }
        return FileContents(bytes: bytes, status: file.status)
    }

    /// As ``read(_:)``, or nil when nothing is at `path` (`ENOENT`); every other failure throws.
    public func readIfPresent(_ path: String) throws(SystemError) -> FileContents? {
        do {
            return try read(path)
        } catch where error.code == ENOENT {
            return nil
        }
    }

    /// The file read into memory of its own (``FileBytes``), up to the size it had when opened.
    public func readIntoMemory(_ path: String) throws(SystemError) -> FileBytes {
        try FileBytes(reading: try open(path))
    }
}
