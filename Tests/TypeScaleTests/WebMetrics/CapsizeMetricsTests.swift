import Foundation
import Testing
import TypeScale

/// Capsize's own test font and the values Capsize publishes for it
/// (`../shared/reference/fonts/SOURCES.md`).
@Suite("CapsizeMetrics: Noto Sans Regular against Capsize's published values")
struct CapsizeMetricsTests {
    @Test("names, vertical metrics and both subsets' xWidthAvg equal Capsize's (unpack's test snapshot: latin 474, thai 600)",
          .enabled(if: WebMetricsReference.hasNotoSans, WebMetricsReference.notoSkip))
    func notoSans() throws {
        let metrics = try FontFace(path: WebMetricsReference.notoSans).capsizeMetrics()
        #expect(metrics.familyName == "Noto Sans")
        #expect(metrics.fullName == "Noto Sans Regular")
        #expect(metrics.postscriptName == "NotoSans-Regular")
        #expect([metrics.ascent, metrics.descent, metrics.lineGap, metrics.unitsPerEm] == [Int]([1069, -293, 0, 1000]))
        #expect(metrics.capHeight == 714 && metrics.xHeight == 536)
        #expect(metrics.capHeightSource == .os2)
        #expect(metrics.xWidthAvg == 474)
        #expect(metrics.subsets == [.latin: 474, .thai: 600])
        #expect(metrics.category == .sansSerif)
    }

    @Test("the shipped weightings and the generated Swift agree, subset by subset, in Capsize's order")
    func frequencyTable() throws {
        let file = FixtureRegenerationTests.repository.appendingPathComponent("Data/typography/capsize-weightings.tsv")
        let rows = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }
            .map { $0.split(separator: "\t").map(String.init) }
        for subset in CharacterFrequencies.Subset.allCases {
            let weights = rows.filter { $0[0] == subset.rawValue }
                .map { row in (Unicode.Scalar(UInt32(row[1], radix: 16)!)!, Double(row[3])!) }
            #expect(CharacterFrequencies(weights: weights) == .of(subset), "\(subset)")
        }
        // @capsizecss/unpack 2.2.0's weightings object: 81 latin characters (digits first, the
        // space 0.154), 54 Thai ones (sara a 0.1024 the most frequent).
        #expect(CharacterFrequencies.latin.weights.count == 81 && CharacterFrequencies.thai.weights.count == 54)
        #expect(CharacterFrequencies.latin.weights.first?.scalar == "0" && CharacterFrequencies.latin.weights.last?.scalar == "X")
        #expect(CharacterFrequencies.latin.weights.first { $0.scalar == " " }?.weight == 0.154)
        #expect(CharacterFrequencies.thai.weights.max { $0.weight < $1.weight }?.scalar == "\u{0E32}")
    }

    @Test("xWidthAvg is Capsize's sum: advance x weight in order, a missing character as glyph 0, Math.round")
    func averageWidth() {
        let table = CharacterFrequencies(weights: [("a", 0.5), ("b", 0.25), ("\u{0301}", 0.25)])
        // a 600 x 0.5 + b missing (glyph 0: 500) x 0.25 + a combining mark: nothing = 425.
        #expect(table.averageWidth(missing: 500) { $0 == "a" ? 600 : nil } == 425)
        // 0.5 rounds up, as Math.round: 601 x 0.5 + 500 x 0.25 = 425.5.
        #expect(table.averageWidth(missing: 500) { $0 == "a" ? 601 : nil } == 426)
    }

    @Test("category from PANOSE and isFixedPitch", arguments: [
        ([2, 11, 6, 3, 3, 8, 4, 2, 2, 4], false, FontCategory.sansSerif),  // DejaVu Sans
        ([2, 6, 6, 3, 5, 6, 5, 2, 2, 4], false, .serif),                    // DejaVu Serif
        ([2, 11, 6, 9, 3, 8, 4, 2, 2, 4], false, .monospace),               // proportion 9
        ([2, 11, 6, 3, 3, 8, 4, 2, 2, 4], true, .monospace),                // post.isFixedPitch
    ] as [([Int], Bool, FontCategory)])
    func category(panose: [Int], fixed: Bool, expected: FontCategory) {
        #expect(FontCategory(panose: panose, isFixedPitch: fixed) == expected)
    }

    @Test("no category when PANOSE does not say", arguments: [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [3, 2, 6, 3, 3, 8, 4, 2, 2, 4], [2, 1, 6, 3, 3, 8, 4, 2, 2, 4]])
    func noCategory(panose: [Int]) {
        #expect(FontCategory(panose: panose, isFixedPitch: false) == nil)
    }
}

/// Capsize's `createStyleObject` and `createFontStack` on the metrics of its own tests, with
/// the values its test snapshots publish (`packages/core/src/*.test.ts`).
@Suite("LeadingTrim and FallbackFontFace: Capsize's published test values")
struct CapsizeFormulaTests {
    // createStyleObject.test.ts: capHeight 1356, ascent 1825, descent -443, lineGap 87, upm 2048.
    static func trim(_ size: LeadingTrim.Size, _ leading: LeadingTrim.Leading) -> LeadingTrim {
        LeadingTrim(size: size, leading: leading, ascent: 1825, descent: -443, lineGap: 87, capHeight: 1356, unitsPerEm: 2048)
    }

    @Test("font size 150, leading 180: -0.2753em / -0.2626em")
    func withLeading() {
        let trim = Self.trim(.fontSize(150), .lineHeight(180))
        #expect(trim.fontSize == 150 && trim.lineHeight == 180)
        #expect([trim.capHeightTrim, trim.baselineTrim] == [-0.2753, -0.2626])
    }

    @Test("font size 150, normal line height: -0.2502em / -0.2375em")
    func normal() {
        let trim = Self.trim(.fontSize(150), .normal)
        #expect(trim.lineHeight == nil)
        #expect([trim.capHeightTrim, trim.baselineTrim] == [-0.2502, -0.2375])
    }

    @Test("cap height and line gap give the same trims as the font size they imply")
    func capHeight() {
        let byCap = Self.trim(.capHeight(1356 * 150 / 2048), .lineGap(180 - 1356 * 150 / 2048.0))
        #expect(byCap.fontSize == 150 && byCap.lineHeight == 180)
        #expect([byCap.capHeightTrim, byCap.baselineTrim] == [-0.2753, -0.2626])
    }

    @Test("rounding: 4 decimals of the exact value, ties away from zero (JavaScript toFixed)")
    func rounding() {
        #expect(LeadingTrim.round(0.03125) == 0.0313)
        #expect(LeadingTrim.round(-0.03125) == -0.0313)
        #expect(LeadingTrim.round(1.00004999) == 1)
        #expect(LeadingTrim.round(-0.250244140625) == -0.2502)
    }

    // createFontStack.test.ts.
    static let merriweatherSans = metrics("Merriweather Sans", ascent: 1968, descent: -546, lineGap: 0, upm: 2000, xWidthAvg: 973)
    static let appleSystem = metrics("-apple-system", ascent: 1950, descent: -420, lineGap: 0, upm: 2048, xWidthAvg: 877)
    static let arial = metrics("Arial", ascent: 1854, descent: -434, lineGap: 67, upm: 2048, xWidthAvg: 935)
    static let helveticaNeue = metrics("Helvetica Neue", ascent: 952, descent: -213, lineGap: 28, upm: 1000, xWidthAvg: 463)

    static func metrics(_ family: String, ascent: Int, descent: Int, lineGap: Int, upm: Int, xWidthAvg: Int) -> CapsizeMetrics {
        CapsizeMetrics(familyName: family, fullName: family, postscriptName: nil, category: nil, capHeight: .none,
                       ascent: ascent, descent: descent, lineGap: lineGap, unitsPerEm: upm, xHeight: .none, xWidthAvg: xWidthAvg)
    }

    @Test("Merriweather Sans over Arial")
    func merriweatherOverArial() {
        let face = FallbackFontFace.stack(font: Self.merriweatherSans, fallbacks: [Self.arial])[0]
        #expect(face.fontFamily == "Merriweather Sans Fallback")
        #expect(face.ascentOverride == 92.3409 && face.descentOverride == 25.619)
        #expect(face.lineGapOverride == 0 && face.sizeAdjust == 106.5617)
        #expect(face.localNames == ["Arial"])
    }

    @Test("Arial over Helvetica Neue")
    func arialOverHelvetica() {
        let face = FallbackFontFace.stack(font: Self.arial, fallbacks: [Self.helveticaNeue])[0]
        #expect([face.ascentOverride, face.descentOverride, face.lineGapOverride, face.sizeAdjust] == [Double?]([91.8077, 21.4911, 3.3178, 98.6054]))
    }

    @Test("several fallbacks: Capsize's names and values")
    func several() {
        let faces = FallbackFontFace.stack(font: Self.merriweatherSans, fallbacks: [Self.appleSystem, Self.arial, Self.helveticaNeue])
        #expect(faces.map(\.fontFamily) == ["Merriweather Sans Fallback: -apple-system", "Merriweather Sans Fallback: Arial",
                                              "Merriweather Sans Fallback: Helvetica Neue"])
        // -apple-system has no line gap, as Merriweather Sans: left out.
        #expect([faces[0].ascentOverride, faces[0].descentOverride, faces[0].sizeAdjust] == [Double?]([86.6128, 24.0298, 113.6091]))
        #expect(faces[0].lineGapOverride == nil)
        #expect([faces[2].ascentOverride, faces[2].descentOverride, faces[2].lineGapOverride, faces[2].sizeAdjust]
                == [Double?]([93.6469, 25.9813, 0, 105.0756]))
    }

    @Test("the same font: nothing to override")
    func same() {
        let face = FallbackFontFace.stack(font: Self.arial, fallbacks: [Self.arial])[0]
        #expect([face.ascentOverride, face.descentOverride, face.lineGapOverride, face.sizeAdjust] == [Double?](repeating: nil, count: 4))
    }

    @Test("a given size-adjust: the overrides follow it")
    func sizeAdjust() {
        let face = FallbackFontFace.stack(font: Self.merriweatherSans, fallbacks: [Self.arial], sizeAdjust: 300)[0]
        #expect(face.sizeAdjust == 300 && face.ascentOverride == 32.8)
    }
}
