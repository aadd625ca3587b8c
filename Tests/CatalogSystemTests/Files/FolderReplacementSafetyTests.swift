import CatalogTestSupport
@testable import CatalogSystem
import Foundation
import Testing

/// What replacing a folder keeps: inputs inside it refuse it, and what a killed run left beside
/// it is cleared by the next run, unless its process lives or its lock is held.
@Suite("FolderReplacement: inputs inside refuse the target; leftovers of killed runs are cleared")
struct FolderReplacementSafetyTests {
    /// A process id that no process has now (the highest below the kernel's maximum that
    /// `kill(pid, 0)` calls absent).
    static func deadProcess() throws -> pid_t {
        let maximum = Int32((try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "32768") ?? 32768
        return try #require((1..<maximum).reversed().first { kill($0, 0) != 0 && errno == ESRCH })
    }

    @Test("an input inside the target (a file, a missing file's place, through a link) refuses it; one beside it does not")
    func inputsInside() throws {
        let scratch = Scratch("replacement-inputs")
        defer { scratch.remove() }
        let target = scratch.file("out")
        try FileManager.default.createDirectory(atPath: target + "/deep/er", withIntermediateDirectories: true)
        scratch.write("x", "out/deep/er/input")
        scratch.write("y", "beside")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("alias"), withDestinationPath: target + "/deep")
        let status = try #require(FileStatus.of(target))
        #expect(ProtectedPath("file", target + "/deep/er/input").lies(inside: status))
        #expect(ProtectedPath("file", scratch.file("alias") + "/er/input").lies(inside: status))
        #expect(ProtectedPath("file", target + "/not/yet/there").lies(inside: status))
        #expect(ProtectedPath("folder", target).lies(inside: status))
        #expect(!ProtectedPath("file", scratch.file("beside")).lies(inside: status))
        #expect(!ProtectedPath("file", scratch.path).lies(inside: status))
        #expect(throws: SystemError.refused(path: target, reason: "holds the font \(scratch.file("alias"))/er/input, which this command reads; not replaced")) {
            try FolderReplacement.replace(target, protecting: [ProtectedPath("store", scratch.file("beside")), ProtectedPath("font", scratch.file("alias") + "/er/input")]) { _ throws(SystemError) in }
        }
        #expect(scratch.text("out/deep/er/input") == "x")
        try FolderReplacement.replace(target, protecting: [ProtectedPath("store", scratch.file("beside"))]) { _ throws(SystemError) in }
        #expect(!FileManager.default.fileExists(atPath: target + "/deep"))
    }

    @Test("a killed run's build folder is removed by the next; one whose process lives or whose lock is held is kept")
    func leftoversCleared() throws {
        let scratch = Scratch("replacement-leftovers")
        defer { scratch.remove() }
        let target = scratch.file("site"), dead = try Self.deadProcess()
        for name in [".site.build-\(dead)-abcdefgh", ".site.build-\(dead)-locked00", ".site.build-\(getpid())-running0",
                     ".site.build-\(dead)-TOOLONG99", ".other.build-\(dead)-abcdefgh", ".site.previous-\(dead)-oldsite0"] {
            try FileManager.default.createDirectory(atPath: scratch.file(name) + "/data", withIntermediateDirectories: true)
        }
        scratch.write("old", ".site.previous-\(dead)-oldsite0/data/sets.js")
        // A lock held as a running replacement holds it.
        let held = open(scratch.file(".site.build-\(dead)-locked00"), O_RDONLY | O_DIRECTORY)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        defer { close(held) }
        FolderReplacement.sweepLeftovers(beside: target)
        // The old folder renamed aside is put back where the target is missing; the rest stays
        // but the dead, unlocked build folder.
        #expect(scratch.text("site/data/sets.js") == "old")
        #expect(scratch.names() == [".other.build-\(dead)-abcdefgh", ".site.build-\(dead)-TOOLONG99", ".site.build-\(dead)-locked00",
                                    ".site.build-\(getpid())-running0", "site"].sorted())
        // A replacement sweeps first, and leaves nothing of its own.
        try FolderReplacement.replace(target) { folder throws(SystemError) in
            try FolderReplacement.createFile(Paths.join(folder, "index.html"), with: Array("new".utf8))
        }
        #expect(scratch.text("site/index.html") == "new")
        #expect(scratch.names().filter { $0.hasPrefix(".site.") }.count == 3)
    }

    @Test("the build folder is locked while it is built, so a sweep running meanwhile keeps it")
    func buildFolderLocked() throws {
        let scratch = Scratch("replacement-locked")
        defer { scratch.remove() }
        let target = scratch.file("site")
        var seenLocked = false
        try FolderReplacement.replace(target) { folder throws(SystemError) in
            seenLocked = FileLock.isHeld(folder)
            FolderReplacement.sweepLeftovers(beside: target)
            try FolderReplacement.createFile(Paths.join(folder, "a"), with: [])
        }
        #expect(seenLocked)
        #expect(scratch.names() == ["site"])
        #expect(FileManager.default.fileExists(atPath: target + "/a"))
    }

    @Test("FolderMarker: its own text marks a folder; another generator's, a bad id or a folder named so does not")
    func marker() throws {
        let scratch = Scratch("replacement-marker")
        defer { scratch.remove() }
        let marker = FolderMarker(fileName: ".mark", generator: "catalog test")
        let text = String(decoding: marker.contents(version: "1.2.3"), as: UTF8.self)
        #expect(text.wholeMatch(of: /catalog test\nversion: 1\.2\.3\nid: [0-9a-f]{32}\n/) != nil)
        scratch.write(text, ".mark")
        #expect(marker.marks(scratch.path))
        #expect(!FolderMarker(fileName: ".mark", generator: "catalog other").marks(scratch.path))
        scratch.write("catalog test\nversion: 1\nid: xyz\n", ".mark")
        #expect(!marker.marks(scratch.path))
        try FileManager.default.removeItem(atPath: scratch.file(".mark"))
        try FileManager.default.createDirectory(atPath: scratch.file(".mark"), withIntermediateDirectories: false)
        #expect(!marker.marks(scratch.path))
    }
}
