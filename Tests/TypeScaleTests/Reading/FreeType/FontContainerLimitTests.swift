import CatalogSystem
import Foundation
import Testing
@testable import TypeScale

/// WOFF and WOFF2 files declare their decompressed size in their headers; FreeType allocates
/// what they declare. The declared size is checked against the file limit before FreeType
/// sees the bytes.
@Suite("WOFF and WOFF2: the declared decompressed size is checked before FreeType reads them")
struct FontContainerLimitTests {
    static func woff() throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath("CatalogTest-1000.woff"))))
    }

    static func write(_ bytes: [UInt8], _ name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a WOFF declaring 2 GB once decompressed is refused, naming the file and both sizes")
    func woffDeclaringTwoGigabytes() throws {
        try TestSupport.withTemporaryDirectory { directory in
            var bytes = try Self.woff()
            bytes.replaceSubrange(16..<20, with: [0x80, 0, 0, 0])  // totalSfntSize = 2^31
            let path = try Self.write(bytes, "bomb.woff", in: directory)
            let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: path) })
            #expect(error.reason == .declaresTooLarge(format: "WOFF", size: 1 << 31, limit: 64 << 20))
            #expect(error.description == "\(path): WOFF font declares 2048.0 MB once decompressed, over the 64 MB limit "
                + "for a font file (set CATALOG_MAX_FILE_MB to raise it)")
        }
    }

    @Test("a real WOFF opens; under a limit between its file size and its declared size it is refused")
    func limitBetween() throws {
        let bytes = try Self.woff()
        let declared = try #require(bytes.withUnsafeBytes(FontContainer.declaredSize))
        #expect(declared.format == "WOFF" && declared.size > bytes.count)
        let path = try TestSupport.fixturePath("CatalogTest-1000.woff")
        #expect(throws: Never.self) { try FontFace(path: path) }
        let limit = FileSizeLimit(bytes: declared.size - 1)
        #expect(limit.bytes >= bytes.count)
        let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: path, limit: limit) })
        #expect(error.reason == .declaresTooLarge(format: "WOFF", size: declared.size, limit: declared.size - 1))
    }

    @Test("a WOFF2 header declaring 1 GB, and one whose tables add up past the limit")
    func woff2() throws {
        try TestSupport.withTemporaryDirectory { directory in
            func header(total: UInt32, tables: [[UInt8]]) -> [UInt8] {
                var bytes = Array("wOF2".utf8) + [0, 1, 0, 0] + [0, 0, 0, 100] + [0, UInt8(tables.count), 0, 0]
                bytes += withUnsafeBytes(of: total.bigEndian, Array.init) + [UInt8](repeating: 0, count: 28)
                return bytes + tables.flatMap { $0 } + [UInt8](repeating: 0, count: 16)
            }
            let declared = try Self.write(header(total: 1 << 30, tables: []), "total.woff2", in: directory)
            #expect(throws: FreeTypeError(path: declared, reason: .declaresTooLarge(format: "WOFF2", size: 1 << 30, limit: 64 << 20))) {
                try FontFace(path: declared)
            }
            // Two untransformed 'cmap' tables (tag index 0) of 40 MB each: origLength as UIntBase128.
            let forty: [UInt8] = [0x94, 0x80, 0x80, 0x00]  // 40 × 2^20 = 0x2800000
            let tables = try Self.write(header(total: 1000, tables: [[0x00] + forty, [0x00] + forty]), "tables.woff2", in: directory)
            let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: tables) })
            #expect(error.reason == .declaresTooLarge(format: "WOFF2", size: 12 + 16 * 2 + 80 << 20, limit: 64 << 20))
        }
    }
}
