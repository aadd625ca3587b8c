import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog

@Suite("The store on disk: locked read-modify-write, crash-safe replacement, damage left alone")
struct CollectionStoreTests {
    static let heart = StoredEntry(names: ["heart"], dataSet: "sf6")

    @Test("an absent store reads as empty and nothing is created; a no-op update writes nothing")
    func absent() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        #expect(try sandbox.store.read() == StoreContents())
        #expect(sandbox.files() == [])
        try sandbox.store.update { _ in }
        #expect(sandbox.files() == ["collections.json.lock"])
    }

    @Test("an update writes the store and the same bytes as its last good copy")
    func update() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        let count = try sandbox.store.update { contents in
            contents.favorites.append(Self.heart)
            return contents.favorites.count
        }
        #expect(count == 1)
        #expect(try sandbox.store.read().favorites == [Self.heart])
        #expect(sandbox.bytes(sandbox.path) == Array(StoreContents(favorites: [Self.heart]).encoded().utf8))
        #expect(sandbox.bytes(sandbox.store.lastGoodPath) == sandbox.bytes(sandbox.path))
        #expect(sandbox.files() == ["collections.json", "collections.json.last-good", "collections.json.lock"])
    }

    @Test("a body that throws writes nothing")
    func throwingBody() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites.append(Self.heart) }
        let before = sandbox.bytes(sandbox.path)
        #expect(throws: StoreError.noSuchCollection("x", suggestions: [])) {
            try sandbox.store.update { contents in
                contents.favorites = []
                _ = try contents.collection(named: "x")
            }
        }
        #expect(sandbox.bytes(sandbox.path) == before)
    }

    @Test("a damaged or newer store: reads and updates throw with its path, bytes untouched, last good copy kept", arguments: [
        ("{\"schemaVersion\": 1, \"favorites\": [", false),
        ("{\"schemaVersion\": 7, \"favorites\": \"new things\"}", true),
    ])
    func damaged(text: String, newer: Bool) throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites.append(Self.heart) }
        let lastGood = sandbox.bytes(sandbox.store.lastGoodPath)
        try sandbox.write(text)
        var called = false
        for attempt in 0..<2 {
            do {
                if attempt == 0 { _ = try sandbox.store.read() } else { try sandbox.store.update { _ in called = true } }
                Issue.record("no error")
            } catch let error as StoreError {
                switch error {
                case .newerSchema(let path, let version, _): #expect(newer && path == sandbox.path && version == 7)
                case .damaged(let path, _): #expect(!newer && path == sandbox.path)
                default: Issue.record("\(error)")
                }
                #expect(error.description.hasPrefix(sandbox.path + ": "))
            }
        }
        #expect(!called)
        #expect(sandbox.bytes(sandbox.path) == Array(text.utf8))
        #expect(sandbox.bytes(sandbox.store.lastGoodPath) == lastGood)
    }

    @Test("leftovers of killed writes are removed by the next update")
    func leftovers() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.write("half a fi", to: sandbox.folder.appendingPathComponent("collections.json.tmp-99999").path)
        try sandbox.write("x", to: sandbox.folder.appendingPathComponent("other.json.tmp-1").path)
        #expect(sandbox.store.diagnose().leftovers == [sandbox.folder.appendingPathComponent("collections.json.tmp-99999").path])
        try sandbox.store.update { $0.favorites.append(Self.heart) }
        #expect(sandbox.files() == ["collections.json", "collections.json.last-good", "collections.json.lock", "other.json.tmp-1"])
    }

    @Test("a held lock makes an update wait, then time out naming the lock file")
    func lockTimeout() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { _ in }
        let holder = open(sandbox.store.lockPath, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(sandbox.store.diagnose().isLocked)
        try sandbox.write("a write in progress", to: sandbox.path + ".tmp-1")
        #expect(sandbox.store.diagnose().leftovers == [])
        let started = Date()
        #expect(throws: StoreError.lockTimeout(path: sandbox.store.lockPath, seconds: 1)) { try sandbox.store.update { $0.favorites = [Self.heart] } }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(try sandbox.store.read().favorites == [])
        flock(holder, LOCK_UN)
        #expect(!sandbox.store.diagnose().isLocked)
        #expect(sandbox.store.diagnose().leftovers == [sandbox.path + ".tmp-1"])
        try sandbox.store.update { $0.favorites = [Self.heart] }
        #expect(try sandbox.store.read().favorites == [Self.heart])
    }

    @Test("the store's mode is kept; a symbolic link to the store is followed, not replaced")
    func modeAndLink() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart] }
        chmod(sandbox.path, 0o600)
        try sandbox.store.update { $0.favorites = [] }
        #expect(FileStatus.of(sandbox.path)?.permissions == 0o600)

        let link = sandbox.folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: sandbox.path)
        try CollectionStore(path: link).update { $0.favorites = [Self.heart] }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == sandbox.path)
        #expect(try sandbox.store.read().favorites == [Self.heart])
    }

    @Test("a folder where the store should be, and a folder that cannot be made")
    func notAFile() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(atPath: sandbox.path, withIntermediateDirectories: true)
        #expect(throws: StoreError.unreadable(path: sandbox.path, reason: "is a folder")) { try sandbox.store.read() }
        let blocked = sandbox.folder.appendingPathComponent("file").path
        try sandbox.write("x", to: blocked)
        #expect(throws: StoreError.unwritable(path: blocked, reason: "not a folder")) {
            try CollectionStore(path: blocked + "/sub/collections.json").update { $0.favorites = [Self.heart] }
        }
    }

    @Test("default path: CATALOG_STORE, XDG_DATA_HOME, HOME, or none")
    func defaultPath() {
        #expect(CollectionStore.defaultPath(environment: ["CATALOG_STORE": "/s.json", "XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/s.json")
        #expect(CollectionStore.defaultPath(environment: ["XDG_DATA_HOME": "/x", "HOME": "/h"]) == "/x/catalog/collections.json")
        #expect(CollectionStore.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/h"]) == "/h/.local/share/catalog/collections.json")
        #expect(CollectionStore.defaultPath(environment: [:]) == nil)
    }
}
