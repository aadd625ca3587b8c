import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// Tests run as root, which may read and write anything: these run a copy of the built binary
/// (``NobodyCopy``) as the unprivileged user `nobody` (through `setpriv`) against stores that
/// root owns.
@Suite("The store and permissions, as an unprivileged user", .serialized,
       .enabled(if: BinaryRunner.canRunAsNobody, "needs root, setpriv and a temporary folder where nobody may run a copy of the binary"))
struct StorePermissionTests {
    /// A fixture whose store root made (folder 0755, files 0644): nobody may read it, not write.
    static func fixture() throws -> StoreFixture {
        let fixture = StoreFixture(label: "permissions")
        chmod(fixture.folder.path, 0o755)
        #expect(fixture.run(["favorites", "add", "heart", "star"]).exitCode == 0)
        return fixture
    }

    static func asNobody(_ fixture: StoreFixture, _ copy: NobodyCopy, _ arguments: [String]) async throws -> BinaryRunner.Outcome {
        try await BinaryRunner.run(arguments + ["--data-set", fixture.sf6], environment: fixture.environment, asNobody: copy)
    }

    @Test("a store nobody may read but not write: listing works, a change fails naming the store, bytes stay")
    func readOnly() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let copy = try NobodyCopy()
        defer { copy.remove() }
        let before = fixture.storeBytes()
        let listed = try await Self.asNobody(fixture, copy, ["favorites", "--format", "tsv"])
        #expect(listed.status == 0)
        #expect(listed.standardOutput == "heart\t2019\t\tlocalized,favorite\nstar\t2020\t\tfavorite\n")
        let added = try await Self.asNobody(fixture, copy, ["favorites", "add", "trash"])
        #expect(added.status == 1)
        #expect(added.standardError == "catalog: \(fixture.store): cannot write the collection store: Permission denied; the collection store is unchanged\n")
        #expect(fixture.storeBytes() == before)

        unlink(fixture.store + ".lock")
        let locked = try await Self.asNobody(fixture, copy, ["favorites", "add", "trash"])
        #expect(locked.status == 1)
        #expect(locked.standardError == "catalog: \(fixture.store).lock: cannot lock the collection store: Permission denied\n")
        #expect(fixture.storeBytes() == before)
    }

    @Test("a store nobody may not read: every command that needs it exits 1 naming it, search and show warn; doctor says why")
    func unreadable() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let copy = try NobodyCopy()
        defer { copy.remove() }
        chmod(fixture.store, 0o600)
        let before = fixture.storeBytes()
        for arguments in [["favorites"], ["collections"], ["favorites", "add", "trash"]] {
            let result = try await Self.asNobody(fixture, copy, arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardError == "catalog: \(fixture.store): cannot read the collection store: Permission denied\n", "\(arguments)")
        }
        for arguments in [["search", "heart"], ["show", "heart"]] {
            let result = try await Self.asNobody(fixture, copy, arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardError == DamagedStoreTests.warning(fixture.store, "cannot read the collection store: Permission denied"))
        }
        let doctor = try await BinaryRunner.run(["collection", "doctor"], environment: fixture.environment, asNobody: copy)
        #expect(doctor.status == 1)
        #expect(doctor.standardOutput.contains("\n                cannot be read: Permission denied\n"))
        #expect(doctor.standardOutput.hasSuffix("Fix its permissions, or restore; every command leaves it untouched until then.\n"
            + "'catalog collection doctor --restore' puts the last good copy in its place and keeps the file it replaces.\n"))
        #expect(fixture.storeBytes() == before)
    }

    @Test("in a folder nobody owns, nobody's change replaces root's file and keeps its mode")
    func ownFolder() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let copy = try NobodyCopy()
        defer { copy.remove() }
        let folder = (fixture.store as NSString).deletingLastPathComponent
        chown(folder, 65534, 65534)
        let added = try await Self.asNobody(fixture, copy, ["favorites", "add", "trash"])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try CollectionStore(path: fixture.store).read().favorites.map(\.primaryName) == ["heart", "star", "trash"])
        var info = stat()
        #expect(stat(fixture.store, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o644 && info.st_uid == 65534)
    }
}
