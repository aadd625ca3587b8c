import CatalogSystem
import SymbolCatalog

/// Rewrites names in a file: only the bytes of each name change, in exactly the bytes that
/// were scanned, and only when the file on disk is still those bytes.
enum LintFixer {
    /// What became of one file's fixes.
    enum Outcome: Equatable {
        case fixed
        /// The file is not what was scanned any more (size, time or content), or is now a
        /// symbolic link: left alone. The reason, without the path.
        case notFixed(String)
    }

    /// Replaces each range of `scanned` (non-overlapping) and saves the file through
    /// ``AtomicFile`` (a temporary file created exclusively beside it, synced, its mode kept,
    /// renamed over it), after checking that `path` still holds `scanned` as of `status`.
    static func apply(
        _ edits: [(Range<Int>, String)], to scanned: [UInt8], status: FileStatus, path: String, reader: FileReader
    ) throws(LintError) -> Outcome {
        var output = scanned
        for (range, replacement) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            output.replaceSubrange(range, with: Array(replacement.utf8))
        }
        guard FileStatus.ofLink(path)?.kind == .regular else { return .notFixed("is no longer a regular file; not fixed") }
        let current: FileContents
        do { current = try reader.read(path) } catch { throw .unreadable(path: path, reason: error.reason) }
        // Size, time and identity first, then the content itself, byte for byte (an edit
        // within one timestamp tick keeps the first three).
        let unchanged = current.status.isSameVersion(as: status) && current.bytes == scanned
        guard unchanged else { return .notFixed("changed while being linted; not fixed") }
        do {
            try AtomicFile.replace(path, with: output)
        } catch {
            throw .cannotWrite(path: path, reason: error.reason)
        }
        return .fixed
    }
}
