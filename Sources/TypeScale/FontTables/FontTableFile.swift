#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A font file read whole into memory, with the guarantees of ``FontFileBytes``: opened without
// blocking (a FIFO is refused, never waited on), only a regular file, at most
// ``FontFace/maximumFileSize`` bytes, and read into a copy of our own, so a file cut short or
// rewritten while it is read gives a short or consistent copy, never a fault.
// (A small internal function until the system layer's limited read takes its place.)

enum FontTableFile {
    /// The bytes of the regular file at `path`.
    static func read(path: String) throws(FontTableError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FontTableError(path: path, reason: .unreadable(systemMessage(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FontTableError(path: path, reason: .unreadable(systemMessage(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FontTableError(path: path, reason: .isDirectory)
        default: throw FontTableError(path: path, reason: .notRegularFile)
        }
        let size = Int(info.st_size)
        guard size <= FontFace.maximumFileSize else {
            throw FontTableError(path: path, reason: .tooLarge(size: size, limit: FontFace.maximumFileSize))
        }
        guard size > 0 else { throw FontTableError(path: path, reason: .emptyFile) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        var failure: Int32 = 0
        bytes.withUnsafeMutableBytes { buffer in
            while filled < size {
                let got = systemRead(descriptor, buffer.baseAddress! + filled, size - filled)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { break }
                filled += got
            }
        }
        if failure != 0 { throw FontTableError(path: path, reason: .unreadable(systemMessage(failure))) }
        // Shrunk while read: the copy ends where the file now ends (the directory checks then
        // name what is missing).
        if filled < size { bytes.removeLast(size - filled) }
        return bytes
    }

    static func systemMessage(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
