import CatalogSystem

/// The file that keeps favorites and user collections: human-readable JSON with a
/// `schemaVersion`, shared by every data set and every shell.
///
/// - Readers take no lock: the file is only ever replaced whole (``update(_:)``), so they
///   see the old contents or the new.
/// - ``update(_:)`` takes an advisory lock on `PATH.lock`, re-reads, changes, and replaces
///   the file crash-safely (``AtomicFile``), together with its copy `PATH.last-good`.
/// - A damaged or newer-schema file is reported with its path and never written over;
///   ``diagnose()`` and ``restore()`` are `catalog collection doctor`. So is a missing store
///   beside a last-good copy with entries: it is not taken for an empty one.
public struct CollectionStore: Sendable {
    /// The store file as given.
    public let path: String
    /// Seconds ``update(_:)`` waits for another process's lock.
    public let lockTimeout: Double
    /// The largest store read, and so the largest one written.
    public let limit: FileSizeLimit
    /// The most entries (favorites and every collection's, counted together) a change may
    /// leave: every command that marks favorites reads them all (an import of 30,000 names
    /// unknown to the data set made every search take 5 s). SF 6 has 6,404 symbols.
    public static let maximumEntries = 20_000
    /// The file actually read and replaced: ``path`` with symbolic links followed, once, at
    /// creation (a dangling link gives the file it names). The lock, the last-good copy and
    /// temporary files all sit beside it, so a link and its target share one lock.
    let filePath: String

    /// - Parameter path: the store file; when it is a symbolic link, its target is the
    ///   file that gets replaced.
    public init(path: String, lockTimeout: Double = 30, limit: FileSizeLimit = .standard) {
        self.path = path
        self.lockTimeout = lockTimeout
        self.limit = limit
        filePath = (try? Paths.followingLinks(path)) ?? path
    }

    /// `--store` and `CATALOG_STORE` aside: `$XDG_DATA_HOME/catalog/collections.json`, else
    /// `$HOME/.local/share/catalog/collections.json` (``XDGFolders``); nil without either.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let explicit = environment["CATALOG_STORE"], !explicit.isEmpty { return explicit }
        return XDGFolders(environment: environment).data("collections.json")
    }

    /// The lock file beside the store.
    public var lockPath: String { filePath + ".lock" }
    /// The copy of the last contents written, beside the store.
    public var lastGoodPath: String { filePath + ".last-good" }
    /// The folder that holds the store.
    public var folder: String { Paths.parent(of: filePath) }

    var reader: FileReader { FileReader(limit: limit) }

    /// The contents; an absent file reads as empty, unless its last-good copy has entries
    /// (then ``StoreError/missing(path:lastGoodPath:entries:)``), and so does an empty one
    /// (``StoreError/emptied(path:lastGoodPath:entries:)``): catalog writes the store and its
    /// copy together, so a store that holds nothing beside a copy that holds something was
    /// emptied elsewhere, and writing over both would lose the copy's entries. Throws for a
    /// damaged, newer or unreadable file (which is left untouched).
    public func read() throws(StoreError) -> StoreContents {
        let contents = try readBytes(filePath).map { bytes throws(StoreError) in try StoreContents.parse(bytes, path: path) }
        if contents?.entryCount ?? 0 == 0, let kept = lastGoodEntries {
            throw contents == nil ? .missing(path: path, lastGoodPath: lastGoodPath, entries: kept)
                                  : .emptied(path: path, lastGoodPath: lastGoodPath, entries: kept)
        }
        return contents ?? StoreContents()
    }

    /// How many entries a healthy last-good copy holds, when it holds any.
    private var lastGoodEntries: Int? {
        guard case .healthy(let copy) = StoreDiagnosis.FileState(reading: lastGoodPath, as: lastGoodPath, reader: reader),
              copy.entryCount > 0 else { return nil }
        return copy.entryCount
    }

    /// The bytes of `file`, or nil when nothing is there.
    func readBytes(_ file: String) throws(StoreError) -> [UInt8]? {
        do {
            return try reader.readIfPresent(file)?.bytes
        } catch {
            throw .unreadable(path: file == filePath ? path : file, reason: error.reason)
        }
    }

    /// Locks the store, reads it, lets `body` change the contents, and writes them back
    /// when they changed (nothing is written, or created, otherwise). Throws ``StoreError``,
    /// or whatever `body` throws (then nothing is written).
    @discardableResult
    public func update<Result>(_ body: (inout StoreContents) throws -> Result) throws -> Result {
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        let original = try read()
        var contents = original
        let result = try body(&contents)
        if contents != original { try write(contents) }
        return result
    }

    /// Makes the folder, takes the lock and removes what killed writers left.
    func lock() throws(StoreError) -> FileLock {
        do {
            try Folders.make(folder)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
        let lock: FileLock
        do {
            lock = try FileLock.acquire(lockPath, timeout: lockTimeout)
        } catch where error.isTimedOut {
            throw .lockTimeout(path: lockPath, seconds: Int(lockTimeout.rounded(.up)))
        } catch {
            throw .lockFailed(path: lockPath, reason: error.reason)
        }
        removeLeftovers()
        return lock
    }

    /// Replaces the store and its last-good copy with `contents` (the lock is held).
    ///
    /// Both new files are written in full and synced before either is renamed into place, so
    /// a full disk (or any other write failure) leaves the store and its copy exactly as they
    /// were, and the error says so. A store the limit would refuse to read back is refused
    /// before anything is written.
    func write(_ contents: StoreContents) throws(StoreError) {
        let entries = contents.entryCount
        guard entries <= Self.maximumEntries else {
            throw .unwritable(path: path, reason: "the changed store would hold \(Numbers.grouped(entries)) entries, over the \(Numbers.grouped(Self.maximumEntries)) a store keeps "
                              + "(every command that marks favorites reads them all); the collection store is unchanged")
        }
        let bytes = Array(contents.encoded().utf8)
        guard bytes.count <= limit.bytes else {
            throw .unwritable(path: path, reason: "the changed store would be \(FileSizeLimit.megabytesText(bytes.count)), over "
                              + limit.phrase() + "; the collection store is unchanged")
        }
        let existing = FileStatus.of(filePath)
        var staged = [StagedFile]()
        do throws(SystemError) {
            staged.append(try AtomicFile.stage(bytes, for: filePath, modeFrom: existing))
            staged.append(try AtomicFile.stage(bytes, for: lastGoodPath, modeFrom: existing))
            try staged[0].commit()
        } catch {
            for file in staged { file.discard() }
            throw .unwritable(path: error.path, reason: error.reason + "; the collection store is unchanged")
        }
        // The store is written; a copy that fails to follow is what doctor reports.
        try? staged[1].commit()
    }

    /// Temporary files of writes that were killed (only a lock holder makes them, so while
    /// we hold the lock every one there is a leftover).
    var leftovers: [String] {
        let prefixes = [AtomicFile.temporaryPrefix(for: filePath), AtomicFile.temporaryPrefix(for: lastGoodPath)]
        return (Folders.list(folder) ?? []).filter { name in prefixes.contains { name.hasPrefix($0) } }.map { Paths.join(folder, $0) }
    }

    func removeLeftovers() {
        for leftover in leftovers { try? SymbolicLinks.remove(leftover) }
    }
}
