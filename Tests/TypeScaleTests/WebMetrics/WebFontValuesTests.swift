import Testing
import TypeScale

/// The values `trim` and `fallback` take as text, and where a line height makes trimmed lines
/// overlap.
@Suite("Web fonts: values as text")
struct WebFontValuesTests {
    @Test("--axes: TAG=VALUE pairs, each tag once", arguments: [
        ("wght=650,wdth=100", ["wght": 650, "wdth": 100] as [String: Double]?),
        ("opsz=9.5", ["opsz": 9.5]),
        ("wght=650,wght=700", nil),
        ("wght", nil),
        ("weight=650", nil),
        ("wght=inf", nil),
        ("wght=650,", nil),
        ("", nil),
    ])
    func axes(text: String, expected: [String: Double]?) {
        #expect(WebFont.axes(text) == expected)
    }

    @Test("a number with its unit or without", arguments: [
        ("24", "px", 24.0 as Double?), ("24px", "px", 24), ("110%", "%", 110), ("-3", "px", -3),
        ("24em", "px", nil), ("px", "px", nil), ("nan", "px", nil),
    ])
    func number(text: String, unit: String, expected: Double?) {
        #expect(WebFont.number(text, unit: unit) == expected)
    }

    @Test("a CSS line height: px, or a multiple of the font size", arguments: [
        ("24", LeadingTrim.Leading.lineHeight(24) as LeadingTrim.Leading?), ("24px", .lineHeight(24)),
        ("1.5em", .lineHeightMultiple(1.5)), ("150%", .lineHeightMultiple(1.5)),
        ("0", nil), ("-1em", nil), ("1.5rem", nil), ("normal", nil),
    ])
    func lineHeight(text: String, expected: LeadingTrim.Leading?) {
        #expect(LeadingTrim.Leading(cssLineHeight: text) == expected)
    }

    /// Roboto as Capsize publishes it (@capsizecss/metrics: capHeight 1456, ascent 1900,
    /// descent -500, lineGap 0, unitsPerEm 2048): 16 px text has caps 11.375 px high.
    @Test("the cap height in px at the trim's font size; none without a cap height")
    func capHeightPixels() throws {
        func roboto(capHeight: HeightMeasurement) -> CapsizeMetrics {
            CapsizeMetrics(familyName: "Roboto", fullName: "Roboto", postscriptName: nil, category: nil, capHeight: capHeight,
                           ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xHeight: .none, xWidthAvg: 911)
        }
        let metrics = roboto(capHeight: HeightMeasurement(value: 1456, source: .os2))
        let trim = try #require(LeadingTrim(size: .fontSize(16), leading: .lineHeight(24), metrics: metrics))
        #expect(trim.capHeightPixels(metrics) == 11.375)
        #expect(trim.capHeightPixels(roboto(capHeight: .none)) == nil)
    }
}
