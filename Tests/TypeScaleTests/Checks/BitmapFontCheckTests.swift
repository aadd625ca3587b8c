import CatalogTestSupport
import Foundation
import Testing
@testable import TypeScale

/// `check` on a bitmap-only SFNT font (Noto Color Emoji: CBDT bitmaps, no outlines), which
/// failed with "units per em is 0": FreeType opens no design grid for it, but its tables are
/// all the check needs, and its glyphs are bounded by the font box in `head` (what
/// fontbakery's win-metrics check reads too). Reference values from fontTools.
@Suite("check on a bitmap-only font: its tables, and the font box for the glyphs")
struct BitmapFontCheckTests {
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    static var available: Bool { FileManager.default.fileExists(atPath: emoji) && WebMetricsReference.fontToolsAvailable }

    @Test("Noto Color Emoji: units per em, hhea, typo and win from the tables; win against head's box; heights not measured",
          .enabled(if: available, "needs fonts-noto-color-emoji and fontTools (.ci/run installs them)"))
    func notoColorEmoji() async throws {
        let script = "import sys, json; from fontTools.ttLib import TTFont; f = TTFont(sys.argv[1]); h, o, a = f['head'], f['OS/2'], f['hhea']; "
            + "print(json.dumps([h.unitsPerEm, h.yMax, h.yMin, a.ascent, a.descent, a.lineGap, o.usWinAscent, o.usWinDescent, 'glyf' in f or 'CFF ' in f]))"
        let reference = try await FixtureRegenerationTests.run(["python3", "-c", script, Self.emoji])
        try #require(reference.status == 0, "\(reference.output)")
        let values = try #require(try JSONSerialization.jsonObject(with: Data(reference.output.utf8)) as? [Any])
        let numbers = values.dropLast().compactMap { $0 as? Int }
        #expect(values.last as? Bool == false, "the font has outlines after all")
        let check = try VerticalMetricsCheck(path: Self.emoji)
        #expect(check.unitsPerEm == numbers[0])
        #expect([check.hhea?.ascender, check.hhea?.descender, check.hhea?.lineGap] == [numbers[3], numbers[4], numbers[5]])
        #expect([check.win?.ascent, check.win?.descent] == [numbers[6], numbers[7]])
        let byRule = Dictionary(uniqueKeysWithValues: check.checks.map { ($0.rule, $0) })
        #expect(byRule[.winAscent]?.message == "usWinAscent \(numbers[6]) covers the font box in head (\(numbers[1])); the font has no outlines")
        #expect(byRule[.winDescent]?.message == "usWinDescent \(numbers[7]) covers the font box in head (\(-numbers[2])); the font has no outlines")
        #expect(byRule[.capHeight]?.message == "not compared: the font has no outlines to measure 'H'")
        #expect(byRule[.winAscent]?.status == .pass && byRule[.winDescent]?.status == .pass)
        #expect(try VerticalMetricsCheck.faces(inFile: Self.emoji).map(\.checks) == [check.checks])
    }
}
