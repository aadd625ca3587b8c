import Foundation
import Testing
import TypeScale

/// Expected lengths in points, compared to 1e-9 pt: each is `font units × size / unitsPerEm`
/// (and sums of those), whose decimal values below are exact.
func expectPoints(_ actual: Double?, _ expected: Double?, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let actual, let expected else {
        #expect(actual == expected, sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) < 1e-9, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

@Suite("Type ramps: table values and real metrics at each style's size")
struct TypeRampTests {
    static func metricsFont() throws -> FontResolver {
        ResolverFixtures.withoutFontconfig(.font(.file(try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))))
    }

    /// Asserts a row's metrics; the font is CatalogMetrics-Regular (upem 1000, USE_TYPO_METRICS:
    /// typo 800/-200/200, cap height 700, x-height 500).
    func expectRow(
        _ row: TypeRampRow, size: Double, leading: Double, ascender: Double, descender: Double, lineGap: Double,
        capHeight: Double?, xHeight: Double?, lineHeight: Double, baselineOffset: Double, firstBaseline: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(row.pointSize == size, sourceLocation: sourceLocation)
        #expect(row.leading == leading, sourceLocation: sourceLocation)
        let m = row.metrics
        expectPoints(m.ascender, ascender, sourceLocation: sourceLocation)
        expectPoints(m.descender, descender, sourceLocation: sourceLocation)
        expectPoints(m.lineGap, lineGap, sourceLocation: sourceLocation)
        expectPoints(m.capHeight, capHeight, sourceLocation: sourceLocation)
        expectPoints(m.xHeight, xHeight, sourceLocation: sourceLocation)
        expectPoints(m.lineHeight, lineHeight, sourceLocation: sourceLocation)
        expectPoints(m.baselineOffset, baselineOffset, sourceLocation: sourceLocation)
        expectPoints(m.firstBaseline, firstBaseline, sourceLocation: sourceLocation)
    }

    @Test("iOS Large from a static fixture font")
    func iosLarge() throws {
        let ramp = try TypeRamp(TypeRamp.Options(), resolver: try Self.metricsFont())
        #expect(ramp.rows.map(\.style) == TypePlatform.ios.textStyles)
        #expect(ramp.rows.map(\.weight) == [.regular, .regular, .regular, .regular, .semibold, .regular, .regular,
                                            .regular, .regular, .regular, .regular])
        let largeTitle = ramp.rows[0], body = ramp.rows[5], caption2 = ramp.rows[10]
        // Large Title 34/41: 800 × 34 / 1000 = 27.2; baseline (41 − 34) / 2 + 27.2; first 41 − 6.8.
        expectRow(largeTitle, size: 34, leading: 41, ascender: 27.2, descender: -6.8, lineGap: 6.8, capHeight: 23.8,
                  xHeight: 17, lineHeight: 40.8, baselineOffset: 30.7, firstBaseline: 34.2)
        expectRow(body, size: 17, leading: 22, ascender: 13.6, descender: -3.4, lineGap: 3.4, capHeight: 11.9,
                  xHeight: 8.5, lineHeight: 20.4, baselineOffset: 16.1, firstBaseline: 18.6)
        expectRow(caption2, size: 11, leading: 13, ascender: 8.8, descender: -2.2, lineGap: 2.2, capHeight: 7.7,
                  xHeight: 5.5, lineHeight: 13.2, baselineOffset: 9.8, firstBaseline: 10.8)
        #expect(body.tracking.thousandthsOfEm == -26)
        #expect(body.tracking.points == -0.43)
        #expect(largeTitle.tracking.points == 0.4)
        #expect(body.font.resolution == .exact)
        #expect(ramp.rows[4].font.resolution == .nearest)  // Headline asks 600 of a 400 font
        #expect(ramp.fonts.count == 1)
    }

    @Test("leading variants, emphasized weights, other platforms")
    func options() throws {
        let resolver = try Self.metricsFont()
        let tight = try TypeRamp(TypeRamp.Options(leading: .tight), resolver: resolver)
        expectRow(tight.rows[5], size: 17, leading: 20, ascender: 13.6, descender: -3.4, lineGap: 3.4, capHeight: 11.9,
                  xHeight: 8.5, lineHeight: 20.4, baselineOffset: 15.1, firstBaseline: 16.6)
        let emphasized = try TypeRamp(TypeRamp.Options(category: .accessibility5, emphasized: true), resolver: resolver)
        #expect(emphasized.rows.map(\.weight) == [.bold, .bold, .bold] + Array(repeating: .semibold, count: 8))
        #expect(emphasized.rows[5].pointSize == 53)
        #expect(emphasized.rows[5].leading == 62)

        let watch = try TypeRamp(TypeRamp.Options(platform: .watchos, category: .xLarge, leading: .loose), resolver: resolver)
        #expect(watch.rows.map(\.style) == TypePlatform.watchos.textStyles)
        #expect(watch.rows.first { $0.style == .footnote2 } != nil)
        let mac = try TypeRamp(TypeRamp.Options(platform: .macos), resolver: resolver)
        #expect(mac.rows.first { $0.style == .headline }?.weight == .bold)
        expectRow(mac.rows.first { $0.style == .body }!, size: 13, leading: 16, ascender: 10.4, descender: -2.6, lineGap: 2.6,
                  capHeight: 9.1, xHeight: 6.5, lineHeight: 15.6, baselineOffset: 11.9, firstBaseline: 13.4)
    }

    @Test("categories and leadings a platform lacks are errors")
    func errors() throws {
        let resolver = try Self.metricsFont()
        #expect(throws: TypeRampError.dynamicType(.categoryNotAvailable(.accessibility3, platform: .macos))) {
            _ = try TypeRamp(TypeRamp.Options(platform: .macos, category: .accessibility3), resolver: resolver)
        }
        let tvOS = try #require(#expect(throws: TypeRampError.self) {
            _ = try TypeRamp(TypeRamp.Options(platform: .tvos, leading: .tight), resolver: resolver)
        })
        #expect(tvOS.description == "tvOS has no published tight leading (Apple gives tight and loose leading for iOS, macOS and watchOS only)")
        let missing = ResolverFixtures.withoutFontconfig(.font(.file("/nonexistent/font.ttf")))
        #expect(throws: TypeRampError.self) { _ = try TypeRamp(TypeRamp.Options(), resolver: missing) }
    }

    @Test("a variable font through fontconfig: each style at its weight and width (values from fontTools)")
    func variable() throws {
        try ResolverFixtures.with(ResolverFixtures.design(.default)) { resolver in
            let ramp = try TypeRamp(TypeRamp.Options(width: .condensed, emphasized: true), resolver: resolver)
            // Title 1 emphasized: Bold, wght 700 wdth 75: typo ascender 824, cap 712, x 524 (fontTools
            // instancer, Tests/TypeScaleTests/Reading/FreeType/VariableFontTests.swift); 28 pt, leading 34.
            let title1 = ramp.rows[1]
            #expect(title1.weight == .bold)
            #expect(title1.font.coordinates == [DesignCoordinate(tag: "wght", value: 700), DesignCoordinate(tag: "wdth", value: 75)])
            expectRow(title1, size: 28, leading: 34, ascender: 23.072, descender: -5.6, lineGap: 2.8, capHeight: 19.936,
                      xHeight: 14.672, lineHeight: 31.472, baselineOffset: 25.736, firstBaseline: 28.4)
            // Body emphasized: Semibold, wght 600: 816, 708, 516 (fontTools, --instance wght=600,wdth=75).
            expectRow(ramp.rows[5], size: 17, leading: 22, ascender: 13.872, descender: -3.4, lineGap: 1.7, capHeight: 12.036,
                      xHeight: 8.772, lineHeight: 18.972, baselineOffset: 16.236, firstBaseline: 18.6)
            #expect(ramp.rows.allSatisfy { $0.font.resolution == .exact })
            #expect(ramp.fonts.count == 2)
        }
    }

    @Test("opsz follows each style's size (values from fontTools)")
    func opticalSize() throws {
        // fontTools 4.68.0 instancer at opsz 34, 28, 11: sTypoAscender 794, 796, 811; sxHeight 488, 492, 533.
        let optical = ResolverFixtures.withoutFontconfig(.font(.file(try TestSupport.fixturePath("CatalogOptical.ttf"))))
        let ramp = try TypeRamp(TypeRamp.Options(), resolver: optical)
        expectRow(ramp.rows[0], size: 34, leading: 41, ascender: 26.996, descender: -6.8, lineGap: 3.4, capHeight: 23.8,
                  xHeight: 16.592, lineHeight: 37.196, baselineOffset: 30.598, firstBaseline: 34.2)
        #expect(ramp.rows[1].metrics.xHeight.map { abs($0 - 13.776) < 1e-9 } == true)
        expectRow(ramp.rows[10], size: 11, leading: 13, ascender: 8.921, descender: -2.2, lineGap: 1.1, capHeight: 7.7,
                  xHeight: 5.863, lineHeight: 12.221, baselineOffset: 9.8605, firstBaseline: 10.8)
        #expect(ramp.fonts.count == 10)  // one instance per distinct size
    }

    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test("DejaVu Sans Body: the reference values scaled to 17 pt", .enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
    func dejaVu() throws {
        // upem 2048, hhea 1901/−483/0, cap height 1493 and x-height 1120 from glyphs
        // (../shared/reference/fonts-and-freetype.md); × 17 / 2048 is exact in binary.
        let ramp = try TypeRamp(TypeRamp.Options(), resolver: ResolverFixtures.withoutFontconfig(.font(.file(Self.dejaVuSans))))
        let body = ramp.rows[5].metrics
        #expect(body.ascender == 15.77978515625)
        #expect(body.descender == -4.00927734375)
        #expect(body.lineGap == 0)
        #expect(body.capHeight == 12.39306640625)
        #expect(body.xHeight == 9.296875)
        #expect(body.lineHeight == 19.7890625)
        #expect(body.baselineOffset == 16.88525390625)
        #expect(body.firstBaseline == 17.99072265625)
    }

    @Test("every category: sizes and leadings, no fonts")
    func matrix() throws {
        let ios = try TypeRampMatrix(platform: .ios)
        #expect(ios.categories == ContentSizeCategory.allCases)
        let body = try #require(ios.rows.first { $0.style == .body })
        #expect(body.pointSizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(body.leadings == [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62])
        let loose = try TypeRampMatrix(platform: .ios, leading: .loose)
        #expect(loose.rows[5].leadings == body.leadings.map { $0 + 2 })
        let mac = try TypeRampMatrix(platform: .macos)
        #expect(mac.categories == [.large])
        #expect(mac.rows.count == 11)
        let watch = try TypeRampMatrix(platform: .watchos, leading: .tight)
        #expect(watch.categories.count == 9)
        #expect(watch.rows.first?.leadings.first == 31.5)  // xSmall Large Title 30/32.5, tight −1
        #expect(throws: DynamicTypeError.leadingNotPublished(.loose, platform: .tvos)) {
            _ = try TypeRampMatrix(platform: .tvos, leading: .loose)
        }
    }

    @Test("scaled metrics: font units × size / units per em")
    func scaled() {
        let metrics = ScaledLineMetrics(
            lineMetrics: LineMetrics(ascender: 1901, descender: -483, lineGap: 0), capHeight: nil, xHeight: 1120,
            unitsPerEm: 2048, pointSize: 34, leading: 41)
        #expect(metrics.ascender == 31.5595703125)
        #expect(metrics.capHeight == nil)
        #expect(metrics.xHeight == 18.59375)
        #expect(metrics.baselineOffset == (41 - (31.5595703125 + 8.0185546875)) / 2 + 31.5595703125)
    }
}
