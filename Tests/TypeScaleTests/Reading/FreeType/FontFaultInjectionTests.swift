import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// Fixture fonts truncated and with single bits flipped at seeded positions (``FaultCases``:
/// in `swift test` 32 a font, in `Scripts/campaign.sh` 64 truncations and 1,000 flips),
/// opened and used as the CLI does (metrics, advances, outlines): each either works or throws
/// a FreeTypeError naming the file; none crashes. And a font cut short while a face is open
/// (FreeType maps files; we give it a copy).
@Suite("Fault injection: fonts")
struct FontFaultInjectionTests {
    static let fonts = ["CatalogTest-1000.ttf", "CatalogVariable.ttf", "CatalogTest.ttc", "CatalogTest-1000.woff"]

    /// Opens `path` and uses the face; nil when all went well, else the error.
    static func exercise(_ path: String) -> FreeTypeError? {
        do {
            let face = try FontFace(path: path)
            _ = try FaceMetrics(reading: face)
            _ = try face.advanceWidth(for: "H")
            _ = try face.outline(of: "Hxg")
            return nil
        } catch {
            return error
        }
    }

    @Test("truncated and with single bits flipped: works or names the file", arguments: fonts)
    func sweep(font: String) throws {
        let original = Array(try Data(contentsOf: URL(fileURLWithPath: try TestSupport.fixturePath(font))))
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent(font).path
            var (rejected, survived) = (0, 0)
            var shortSurvivors = [String]()
            for (label, bytes) in FaultCases.all(of: original, seed: 0xF0_17 &+ UInt64(original.count)) {
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                if let error = Self.exercise(path) {
                    rejected += 1
                    #expect(error.path == path, "\(label): \(error)")
                    #expect(!error.description.contains("\n"), "\(label)")
                } else {
                    survived += 1
                    if bytes.count * 2 < original.count { shortSurvivors.append(label) }
                }
            }
            #expect(rejected + survived == FaultCases.count)
            // Past half its length the TTC still holds its first face whole.
            #expect(shortSurvivors == [], "cut to under half its length, the font still opened")
            print("fault-injection: font \(font): \(FaultCases.count) cases (\(FaultCases.truncations) truncations, \(FaultCases.flips) bit flips): "
                  + "\(rejected) rejected with the file named, \(survived) still usable, 0 crashes")
        }
    }

    /// DejaVu Sans (CI installs fonts-dejavu-core): big enough that its glyphs lie in pages
    /// FreeType has not touched at opening. With the file mapped (`FT_New_Face`), loading its
    /// glyphs after the file is cut to 12 bytes is `SIGBUS` (checked with a C program against
    /// the system FreeType); the small fixture fonts survive that by chance.
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("a font cut short while its face is open: the face keeps working on its copy",
          .enabled(if: FileManager.default.fileExists(atPath: dejaVu), "needs fonts-dejavu-core"))
    func truncatedWhileOpen() throws {
        try TestSupport.withTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("changing.ttf").path
            try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: path)
            let face = try FontFace(path: path)
            let before = try face.outline(of: "Hxg")
            #expect(before.glyphCount == 3 && before.missingGlyphCount == 0)
            #expect(truncate(path, 12) == 0)
            #expect(try face.outline(of: "Hxg") == before)
            #expect(try face.outline(of: "ÄÖÜ€").missingGlyphCount == 0)
            #expect(try FaceMetrics(reading: face).unitsPerEm == 2048)
        }
    }
}
