import CatalogSystem

/// Where a data set's typo index goes once built, when its cache index was written without
/// one (``IndexFormat/TypoIndexState/notBuilt``): the index file, whose last section is
/// replaced by the built index and the whole written again atomically (``AtomicFile``).
///
/// Only the index this data set came from is changed: the file must still have the payload
/// checksum it had, and a section not built. Anything else (the file replaced meanwhile,
/// unreadable, not writable) leaves it as it is: the next search that needs the typo index
/// builds it again.
struct TypoIndexStore: Sendable {
    /// The cache index file.
    let indexFile: String
    /// The XXH64 of the payload the data set was read from or written as (header bytes 24–31).
    let checksum: UInt64
    let limit: FileSizeLimit

    /// A store for the index whose whole bytes are `file` (header first), at `indexFile`.
    init(indexFile: String, file: UnsafeRawBufferPointer, limit: FileSizeLimit) {
        self.indexFile = indexFile
        checksum = file.count >= IndexFormat.headerSize ? UInt64(littleEndian: file.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) : 0
        self.limit = limit
    }

    /// Writes `index` into the index file; true when it was written.
    @discardableResult
    func store(_ index: FuzzyIndex) -> Bool {
        guard let bytes = try? FileReader(limit: limit).readIntoMemory(indexFile),
              let replaced = bytes.withUnsafeBytes({ replacing($0, with: index) }) else { return false }
        do {
            try AtomicFile.replace(indexFile, with: replaced)
            return true
        } catch {
            return false
        }
    }

    /// The index file `file` with its typo index section replaced by `index`, or nil when
    /// `file` is not the index this store is for, or holds a typo index already.
    func replacing(_ file: UnsafeRawBufferPointer, with index: FuzzyIndex) -> [UInt8]? {
        guard let payload = try? IndexFormat.payloadRange(of: file),
              UInt64(littleEndian: file.loadUnaligned(fromByteOffset: 24, as: UInt64.self)) == checksum else { return nil }
        var cursor = IndexCursor(file, range: payload)
        guard (try? cursor.key()) != nil, let layout = try? IndexView.layout(after: &cursor),
              layout.fuzzy.count == 1, layout.fuzzy.upperBound == payload.upperBound,
              file[layout.fuzzy.lowerBound] == UInt8(IndexFormat.TypoIndexState.notBuilt.rawValue) else { return nil }
        // The section's length (1) is the one byte before it.
        var body = IndexWriter.Sink()
        body.bytes.reserveCapacity(payload.count + index.deletions.count * 3)
        body.bytes.append(contentsOf: file[payload.lowerBound..<(layout.fuzzy.lowerBound - 1)])
        let section = IndexWriter.fuzzySection(index)
        body.count(section.count)
        body.bytes.append(contentsOf: section)
        return IndexFormat.header(for: body.bytes) + body.bytes
    }
}
