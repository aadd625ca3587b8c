import Foundation
import Testing
@testable import SymbolCatalog

@Suite("Doctor: diagnose and restore the last good copy")
struct StoreDoctorTests {
    static let heart = StoredEntry(names: ["heart"], dataSet: "sf6")

    @Test("states of the store and its copy")
    func diagnose() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        var diagnosis = sandbox.store.diagnose()
        #expect(diagnosis.store == .missing && diagnosis.lastGood == .missing && diagnosis.isHealthy && !diagnosis.canRestore)
        try sandbox.store.update { $0.favorites = [Self.heart] }
        diagnosis = sandbox.store.diagnose()
        #expect(diagnosis.store == .healthy(StoreContents(favorites: [Self.heart])) && diagnosis.lastGood == diagnosis.store)
        #expect(diagnosis.isHealthy && !diagnosis.canRestore && !diagnosis.isLocked && diagnosis.leftovers == [])
        try sandbox.write("{\"schemaVersion\": 2}")
        #expect(sandbox.store.diagnose().store == .newerSchema(2))
        try sandbox.write("nope")
        diagnosis = sandbox.store.diagnose()
        #expect(diagnosis.store == .damaged("not valid JSON: line 1, column 1: expected a value, found 'n'"))
        #expect(!diagnosis.isHealthy && diagnosis.canRestore)
    }

    @Test("restore keeps the damaged file beside and puts the last good copy in place")
    func restore() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.store.update { $0.favorites = [Self.heart] }
        #expect(throws: StoreError.cannotRestore(path: sandbox.path, reason: "the store is healthy; nothing to restore")) {
            try sandbox.store.restore()
        }
        try sandbox.write("{\"schemaVersion\": 1, \"favorites\": [{\"names\": []}]}")
        let kept = try #require(try sandbox.store.restore())
        #expect(kept.hasPrefix(sandbox.path + ".damaged-"))
        #expect(sandbox.bytes(kept) == Array("{\"schemaVersion\": 1, \"favorites\": [{\"names\": []}]}".utf8))
        #expect(try sandbox.store.read().favorites == [Self.heart])
        #expect(sandbox.store.diagnose().isHealthy)

        try FileManager.default.removeItem(atPath: sandbox.path)
        #expect(sandbox.store.diagnose().canRestore)
        #expect(try sandbox.store.restore() == nil)
        #expect(try sandbox.store.read().favorites == [Self.heart])
    }

    @Test("no restore without a good copy; the damaged store stays as it is")
    func noGoodCopy() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try sandbox.write("{")
        #expect(throws: StoreError.cannotRestore(path: sandbox.path, reason: "there is no last good copy (\(sandbox.store.lastGoodPath))")) {
            try sandbox.store.restore()
        }
        try sandbox.write("[]", to: sandbox.store.lastGoodPath)
        #expect(throws: StoreError.cannotRestore(path: sandbox.path,
                                                 reason: "the last good copy \(sandbox.store.lastGoodPath) is damaged too: expected an object at the top, found an array")) {
            try sandbox.store.restore()
        }
        #expect(sandbox.bytes(sandbox.path) == Array("{".utf8))
    }
}
