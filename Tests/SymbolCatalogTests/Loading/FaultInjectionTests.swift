import Foundation
import Testing
@testable import SymbolCatalog
import CatalogFormats
import CatalogTestSupport

/// Every reader on damaged copies of real files (``FaultCases``: in `swift test` 32 a file, in
/// `Scripts/campaign.sh` 64 truncations and 1,000 single-bit flips): each case reads, or throws
/// the reader's own error in one line that names the file; none crashes. The counts are
/// printed as `fault-injection:` lines.
@Suite("Fault injection: readers, loader, store and cache in-process")
struct FaultInjectionTests {
    /// Real files of each serialisation: embedded data always, the shared SF files when present.
    static let realFiles: [String] = {
        let embedded = TestPaths.packageRoot.appendingPathComponent("Data/symbols/fontawesome-6").path
        var files = ["version.plist", "style_fonts.plist", "legacy_aliases.strings"].map { embedded + "/" + $0 }
        if let shared = TestPaths.sharedSymbols?.path {
            files += [
                "sf3.2_2022-03_app-metadata_lessica/categories.plist",  // XML
                "sf3.2_2022-03_app-metadata_lessica/symbol_restrictions.plist",  // binary
                "sf4.0_2022-09_xcode14_sfsafesymbols/name_aliases.strings",  // binary .strings
                "sf2.0_2020-10_sfsafesymbols/legacy_aliases_strings.txt",  // UTF-8 text
            ].map { shared + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        }
        return files
    }()

    static func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test("PropertyListReader on damaged real files", arguments: realFiles)
    func reader(file: String) throws {
        let original = try Self.bytes(file)
        #expect(throws: Never.self) { try PropertyListReader.read(original) }
        var tally = FaultTally(subject: "PropertyListReader \((file as NSString).lastPathComponent) (\(original.count) bytes)")
        for (label, bytes) in FaultCases.all(of: original, seed: UInt64(original.count)) {
            do {
                _ = try PropertyListReader.read(bytes)
                tally.accepted += 1
            } catch {
                tally.rejected += 1
                #expect(!error.description.contains("\n"), "\(label)")
            }
        }
        #expect(tally.total == FaultCases.count)
        tally.report()
    }

    @Test("the loader, with and without the cache, on a data set with one damaged file",
          arguments: ["name_availability.plist", "name_aliases.strings", "symbol_categories.plist"])
    func loader(victim: String) throws {
        let data = FixtureWriter(label: "faults-loader")
        defer { data.remove() }
        try MiniDataSet.write(to: data, plist: victim == "symbol_categories.plist" ? .xml : .binary, strings: .stringsUTF16LittleEndian)
        let cache = DataSetCache(folder: data.path + "/.cache")
        let path = data.path + "/" + victim
        let original = try Self.bytes(path)
        var tally = FaultTally(subject: "DataSetLoader with damaged \(victim) (\(original.count) bytes)")
        for (label, bytes) in FaultCases.all(of: original, seed: 0x10AD + UInt64(original.count)) {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let direct = Result { () throws(DataSetError) in try DataSetLoader.load(path: data.path, name: "mini") }
            let cached = Result { () throws(DataSetError) in try cache.load(path: data.path, name: "mini").dataSet }
            switch (direct, cached) {
            case (.success(let fresh), .success(let fromCache)):
                tally.accepted += 1
                #expect(DataSetComparison.differences(fresh, fromCache) == [], "\(label)")
            case (.failure(let error), .failure(let cacheError)):
                tally.rejected += 1
                #expect(error == cacheError, "\(label): the cache reports what the loader reports")
                #expect(error.description.contains(data.path) && !error.description.contains("\n"), "\(label): \(error)")
            default:
                Issue.record("\(label): the loader and the cache disagree: \(direct) vs \(cached)")
            }
        }
        #expect(tally.total == FaultCases.count)
        tally.report()
    }

    @Test("the collections store reader on a damaged store")
    func store() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        let text = StoreContentsCodingTests.sampleText
        let original = Array(text.utf8)
        try sandbox.write(text)
        #expect(try sandbox.store.read().favorites.count == 2)
        var tally = FaultTally(subject: "CollectionStore.read with a damaged collections.json (\(original.count) bytes)")
        for (label, bytes) in FaultCases.all(of: original, seed: 0x570E) {
            try Data(bytes).write(to: URL(fileURLWithPath: sandbox.path))
            do {
                _ = try sandbox.store.read()
                tally.accepted += 1
            } catch {
                tally.rejected += 1
                #expect(error.description.hasPrefix(sandbox.path + ": ") && !error.description.contains("\n"), "\(label): \(error)")
            }
        }
        #expect(tally.total == FaultCases.count)
        tally.report()
    }

    @Test("a damaged cache index is never trusted: each one is rebuilt into the data set the files give")
    func cacheIndex() throws {
        let data = FixtureWriter(label: "faults-cache")
        defer { data.remove() }
        try MiniDataSet.write(to: data, plist: .binary, strings: .stringsUTF8)
        let cache = DataSetCache(folder: data.path + "/.cache")
        let fresh = try DataSetLoader.load(path: data.path, name: "mini")
        _ = try cache.load(path: data.path, name: "mini")
        let indexPath = cache.indexPath(for: data.path)
        let good = try Self.bytes(indexPath)
        var reasons = [String: Int]()
        for (label, bytes) in FaultCases.all(of: good, seed: 0xCAC4E) {
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            let (dataSet, outcome) = try cache.load(path: data.path, name: "mini")
            guard case .rebuilt(let reason, saved: true) = outcome else {
                Issue.record("\(label): \(outcome)")
                continue
            }
            reasons[String(describing: reason).prefix { $0 != "(" }.description, default: 0] += 1
            #expect(DataSetComparison.differences(fresh, dataSet) == [], "\(label)")
            #expect(IndexBytes.same(try Self.bytes(indexPath), good), "\(label): the index is rewritten")
        }
        #expect(reasons.values.reduce(0, +) == FaultCases.count)
        print("fault-injection: DataSetCache index (\(good.count) bytes): \(FaultCases.count) damaged indexes, every one rebuilt ("
              + reasons.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + "), 0 trusted")
    }

    @Test("an index of any other format version is rebuilt, never reinterpreted")
    func foreignVersions() throws {
        let data = FixtureWriter(label: "faults-versions")
        defer { data.remove() }
        try MiniDataSet.write(to: data, plist: .xml, strings: .stringsUTF8)
        let cache = DataSetCache(folder: data.path + "/.cache")
        _ = try cache.load(path: data.path, name: "mini")
        let indexPath = cache.indexPath(for: data.path)
        let good = try Self.bytes(indexPath)
        let versions: [UInt32] = Array(0...300).map(UInt32.init).filter { $0 != IndexFormat.version }
            + [1 << 8 | IndexFormat.version, 1 << 16 | IndexFormat.version, 1 << 24 | IndexFormat.version, UInt32.max]
        for version in versions {
            var bytes = good
            withUnsafeBytes(of: version.littleEndian) { bytes.replaceSubrange(8..<12, with: $0) }
            try Data(bytes).write(to: URL(fileURLWithPath: indexPath))
            let outcome = try cache.load(path: data.path, name: "mini").outcome
            #expect(outcome == .rebuilt(.invalid(.wrongVersion(found: version, expected: IndexFormat.version)), saved: true), "version \(version)")
        }
        print("fault-injection: DataSetCache index of another format version: \(versions.count) versions, every one rebuilt, 0 trusted")
    }

    @Test("every source file changed in every way makes the index stale: rebuilt, then reused")
    func staleSweep() throws {
        let data = FixtureWriter(label: "faults-stale")
        defer { data.remove() }
        try MiniDataSet.write(to: data, plist: .xml, strings: .stringsUTF8)
        let cache = DataSetCache(folder: data.path + "/.cache")
        _ = try cache.load(path: data.path, name: "mini")
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path).filter { !$0.hasPrefix(".") }.sorted()
        var cases = 0
        for name in names {
            let path = data.path + "/" + name
            let original = try Self.bytes(path)
            try #require(original.last == 0x0A, "\(name) ends with a newline")
            var info = stat()
            try #require(stat(path, &info) == 0)
            let modified = info.st_mtim
            func restoreTime() {
                var times = [modified, modified]
                utimensat(AT_FDCWD, path, &times, 0)
            }
            let changes: [(String, () throws -> Void)] = [
                ("same size and time, other content", {
                    try Data(original.dropLast() + [0x20]).write(to: URL(fileURLWithPath: path))  // final newline → space
                    restoreTime()
                }),
                ("modification time only", {
                    try Data(original).write(to: URL(fileURLWithPath: path))
                    var times = [timespec(tv_sec: modified.tv_sec + 1, tv_nsec: 0), timespec(tv_sec: modified.tv_sec + 1, tv_nsec: 0)]
                    utimensat(AT_FDCWD, path, &times, 0)
                }),
                ("grown by a newline", { try Data(original + [0x0A]).write(to: URL(fileURLWithPath: path)) }),
                ("removed", { if name != "name_availability.plist" { unlink(path) } }),
            ]
            for (label, change) in changes where !(label == "removed" && name == "name_availability.plist") {
                try change()
                let (dataSet, outcome) = try cache.load(path: data.path, name: "mini")
                #expect(outcome == .rebuilt(.stale, saved: true), "\(name): \(label)")
                #expect(DataSetComparison.differences(try DataSetLoader.load(path: data.path, name: "mini"), dataSet) == [], "\(name): \(label)")
                #expect(try cache.load(path: data.path, name: "mini").outcome == .reused, "\(name): \(label): the rebuilt index is used")
                cases += 1
            }
            try Data(original).write(to: URL(fileURLWithPath: path))
            _ = try cache.load(path: data.path, name: "mini")
        }
        try data.write("symbol_styles.plist", ["heart": ["solid"]], as: .xml)
        #expect(try cache.load(path: data.path, name: "mini").outcome == .rebuilt(.stale, saved: true), "a file added")
        cases += 1
        print("fault-injection: DataSetCache with changed sources: \(cases) changes (\(names.count) files × same-size content, time, growth, removal; one added), every one stale and rebuilt")
    }

    /// The race gives whatever the scheduler gives (on a loaded machine every load may see a
    /// half-written file): each outcome is checked, not their mix. Both outcomes are then
    /// made for certain with the writer stopped: the whole file loads, half of it is one
    /// clear error naming the file.
    @Test("a data-set file rewritten while it is being loaded: a data set or one clear error, every time")
    func changingWhileRead() throws {
        let data = FixtureWriter(label: "faults-changing")
        defer { data.remove() }
        try MiniDataSet.write(to: data, plist: .xml, strings: .stringsUTF8)
        let path = data.path + "/name_availability.plist"
        let full = try Self.bytes(path)
        let half = Array(full.prefix(full.count / 2))
        let cache = DataSetCache(folder: data.path + "/.cache")
        let writerStopped = DispatchSemaphore(value: 0)
        let writer = Thread {
            var writesHalf = false
            while !Thread.current.isCancelled {
                // In place (O_TRUNC), so a reader may see any prefix of either version.
                let descriptor = open(path, O_WRONLY | O_TRUNC)
                let content = writesHalf ? half : full
                _ = content.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                writesHalf.toggle()
            }
            writerStopped.signal()
        }
        writer.start()
        var tally = FaultTally(subject: "DataSetLoader while name_availability.plist is rewritten")
        func load(_ round: Int) -> Result<DataSet, DataSetError> {
            do throws(DataSetError) {
                return .success(round.isMultiple(of: 2) ? try DataSetLoader.load(path: data.path) : try cache.load(path: data.path).dataSet)
            } catch {
                return .failure(error)
            }
        }
        func expectOneClearLine(_ error: DataSetError) {
            #expect(error.description.contains(data.path) && !error.description.contains("\n"), "\(error)")
        }
        for round in 0..<300 {
            switch load(round) {
            case .success: tally.accepted += 1
            case .failure(let error): tally.rejected += 1; expectOneClearLine(error)
            }
        }
        writer.cancel()
        writerStopped.wait()
        tally.report()
        for round in 0..<2 {
            try Data(full).write(to: URL(fileURLWithPath: path))
            #expect(throws: Never.self, "the whole file, round \(round)") { try load(round).get() }
            try Data(half).write(to: URL(fileURLWithPath: path))
            guard case .failure(let error) = load(round) else {
                Issue.record("half of name_availability.plist loaded, round \(round)")
                continue
            }
            expectOneClearLine(error)
        }
    }
}
