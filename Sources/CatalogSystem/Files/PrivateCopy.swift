#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes in a file no one else can open, change or cut short: created in the temporary
/// folder with `mkstemp` and unlinked at once, reachable only through ``path``
/// (`/proc/self/fd/N`) while this object lives. For a library that insists on a path.
public final class PrivateCopy {
    private let descriptor: Int32
    /// A path that opens the copy.
    public let path: String

    /// A private copy of `bytes`; throws when `/tmp` cannot hold it.
    public init(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
        var template = Array("/tmp/catalog-copy-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .fromErrno(path: "/tmp") }
        unlink(template)  // private from here on
        do {
            try DescriptorWriter(descriptor: descriptor, path: "/tmp").write(bytes)
        } catch {
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
        path = "/proc/self/fd/\(descriptor)"
    }

    deinit {
        close(descriptor)
    }
}
