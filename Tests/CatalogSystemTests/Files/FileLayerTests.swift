import CatalogTestSupport
import CatalogSystem
import Foundation
import Testing

@Suite("AtomicFile: exclusive temporary file, synced, mode kept, renamed; nothing left on failure")
struct AtomicFileTests {
    @Test("a 0600 file stays 0600; a new file gets 0666 less the umask; no temporary file is left")
    func modes() throws {
        let scratch = Scratch("atomic")
        defer { scratch.remove() }
        scratch.write("old", "private.txt")
        chmod(scratch.file("private.txt"), 0o600)
        try AtomicFile.replace(scratch.file("private.txt"), with: Array("new".utf8))
        #expect(scratch.text("private.txt") == "new")
        #expect(FileStatus.of(scratch.file("private.txt"))?.permissions == 0o600)
        // Read, not set and restored: the mask is the whole process's, and other tests run meanwhile.
        let mask = try #require(Self.currentMask())
        try AtomicFile.replace(scratch.file("fresh.txt"), with: Array("x".utf8))
        #expect(FileStatus.of(scratch.file("fresh.txt"))?.permissions == 0o666 & ~UInt32(mask))
        #expect(scratch.names() == ["fresh.txt", "private.txt"])
    }

    @Test("a missing folder fails with its errno, naming the target; nothing is created")
    func missingFolder() throws {
        let scratch = Scratch("atomic")
        defer { scratch.remove() }
        let target = scratch.file("nowhere/file.txt")
        #expect(throws: SystemError(path: target, code: ENOENT)) { try AtomicFile.replace(target, with: [1]) }
        #expect(scratch.names() == [])
    }

    @Test("a staged file is invisible until committed, and gone when discarded")
    func staging() throws {
        let scratch = Scratch("atomic")
        defer { scratch.remove() }
        scratch.write("old", "a.txt")
        let staged = try AtomicFile.stage(Array("new".utf8), for: scratch.file("a.txt"))
        #expect(scratch.text("a.txt") == "old")
        #expect(Paths.lastComponent(of: staged.temporaryPath).hasPrefix("a.txt.tmp-\(getpid())-"))
        staged.discard()
        #expect(scratch.names() == ["a.txt"])
        try AtomicFile.stage(Array("new".utf8), for: scratch.file("a.txt")).commit()
        #expect(scratch.text("a.txt") == "new")
        #expect(scratch.names() == ["a.txt"])
    }

    @Test("the temporary file is opened with O_EXCL|O_NOFOLLOW: a link planted at its prefix is never written through")
    func plantedLinks() throws {
        let scratch = Scratch("atomic")
        defer { scratch.remove() }
        scratch.write("outside", "victim.txt")
        // Links at every name the old fixed-name schemes used.
        for name in ["a.txt.tmp-\(getpid())", "a.txt.catalog-fix", "a.txt.tmp"] {
            try FileManager.default.createSymbolicLink(atPath: scratch.file(name), withDestinationPath: scratch.file("victim.txt"))
        }
        try AtomicFile.replace(scratch.file("a.txt"), with: Array("fixed".utf8))
        #expect(scratch.text("victim.txt") == "outside")
        #expect(scratch.text("a.txt") == "fixed")
        #expect(FileStatus.ofLink(scratch.file("a.txt"))?.kind == .regular)
    }

    /// This process's umask, from `/proc/self/status` (Linux since 4.7).
    static func currentMask() -> mode_t? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }) else { return nil }
        return mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
    }
}

@Suite("FileReader: regular files within the limit only")
struct FileReaderTests {
    @Test("the limit is a parameter; at the limit a file is read, one byte over it is refused before reading")
    func limit() throws {
        let scratch = Scratch("reader")
        defer { scratch.remove() }
        scratch.write(String(repeating: "x", count: 100), "f")
        #expect(try FileReader(limit: FileSizeLimit(bytes: 100)).read(scratch.file("f")).bytes.count == 100)
        #expect(throws: SystemError.refused(path: scratch.file("f"),
                                            reason: "0.0 MB is over the 0 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)")) {
            try FileReader(limit: FileSizeLimit(bytes: 99)).read(scratch.file("f"))
        }
    }

    @Test("a FIFO, a folder and a missing file")
    func kinds() throws {
        let scratch = Scratch("reader")
        defer { scratch.remove() }
        #expect(mkfifo(scratch.file("pipe"), 0o644) == 0)
        #expect(throws: SystemError.refused(path: scratch.file("pipe"), reason: "is a FIFO (named pipe), not a regular file")) {
            try FileReader().read(scratch.file("pipe"))
        }
        #expect(throws: SystemError.refused(path: scratch.path, reason: "is a folder")) { try FileReader().read(scratch.path) }
        #expect(try FileReader().readIfPresent(scratch.file("missing")) == nil)
    }
}

@Suite("FolderReplacement, FileLock, Paths")
struct FolderAndLockTests {
    @Test("a folder is built beside the target and swapped in; a failed build leaves the old one and nothing else")
    func replaceFolder() throws {
        let scratch = Scratch("folders")
        defer { scratch.remove() }
        let target = scratch.file("set")
        try FolderReplacement.replace(target) { folder throws(SystemError) in
            try FolderReplacement.createFile(Paths.join(folder, "a"), with: Array("1".utf8))
        }
        #expect(scratch.text("set/a") == "1")
        #expect(throws: SystemError.self) {
            try FolderReplacement.replace(target) { folder throws(SystemError) in
                try FolderReplacement.createFile(Paths.join(folder, "b"), with: [])
                throw SystemError(path: folder, code: ENOSPC)
            }
        }
        #expect(scratch.names() == ["set"])
        #expect((try FileManager.default.contentsOfDirectory(atPath: target)) == ["a"])
        scratch.write("x", "plain")
        #expect(throws: SystemError.refused(path: scratch.file("plain"), reason: "exists and is not a folder; not replaced")) {
            try FolderReplacement.replace(scratch.file("plain")) { _ throws(SystemError) in }
        }
    }

    @Test("a lock held is seen, waited on up to the timeout (ETIMEDOUT), and released with its object")
    func lock() throws {
        let scratch = Scratch("lock")
        defer { scratch.remove() }
        let path = scratch.file("x.lock")
        var held: FileLock? = try FileLock.acquire(path, timeout: 1)
        #expect(held != nil && FileLock.isHeld(path))
        // flock locks belong to the open file: a second open in this process is another holder.
        let error = try #require(#expect(throws: SystemError.self) { try FileLock.acquire(path, timeout: 0.05) })
        #expect(error.isTimedOut)
        held = nil
        #expect(!FileLock.isHeld(path))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.lock"), withDestinationPath: scratch.file("elsewhere"))
        #expect(throws: SystemError.self) { try FileLock.acquire(scratch.file("link.lock"), timeout: 0.05) }
        #expect(FileStatus.of(scratch.file("elsewhere")) == nil, "a planted link is not followed to create its target")
    }

    @Test("links are followed to the file a write lands on, dangling ones too; loops are an error")
    func followingLinks() throws {
        let scratch = Scratch("paths")
        defer { scratch.remove() }
        try FileManager.default.createSymbolicLink(atPath: scratch.file("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("b"), withDestinationPath: scratch.file("c"))
        #expect(try Paths.followingLinks(scratch.file("a")) == scratch.file("c"))
        try FileManager.default.createSymbolicLink(atPath: scratch.file("loop"), withDestinationPath: "loop")
        #expect(throws: SystemError(path: scratch.file("loop"), code: ELOOP)) { try Paths.followingLinks(scratch.file("loop")) }
    }
}
