#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rewrites names in a file in place: only the bytes of each name change.
enum LintFixer {
    /// Replaces each range of `bytes` (non-overlapping) and saves the file: written beside
    /// it, then renamed over it, keeping its permissions.
    static func apply(_ edits: [(Range<Int>, String)], to bytes: [UInt8], path: String) throws(LintError) {
        var output = bytes
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            output.replaceSubrange(range, with: Array(replacement.utf8))
        }
        var info = stat()
        let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let temporary = path + ".catalog-fix"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: FileReading.systemReason()) }
        var written = 0
        while written < output.count {
            let count = output.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = FileReading.systemReason()
                close(descriptor)
                unlink(temporary)
                throw .cannotWrite(path: path, reason: reason)
            }
            written += count
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = FileReading.systemReason()
            unlink(temporary)
            throw .cannotWrite(path: path, reason: reason)
        }
    }
}
