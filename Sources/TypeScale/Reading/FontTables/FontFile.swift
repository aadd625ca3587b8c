import CatalogSystem
import Synchronization

/// A font file open for reading byte ranges: the header, the table directory and each
/// table a reader asks for, never the whole file unless every table is asked for.
///
/// Ranges are read with `pread` into memory of our own (never mapped: a mapped file cut
/// short by someone else faults the process) and checked against the size the file had
/// when opened; a read that comes back short (the file was cut meanwhile) is an error, not
/// a shorter table. ``prefetch(_:)`` reads several ranges in as few reads as their gaps
/// allow; every range read is kept, so a table asked for twice is read once.
final class FontFile: Sendable {
    let path: String
    let file: OpenFile
    /// The file's size when it was opened: every table record is checked against it.
    let size: Int

    /// A run of the file's bytes read once, from `offset`.
    private struct Chunk {
        let offset: Int
        let bytes: [UInt8]
        var range: Range<Int> { offset..<(offset + bytes.count) }
    }

    private let chunks = Mutex<[Chunk]>([])

    /// Ranges closer than this are read as one (a read costs about what copying this many
    /// bytes does).
    static let coalescingGap = 8 << 10
    /// What is read first: the header and table directory, and in most fonts `head`,
    /// `hhea`, `maxp` and `OS/2`, which font compilers write next.
    static let firstRead = 8 << 10

    /// Opens the font file at `path`, a regular file of at most `limit` bytes, and reads its
    /// first bytes.
    init(path: String, limit: FileSizeLimit) throws(FontTableError) {
        do {
            file = try FileReader(limit: limit).open(path)
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.reason))
        }
        self.path = path
        size = file.status.size
        guard size > 0 else { throw FontTableError(path: path, reason: .emptyFile) }
        try prefetch([0..<min(size, Self.firstRead)])
    }

    /// Bytes `range` of the file as table data named `tag` (for errors).
    /// - Throws: when `range` is not within the file, or the file is shorter now.
    func data(_ range: Range<Int>, tag: String) throws(FontTableError) -> FontTableData {
        guard range.lowerBound >= 0, range.upperBound <= size else {
            throw FontTableError(path: path, reason: .truncatedHeader(neededSize: range.upperBound, fileSize: size))
        }
        guard !range.isEmpty else { return FontTableData(tag: tag, path: path, bytes: [], range: 0..<0) }
        if let chunk = chunks.withLock({ $0.first { $0.range.contains(range) } }) {
            let start = range.lowerBound - chunk.offset
            return FontTableData(tag: tag, path: path, bytes: chunk.bytes, range: start..<(start + range.count))
        }
        let chunk = try read(range)
        return FontTableData(tag: tag, path: path, bytes: chunk.bytes, range: 0..<range.count)
    }

    /// Reads `ranges` (each within the file) that are not read yet, ranges less than
    /// ``coalescingGap`` apart in one read.
    func prefetch(_ ranges: [Range<Int>]) throws(FontTableError) {
        let read = chunks.withLock { chunks in chunks.map(\.range) }
        let wanted = ranges.filter { range in !range.isEmpty && !read.contains { $0.contains(range) } }
            .sorted { $0.lowerBound < $1.lowerBound }
        var merged = [Range<Int>]()
        for range in wanted {
            if let last = merged.last, range.lowerBound <= last.upperBound + Self.coalescingGap {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        for range in merged { _ = try self.read(range) }
    }

    /// Reads `range` (within the file) and keeps it.
    private func read(_ range: Range<Int>) throws(FontTableError) -> Chunk {
        let bytes: [UInt8]
        do {
            bytes = try file.read(at: range.lowerBound, count: range.count)
        } catch {
            throw FontTableError(path: path, reason: .unreadable(error.reason))
        }
        guard bytes.count == range.count else { throw changed() }
        let chunk = Chunk(offset: range.lowerBound, bytes: bytes)
        chunks.withLock { $0.append(chunk) }
        return chunk
    }

    /// Throws unless the file still has the size, time and identity it had when opened (a
    /// file rewritten while read may give tables of two versions).
    func checkUnchanged() throws(FontTableError) {
        guard let now = try? file.currentStatus(), now.isSameVersion(as: file.status) else { throw changed() }
    }

    private func changed() -> FontTableError {
        let now = (try? file.currentStatus())?.size ?? 0
        return FontTableError(path: path, reason: .changedWhileRead(size: size, sizeNow: now))
    }
}

private extension Range<Int> {
    func contains(_ other: Range<Int>) -> Bool {
        lowerBound <= other.lowerBound && other.upperBound <= upperBound
    }
}
