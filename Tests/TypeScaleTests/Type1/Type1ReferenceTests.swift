import Foundation
import Testing
@testable import TypeScale

/// The Type 1 reader against FreeType on every Type 1 font of Debian's URW base 35: the same
/// metrics, and the same control box for every glyph the reader draws.
@Suite(.enabled(if: !Type1Reference.urwFonts.isEmpty, Type1Reference.urwSkip))
struct Type1ReferenceTests {
    @Test func metricsEqualFreeTypesOnEveryURWFont() throws {
        let fonts = Type1Reference.urwFonts
        #expect(fonts.count >= 70)
        var readNatively = 0
        for path in fonts {
            let freeType = try FontFace(path: path).metrics()
            #expect(try FaceMetrics.faces(inFile: path) == [freeType], "\(path)")
            if let native = try? FaceMetrics(type1: Type1Font(path: path, limit: .standard)) {
                readNatively += 1
                #expect(native == freeType, "\(path)")
            }
        }
        #expect(readNatively == fonts.count, "every URW font is read without FreeType")
    }

    @Test func everyGlyphBoxEqualsFreeTypesOnEveryURWFont() throws {
        var compared = 0, left = [String: Int]()
        for path in Type1Reference.urwFonts {
            let report = try Type1Reference.compareGlyphs(path)
            #expect(report.differences.isEmpty, "\(report.differences.prefix(5))")
            compared += report.compared
            for reason in report.left.values { left[reason, default: 0] += 1 }
        }
        #expect(compared > 40_000, "\(compared) glyphs compared")
        // Accented glyphs built with seac are the only ones left to FreeType.
        #expect(Set(left.keys).isSubset(of: ["escape 6"]), "\(left)")
    }

    @Test func keepingEveryGlyphReadsWhatMetricsReads() throws {
        // The glyph-box comparison above reads with every glyph kept; metrics without: both
        // must find the same glyphs, H and x.
        for path in Type1Reference.urwFonts {
            let onePass = try Type1Font(path: path, limit: .standard)
            let byToken = try Type1Font(path: path, limit: .standard, keepingEveryGlyph: true)
            #expect(onePass.glyphCount == byToken.glyphCount && onePass.glyphCount == byToken.everyGlyph.count, "\(path)")
            #expect(onePass.capitalH == byToken.capitalH && onePass.smallX == byToken.smallX, "\(path)")
            #expect(onePass.capitalH == byToken.everyGlyph.first { $0.name == "H" }?.charString, "\(path)")
        }
    }
}
