#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CSystemCalls

/// Replacing a whole folder: the new one is built beside the target (`.NAME.build-PID-RANDOM`,
/// locked while it is built), then swapped in with one `renameat2(RENAME_EXCHANGE)` and the old
/// one removed. Readers see the old folder or the new, never a half-written one; a failure while
/// building leaves the target as it was and removes what was built. Where the file system cannot
/// exchange, the old folder is renamed aside first (`.NAME.previous-PID-RANDOM`). What a killed
/// run leaves beside the target is cleared by the next (``sweepLeftovers(beside:)``).
///
/// A replacement never deletes what the command read: the inputs it is given
/// (``ProtectedPath``) are looked for inside the target first, and finding one refuses it.
public enum FolderReplacement {
    /// A refusal for ``replace(_:protecting:refusing:build:)`` that replaces an existing folder
    /// only when it is empty or holds `marker` (a regular file the command writes), so that
    /// `-o ~` is refused, not emptied: "not a KIND folder (no MARKER) and not empty; not replaced".
    public static func unlessEmptyOrHolding(_ marker: String, kind: String) -> (_ existing: String) -> String? {
        { existing in
            let names = Folders.list(existing) ?? []
            if names.isEmpty || FileStatus.kind(of: Paths.join(existing, marker)) == .regular { return nil }
            return "not a \(kind) folder (no \(marker)) and not empty; not replaced"
        }
    }

    /// A refusal for ``replace(_:protecting:refusing:build:)`` that replaces an existing folder
    /// only when it is empty, carries `marker`, or is recognised by `legacy` (a folder this
    /// command wrote before it wrote markers, known by its exact file list); else
    /// "not a KIND this command wrote (no MARKER) and not empty; not replaced (HINT)".
    public static func unlessEmptyOrMarked(_ marker: FolderMarker, kind: String, hint: String,
                                           legacy: @escaping (_ existing: String) -> Bool = { _ in false })
        -> (_ existing: String) -> String? {
        { existing in
            if (Folders.list(existing) ?? []).isEmpty || marker.marks(existing) || legacy(existing) { return nil }
            return "not a \(kind) this command wrote (no \(marker.fileName)) and not empty; not replaced (\(hint))"
        }
    }

    /// Builds a folder with `build` (given the new folder's path) and puts it at `target`,
    /// a symbolic link followed. An existing target is refused when any of `inputs` lies inside
    /// it (links resolved), then `accept` is asked: a reason to refuse it, or nil to replace
    /// it. A target that is not a folder is refused.
    public static func replace(
        _ target: String, protecting inputs: [ProtectedPath] = [],
        refusing accept: (_ existing: String) -> String? = { _ in nil },
        build: (_ folder: String) throws(SystemError) -> Void
    ) throws(SystemError) {
        let resolved: String
        do { resolved = try Paths.followingLinks(target) } catch { throw SystemError(path: target, code: error.code, reason: error.reason) }
        let existing = FileStatus.of(resolved)
        if let existing {
            guard existing.kind == .directory else { throw .refused(path: target, reason: "exists and is not a folder; not replaced") }
            if let input = inputs.first(where: { $0.lies(inside: existing) }) {
                throw .refused(path: target, reason: "holds the \(input.role) \(input.path), which this command reads; not replaced")
            }
            if let reason = accept(resolved) { throw .refused(path: target, reason: reason) }
        }
        let parent = Paths.parent(of: resolved)
        try Folders.make(parent)
        sweepLeftovers(beside: resolved)
        let staging = try StagingFolder(beside: resolved)
        defer { withExtendedLifetime(staging) {} }  // its lock is held until the swap is done
        do {
            try build(staging.path)
            try Folders.sync(staging.path)
        } catch {
            try? Folders.removeTree(staging.path)
            throw error
        }
        try swap(staging.path, into: resolved, existed: existing != nil, reportedAs: target)
    }

    /// Puts the built folder `staging` at `resolved`: a rename, or an exchange with the old
    /// folder (renamed aside first where the file system cannot exchange), which is then removed.
    private static func swap(_ staging: String, into resolved: String, existed: Bool, reportedAs target: String) throws(SystemError) {
        let parent = Paths.parent(of: resolved)
        guard existed else {
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
