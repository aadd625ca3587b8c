import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// A damaged Type 1 font: the reader either gives FreeType's values or leaves the file to
/// FreeType (whose reading, or error, the user then gets); it never gives values of its own.
@Suite struct Type1DamageTests {
    /// The reader's values for `bytes`, checked against FreeType's when it gives any.
    private static func check(_ bytes: [UInt8], as name: String, in folder: URL) throws -> Bool {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard let native = try? FaceMetrics(type1: Type1Font(path: path, limit: .standard)) else {
            _ = try? FaceMetrics.faces(inFile: path)  // FreeType's reading or its error; never a crash
            return false
        }
        let freeType = try #require(try? FontFace(path: path).metrics(), "\(name): read, but FreeType refuses it")
        #expect(native == freeType, "\(name)")
        return true
    }

    @Test func truncatedFontsAreFreeTypesOrRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestSupport.fixturePath("CatalogType1-Regular.pfb"))))
        try TestSupport.withTemporaryDirectory { folder in
            var read = 0
            for length in stride(from: 0, to: bytes.count, by: 7) {
                if try Self.check(Array(bytes.prefix(length)), as: "cut-\(length).pfb", in: folder) { read += 1 }
            }
            // Cut after the CharStrings' `end`, the font is whole to FreeType as well.
            #expect(read > 0)
        }
    }

    @Test func flippedBytesAreFreeTypesOrRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestSupport.fixturePath("CatalogType1-Regular.pfb"))))
        var random = SeededGenerator(seed: 1)
        try TestSupport.withTemporaryDirectory { folder in
            for round in 0..<600 {
                var damaged = bytes
                let offset = Int.random(in: 0..<damaged.count, using: &random)
                damaged[offset] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
                _ = try Self.check(damaged, as: "flip-\(round).pfb", in: folder)
            }
        }
    }
}
