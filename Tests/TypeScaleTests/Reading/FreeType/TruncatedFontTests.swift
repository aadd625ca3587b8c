import Foundation
import Testing
import TypeScale

@Suite("Truncated font files are reported as such")
struct TruncatedFontTests {
    /// Writes the first `length` bytes of fixture `file` to a temporary file and returns the
    /// error opening it gives.
    func openingError(_ file: String, keeping length: Int, faceIndex: Int = 0, in directory: URL) throws -> FreeTypeError {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath(file)))
        let url = directory.appendingPathComponent("cut-" + file)
        try bytes.prefix(length).write(to: url)
        return try #require(#expect(throws: FreeTypeError.self) {
            _ = try FontFace(path: url.path, faceIndex: faceIndex)
        })
    }

    @Test(
        "cut files",
        arguments: [
            // FreeType opens this one without complaint, dropping the tables past the end.
            ("CatalogMetrics-Regular.ttf", 600, 0, "truncated font file: table 'post' needs 1082 bytes but the file has 600"),
            // FreeType calls this one an unknown file format.
            // 10 tables: the directory ends at 12 + 10 × 16 = 172.
            ("CatalogMetrics-Regular.ttf", 100, 0, "truncated font file: it needs 172 bytes but the file has 100"),
            ("CatalogMetrics-Regular.ttf", 30, 0, "truncated font file: it needs 172 bytes but the file has 30"),
            // Face 1's directory starts at 1020 and its 'name' table ends at 1933.
            ("CatalogTest.ttc", 1000, 1, "truncated font file: it needs 1032 bytes but the file has 1000"),
            ("CatalogTest.ttc", 1500, 1, "truncated font file: table 'name' needs 1933 bytes but the file has 1500"),
            ("CatalogTest-1000.woff", 500, 0, "truncated font file: it needs 748 bytes but the file has 500"),
        ]
    )
    func cut(file: String, length: Int, faceIndex: Int, message: String) throws {
        try TestSupport.withTemporaryDirectory { directory in
            let error = try openingError(file, keeping: length, faceIndex: faceIndex, in: directory)
            #expect(error.freeTypeCode == nil)
            #expect(error.description == "\(error.path ?? ""): \(message)")
        }
    }

    @Test("a whole file is not truncated, nor is a file with bytes after its tables")
    func whole() throws {
        try TestSupport.withTemporaryDirectory { directory in
            // Face 0 of the collection lies within the first 1500 bytes.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath("CatalogTest.ttc")))
            let cut = directory.appendingPathComponent("cut.ttc")
            try bytes.prefix(1500).write(to: cut)
            #expect(try FontFace(path: cut.path, faceIndex: 0).unitsPerEm == 1000)
        }
        try TestSupport.withTemporaryDirectory { directory in
            var bytes = try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")))
            bytes.append(contentsOf: [0, 0, 0, 0])
            let url = directory.appendingPathComponent("padded.ttf")
            try bytes.write(to: url)
            #expect(try FontFace(path: url.path).unitsPerEm == 1000)
        }
    }
}
