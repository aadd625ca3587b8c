import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog

/// The store never gives up data it cannot replace: a missing store beside its copy is not
/// empty, a change the limit would refuse to read back is refused before it is written, and
/// a symbolic link is resolved once for the lock and the replace.
@Suite("The store: no data given up before its replacement is safe")
struct StoreSafetyTests {
    static let heart = StoredEntry(names: ["heart"], dataSet: "sf6")
    static let star = StoredEntry(names: ["star"], dataSet: "sf6")

    @Test("a missing store beside a last-good copy with entries: reads and writes refuse, naming restore; the copy stays")
    func missingBesideCopy() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart, Self.star] }
        let copy = try #require(sandbox.bytes(sandbox.path + ".last-good"))
        unlink(sandbox.path)
        let expected = StoreError.missing(path: sandbox.path, lastGoodPath: sandbox.path + ".last-good", entries: 2)
        #expect(throws: expected) { try sandbox.store.read() }
        #expect(throws: expected) { try sandbox.store.update { $0.favorites = [Self.heart] } }
        #expect(sandbox.bytes(sandbox.path + ".last-good") == copy)
        #expect(expected.description == "\(sandbox.path): the collection store is missing, but its last good copy "
            + "\(sandbox.path).last-good has 2 entries; 'catalog collection doctor --restore' brings them back")
        let kept = try sandbox.store.restore()
        #expect(kept == nil)
        #expect(try sandbox.store.read().favorites == [Self.heart, Self.star])
    }

    @Test("an empty copy beside no store is an empty store (nothing to lose)")
    func missingBesideEmptyCopy() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart] }
        try sandbox.store.update { $0.favorites = [] }
        unlink(sandbox.path)
        #expect(try sandbox.store.read() == StoreContents())
    }

    @Test("a store emptied outside catalog beside a copy with entries: reads and writes refuse, the copy stays; restore brings them back")
    func emptiedBesideCopy() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart, Self.star] }
        try sandbox.store.update { $0.collections = [UserCollection(name: "Toolbar", entries: [Self.heart, Self.star])] }
        let copy = try #require(sandbox.bytes(sandbox.path + ".last-good"))
        try sandbox.write(#"{"schemaVersion": 1}"#)
        let expected = StoreError.emptied(path: sandbox.path, lastGoodPath: sandbox.path + ".last-good", entries: 4)
        #expect(throws: expected) { try sandbox.store.read() }
        #expect(throws: expected) { try sandbox.store.update { $0.favorites = [Self.heart] } }
        #expect(sandbox.bytes(sandbox.path + ".last-good") == copy)
        #expect(sandbox.bytes(sandbox.path) == Array(#"{"schemaVersion": 1}"#.utf8))
        #expect(expected.description == "\(sandbox.path): the collection store holds nothing, but its last good copy "
            + "\(sandbox.path).last-good has 4 entries; 'catalog collection doctor --restore' brings them back "
            + "(to keep the empty store, delete the copy)")
        let diagnosis = sandbox.store.diagnose()
        #expect(!diagnosis.isHealthy && diagnosis.lostEntries && diagnosis.canRestore)
        let kept = try #require(try sandbox.store.restore())
        #expect(sandbox.bytes(kept) == Array(#"{"schemaVersion": 1}"#.utf8))
        #expect(try sandbox.store.read().entryCount == 4)
        #expect(sandbox.store.diagnose().isHealthy)
    }

    @Test("emptied by catalog (the store and its copy together), or kept empty by deleting the copy: an empty store")
    func emptiedByCatalog() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart, Self.star] }
        try sandbox.store.update { $0.favorites = [] }
        #expect(try sandbox.store.read() == StoreContents())
        #expect(sandbox.store.diagnose().isHealthy)

        try sandbox.store.update { $0.favorites = [Self.heart] }
        try sandbox.write(#"{"schemaVersion": 1}"#)
        unlink(sandbox.path + ".last-good")
        try sandbox.store.update { $0.favorites = [Self.star] }
        #expect(try sandbox.store.read().favorites == [Self.star])
    }

    @Test("a change whose store would be over the limit is refused before anything is written")
    func overLimit() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        let store = CollectionStore(path: sandbox.path, lockTimeout: 0.3, limit: FileSizeLimit(bytes: 4096))
        try store.update { $0.favorites = [Self.heart] }
        let before = (sandbox.bytes(sandbox.path), sandbox.bytes(sandbox.path + ".last-good"))
        let many = (0..<200).map { StoredEntry(names: ["symbol.number.\($0)"], dataSet: "sf6") }
        let error = try #require(#expect(throws: StoreError.self) { try store.update { $0.favorites += many } })
        guard case .unwritable(let path, let reason) = error else { Issue.record("\(error)"); return }
        #expect(path == sandbox.path)
        #expect(reason.hasPrefix("the changed store would be 0.0 MB, over the 0 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"))
        #expect(reason.hasSuffix("; the collection store is unchanged"))
        #expect((sandbox.bytes(sandbox.path), sandbox.bytes(sandbox.path + ".last-good")) == before)
        #expect(try store.read().favorites == [Self.heart])
    }

    @Test("a change past maximumEntries (20,000) is refused before it is written; the store keeps its entries")
    func tooManyEntries() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        let store = CollectionStore(path: sandbox.path, lockTimeout: 0.3)
        let entries = { (range: Range<Int>) in range.map { StoredEntry(names: ["unknown.\($0)"], dataSet: "sf6") } }
        try store.update { $0.favorites = entries(0..<CollectionStore.maximumEntries) }
        let before = sandbox.bytes(sandbox.path)
        let error = try #require(#expect(throws: StoreError.self) { try store.update { $0.favorites += entries(20_000..<20_001) } })
        #expect(error == .unwritable(path: sandbox.path, reason: "the changed store would hold 20,001 entries, over the 20,000 a store keeps "
                                     + "(every command that marks favorites reads them all); the collection store is unchanged"))
        #expect(sandbox.bytes(sandbox.path) == before)
        #expect(try store.read().entryCount == 20_000)
    }

    @Test("a dangling symbolic link as the store: the file it names is created, the link stays a link")
    func danglingLink() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        let link = sandbox.folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let store = CollectionStore(path: link, lockTimeout: 0.3)
        try store.update { $0.favorites = [Self.heart] }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        #expect(try CollectionStore(path: sandbox.folder.appendingPathComponent("real.json").path).read().favorites == [Self.heart])
        #expect(store.lockPath == sandbox.folder.appendingPathComponent("real.json.lock").path)
        #expect(sandbox.files() == ["link.json", "real.json", "real.json.last-good", "real.json.lock"])
    }

    @Test("a link and its target share one lock: one holder blocks the other")
    func sharedLock() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart] }
        let link = sandbox.folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.path)
        #expect(CollectionStore(path: link).lockPath == sandbox.store.lockPath)
        try sandbox.store.update { _ in
            #expect(throws: StoreError.lockTimeout(path: sandbox.store.lockPath, seconds: 1)) {
                try CollectionStore(path: link, lockTimeout: 0.1).update { $0.favorites = [] }
            }
        }
    }

    @Test("restore writes the restored store first, keeps the damaged file by a second name, then swaps")
    func restoreOrder() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart] }
        try sandbox.write("{ damaged")
        let kept = try #require(try sandbox.store.restore())
        #expect(sandbox.bytes(kept) == Array("{ damaged".utf8))
        #expect(try sandbox.store.read().favorites == [Self.heart])
        #expect(sandbox.files().filter { $0.contains(".tmp-") } == [])
    }
}
