import Foundation
import Testing
import TypeScale

/// What fontTools reads from one face (see the command in ``FaceMetricsTests``).
struct ExpectedMetrics: Sendable, CustomTestStringConvertible {
    var file: String
    var faceIndex = 0
    var family: String
    var style: String
    var postScriptName: String
    var format: String
    var glyphCount: Int
    var unitsPerEm: Int
    var hhea: LineMetrics
    var typo: LineMetrics?
    var win: WindowsMetrics?
    var os2Version: Int?
    var useTypoMetrics: Bool
    var freeTypeSource: LineMetricsSource
    var capHeight: HeightMeasurement
    var xHeight: HeightMeasurement
    var weightClass: Int?
    var widthClass: Int?
    var italicAngle: Double?
    var axisTags: [String] = []
    var namedInstanceCount = 0

    var testDescription: String { "\(file)#\(faceIndex)" }

    /// Checks every field of `metrics` against these values.
    func check(_ metrics: FaceMetrics, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(metrics.faceIndex == faceIndex, sourceLocation: sourceLocation)
        #expect(metrics.familyName == family, sourceLocation: sourceLocation)
        #expect(metrics.styleName == style, sourceLocation: sourceLocation)
        #expect(metrics.postScriptName == postScriptName, sourceLocation: sourceLocation)
        #expect(metrics.format == format, sourceLocation: sourceLocation)
        #expect(metrics.glyphCount == glyphCount, sourceLocation: sourceLocation)
        #expect(metrics.unitsPerEm == unitsPerEm, sourceLocation: sourceLocation)
        #expect(metrics.horizontalHeader == hhea, sourceLocation: sourceLocation)
        #expect(metrics.typographic == typo, sourceLocation: sourceLocation)
        #expect(metrics.windows == win, sourceLocation: sourceLocation)
        #expect(metrics.os2Version == os2Version, sourceLocation: sourceLocation)
        #expect(metrics.useTypoMetrics == useTypoMetrics, sourceLocation: sourceLocation)
        #expect(metrics.freeTypeLineMetricsSource == freeTypeSource, sourceLocation: sourceLocation)
        #expect(metrics.capHeight == capHeight, sourceLocation: sourceLocation)
        #expect(metrics.xHeight == xHeight, sourceLocation: sourceLocation)
        #expect(metrics.weightClass == weightClass, sourceLocation: sourceLocation)
        #expect(metrics.widthClass == widthClass, sourceLocation: sourceLocation)
        #expect(metrics.italicAngle == italicAngle, sourceLocation: sourceLocation)
        #expect(metrics.axes.map(\.tag) == axisTags, sourceLocation: sourceLocation)
        #expect(metrics.namedInstances.count == namedInstanceCount, sourceLocation: sourceLocation)
    }
}

@Suite("FaceMetrics: names, vertical metrics, cap and x-height")
struct FaceMetricsTests {
    // Expected values come from fontTools 4.68.0, not from FreeType:
    //   python3 Scripts/font-metrics-reference.py Tests/CatalogTestSupport/Fixtures/fonts/<file>
    // (hhea/OS/2/post fields as stored; cap/x-height from OS/2 v2+ or the H/x glyph's control
    // box; "format" from the presence of 'CFF ' or 'glyf'; freeTypeSource by FreeType 2.12's rule).
    static let fixtures: [ExpectedMetrics] = [
        ExpectedMetrics(
            file: "CatalogMetrics-Regular.ttf", family: "Catalog Metrics", style: "Regular",
            postScriptName: "CatalogMetrics-Regular", format: "TrueType", glyphCount: 4, unitsPerEm: 1000,
            hhea: LineMetrics(ascender: 950, descender: -250, lineGap: 20),
            typo: LineMetrics(ascender: 800, descender: -200, lineGap: 200),
            win: WindowsMetrics(ascent: 1000, descent: 300), os2Version: 4,
            useTypoMetrics: true, freeTypeSource: .typo,
            // OS/2 says 700/500 while the glyphs reach 710/520: the OS/2 values must win.
            capHeight: HeightMeasurement(value: 700, source: .os2), xHeight: HeightMeasurement(value: 500, source: .os2),
            weightClass: 400, widthClass: 5, italicAngle: 0),
        ExpectedMetrics(
            file: "CatalogMetricsLegacy-BoldItalic.otf", family: "Catalog Metrics Legacy", style: "Bold Italic",
            postScriptName: "CatalogMetricsLegacy-BoldItalic", format: "CFF", glyphCount: 4, unitsPerEm: 2048,
            hhea: LineMetrics(ascender: 1900, descender: -500, lineGap: 0),
            typo: LineMetrics(ascender: 1500, descender: -500, lineGap: 400),
            win: WindowsMetrics(ascent: 1950, descent: 550), os2Version: 1,
            useTypoMetrics: false, freeTypeSource: .hhea,
            capHeight: HeightMeasurement(value: 1400, source: .glyph), xHeight: HeightMeasurement(value: 1000, source: .glyph),
            weightClass: 700, widthClass: 3, italicAngle: -11.25),
        ExpectedMetrics(
            file: "CatalogMetrics-NoOS2.ttf", family: "Catalog Metrics Minimal", style: "Regular",
            postScriptName: "CatalogMetricsMinimal-Regular", format: "TrueType", glyphCount: 3, unitsPerEm: 1000,
            hhea: LineMetrics(ascender: 800, descender: -200, lineGap: 0),
            typo: nil, win: nil, os2Version: nil, useTypoMetrics: false, freeTypeSource: .hhea,
            capHeight: .none, xHeight: .none, weightClass: nil, widthClass: nil, italicAngle: 0),
        ExpectedMetrics(
            file: "CatalogVariable.ttf", family: "Catalog Variable", style: "Regular",
            postScriptName: "CatalogVariable-Regular", format: "TrueType", glyphCount: 4, unitsPerEm: 1000,
            hhea: LineMetrics(ascender: 900, descender: -250, lineGap: 0),
            typo: LineMetrics(ascender: 800, descender: -200, lineGap: 100),
            win: WindowsMetrics(ascent: 950, descent: 250), os2Version: 4,
            useTypoMetrics: true, freeTypeSource: .typo,
            capHeight: HeightMeasurement(value: 700, source: .os2), xHeight: HeightMeasurement(value: 500, source: .os2),
            weightClass: 400, widthClass: 5, italicAngle: 0, axisTags: ["wght", "wdth"], namedInstanceCount: 6),
        ExpectedMetrics(
            file: "CatalogTest.ttc", faceIndex: 1, family: "Catalog Test 2048", style: "Regular",
            postScriptName: "CatalogTest2048-Regular", format: "TrueType", glyphCount: 3, unitsPerEm: 2048,
            hhea: LineMetrics(ascender: 1638, descender: -410, lineGap: 0),
            typo: LineMetrics(ascender: 1638, descender: -410, lineGap: 0),
            win: WindowsMetrics(ascent: 1638, descent: 410), os2Version: 3,
            useTypoMetrics: false, freeTypeSource: .hhea,
            capHeight: HeightMeasurement(value: 1434, source: .os2), xHeight: HeightMeasurement(value: 1024, source: .os2),
            weightClass: 400, widthClass: 5, italicAngle: 0),
    ]

    @Test("fixture faces match fontTools", arguments: fixtures)
    func fixture(_ expected: ExpectedMetrics) throws {
        let path = try TestSupport.fixturePath(expected.file)
        let metrics = try FontFace(path: path, faceIndex: expected.faceIndex).metrics()
        #expect(metrics.path == path)
        #expect(metrics.namedInstanceIndex == nil)
        expected.check(metrics)
    }

    @Test("the line metrics FreeType uses follow its source")
    func freeTypeLineMetrics() throws {
        let regular = try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")).metrics()
        #expect(regular.freeTypeLineMetrics == LineMetrics(ascender: 800, descender: -200, lineGap: 200))
        #expect(regular.freeTypeLineMetrics?.lineHeight == 1200)
        let legacy = try FontFace(path: try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")).metrics()
        #expect(legacy.freeTypeLineMetrics == LineMetrics(ascender: 1900, descender: -500, lineGap: 0))
    }

    @Test("font units to points, unrounded")
    func points() throws {
        let metrics = try FontFace(path: try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")).metrics()
        #expect(metrics.points(1400, size: 17) == 1400 * 17 / 2048.0)
        #expect(metrics.points(2048, size: 12) == 12)
    }

    @Test("advance widths in font units")
    func advances() throws {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))
        #expect(try face.advanceWidth(for: "H") == 600)
        #expect(try face.advanceWidth(for: "x") == 500)
        #expect(try face.advanceWidth(for: " ") == 250)
        #expect(try face.advanceWidth(for: "Q") == nil)
        #expect(face.glyphIndex(for: "H") == 2)
    }

    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    // Reference (fonts-and-freetype.md §3, checked again with fontTools 4.68.0 through
    // `python3 Scripts/font-metrics-reference.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf`):
    // upem 2048, hhea 1901/-483/0, typo 1556/-492/410, win 1901/483, OS/2 version 1, so cap
    // height 1493 and x-height 1120 from the H and x glyphs; 6253 glyphs.
    @Test(
        "DejaVu Sans from the system",
        .enabled(
            if: FileManager.default.fileExists(atPath: dejaVuSans),
            "\(dejaVuSans) is not installed (apt-get install fonts-dejavu-core)"
        )
    )
    func dejaVuSansMetrics() throws {
        let metrics = try FontFace(path: Self.dejaVuSans).metrics()
        ExpectedMetrics(
            file: Self.dejaVuSans, family: "DejaVu Sans", style: "Book", postScriptName: "DejaVuSans",
            format: "TrueType", glyphCount: 6253, unitsPerEm: 2048,
            hhea: LineMetrics(ascender: 1901, descender: -483, lineGap: 0),
            typo: LineMetrics(ascender: 1556, descender: -492, lineGap: 410),
            win: WindowsMetrics(ascent: 1901, descent: 483), os2Version: 1,
            useTypoMetrics: false, freeTypeSource: .hhea,
            capHeight: HeightMeasurement(value: 1493, source: .glyph),
            xHeight: HeightMeasurement(value: 1120, source: .glyph),
            weightClass: 400, widthClass: 5, italicAngle: 0
        ).check(metrics)
    }
}
