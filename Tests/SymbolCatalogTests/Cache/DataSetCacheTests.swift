import Foundation
import Testing
@testable import SymbolCatalog
import CatalogTestSupport

/// A fixture data set and an empty cache folder, removed together.
private struct CacheSandbox {
    let data: FixtureWriter
    let cacheFolder: URL
    let cache: DataSetCache

    init(_ plist: Serialisation = .xml, _ strings: Serialisation = .stringsUTF8) throws {
        data = FixtureWriter(label: "cache-data")
        try MiniDataSet.write(to: data, plist: plist, strings: strings)
        cacheFolder = TestPaths.temporaryFolder("cache-home").appendingPathComponent("indexes")
        cache = DataSetCache(folder: cacheFolder.path)
    }

    var indexPath: String { cache.indexPath(for: data.path) }

    func load() throws -> (dataSet: DataSet, outcome: DataSetCache.Outcome) {
        try cache.load(path: data.path, name: "mini")
    }

    func fresh() throws -> DataSet {
        try DataSetLoader.load(path: data.path, name: "mini")
    }

    func remove() {
        data.remove()
        try? FileManager.default.removeItem(at: cacheFolder.deletingLastPathComponent())
    }
}

@Suite("Data-set cache: round trips, staleness and damaged indexes")
struct DataSetCacheTests {
    @Test("an index gives the data set a fresh load gives", arguments: [
        (Serialisation.xml, Serialisation.stringsUTF8), (.binary, .binary), (.xml, .stringsUTF16BigEndian),
    ])
    func roundTrip(plist: Serialisation, strings: Serialisation) throws {
        let sandbox = try CacheSandbox(plist, strings)
        defer { sandbox.remove() }
        let (built, first) = try sandbox.load()
        #expect(first == .rebuilt(.absent, saved: true))
        let (reused, second) = try sandbox.load()
        #expect(second == .reused)
        let fresh = try sandbox.fresh()
        #expect(DataSetComparison.differences(fresh, built) == [])
        #expect(DataSetComparison.differences(fresh, reused) == [])
        #expect(DataSetComparison.searches(reused) == DataSetComparison.searches(fresh))
        #expect(reused.checkInvariants() == [])
        #expect(DataSetComparison.counts(reused) == [12, 6, 4, 1, 2, 4])
    }

    @Test("the same sources give the same index bytes, but for when they were read")
    func deterministic() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        let first = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath)))
        try FileManager.default.removeItem(atPath: sandbox.indexPath)
        _ = try sandbox.load()
        let second = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath)))
        #expect(IndexBytes.parts(first) != nil)
        #expect(IndexBytes.same(first, second))
    }

    /// The fixture's fingerprints as an index would record them, read at `readSeconds`, each
    /// with a content hash that is not the file's (so a fingerprint taken from the record can
    /// be told from one read from the file).
    private static func recorded(_ sandbox: CacheSandbox, readSeconds: (SourceFingerprint) -> Int64) throws -> IndexKey {
        let real = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard)
        let doctored = real.map { source in
            SourceFingerprint(role: source.role, path: source.path, size: source.size, modifiedSeconds: source.modifiedSeconds,
                              modifiedNanoseconds: source.modifiedNanoseconds, changedSeconds: source.changedSeconds,
                              changedNanoseconds: source.changedNanoseconds, device: source.device, inode: source.inode,
                              contentHash: ~source.contentHash)
        }
        return IndexKey(folder: sandbox.data.path, sources: doctored, readSeconds: readSeconds(real[0]))
    }

    @Test("a source whose stat is the one recorded, settled two seconds before it was read, is not read again")
    func settledNotRead() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        let newest = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard).map(\.changedSeconds).max()!
        let key = try Self.recorded(sandbox) { _ in newest + 3 }
        let again = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard, recorded: key)
        #expect(again == key.sources)  // the recorded (wrong) hashes: nothing was read
    }

    @Test("a source that had not settled when read is hashed again, however unchanged its stat")
    func unsettledRead() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        let real = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard)
        let newest = real.map(\.changedSeconds).max()!
        let key = try Self.recorded(sandbox) { _ in newest + 2 }  // the newest changed less than 2 s before
        let again = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard, recorded: key)
        for (found, source) in zip(again, real) where source.changedSeconds == newest {
            #expect(found == source)  // read and hashed: the real hash
        }
        #expect(again.count == real.count)
    }

    @Test("settled: the status changed at least two whole seconds before the read", arguments: [
        (Int64(100), Int64(102), false), (100, 103, true), (100, 100, false), (100, 0, false),
    ])
    func settledRule(changed: Int64, read: Int64, settled: Bool) {
        let source = SourceFingerprint(role: "r", path: "/p", size: 1, modifiedSeconds: changed, modifiedNanoseconds: 0,
                                       changedSeconds: changed, changedNanoseconds: 999_999_999, device: 1, inode: 2, contentHash: 3)
        #expect(source.isSettled(readAt: read) == settled)
    }

    @Test("a same-size rewrite after the index was built is seen however settled the index says the file was")
    func rewriteAfterSettled() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        let file = sandbox.data.url("name_availability.plist").path
        let newest = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard).map(\.changedSeconds).max()!
        let key = try Self.recorded(sandbox) { _ in newest + 3 }
        var before = stat()
        #expect(stat(file, &before) == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "<string>2019.1</string>", with: "<string>2019.2</string>")
            .write(toFile: file, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        let again = try SourceFingerprint.fingerprints(of: sandbox.data.path, limit: .standard, recorded: key)
        let changed = try #require(again.first { $0.path == file })
        #expect(!(key.sources.contains(changed)))  // read again: its status-change time moved
    }

    @Test("a content change with the same size and modification time is detected")
    func sameSizeAndTime() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        let file = sandbox.data.url("name_availability.plist").path
        var before = stat()
        #expect(stat(file, &before) == 0)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("<string>2019.1</string>"))
        try text.replacingOccurrences(of: "<string>2019.1</string>", with: "<string>2019.2</string>")
            .write(toFile: file, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
        var after = stat()
        #expect(stat(file, &after) == 0)
        #expect(after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)

        let (dataSet, outcome) = try sandbox.load()
        #expect(outcome == .rebuilt(.stale, saved: true))
        #expect(dataSet["heart.fill"]?.introduced.rawValue == "2019.2")
        #expect(DataSetComparison.differences(try sandbox.fresh(), dataSet) == [])
        #expect(try sandbox.load().outcome == .reused)
    }

    @Test("a source file added or removed makes the index stale")
    func filesAddedOrRemoved() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        try FileManager.default.removeItem(at: sandbox.data.url("symbol_search.plist"))
        let (withoutKeywords, removed) = try sandbox.load()
        #expect(removed == .rebuilt(.stale, saved: true))
        #expect(withoutKeywords["heart"]?.keywords == [])
        try sandbox.data.write("symbol_styles.plist", ["heart": ["solid"]], as: .xml)
        let (withStyles, added) = try sandbox.load()
        #expect(added == .rebuilt(.stale, saved: true))
        #expect(withStyles["heart"]?.styles == ["solid"])
        #expect(DataSetComparison.differences(try sandbox.fresh(), withStyles) == [])
    }

    @Test("a damaged index is rejected, rebuilt and replaced", arguments: IndexDamage.all)
    func damaged(damage: IndexDamage) throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath)))
        try Data(damage.apply(good)).write(to: URL(fileURLWithPath: sandbox.indexPath))
        let (dataSet, outcome) = try sandbox.load()
        #expect(outcome == .rebuilt(.invalid(damage.reason(good.count)), saved: true))
        #expect(DataSetComparison.differences(try sandbox.fresh(), dataSet) == [])
        #expect(IndexBytes.same(try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath))), good))
        #expect(try sandbox.load().outcome == .reused)
    }

    /// The header is outside the checksum, so each of its bits must be checked on its own.
    @Test("every single-bit flip of the header is detected")
    func everyHeaderBit() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath)))
        for bit in 0..<(IndexFormat.headerSize * 8) {
            var damaged = good
            damaged[bit / 8] ^= UInt8(1 << (bit % 8))
            #expect(throws: CacheIndexError.self, "bit \(bit % 8) of byte \(bit / 8)") {
                _ = try damaged.withUnsafeBytes { try IndexFormat.payloadRange(of: $0) }
            }
        }
    }

    @Test("a payload that passes its checksum but does not decode is rebuilt, not trusted")
    func checksumValidButMalformed() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        _ = try sandbox.load()
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: sandbox.indexPath)))
        // Keep the header and the key (so the index is not merely stale), drop the rest and
        // give it a correct length and checksum.
        let keyEnd = try good.withUnsafeBytes { buffer in
            var cursor = IndexCursor(buffer, range: IndexFormat.headerSize..<buffer.count)
            _ = try cursor.key()
            return cursor.offset
        }
        let payload = Array(good[IndexFormat.headerSize..<keyEnd])
        try Data(IndexFormat.header(for: payload) + payload).write(to: URL(fileURLWithPath: sandbox.indexPath))
        let (dataSet, outcome) = try sandbox.load()
        #expect(outcome == .rebuilt(.invalid(.malformed("truncated varint")), saved: true))
        #expect(DataSetComparison.differences(try sandbox.fresh(), dataSet) == [])
    }

    @Test("another folder's index in this folder's place is stale")
    func otherFolder() throws {
        let first = try CacheSandbox()
        let second = try CacheSandbox()
        defer { first.remove(); second.remove() }
        _ = try first.load()
        try FileManager.default.createDirectory(at: second.cacheFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: first.indexPath, toPath: second.indexPath)
        #expect(try second.load().outcome == .rebuilt(.stale, saved: true))
    }

    @Test("a cache folder that cannot be created still loads, without saving")
    func unwritable() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        // A regular file where a folder should be: refused even to root.
        let blocker = TestPaths.temporaryFolder("cache-blocker").appendingPathComponent("file")
        defer { try? FileManager.default.removeItem(at: blocker.deletingLastPathComponent()) }
        try Data("not a folder".utf8).write(to: blocker)
        let cache = DataSetCache(folder: blocker.appendingPathComponent("indexes").path)
        for _ in 0..<2 {
            let (dataSet, outcome) = try cache.load(path: sandbox.data.path, name: "mini")
            #expect(outcome == .rebuilt(.absent, saved: false))
            #expect(DataSetComparison.differences(try sandbox.fresh(), dataSet) == [])
        }
    }

    @Test("problems with the sources are the loader's errors, cache or not")
    func sameErrors() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        try FileManager.default.removeItem(at: sandbox.data.url("symbol_search.plist"))
        try FileManager.default.createDirectory(at: sandbox.data.url("symbol_search.plist"), withIntermediateDirectories: false)
        let file = sandbox.data.url("symbol_search.plist").path
        #expect(throws: DataSetError.unreadable(file: file, reason: "is a folder")) { try sandbox.fresh() }
        #expect(throws: DataSetError.unreadable(file: file, reason: "is a folder")) { try sandbox.load() }
        let missing = sandbox.data.url("nowhere").path
        #expect(throws: DataSetError.notFound(path: missing)) { try sandbox.cache.load(path: missing) }
        #expect(!FileManager.default.fileExists(atPath: sandbox.indexPath))
    }

    @Test("concurrent rebuilds leave one sound index")
    func concurrentRebuilds() throws {
        let sandbox = try CacheSandbox()
        defer { sandbox.remove() }
        let counts = LockedCounts()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            if let (dataSet, _) = try? sandbox.load() { counts.add(dataSet.symbolCount) }
        }
        #expect(counts.values == Array(repeating: 12, count: 6))
        #expect(try sandbox.load().outcome == .reused)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sandbox.cacheFolder.path)
        #expect(leftovers == [URL(fileURLWithPath: sandbox.indexPath).lastPathComponent])
    }

    @Test("the cache lives under XDG_CACHE_HOME, else HOME/.cache; nowhere without either")
    func location() {
        #expect(DataSetCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/u"])?.folder == "/x/cache/catalog/indexes")
        #expect(DataSetCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"])?.folder == "/home/u/.cache/catalog/indexes")
        #expect(DataSetCache(environment: ["HOME": "/home/u"])?.folder == "/home/u/.cache/catalog/indexes")
        #expect(DataSetCache(environment: [:]) == nil)
        let path = DataSetCache(folder: "/c").indexPath(for: "/nowhere/my set (1)")
        #expect(path.hasPrefix("/c/my_set__1_-") && path.hasSuffix(".index"))
        #expect(path.count == "/c/my_set__1_-".count + 16 + ".index".count)
    }
}

/// Results gathered from several threads.
private final class LockedCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = [Int]()

    func add(_ value: Int) { lock.withLock { stored.append(value) } }
    var values: [Int] { lock.withLock { stored } }
}

/// A way to damage an index file, and the reason it is then rejected for (given the good
/// file's size: the header states the payload length, size − 32).
struct IndexDamage: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let apply: @Sendable ([UInt8]) -> [UInt8]
    let reason: @Sendable (Int) -> CacheIndexError

    static let all: [IndexDamage] = [
        IndexDamage(testDescription: "empty", apply: { _ in [] }, reason: { _ in .tooShort(bytes: 0) }),
        IndexDamage(testDescription: "cut inside the header", apply: { Array($0.prefix(10)) }, reason: { _ in .tooShort(bytes: 10) }),
        IndexDamage(testDescription: "truncated", apply: { Array($0.prefix($0.count / 2)) },
                    reason: { .wrongLength(stated: UInt64($0 - 32), actual: $0 / 2 - 32) }),
        IndexDamage(testDescription: "extended", apply: { $0 + [0] }, reason: { .wrongLength(stated: UInt64($0 - 32), actual: $0 - 31) }),
        IndexDamage(testDescription: "last byte flipped", apply: { bytes in
            var copy = bytes
            copy[copy.count - 1] ^= 0x01
            return copy
        }, reason: { _ in .wrongChecksum }),
        IndexDamage(testDescription: "checksum flipped", apply: { bytes in
            var copy = bytes
            copy[24] ^= 0x80
            return copy
        }, reason: { _ in .wrongChecksum }),
        IndexDamage(testDescription: "reserved byte set", apply: { bytes in
            var copy = bytes
            copy[13] ^= 0x04
            return copy
        }, reason: { _ in .nonzeroReserved }),
        IndexDamage(testDescription: "wrong magic", apply: { bytes in
            var copy = bytes
            copy[0] = 0x7B
            return copy
        }, reason: { _ in .wrongMagic }),
        IndexDamage(testDescription: "wrong version", apply: { bytes in
            var copy = bytes
            copy[8] = 99
            return copy
        }, reason: { _ in .wrongVersion(found: 99, expected: IndexFormat.version) }),
    ]
}
