import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// The store on a small tmpfs the test mounts (root only): a full disk, with no room for the
/// new store or room for it but not for its last-good copy, and a read-only mount. Every
/// write fails with one line that says the store is unchanged, and both files stay as they were.
@Suite("The store on a full or read-only disk", .serialized,
       .enabled(if: BinaryRunner.isBuilt && Mounting.isPossible, "needs root, mount(8) and the built binary"))
struct StoreFullDiskTests {
    @discardableResult
    static func shell(_ arguments: [String]) -> Int32 { Mounting.shell(arguments) }

    /// A 256 KB tmpfs holding the store, with a favorite already added; unmounted by `body`'s end.
    static func withSmallDisk(_ body: (_ fixture: StoreFixture, _ environment: [String: String], _ mount: String) async throws -> Void) async throws {
        let fixture = StoreFixture(label: "full-disk")
        defer { fixture.remove() }
        let mount = fixture.folder.appendingPathComponent("disk").path
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        try #require(shell(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mount]) == 0)
        defer { shell(["umount", "-l", mount]) }
        var environment = fixture.environment
        environment["CATALOG_STORE"] = mount + "/collections.json"
        environment["CATALOG_DATA_SET"] = fixture.sf6
        #expect(try await BinaryRunner.run(["favorites", "add", "heart"], environment: environment).status == 0)
        try await body(fixture, environment, mount)
    }

    /// Fills the disk at `mount` with a file, then frees `free` bytes of it.
    static func fill(_ mount: String, leaving free: Int) throws {
        let descriptor = open(mount + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0xAB, count: 4096)
        var size = 0
        while true {
            let written = block.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            size += written
        }
        #expect(errno == ENOSPC)
        #expect(ftruncate(descriptor, off_t(max(0, size - free))) == 0)
    }

    static func expectUnchanged(_ mount: String, _ before: (Data?, Data?), _ outcome: BinaryRunner.Outcome, reason: String) {
        let store = mount + "/collections.json"
        #expect(outcome.status == 1 && !outcome.killed)
        #expect(outcome.standardOutput == "")
        #expect(outcome.standardError.hasPrefix("catalog: \(store)"))
        #expect(outcome.standardError.hasSuffix(": cannot write the collection store: \(reason); the collection store is unchanged\n"),
                "\(outcome.standardError)")
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
        #expect(FileManager.default.contents(atPath: store) == before.0)
        #expect(FileManager.default.contents(atPath: store + ".last-good") == before.1)
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: mount)) ?? []).filter { $0.contains(".tmp-") }
        #expect(leftovers == [], "temporary files removed")
    }

    @Test("a full disk, and a disk with room for the store but not its copy: the store is unchanged and it says so",
          arguments: [0, 4096])
    func fullDisk(free: Int) async throws {
        try await Self.withSmallDisk { fixture, environment, mount in
            let store = mount + "/collections.json"
            let before = (FileManager.default.contents(atPath: store), FileManager.default.contents(atPath: store + ".last-good"))
            try #require(before.0 != nil && before.0 == before.1)
            try Self.fill(mount, leaving: free)
            let outcome = try await BinaryRunner.run(["favorites", "add", "star", "trash"], environment: environment)
            Self.expectUnchanged(mount, before, outcome, reason: "No space left on device")
            // With one free page the new store is written and its copy is what fails (the error
            // names the copy, not a temporary file).
            #expect(outcome.standardError.hasPrefix("catalog: \(store)\(free > 0 ? ".last-good" : ""): cannot write"), "\(outcome.standardError)")
            #expect(try CollectionStore(path: store).read().favorites.map(\.primaryName) == ["heart"])
            // With room again, the same command works.
            unlink(mount + "/filler")
            await #expect(try BinaryRunner.run(["favorites", "add", "star", "trash"], environment: environment).status == 0)
            #expect(try CollectionStore(path: store).read().favorites.map(\.primaryName) == ["heart", "star", "trash"])
        }
    }

    @Test("doctor --restore on a full disk: the damaged store stays in place and the message says so (it was moved aside first)")
    func restoreOnFullDisk() async throws {
        try await Self.withSmallDisk { fixture, environment, mount in
            let store = mount + "/collections.json"
            let damaged = Data("{\"schemaVersion\": 1, \"favorites\": [".utf8)
            try damaged.write(to: URL(fileURLWithPath: store))
            try Self.fill(mount, leaving: 0)
            let outcome = try await BinaryRunner.run(["collection", "doctor", "--restore"], environment: environment)
            #expect(outcome.status == 1 && outcome.standardOutput == "")
            #expect(outcome.standardError == "catalog: \(store): not restored: \(store): No space left on device; "
                + "the store is unchanged (still the file doctor reports)\n", "\(outcome.standardError)")
            #expect(FileManager.default.contents(atPath: store) == damaged)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: mount)) ?? []
            #expect(names.filter { $0.contains(".damaged-") || $0.contains(".tmp-") } == [])
            unlink(mount + "/filler")
            let restored = try await BinaryRunner.run(["collection", "doctor", "--restore"], environment: environment)
            #expect(restored.status == 0, "\(restored.standardError)")
            #expect(try CollectionStore(path: store).read().favorites.map(\.primaryName) == ["heart"])
        }
    }

    @Test("a read-only file system: even root's change fails with the store unchanged")
    func readOnlyMount() async throws {
        try await Self.withSmallDisk { fixture, environment, mount in
            let store = mount + "/collections.json"
            let before = (FileManager.default.contents(atPath: store), FileManager.default.contents(atPath: store + ".last-good"))
            try #require(Self.shell(["mount", "-o", "remount,ro", mount]) == 0)
            let outcome = try await BinaryRunner.run(["favorites", "add", "star"], environment: environment)
            #expect(outcome.status == 1 && outcome.standardOutput == "")
            #expect(outcome.standardError.contains("Read-only file system"), "\(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("catalog: \(store)") && outcome.standardError.filter { $0 == "\n" }.count == 1)
            #expect(FileManager.default.contents(atPath: store) == before.0)
            let listed = try await BinaryRunner.run(["favorites", "--format", "tsv"], environment: environment)
            #expect(listed.status == 0 && listed.standardOutput.hasPrefix("heart\t"))
        }
    }
}

/// Whether this process may mount a tmpfs (root in a container that allows it).
enum Mounting {
    static let isPossible: Bool = {
        guard getuid() == 0 else { return false }
        let point = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-mount-probe-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: point) }
        guard shell(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", point]) == 0 else { return false }
        return shell(["umount", point]) == 0
    }()

    /// `mount` and `umount` (milliseconds each), run where they are needed: a static property
    /// and a `defer`, neither of which can await.
    @discardableResult
    static func shell(_ arguments: [String]) -> Int32 {
        (try? ChildProcess("/usr/bin/env", arguments, standardError: .handle(.nullDevice)).blockingOutcome().status) ?? -1
    }
}
