import CatalogSystem

/// What `catalog collection doctor` found: the state of the store and of its last-good
/// copy, leftovers of interrupted writes, and whether another process holds the lock.
public struct StoreDiagnosis: Hashable, Sendable {
    /// The state of one file.
    public enum FileState: Hashable, Sendable {
        /// No file there.
        case missing
        /// Read and checked: these contents.
        case healthy(StoreContents)
        /// Not JSON, or not the store's schema: the reason.
        case damaged(String)
        /// Written by a newer catalog with this schema version.
        case newerSchema(Int)
        /// Could not be read: the reason.
        case unreadable(String)
        /// Larger than the reader's limit (`CATALOG_MAX_FILE_MB`): its size in bytes.
        case tooLarge(size: Int, limit: FileSizeLimit)

        init(reading path: String, as label: String, reader: FileReader) {
            if let status = FileStatus.of(path), status.kind == .regular, status.size > reader.limit.bytes {
                self = .tooLarge(size: status.size, limit: reader.limit)
                return
            }
            do throws(StoreError) {
                let bytes: [UInt8]?
                do { bytes = try reader.readIfPresent(path)?.bytes } catch { throw .unreadable(path: path, reason: error.reason) }
                guard let bytes else { self = .missing; return }
                self = .healthy(try StoreContents.parse(bytes, path: label))
            } catch {
                switch error {
                case .damaged(_, let reason): self = .damaged(reason)
                case .newerSchema(_, let version, _): self = .newerSchema(version)
                case .unreadable(_, let reason): self = .unreadable(reason)
                default: self = .unreadable(error.description)
                }
            }
        }

        /// True for ``healthy(_:)``.
        public var isHealthy: Bool { if case .healthy = self { true } else { false } }
        /// The contents of a healthy file, else nil.
        public var contents: StoreContents? { if case .healthy(let contents) = self { contents } else { nil } }
    }

    /// The store file.
    public let path: String
    /// Its last-good copy (``CollectionStore/lastGoodPath``).
    public let lastGoodPath: String
    /// The state of the store file.
    public let store: FileState
    /// The state of the last-good copy.
    public let lastGood: FileState
    /// Temporary files left by writes that were killed (the next change removes them);
    /// empty while the lock is held.
    public let leftovers: [String]
    /// Another process holds the store's lock right now.
    public let isLocked: Bool

    /// The store can be read and written (an absent or empty store is fine, unless its
    /// last-good copy has entries: then they are lost, and ``canRestore``).
    public var isHealthy: Bool {
        switch store {
        case .healthy, .missing: !lostEntries
        default: false
        }
    }

    /// The store is missing or holds nothing while its last-good copy has entries (catalog
    /// writes the two together: the store was removed or emptied elsewhere).
    public var lostEntries: Bool {
        guard (lastGood.contents?.entryCount ?? 0) > 0 else { return false }
        switch store {
        case .missing: return true
        case .healthy(let contents): return contents.entryCount == 0
        default: return false
        }
    }

    /// ``CollectionStore/restore()`` would put the last-good copy in place (not over a store
    /// that is only larger than the limit: raising the limit is the answer there).
    public var canRestore: Bool {
        guard lastGood.isHealthy else { return false }
        if case .tooLarge = store { return false }
        if case .healthy = store { return lostEntries }
        return true
    }
}
