import Testing
import TypeScale

/// UIFontMetrics-style scaling: value × size(style, category) / size(style, source).
@Suite("Dynamic Type: scaling custom values")
struct DynamicTypeScalingTests {
    @Test("Large to Large is the identity; Body defaults")
    func identity() throws {
        #expect(try DynamicTypeTable.scaledValue(17, to: .large) == 17)
        #expect(try DynamicTypeTable.scaledValue(-4.5, for: .caption2, to: .large) == -4.5)
        #expect(try DynamicTypeTable.scaleFactor(to: .large) == 1)
    }

    @Test("ratio of the style's table sizes")
    func ratios() throws {
        #expect(try DynamicTypeTable.scaledValue(17, to: .medium) == 16)  // Apple measures 16.333
        #expect(try DynamicTypeTable.scaledValue(17, to: .accessibility5) == 53)
        #expect(abs(try DynamicTypeTable.scaledValue(10, to: .accessibility5) - 10 * 53 / 17.0) < 1e-12)
        #expect(try DynamicTypeTable.scaledValue(34, for: .largeTitle, to: .accessibility5) == 60)
        #expect(try DynamicTypeTable.scaledValue(11, for: .caption2, to: .xSmall) == 11)
        #expect(abs(try DynamicTypeTable.scaledValue(44, for: .title1, to: .xxxLarge) - 44 * 34 / 28.0) < 1e-12)
        #expect(try DynamicTypeTable.scaleFactor(for: .body, to: .accessibility1) == 28 / 17.0)
    }

    @Test("from a category other than Large")
    func fromOtherCategory() throws {
        #expect(try DynamicTypeTable.scaledValue(16, for: .body, from: .medium, to: .large) == 17)
        #expect(try DynamicTypeTable.scaledValue(14, from: .xSmall, to: .accessibility5) == 53)
        for source in ContentSizeCategory.allCases {
            for target in ContentSizeCategory.allCases {
                let there = try DynamicTypeTable.scaledValue(20, for: .callout, from: source, to: target)
                let back = try DynamicTypeTable.scaledValue(there, for: .callout, from: target, to: source)
                #expect(abs(back - 20) < 1e-9)
            }
        }
    }

    @Test("watchOS scales within its own categories; macOS and tvOS only at Large")
    func otherPlatforms() throws {
        #expect(try DynamicTypeTable.scaledValue(16, to: .xLarge, platform: .watchos) == 17)
        #expect(try DynamicTypeTable.scaledValue(12, for: .footnote2, to: .accessibility3, platform: .watchos)
            == 17)
        #expect(try DynamicTypeTable.scaledValue(13, to: .large, platform: .macos) == 13)
        #expect(try DynamicTypeTable.scaledValue(29, to: .large, platform: .tvos) == 29)
        #expect(throws: DynamicTypeError.categoryNotAvailable(.medium, platform: .watchos)) {
            try DynamicTypeTable.scaledValue(16, to: .medium, platform: .watchos)
        }
        #expect(throws: DynamicTypeError.styleNotAvailable(.largeTitle, platform: .tvos)) {
            try DynamicTypeTable.scaledValue(16, for: .largeTitle, to: .large, platform: .tvos)
        }
    }

    @Test("the value must be finite", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        #expect(throws: DynamicTypeError.self) { try DynamicTypeTable.scaledValue(value, to: .large) }
    }
}
