import Foundation
import Testing
import TypeScale

/// Files FreeType must never be handed: a font past the size limit (a sparse file, so it costs
/// no disk) and a FIFO, which FreeType would read until a writer closes it.
@Suite("FontFace: size limit and non-regular files")
struct FontFileLimitTests {
    @Test("the limit is 64 MB (this process has no CATALOG_MAX_FILE_MB)")
    func defaultLimit() {
        #expect(ProcessInfo.processInfo.environment["CATALOG_MAX_FILE_MB"] == nil)
        #expect(FontFace.maximumFileSize == 67_108_864)
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
