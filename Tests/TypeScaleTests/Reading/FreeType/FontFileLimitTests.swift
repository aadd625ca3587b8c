import CatalogSystem
import Foundation
import Testing
import TypeScale

/// Files FreeType must never be handed: a font past the size limit (a sparse file, so it costs
/// no disk) and a FIFO, which FreeType would read until a writer closes it.
@Suite("FontFace: size limit and non-regular files")
struct FontFileLimitTests {
    @Test("the limit is a parameter: a font within the standard 64 MB is refused under a smaller one")
    func limitParameter() throws {
        let path = try TestSupport.fixturePath("CatalogTest-1000.ttf")
        let size = try #require(FileStatus.of(path)?.size)
        #expect(throws: Never.self) { try FontFace(path: path) }
        let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: path, limit: FileSizeLimit(bytes: size - 1)) })
        #expect(error.reason == .tooLarge(size: size, limit: size - 1))
    }

    @Test("a font file one byte over 64 MB is refused before FreeType reads it")
    func tooLarge() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("huge.ttf").path
            // The start of a real font, then a hole up to 64 MB + 1 byte.
            try FileManager.default.copyItem(atPath: try TestSupport.fixturePath("CatalogTest-1000.ttf"), toPath: path)
            #expect(truncate(path, off_t(64 << 20 + 1)) == 0)
            let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: path) })
            #expect(error.reason == .tooLarge(size: 67_108_865, limit: 67_108_864))
            #expect(error.description == "\(path): 64.0 MB is over the 64 MB limit for a font file (set CATALOG_MAX_FILE_MB to raise it)")
        }
    }

    @Test("a FIFO in place of a font is refused without waiting for a writer, at any face index", arguments: [0, 3])
    func fifo(faceIndex: Int) throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("pipe.ttf").path
            #expect(mkfifo(path, 0o644) == 0)
            let error = try #require(#expect(throws: FreeTypeError.self) { try FontFace(path: path, faceIndex: faceIndex) })
            #expect(error.reason == .notRegularFile)
            #expect(error.description == "\(path): not a regular file (a FIFO, device or socket), not a font")
        }
    }
}
