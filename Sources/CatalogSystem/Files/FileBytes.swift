#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read into memory of their own, at a fixed address for as long as this
/// object lives: a cache index in use, a font FreeType reads from memory.
///
/// Files are read, not mapped: a mapped file cut short by someone else while in use kills the
/// process (`SIGBUS`). In a fresh process fresh heap memory costs a page fault per 4 KiB as it
/// is first written, more than the read itself for a 400 KB index; these pages are mapped in
/// one call instead (`MAP_POPULATE`).
public final class FileBytes: @unchecked Sendable {
    private let base: UnsafeMutableRawPointer
    private let mappedSize: Int
    /// Bytes read: the size the file had when opened, or less when it shrank meanwhile.
    public let count: Int
    /// The file's status when it was opened.
    public let status: FileStatus

    init(reading file: OpenFile) throws(SystemError) {
        let size = max(1, file.status.size)
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE | MAP_ANON
        #endif
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), memory != MAP_FAILED else {
            throw .fromErrno(path: file.path)
        }
        do {
            count = try file.readFully(into: UnsafeMutableRawBufferPointer(start: memory, count: file.status.size))
        } catch {
            munmap(memory, size)
            throw error
        }
        base = memory
        mappedSize = size
        status = file.status
    }

    deinit {
        munmap(base, mappedSize)
    }

    /// The first byte, valid while this object lives.
    public var baseAddress: UnsafeRawPointer { UnsafeRawPointer(base) }

    /// Calls `body` with the ``count`` bytes read and returns what it returns.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
