#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file, read into memory of their own: every source file (to fingerprint it)
/// and the index (to use it) on every load. In a fresh process, fresh heap memory costs a
/// page fault per 4 KiB as it is first written, more than the read itself for a 400 KB
/// index; these pages are mapped in one call instead (`MAP_POPULATE`).
///
/// Files are read, not mapped: a mapped file cut short by someone else while in use would
/// kill the process (`SIGBUS`).
final class FileBytes: Sendable {
    private nonisolated(unsafe) let base: UnsafeMutableRawPointer?
    let count: Int
    private let mappedSize: Int
    /// The file's `stat`, taken from the descriptor that was read.
    let status: stat

    /// The whole file at `path`, or nil when it is not a regular file, is over
    /// ``ReadingLimits/maximumFileSize`` or cannot be read.
    init?(contentsOf path: String) {
        guard let (descriptor, status) = try? FileReading.openRegularFile(path) else { return nil }
        defer { close(descriptor) }
        self.status = status
        let size = Int(status.st_size)
        guard size > 0 else {
            (base, count, mappedSize) = (nil, 0, 0)
            return
        }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), memory != MAP_FAILED else { return nil }
        var filled = 0
        while filled < size {
            let got = read(descriptor, memory + filled, size - filled)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        (base, count, mappedSize) = (memory, filled, size)
    }

    deinit {
        if let base { munmap(base, mappedSize) }
    }

    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
