import CatalogSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension CollectionStore {
    /// Examines the store without changing anything.
    public func diagnose() -> StoreDiagnosis {
        // While another process holds the lock, its temporary files are a write in progress.
        let isLocked = FileLock.isHeld(lockPath)
        return StoreDiagnosis(
            path: path, lastGoodPath: lastGoodPath,
            store: StoreDiagnosis.FileState(reading: filePath, as: path, reader: reader),
            lastGood: StoreDiagnosis.FileState(reading: lastGoodPath, as: lastGoodPath, reader: reader),
            leftovers: isLocked ? [] : leftovers, isLocked: isLocked)
    }

    /// Puts the last-good copy in place of a damaged, newer, unreadable or missing store, or of
    /// an empty one beside a copy with entries, under the lock. The file it replaces is kept as `PATH.damaged-TIMESTAMP`; returns that
    /// name, or nil when there was no file. Throws when the store is healthy or the copy is not.
    ///
    /// Nothing is given up before its replacement is on disk: the restored store is written
    /// and synced first, the damaged file gets its second name (a hard link) next, and only
    /// then does the restored store take the store's name. Every failure says what the store
    /// is afterwards.
    @discardableResult
    public func restore() throws(StoreError) -> String? {
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        let diagnosis = diagnose()
        if case .healthy = diagnosis.store, !diagnosis.lostEntries {
            throw .cannotRestore(path: path, reason: "the store is healthy; nothing to restore")
        }
        guard let contents = diagnosis.lastGood.contents else {
            let state = switch diagnosis.lastGood {
            case .missing: "there is no last good copy (\(lastGoodPath))"
            case .damaged(let reason): "the last good copy \(lastGoodPath) is damaged too: \(reason)"
            case .newerSchema(let version): "the last good copy \(lastGoodPath) has the newer schema \(version)"
            case .unreadable(let reason): "the last good copy \(lastGoodPath) cannot be read: \(reason)"
            case .tooLarge(let size, let limit): "the last good copy \(lastGoodPath) is \(limit.tooLargeReason(size: size))"
            case .healthy: ""
            }
            throw .cannotRestore(path: path, reason: state)
        }
        let unchanged = diagnosis.store == .missing ? "the store is still missing" : "the store is unchanged (still the file doctor reports)"
        let bytes = Array(contents.encoded().utf8)
        let existing = FileStatus.ofLink(filePath)
        let staged: StagedFile
        do {
            staged = try AtomicFile.stage(bytes, for: filePath, modeFrom: FileStatus.of(lastGoodPath))
        } catch {
            throw .cannotRestore(path: path, reason: "\(error); \(unchanged)")
        }
        var kept: String?
        if existing != nil {
            do {
                kept = try Files.keepSecondName(filePath, as: filePath + ".damaged-" + Self.timestamp())
            } catch {
                staged.discard()
                throw .cannotRestore(path: path, reason: "cannot keep the file it replaces: \(error); \(unchanged)")
            }
        }
        do {
            try staged.commit()
        } catch {
            if let kept { try? SymbolicLinks.remove(kept) }
            throw .cannotRestore(path: path, reason: "\(error); \(unchanged)")
        }
        return kept
    }

    /// A UTC timestamp for file names: `20250314T091500Z`.
    static func timestamp() -> String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y%m%dT%H%M%SZ", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
