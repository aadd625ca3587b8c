#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FolderReplacement {
    /// Clears what a killed replacement of `target` left beside it: `.NAME.build-PID-RANDOM`
    /// folders are removed and a `.NAME.previous-PID-RANDOM` folder (the old folder, renamed
    /// aside where the file system cannot exchange) is put back when `target` is missing, else
    /// removed. A folder is left alone while its process (PID) is alive or its lock is held: a
    /// running replacement holds its build folder's lock from just after making it.
    public static func sweepLeftovers(beside target: String) {
        let parent = Paths.parent(of: target), name = Paths.lastComponent(of: target)
        for entry in Folders.list(parent) ?? [] {
            guard let leftover = Leftover(entry, of: name), !leftover.processIsAlive else { continue }
            let path = Paths.join(parent, entry)
            guard FileStatus.ofLink(path)?.kind == .directory else { continue }
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            if leftover.isPrevious, FileStatus.ofLink(target) == nil, rename(path, target) == 0 { continue }
            try? Folders.removeTree(path)
        }
    }

    /// A name `.NAME.build-PID-RANDOM` or `.NAME.previous-PID-RANDOM` (RANDOM: eight base-36
    /// characters), as ``Folders/makeUnique(beside:label:)`` and ``replace(_:protecting:refusing:build:)`` make them.
    struct Leftover {
        let process: pid_t
        let isPrevious: Bool

        init?(_ entry: String, of name: String) {
            let rest: Substring
            if entry.hasPrefix(".\(name).build-") {
                rest = entry.dropFirst(name.count + 8)
                isPrevious = false
            } else if entry.hasPrefix(".\(name).previous-") {
                rest = entry.dropFirst(name.count + 11)
                isPrevious = true
            } else {
                return nil
            }
            let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, let process = pid_t(parts[0]), process > 0, parts[1].count == 8,
                  parts[1].allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) }) else { return nil }
            self.process = process
        }

        /// True when a process with this id exists (it may be another program that reused the
        /// id: then the folder waits for a later run).
        var processIsAlive: Bool { kill(process, 0) == 0 || errno == EPERM }
    }
}

/// A new folder beside a target being replaced, locked (`flock`) for as long as this object
/// lives, so that no other run's ``FolderReplacement/sweepLeftovers(beside:)`` takes it.
final class StagingFolder {
    let path: String
    private let descriptor: Int32

    init(beside target: String) throws(SystemError) {
        let path = try Folders.makeUnique(beside: target, label: "build")
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = SystemError.fromErrno(path: path)
            if descriptor >= 0 { close(descriptor) }
            rmdir(path)
            throw failure
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
