import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file that keeps favorites and user collections: human-readable JSON with a
/// `schemaVersion`, shared by every data set and every shell.
///
/// - Readers take no lock: the file is only ever replaced whole (``update(_:)``), so they
///   see the old contents or the new.
/// - ``update(_:)`` takes an advisory lock on `PATH.lock`, re-reads, changes, and replaces
///   the file crash-safely, then writes the same bytes to `PATH.last-good`.
/// - A damaged or newer-schema file is reported with its path and never written over;
///   ``diagnose()`` and ``restore()`` are `catalog collection doctor`.
public struct CollectionStore: Sendable {
    /// The store file as given.
    public let path: String
    /// Seconds ``update(_:)`` waits for another process's lock.
    public let lockTimeout: Double

    /// - Parameter path: the store file; when it is a symbolic link, its target is the
    ///   file that gets replaced.
    public init(path: String, lockTimeout: Double = 30) {
        self.path = path
        self.lockTimeout = lockTimeout
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil) {
            filePath = String(cString: resolved)
            free(resolved)
        } else {
            filePath = path
        }
    }

    /// The file actually read and replaced (``path`` with a symbolic link resolved).
    let filePath: String

    /// `--store` and `CATALOG_STORE` aside: `$XDG_DATA_HOME/catalog/collections.json`, else
    /// `$HOME/.local/share/catalog/collections.json`; nil without either variable.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let explicit = environment["CATALOG_STORE"], !explicit.isEmpty { return explicit }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty { return dataHome + "/catalog/collections.json" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/catalog/collections.json" }
        return nil
    }

    /// The lock file beside the store.
    public var lockPath: String { filePath + ".lock" }
    /// The copy of the last contents written, beside the store.
    public var lastGoodPath: String { filePath + ".last-good" }
    /// The folder that holds the store.
    public var folder: String {
        let parent = (filePath as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }
    /// Temporary files of a write start with this (in ``folder``).
    var temporaryPrefix: String { (filePath as NSString).lastPathComponent + ".tmp-" }

    /// The contents; an absent file reads as empty. Throws for a damaged, newer or
    /// unreadable file (which is left untouched).
    public func read() throws(StoreError) -> StoreContents {
        guard let bytes = try StoreFiles.read(filePath) else { return StoreContents() }
        return try StoreContents.parse(bytes, path: path)
    }

    /// Locks the store, reads it, lets `body` change the contents, and writes them back
    /// when they changed (nothing is written, or created, otherwise). Throws ``StoreError``,
    /// or whatever `body` throws (then nothing is written).
    @discardableResult
    public func update<Result>(_ body: (inout StoreContents) throws -> Result) throws -> Result {
        try StoreFiles.makeFolder(folder)
        let lock = try StoreFiles.lock(lockPath, timeout: lockTimeout)
        defer { close(lock) }
        removeLeftovers()
        let existing = StoreFiles.status(filePath)
        let original = try read()
        var contents = original
        let result = try body(&contents)
        if contents != original { try write(contents, existing: existing) }
        return result
    }

    /// Replaces the store and its last-good copy with `contents` (the lock is held).
    ///
    /// Both new files are written in full before either is renamed into place, so a full
    /// disk (or any other write failure) leaves the store and its copy exactly as they were,
    /// and the error says so.
    func write(_ contents: StoreContents, existing: stat?) throws(StoreError) {
        let bytes = Array(contents.encoded().utf8)
        let temporary = folder + "/" + temporaryPrefix + String(getpid())
        do {
            try StoreFiles.writeTemporary(temporary, with: bytes, existing: existing)
            try StoreFiles.writeTemporary(temporary + "-last-good", with: bytes, existing: existing)
            try StoreFiles.commit(temporary, to: filePath)
        } catch {
            unlink(temporary)
            unlink(temporary + "-last-good")
            guard case .unwritable(let path, let reason) = error else { throw error }
            throw .unwritable(path: path, reason: reason + "; the collection store is unchanged")
        }
        // The store is written; a copy that fails to follow is what doctor reports.
        try? StoreFiles.commit(temporary + "-last-good", to: lastGoodPath)
        try StoreFiles.syncFolder(folder)
    }

    /// Temporary files of writes that were killed (only a lock holder makes them, so while
    /// we hold the lock every one there is a leftover).
    var leftovers: [String] {
        StoreFiles.names(in: folder, withPrefix: temporaryPrefix).map { folder + "/" + $0 }
    }

    func removeLeftovers() {
        for leftover in leftovers { unlink(leftover) }
    }
}
