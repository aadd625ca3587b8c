import CatalogTestSupport
import CatalogSystem
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli
import CatalogFormats

/// A binary property list with one array of `shared` strings referenced by each of `keys`
/// dictionary entries: `keys × shared` strings once expanded, in a file of a few hundred KB.
enum SharedReferencePlist {
    static func symbolSearch(keys: Int, shared: Int) -> [UInt8] {
        var objects = [[UInt8]]()
        let top = 0, firstKey = 1, array = keys + 1, firstString = keys + 2
        func reference(_ index: Int) -> [UInt8] { bigEndian(index, 4) }
        func marker(_ kind: UInt8, _ count: Int) -> [UInt8] {
            count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F, 0x12] + bigEndian(count, 4)
        }
        func string(_ text: String) -> [UInt8] { marker(0x5, text.utf8.count) + Array(text.utf8) }
        objects.append(marker(0xD, keys) + (0..<keys).flatMap { reference(firstKey + $0) } + (0..<keys).flatMap { _ in reference(array) })
        for key in 0..<keys { objects.append(string("s\(key)")) }
        objects.append(marker(0xA, shared) + (0..<shared).flatMap { reference(firstString + $0) })
        for word in 0..<shared { objects.append(string("k\(word)")) }
        var file = Array("bplist00".utf8), offsets = [Int]()
        for object in objects {
            offsets.append(file.count)
            file += object
        }
        let table = file.count
        for offset in offsets { file += bigEndian(offset, 4) }
        file += [0, 0, 0, 0, 0, 0, 4, 4] + bigEndian(objects.count, 8) + bigEndian(top, 8) + bigEndian(table, 8)
        return file
    }

    static func bigEndian(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }

    /// A data set whose `symbol_search.plist` is such a file (its symbols are `s0`, `s1`, …).
    static func dataSet(in folder: String, keys: Int, shared: Int) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let names = Dictionary(uniqueKeysWithValues: (0..<keys).map { ("s\($0)", "2019") })
        let availability = try PropertyListSerialization.data(
            fromPropertyList: ["symbols": names, "year_to_release": ["2019": ["iOS": "13.0"]]], format: .binary, options: 0)
        try availability.write(to: URL(fileURLWithPath: folder + "/name_availability.plist"))
        try Data(symbolSearch(keys: keys, shared: shared)).write(to: URL(fileURLWithPath: folder + "/symbol_search.plist"))
    }
}

@Suite("Binary plists: shared objects expanded only up to a fixed total")
struct ExpansionLimitTests {
    static let limitMessage = "binary property list stands for more than 2097152 objects once its shared objects are expanded "
        + "(the limit; the largest real data-set file has under 30,000)"

    @Test("one 20,000-string array shared by 20,000 keys (400 million strings, 547 KB): one error naming the file, at once")
    func bomb() throws {
        let scratch = Scratch("expansion")
        defer { scratch.remove() }
        try SharedReferencePlist.dataSet(in: scratch.path, keys: 20_000, shared: 20_000)
        let file = scratch.file("symbol_search.plist")
        #expect(try #require(FileStatus.of(file)).size < 1 << 20)
        #expect(throws: DataSetError.invalidFile(file: file, .tooManyObjects(limit: ReadingLimits.maximumExpandedObjects))) {
            try DataSetLoader.load(path: scratch.path)
        }
        #expect(DataSetError.invalidFile(file: file, .tooManyObjects(limit: 1 << 21)).description == "\(file): \(Self.limitMessage)")
    }

    @Test("the file at the cap loads; both it and the bomb stay under ulimit -v 1048576 (1 GB), the bomb with one error line",
          .enabled(if: BinaryRunner.isBuilt, "needs the built binary"), arguments: [(1447, 1447), (20_000, 20_000)])
    func underOneGigabyte(keys: Int, shared: Int) async throws {
        #expect(keys * (shared + 1) < ReadingLimits.maximumExpandedObjects || keys == 20_000)
        let scratch = Scratch("expansion")
        defer { scratch.remove() }
        try SharedReferencePlist.dataSet(in: scratch.file("set"), keys: keys, shared: shared)
        for command in ["info", "search k1 --limit 3"] {
            let script = "ulimit -v 1048576; HOME='\(scratch.file("home"))' '\(CLI.binary.path)' \(command) --data-set '\(scratch.file("set"))'"
            let outcome = try await BinaryRunner.shell(script)
            #expect(!outcome.killed)
            if keys == 20_000 {
                #expect(outcome.status == 1)
                #expect(outcome.standardError == "catalog: \(scratch.file("set"))/symbol_search.plist: \(Self.limitMessage)\n")
            } else {
                #expect(outcome.status == 0, "\(outcome.standardError)")
                #expect(outcome.standardError == "")
            }
        }
    }
}

extension BinaryRunner {
    /// Runs `script` with bash, both streams captured.
    static func shell(_ script: String) async throws -> Outcome {
        try await ChildProcess.run("/bin/bash", ["-c", script])
    }
}
