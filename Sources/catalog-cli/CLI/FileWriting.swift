#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files atomically: a temporary file beside the target, then rename.
enum FileWriting {
    struct WriteError: Error { let reason: String }

    static func write(_ text: String, to path: String) throws(WriteError) {
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { throw WriteError(reason: String(cString: strerror(errno))) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(reason: reason)
        }
    }
}
