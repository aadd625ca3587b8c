import Testing
import TypeScale

/// Typed errors and their exact one-line messages.
@Suite("Dynamic Type: errors")
struct DynamicTypeErrorTests {
    @Test("unknown category: exact message with suggestions")
    func unknownCategory() {
        #expect(throws: DynamicTypeError.unknownName(.sizeCategory, name: "AX7", suggestions: ["AX1", "AX2", "AX3"])) {
            try ContentSizeCategory(parsing: "AX7")
        }
        let error = DynamicTypeError.unknownName(.sizeCategory, name: "AX7", suggestions: ["AX1", "AX2", "AX3"])
        #expect(error.description == "unknown size category 'AX7'; did you mean 'AX1', 'AX2' or 'AX3'?")
        #expect(caught { try ContentSizeCategory(parsing: "acessibility3") }
            == "unknown size category 'acessibility3'; did you mean 'accessibility3'?")
    }

    @Test("unknown category with nothing close lists the HIG names")
    func unknownCategoryNoSuggestion() {
        #expect(caught { try ContentSizeCategory(parsing: "banana") }
            == "unknown size category 'banana'; expected one of xSmall, Small, Medium, Large, "
            + "xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5")
    }

    @Test("parsing succeeds for known names")
    func parsing() throws {
        #expect(try ContentSizeCategory(parsing: "accessibility3") == .accessibility3)
        #expect(try TextStyle(parsing: "Subhead") == .subheadline)
        #expect(try TypePlatform(parsing: "watchOS") == .watchos)
        #expect(try FontWeight(parsing: "semibold") == .semibold)
        #expect(try FontWidth(parsing: "extra-expanded") == .extraExpanded)
        #expect(try FontDesign(parsing: "serif") == .serif)
        #expect(try LeadingVariant(parsing: "loose") == .loose)
    }

    @Test("unknown names of every kind")
    func unknownNames() {
        #expect(caught { try TextStyle(parsing: "Titel 1") } == "unknown text style 'Titel 1'; did you mean 'title1'?")
        #expect(caught { try TypePlatform(parsing: "linux") }
            == "unknown platform 'linux'; expected one of iOS, macOS, watchOS, tvOS")
        #expect(caught { try FontWeight(parsing: "heavyy") } == "unknown font weight 'heavyy'; did you mean 'heavy'?")
        #expect(caught { try FontWidth(parsing: "narrow") }
            == "unknown font width 'narrow'; expected one of compressed, condensed, standard, expanded, extraExpanded")
        #expect(caught { try FontDesign(parsing: "monspaced") }
            == "unknown font design 'monspaced'; did you mean 'monospaced'?")
        #expect(caught { try LeadingVariant(parsing: "wide") }
            == "unknown leading 'wide'; expected one of standard, tight, loose")
    }

    @Test("macOS and tvOS have one text size")
    func fixedSizePlatforms() {
        #expect(throws: DynamicTypeError.categoryNotAvailable(.accessibility3, platform: .macos)) {
            try DynamicTypeTable.style(.body, platform: .macos, category: .accessibility3)
        }
        #expect(caught { try DynamicTypeTable.style(.body, platform: .macos, category: .accessibility3) }
            == "macOS has one text size (Large); size category AX3 is not available there")
        #expect(caught { try DynamicTypeTable.style(.body, platform: .tvos, category: .xSmall) }
            == "tvOS has one text size (Large); size category xSmall is not available there")
        #expect(caught { try DynamicTypeTable.scaledValue(10, to: .xLarge, platform: .macos) }
            == "macOS has one text size (Large); size category xLarge is not available there")
    }

    @Test("watchOS has no Medium and no AX4/AX5")
    func watchCategories() {
        #expect(caught { try DynamicTypeTable.style(.body, platform: .watchos, category: .medium) }
            == "watchOS has no Medium text size; use one of xSmall, Small, Large, xLarge, xxLarge, "
            + "xxxLarge, AX1, AX2, AX3")
        #expect(throws: DynamicTypeError.categoryNotAvailable(.accessibility5, platform: .watchos)) {
            try DynamicTypeTable.styles(platform: .watchos, category: .accessibility5)
        }
    }

    @Test("a style the platform lacks")
    func missingStyle() {
        #expect(caught { try DynamicTypeTable.style(.largeTitle, platform: .tvos) }
            == "tvOS has no Large Title text style; use one of Title 1, Title 2, Title 3, Headline, "
            + "Subtitle 1, Callout, Body, Caption 1, Caption 2")
        #expect(throws: DynamicTypeError.styleNotAvailable(.callout, platform: .watchos)) {
            try DynamicTypeTable.style(.callout, platform: .watchos)
        }
        #expect(throws: DynamicTypeError.styleNotAvailable(.footnote1, platform: .ios)) {
            try DynamicTypeTable.style(.footnote1, platform: .ios, category: .accessibility5)
        }
        // The category is checked before the style.
        #expect(throws: DynamicTypeError.categoryNotAvailable(.small, platform: .tvos)) {
            try DynamicTypeTable.style(.largeTitle, platform: .tvos, category: .small)
        }
    }

    @Test("leading, point size and value messages")
    func otherMessages() {
        #expect(DynamicTypeError.leadingNotPublished(.tight, platform: .tvos).description
            == "tvOS has no published tight leading (Apple gives tight and loose leading for iOS, "
            + "macOS and watchOS only)")
        #expect(DynamicTypeError.invalidPointSize(-3).description
            == "point size must be a positive finite number, got -3")
        #expect(DynamicTypeError.invalidPointSize(0.5).description
            == "point size must be a positive finite number, got 0.5")
        #expect(DynamicTypeError.invalidPointSize(.infinity).description
            == "point size must be a positive finite number, got inf")
        #expect(DynamicTypeError.nonFiniteValue(.nan).description
            == "the value to scale must be a finite number, got nan")
    }

    @Test("every message is one line", arguments: [
        DynamicTypeError.unknownName(.textStyle, name: "x", suggestions: []),
        .unknownName(.fontWeight, name: "x", suggestions: ["bold"]),
        .categoryNotAvailable(.medium, platform: .watchos),
        .categoryNotAvailable(.medium, platform: .macos),
        .styleNotAvailable(.subtitle1, platform: .ios),
        .leadingNotPublished(.loose, platform: .tvos),
        .invalidPointSize(0), .nonFiniteValue(.infinity),
    ])
    func oneLine(error: DynamicTypeError) {
        #expect(!error.description.contains("\n"))
        #expect(!error.description.isEmpty)
    }

    @Test("name kinds list their canonical names")
    func nameKinds() {
        #expect(DynamicTypeError.NameKind.fontWeight.validNames.first == "ultraLight")
        #expect(DynamicTypeError.NameKind.textStyle.validNames.count == TextStyle.allCases.count)
        #expect(DynamicTypeError.NameKind.allCases.allSatisfy { !$0.validNames.isEmpty })
    }

    /// The description of the DynamicTypeError `body` throws, "no error", or a note naming
    /// another error type.
    private func caught<T>(_ body: () throws -> T) -> String {
        do {
            _ = try body()
            return "no error"
        } catch let error as DynamicTypeError {
            return error.description
        } catch {
            return "not a DynamicTypeError: \(error)"
        }
    }
}
