import Foundation
import Testing
import CatalogSystem
import TypeScale

/// Truncated, rewritten and wrong files: each reads or fails with one FontTableError naming
/// the file, never a crash or a read outside the copy.
@Suite("FontTables: damaged and wrong files")
struct FontTablesDamageTests {
    /// Reads everything the web commands read.
    static func readAll(_ path: String) throws {
        let tables = try FontTables(path: path)
        for index in 0..<tables.faceCount {
            let face = try FontTables(path: path, faceIndex: index)
            _ = try face.head()
            _ = try face.os2()
            _ = try face.names()
            _ = try face.postScript()
            if let bounds = try face.glyphBounds() {
                for glyph in 0..<bounds.glyphCount { _ = try bounds.bounds(of: glyph) }
            }
            _ = try CapsizeMetrics(tables: face, capHeight: .none, xHeight: .none)
        }
    }

    @Test("cut at every 1/64 of its length", arguments: ["CatalogMetrics-Regular.ttf", "CatalogTest.ttc", "CatalogGlyphs.otf", "CatalogVariable.ttf"])
    func truncated(name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath(name)))
        try TestSupport.withTemporaryDirectory { directory in
            var rejected = 0
            for step in 0..<64 {
                let cut = bytes.count * step / 64
                let path = directory.appendingPathComponent("cut-\(step)-" + name).path
                try bytes.prefix(cut).write(to: URL(fileURLWithPath: path))
                do {
                    try Self.readAll(path)
                } catch let error as FontTableError {
                    rejected += 1
                    #expect(error.path == path)
                    #expect(!error.description.contains("\n"))
                }
            }
            #expect(rejected >= 60, "\(name): only \(rejected) of 64 truncations were refused")
        }
    }

    @Test("single bits flipped at 500 seeded positions: read or refused, never a crash")
    func flipped() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath("CatalogTest.ttc"))))
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("flip.ttc").path
            for _ in 0..<500 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                var copy = bytes
                let position = Int(state >> 33) % copy.count
                copy[position] ^= UInt8(1 << Int((state >> 20) & 7))
                try Data(copy).write(to: URL(fileURLWithPath: path))
                do { try Self.readAll(path) } catch let error as FontTableError { #expect(error.path == path) }
            }
        }
    }

    @Test("a table past the end is named")
    func tableNamed() throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")))
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("short.ttf").path
            try bytes.prefix(bytes.count - 8).write(to: URL(fileURLWithPath: path))
            let error = try #require(throws: FontTableError.self) { try FontTables(path: path) }
            guard case .tableOutsideFile(let tag, let end, let size) = error.reason else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(end > size && size == bytes.count - 8 && tag == "post")  // the last table, cut
            #expect(error.description.hasPrefix(path + ": truncated font file: table '\(tag)' needs"))
        }
    }

    @Test("what a file that is not SFNT is: a Type 1 font, or its first bytes (readable: it was 'it starts with ????')", arguments: [
        ([0x80, 0x01, 0x85, 0x06], "(it is a Type 1 font)"),
        (Array("%!PS".utf8), "(it is a Type 1 font)"),
        (Array("%!Fo".utf8), "(it is a Type 1 font)"),
        ([0x89, 0x50, 0x4E, 0x47], "(it starts with 0x89 0x50 0x4E 0x47)"),
        (Array("<htm".utf8), "(it starts with '<htm')"),
    ] as [([UInt8], String)])
    func notSFNT(header: [UInt8], said: String) throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("font.ttf").path
            try Data(header + Array(repeating: 0, count: 20)).write(to: URL(fileURLWithPath: path))
            let error = try #require(#expect(throws: FontTableError.self) { try FontTables(path: path) })
            #expect(error.description == path + ": not a TrueType or OpenType font or collection " + said)
        }
    }

    @Test("not a font, a folder, a FIFO, a missing file, an empty file, a face past the last")
    func wrongFiles() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let text = try TestSupport.write("hello, not a font", to: "x.ttf", in: directory)
            #expect(throws: FontTableError(path: text, reason: .notSFNT(signature: "'hell'"))) { try FontTables(path: text) }
            #expect(throws: FontTableError(path: directory.path, reason: .unreadable("is a folder"))) { try FontTables(path: directory.path) }
            let fifo = directory.appendingPathComponent("fifo.ttf").path
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(throws: FontTableError(path: fifo, reason: .unreadable("is a FIFO (named pipe), not a regular file"))) { try FontTables(path: fifo) }
            let missing = directory.appendingPathComponent("missing.ttf").path
            #expect(throws: FontTableError(path: missing, reason: .unreadable("No such file or directory"))) { try FontTables(path: missing) }
            let empty = try TestSupport.write("", to: "empty.ttf", in: directory)
            #expect(throws: FontTableError(path: empty, reason: .emptyFile)) { try FontTables(path: empty) }
        }
        let collection = try TestSupport.fixturePath("CatalogTest.ttc")
        let count = try FontTables(path: collection).faceCount
        #expect(throws: FontTableError(path: collection, reason: .faceIndexOutOfRange(requested: count, faceCount: count))) {
            try FontTables(path: collection, faceIndex: count)
        }
    }

    @Test("a file over the size limit is refused before it is read")
    func limit() throws {
        let path = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
        let error = try #require(throws: FontTableError.self) { try FontTables(path: path, limit: FileSizeLimit(bytes: 100)) }
        guard case .unreadable(let reason) = error.reason else { Issue.record("\(error)"); return }
        #expect(reason.contains("limit"), "\(reason)")
        #expect(try FontTables(path: path, limit: FileSizeLimit(bytes: 1 << 20)).faceCount == 1)
    }

    @Test("a WOFF file's tables come through FreeType, the same as the TrueType original")
    func woff() throws {
        let woff = try FontTables(path: try TestSupport.fixturePath("CatalogTest-1000.woff"))
        let ttf = try FontTables(path: try TestSupport.fixturePath("CatalogTest-1000.ttf"))
        #expect(try woff.head().unitsPerEm == ttf.head().unitsPerEm)
        #expect(try woff.os2() == ttf.os2())
        #expect(try woff.horizontalHeader() == ttf.horizontalHeader())
    }
}
