#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CSystemCalls

/// Replacing a whole folder: the new one is built beside the target (`.NAME.build-PID-RANDOM`),
/// then swapped in with one `renameat2(RENAME_EXCHANGE)` and the old one removed. Readers see
/// the old folder or the new, never a half-written one; a failure while building leaves the
/// target as it was and removes what was built. Where the file system cannot exchange, the
/// old folder is renamed aside first (a crash between the two renames leaves it there,
/// under `.NAME.previous-…`).
public enum FolderReplacement {
    /// A refusal for ``replace(_:refusing:build:)`` that replaces an existing folder only when it
    /// is empty or holds `marker` (a regular file the command writes), so that `-o ~` is
    /// refused, not emptied: "not a KIND folder (no MARKER) and not empty; not replaced".
    public static func unlessEmptyOrHolding(_ marker: String, kind: String) -> (_ existing: String) -> String? {
        { existing in
            let names = Folders.list(existing) ?? []
            if names.isEmpty || FileStatus.kind(of: Paths.join(existing, marker)) == .regular { return nil }
            return "not a \(kind) folder (no \(marker)) and not empty; not replaced"
        }
    }

    /// Builds a folder with `build` (given the new folder's path) and puts it at `target`,
    /// a symbolic link followed. `accept` is asked about an existing target folder first:
    /// a reason to refuse it, or nil to replace it. A target that is not a folder is refused.
    public static func replace(
        _ target: String, refusing accept: (_ existing: String) -> String? = { _ in nil },
        build: (_ folder: String) throws(SystemError) -> Void
    ) throws(SystemError) {
        let resolved: String
        do { resolved = try Paths.followingLinks(target) } catch { throw SystemError(path: target, code: error.code, reason: error.reason) }
        let existing = FileStatus.of(resolved)
        if let existing {
            guard existing.kind == .directory else { throw .refused(path: target, reason: "exists and is not a folder; not replaced") }
            if let reason = accept(resolved) { throw .refused(path: target, reason: reason) }
        }
        let parent = Paths.parent(of: resolved)
        try Folders.make(parent)
        let staging = try Folders.makeUnique(beside: resolved, label: "build")
        do {
            try build(staging)
            try Folders.sync(staging)
        } catch {
            try? Folders.removeTree(staging)
            throw error
        }
        guard existing != nil else {
            guard rename(staging, resolved) == 0 else {
                let failure = SystemError.fromErrno(path: target)
                try? Folders.removeTree(staging)
                throw failure
            }
            try Folders.sync(parent)
            return
        }
        if catalog_exchange_paths(staging, resolved) == 0 {
            try? Folders.removeTree(staging)  // now the old folder
        } else {
            let previous = Paths.join(parent, ".\(Paths.lastComponent(of: resolved)).previous-\(getpid())-\(AtomicFile.randomSuffix())")
            guard rename(resolved, previous) == 0 else {
                let failure = SystemError.fromErrno(path: target)
                try? Folders.removeTree(staging)
                throw failure
            }
            guard rename(staging, resolved) == 0 else {
                let failure = SystemError.fromErrno(path: target)
                rename(previous, resolved)
                try? Folders.removeTree(staging)
                throw failure
            }
            try? Folders.removeTree(previous)
        }
        try Folders.sync(parent)
    }

    /// Creates the new file `path` (nothing may be there) with `bytes`, synced: for filling
    /// a folder being built.
    public static func createFile(_ path: String, with bytes: [UInt8]) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
        guard descriptor >= 0 else { throw .fromErrno(path: path) }
        try DescriptorWriter(descriptor: descriptor, path: path).finish(bytes, removing: path)
    }
}
