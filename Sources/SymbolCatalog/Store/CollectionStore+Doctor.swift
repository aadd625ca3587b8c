#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CollectionStore {
    /// Examines the store without changing anything.
    public func diagnose() -> StoreDiagnosis {
        // While another process holds the lock, its temporary files are a write in progress.
        let isLocked = StoreFiles.isLocked(lockPath)
        return StoreDiagnosis(
            path: path, lastGoodPath: lastGoodPath,
            store: StoreDiagnosis.FileState(reading: filePath, as: path),
            lastGood: StoreDiagnosis.FileState(reading: lastGoodPath, as: lastGoodPath),
            leftovers: isLocked ? [] : leftovers, isLocked: isLocked)
    }

    /// Puts the last-good copy in place of a damaged, newer, unreadable or missing store,
    /// under the lock. The file it replaces is kept (renamed to `PATH.damaged-TIMESTAMP`);
    /// returns that name, or nil when there was no file. Throws when the store is healthy or
    /// the copy is not.
    @discardableResult
    public func restore() throws(StoreError) -> String? {
        try StoreFiles.makeFolder(folder)
        let lock = try StoreFiles.lock(lockPath, timeout: lockTimeout)
        defer { close(lock) }
        removeLeftovers()
        let diagnosis = diagnose()
        if case .healthy = diagnosis.store {
            throw .cannotRestore(path: path, reason: "the store is healthy; nothing to restore")
        }
        guard let contents = diagnosis.lastGood.contents else {
            let state = switch diagnosis.lastGood {
            case .missing: "there is no last good copy (\(lastGoodPath))"
            case .damaged(let reason): "the last good copy \(lastGoodPath) is damaged too: \(reason)"
            case .newerSchema(let version): "the last good copy \(lastGoodPath) has the newer schema \(version)"
            case .unreadable(let reason): "the last good copy \(lastGoodPath) cannot be read: \(reason)"
            case .healthy: ""
            }
            throw .cannotRestore(path: path, reason: state)
        }
        var kept: String?
        let existing = StoreFiles.status(filePath)
        if existing != nil {
            var candidate = filePath + ".damaged-" + StoreFiles.timestamp()
            var number = 1
            while StoreFiles.status(candidate) != nil {
                number += 1
                candidate = filePath + ".damaged-" + StoreFiles.timestamp() + "-\(number)"
            }
            guard rename(filePath, candidate) == 0 else { throw .unwritable(path: filePath, reason: StoreFiles.reason()) }
            kept = candidate
        }
        try write(contents, existing: existing)
        return kept
    }
}
