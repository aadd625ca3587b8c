import CatalogSystem
import Foundation
import Testing
@testable import SymbolCatalog
import CatalogFormats

/// Input past the documented limits (``ReadingLimits``) fails with a clear error naming the
/// file, before anything of its size is allocated. Big files are sparse: they cost no disk.
@Suite("Reading limits")
struct ReadingLimitsTests {
    /// A sparse file of `size` bytes (zeros) at `path`.
    static func sparseFile(_ path: String, size: Int) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(ftruncate(descriptor, off_t(size)) == 0)
    }

    static let limitReason = "64.0 MB is over the 64 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"

    @Test("the standard file limit is 64 MB; readers take it as a parameter, never from the environment")
    func defaultLimit() {
        #expect(FileSizeLimit.standard.bytes == 67_108_864)
    }

    @Test("CATALOG_MAX_FILE_MB: a whole number of MB from 1 to 2^20; absent or empty is the standard; anything else an error naming it",
          arguments: [
        (nil, 67_108_864), ("", 67_108_864), ("128", 134_217_728), ("1", 1_048_576), ("1048576", 1 << 40),
        ("0", nil), ("-5", nil), ("64MB", nil), ("1048577", nil),
    ] as [(String?, Int?)])
    func environmentValue(value: String?, limit: Int?) throws {
        let environment = value.map { ["CATALOG_MAX_FILE_MB": $0] } ?? [:]
        if let limit {
            #expect(try FileSizeLimit(environment: environment).bytes == limit)
        } else {
            #expect(throws: SystemError.refused(path: "CATALOG_MAX_FILE_MB",
                                                reason: "'\(value ?? "")' is not a whole number of megabytes from 1 to 1048576")) {
                try FileSizeLimit(environment: environment)
            }
        }
    }

    @Test("a data-set file one byte over 64 MB is refused, with and without the cache")
    func dataSetFileTooLarge() throws {
        let fixture = FixtureWriter(label: "limits-dataset")
        defer { fixture.remove() }
        let file = fixture.path + "/name_availability.plist"
        try Self.sparseFile(file, size: 64 << 20 + 1)
        let expected = DataSetError.unreadable(file: file, reason: Self.limitReason)
        #expect(throws: expected) { try DataSetLoader.load(path: fixture.path) }
        let cache = DataSetCache(folder: fixture.path + "-cache")
        defer { try? FileManager.default.removeItem(atPath: cache.folder) }
        #expect(throws: expected) { try cache.load(path: fixture.path) }
    }

    @Test("a file of exactly 64 MB passes the size check")
    func dataSetFileAtLimit() throws {
        let fixture = FixtureWriter(label: "limits-at")
        defer { fixture.remove() }
        let file = fixture.path + "/name_availability.plist"
        try Self.sparseFile(file, size: 64 << 20)
        #expect(try FileReader().open(file).status.size == 64 << 20)
    }

    @Test("a collections store over 64 MB is refused, and left alone")
    func storeTooLarge() throws {
        let sandbox = StoreSandbox()
        defer { sandbox.remove() }
        try Self.sparseFile(sandbox.path, size: 64 << 20 + 1)
        #expect(throws: StoreError.unreadable(path: sandbox.path, reason: Self.limitReason)) { try sandbox.store.read() }
        #expect((try FileManager.default.attributesOfItem(atPath: sandbox.path)[.size] as? Int) == 64 << 20 + 1)
    }

    @Test("a .strings line over 1 MB is an error on its line; 1 MB exactly is read")
    func longLine() throws {
        let value = String(repeating: "x", count: (1 << 20) - 9)  // "\"k\" = \"" + value + "\";" is 1 MB
        let atLimit = "/* header */\n\"k\" = \"" + value + "\";\n\"b\" = \"c\";\n"
        let read = try OpenStepPropertyListReader.read(Array(atLimit.utf8))
        guard case .dictionary(let pairs) = read else { Issue.record("not a dictionary"); return }
        #expect(pairs.keys == ["k", "b"])
        #expect(pairs["k"] == .string(value))
        let over = "/* header */\n\"k\" = \"" + value + "x\";\n"
        #expect(throws: PropertyListError.stringsSyntax(line: 2, reason: "line longer than 1 MB")) {
            try OpenStepPropertyListReader.read(Array(over.utf8))
        }
    }

    @Test("plists nested 65 deep fail in every serialisation; 64 are read", arguments: [64, 65])
    func nesting(depth: Int) throws {
        let xml = "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth) + "</plist>"
        let openStep = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        var nested: Any = [Any]()
        for _ in 1..<depth { nested = [nested] }
        let binary = try PropertyListSerialization.data(fromPropertyList: nested, format: .binary, options: 0)
        for bytes in [Array(xml.utf8), Array(openStep.utf8), Array(binary)] {
            if depth <= ReadingLimits.maximumNesting {
                #expect(throws: Never.self) { try PropertyListReader.read(bytes) }
            } else {
                #expect(throws: PropertyListError.self) { try PropertyListReader.read(bytes) }
            }
        }
    }

    @Test("a FIFO in place of a data-set file or the store is refused without waiting for a writer")
    func fifo() throws {
        let fixture = FixtureWriter(label: "limits-fifo")
        defer { fixture.remove() }
        let file = fixture.path + "/name_availability.plist"
        try #require(mkfifo(file, 0o644) == 0)
        let expected = DataSetError.unreadable(file: file, reason: "is a FIFO (named pipe), not a regular file")
        #expect(throws: expected) { try DataSetLoader.load(path: fixture.path) }
        #expect(throws: expected) { try DataSetCache(folder: fixture.path + "/cache").load(path: fixture.path) }
        let store = fixture.path + "/collections.json"
        try #require(mkfifo(store, 0o644) == 0)
        #expect(throws: StoreError.unreadable(path: store, reason: "is a FIFO (named pipe), not a regular file")) {
            try CollectionStore(path: store).read()
        }
    }
}
