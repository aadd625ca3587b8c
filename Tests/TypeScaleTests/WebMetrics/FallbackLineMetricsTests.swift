import Testing
import TypeScale

/// `FallbackFontFace` with the line metrics browsers lay each face out with (the OS/2 typo
/// values of a USE_TYPO_METRICS font): the values below are fontTools' readings of the fonts
/// named, the percentages worked out by hand.
@Suite("FallbackFontFace: the web font's and the fallback's browser line metrics")
struct FallbackLineMetricsTests {
    static func metrics(_ family: String, ascent: Int, descent: Int, lineGap: Int, upm: Int, xWidthAvg: Int) -> CapsizeMetrics {
        CapsizeMetrics(familyName: family, fullName: family, postscriptName: nil, category: nil, capHeight: .none,
                       ascent: ascent, descent: descent, lineGap: lineGap, unitsPerEm: upm, xHeight: .none, xWidthAvg: xWidthAvg)
    }

    // Debian's Lato Regular: hhea 1974/-426/0, typo 1610/-390/400, upm 2000; Arial as Capsize publishes it.
    static let lato = metrics("Lato", ascent: 1974, descent: -426, lineGap: 0, upm: 2000, xWidthAvg: 900)
    static let latoTypo = LineMetrics(ascender: 1610, descender: -390, lineGap: 400)
    static let arial = metrics("Arial", ascent: 1854, descent: -434, lineGap: 67, upm: 2048, xWidthAvg: 913)

    @Test("Lato over Arial at size-adjust 100%: typo 1610/390/400 over 2000 (Capsize's hhea would give 98.7/21.3/0)")
    func latoOverArial() {
        let face = FallbackFontFace(font: Self.lato, fallback: Self.arial, fontFamily: "Lato Fallback", sizeAdjust: 100,
                                    fontLine: Self.latoTypo)
        #expect([face.ascentOverride, face.descentOverride, face.lineGapOverride] == [Double?]([80.5, 19.5, 20]))
        let capsize = FallbackFontFace(font: Self.lato, fallback: Self.arial, fontFamily: "Lato Fallback", sizeAdjust: 100)
        #expect([capsize.ascentOverride, capsize.descentOverride, capsize.lineGapOverride] == [Double?]([98.7, 21.3, 0]))
    }

    // The fixtures CatalogMetrics-Regular (typo 800/-200/200, hhea 950/-250/20) and CatalogSlant
    // (typo 800/-200/100, hhea 900/-250/0), both USE_TYPO_METRICS, upm 1000, one average width.
    static let fixture = metrics("Catalog Metrics", ascent: 950, descent: -250, lineGap: 20, upm: 1000, xWidthAvg: 500)
    static let slant = metrics("Catalog Slant", ascent: 900, descent: -250, lineGap: 0, upm: 1000, xWidthAvg: 500)

    @Test("an override is left out when the fallback's own browser line has it: only the line gap (20% against 10%)")
    func omittedAgainstFallbackLine() {
        let face = FallbackFontFace(font: Self.fixture, fallback: Self.slant, fontFamily: "F",
                                    fontLine: LineMetrics(ascender: 800, descender: -200, lineGap: 200),
                                    fallbackLine: LineMetrics(ascender: 800, descender: -200, lineGap: 100))
        #expect(face.sizeAdjust == nil && face.ascentOverride == nil && face.descentOverride == nil && face.lineGapOverride == 20)
        // Compared with the fallback's hhea (900/-250/0) instead, all three would be written.
        let againstHhea = FallbackFontFace(font: Self.fixture, fallback: Self.slant, fontFamily: "F",
                                           fontLine: LineMetrics(ascender: 800, descender: -200, lineGap: 200))
        #expect([againstHhea.ascentOverride, againstHhea.descentOverride, againstHhea.lineGapOverride] == [Double?]([80, 20, 20]))
    }

    @Test("a font without the flag (its browser line is its hhea): Capsize's values, in stack as in init")
    func hheaLineUnchanged() {
        let merriweather = Self.metrics("Merriweather Sans", ascent: 1968, descent: -546, lineGap: 0, upm: 2000, xWidthAvg: 973)
        let arial = Self.metrics("Arial", ascent: 1854, descent: -434, lineGap: 67, upm: 2048, xWidthAvg: 935)
        let face = FallbackFontFace.stack(font: merriweather, fallbacks: [arial], fontLine: merriweather.hheaLine,
                                          fallbackLines: [arial.hheaLine])[0]
        // createFontStack.test.ts's values.
        #expect([face.ascentOverride, face.descentOverride, face.lineGapOverride, face.sizeAdjust] == [Double?]([92.3409, 25.619, 0, 106.5617]))
    }
}
