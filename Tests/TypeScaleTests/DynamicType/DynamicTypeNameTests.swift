import Testing
import TypeScale

/// Parsing names typed on a command line, and "did you mean" suggestions.
@Suite("Dynamic Type: names")
struct DynamicTypeNameTests {
    @Test("one category, many spellings (exact strings from content_size_categories.csv)")
    func categorySpellings() {
        let ax3: [String] = [
            "accessibility3", "AX3", "ax3", "UICTContentSizeCategoryAccessibilityXL",
            "accessibilityExtraLarge", "ACCESSIBILITYEXTRALARGE", "uictcontentsizecategoryaccessibilityxl",
        ]
        for name in ax3 {
            #expect(ContentSizeCategory(name: name) == .accessibility3, "\(name)")
        }
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityL") == .accessibility2)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryL") == .large)
        #expect(ContentSizeCategory(name: "extraSmall") == .xSmall)
        #expect(ContentSizeCategory(name: "xSmall") == .xSmall)
        #expect(ContentSizeCategory(name: "XSMALL") == .xSmall)
        #expect(ContentSizeCategory(name: "UICTContentSizeCategoryXS") == .xSmall)
        #expect(ContentSizeCategory(name: "accessibilityMedium") == .accessibility1)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibility5)
        #expect(ContentSizeCategory(name: "extra-extra-extra-large") == .xxxLarge)
        #expect(ContentSizeCategory(name: " Large ") == .large)  // spaces are ignored
        for bad in ["", "AX6", "huge", "accessibility", "UICTContentSizeCategory", "xxxxLarge"] {
            #expect(ContentSizeCategory(name: bad) == nil, "\(bad)")
        }
    }

    @Test("categories are ordered xSmall … AX5 and know which are accessibility sizes")
    func categoryOrder() {
        let all = ContentSizeCategory.allCases
        #expect(all.map(\.higName) == [
            "xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
            "AX1", "AX2", "AX3", "AX4", "AX5",
        ])
        #expect(all == all.sorted())
        #expect(all.map(\.order) == Array(0..<12))
        #expect(ContentSizeCategory.large < .xLarge)
        #expect(ContentSizeCategory.xxxLarge < .accessibility1)
        #expect(all.filter(\.isAccessibilityCategory) == [
            .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
        ])
        #expect("\(ContentSizeCategory.accessibility3)" == "AX3")
    }

    @Test("every spelling of every category is unique across categories, ignoring case")
    func spellingsUnique() {
        var owner = [String: ContentSizeCategory]()
        for category in ContentSizeCategory.allCases {
            for spelling in category.spellings {
                let key = spelling.lowercased()
                #expect(owner[key] == nil || owner[key] == category, "\(spelling)")
                owner[key] = category
                #expect(ContentSizeCategory(name: spelling) == category)
                #expect(ContentSizeCategory(name: spelling.uppercased()) == category)
            }
        }
    }

    @Test("did-you-mean for categories")
    func categorySuggestions() throws {
        // Ranked by NameSuggestions: one missing letter (2) is clearly closer than a missing and
        // a wrong one (5), so it is offered alone.
        #expect(ContentSizeCategory.suggestions(for: "acessibility3") == ["accessibility3"])
        #expect(ContentSizeCategory.suggestions(for: "xxLargee").first == "xxLarge")
        #expect(ContentSizeCategory.suggestions(for: "extraLage") == ["extraLarge"])
        #expect(ContentSizeCategory.suggestions(for: "AX6") == ["AX1", "AX2", "AX3"])
        #expect(ContentSizeCategory.suggestions(for: "AX6", limit: 5) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(ContentSizeCategory.suggestions(for: "banana") == [])
        #expect(ContentSizeCategory.suggestions(for: "") == [])
        // Suggestions are spellings that parse, one per category.
        for name in ["meduim", "smal", "Larg", "accessibilityLarg", "xLarg"] {
            let suggestions = ContentSizeCategory.suggestions(for: name)
            #expect(!suggestions.isEmpty, "\(name)")
            let categories = suggestions.compactMap { ContentSizeCategory(name: $0) }
            #expect(categories.count == suggestions.count)
            #expect(Set(categories).count == categories.count)
        }
    }

    @Test("every name type parses and suggests through one protocol")
    func oneProtocol() throws {
        func check<Value: SpelledName>(_ type: Value.Type, _ typo: String, _ best: String) throws {
            #expect(Value.suggestions(for: typo).first == best, "\(typo)")
            #expect(Value(name: best) != nil)
            #expect(throws: DynamicTypeError.unknownName(Value.nameKind, name: typo, suggestions: Value.suggestions(for: typo))) {
                try Value(parsing: typo)
            }
            for value in Value.allCases {
                for spelling in value.spellings { #expect(Value(name: spelling) == value, "\(spelling)") }
            }
        }
        try check(TypePlatform.self, "watchOs7", "watchOS")
        try check(TextStyle.self, "Large Titel", "largeTitle")
        try check(ContentSizeCategory.self, "AX33", "AX3")
        try check(FontWeight.self, "semiblod", "semibold")
        try check(FontWidth.self, "extra-expaned", "extraExpanded")
        try check(FontDesign.self, "rounde", "rounded")
        try check(LeadingVariant.self, "lose", "loose")
        // Separators are ignored in distances as in matching: `large_titel` is one swap away.
        #expect(TextStyle.suggestions(for: "large_titel").first == "largeTitle")
        #expect(FontWidth.canonicalNames == ["compressed", "condensed", "standard", "expanded", "extraExpanded"])
        #expect(DynamicTypeError.unknownName(.leading, name: "lose", suggestions: ["loose"]).description
            == "unknown leading 'lose'; did you mean 'loose'?")
        #expect(DynamicTypeError.unknownName(.leading, name: "x", suggestions: []).description
            == "unknown leading 'x'; expected one of standard, tight, loose")
    }

    @Test("text style spellings")
    func textStyles() {
        let cases: [(String, TextStyle)] = [
            ("largeTitle", .largeTitle), ("Large Title", .largeTitle), ("large-title", .largeTitle),
            ("UICTFontTextStyleTitle0", .largeTitle), ("title", .title1), ("Title 1", .title1),
            ("title1", .title1), ("Subhead", .subheadline), ("subheadline", .subheadline),
            ("caption", .caption1), ("Caption 2", .caption2), ("HEADLINE", .headline),
            ("Footnote 1", .footnote1), ("footnote2", .footnote2), ("Subtitle 1", .subtitle1),
            ("UICTFontTextStyleSubhead", .subheadline), ("body", .body),
        ]
        for (name, style) in cases {
            #expect(TextStyle(name: name) == style, "\(name)")
        }
        #expect(TextStyle(name: "extraLargeTitle") == nil)  // visionOS: no table published
        #expect(TextStyle(name: "title4") == nil)
        #expect(TextStyle.suggestions(for: "headlin") == ["headline"])
        #expect(TextStyle.suggestions(for: "Subheed") == ["Subhead"])
        #expect(TextStyle.allCases.map(\.displayName).prefix(11) == [
            "Large Title", "Title 1", "Title 2", "Title 3", "Headline", "Body", "Callout",
            "Subhead", "Footnote", "Caption 1", "Caption 2",
        ])
        #expect(TextStyle.footnote1.uikitName == nil)
        #expect(TextStyle.subtitle1.uikitRawValue == nil)
    }

    @Test("platform names")
    func platforms() {
        #expect(TypePlatform(name: "iOS") == .ios)
        #expect(TypePlatform(name: "ipados") == .ios)
        #expect(TypePlatform(name: "MACOS") == .macos)
        #expect(TypePlatform(name: "watchOS") == .watchos)
        #expect(TypePlatform(name: "tvos") == .tvos)
        #expect(TypePlatform(name: "visionOS") == nil)
        #expect(TypePlatform.allCases.map(\.description) == ["iOS", "macOS", "watchOS", "tvOS"])
        #expect(TypePlatform.suggestions(for: "macOSX") == ["macOS"])
    }

    @Test("weight names: Apple's, case-insensitive, and OpenType numbers")
    func weights() {
        #expect(FontWeight(name: "ultralight") == .ultraLight)
        #expect(FontWeight(name: "ultraLight") == .ultraLight)
        #expect(FontWeight(name: "Ultra-Light") == .ultraLight)
        #expect(FontWeight(name: "thin") == .thin)  // Apple's thin is 200
        #expect(FontWeight.thin.openTypeWeight == 200)
        #expect(FontWeight.ultraLight.openTypeWeight == 100)
        #expect(FontWeight(name: "SemiBold") == .semibold)
        #expect(FontWeight(name: "semi-bold") == .semibold)
        #expect(FontWeight(name: "600") == .semibold)
        #expect(FontWeight(name: "650") == nil)
        #expect(FontWeight(name: "extra light") == nil)
        #expect(FontWeight(openTypeWeight: 900) == .black)
        #expect(FontWeight(openTypeWeight: 950) == nil)
        #expect(FontWeight.allCases.map(\.openTypeWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight.allCases == FontWeight.allCases.sorted())
        #expect(FontWeight.allCases.map(\.displayName) == [
            "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
        ])
        #expect(FontWeight.suggestions(for: "bolt") == ["bold"])
    }

    @Test("weight values: Apple raw values, fontconfig weights, interpolation as fcweight.c")
    func weightValues() {
        #expect(FontWeight.allCases.map(\.fontconfigWeight) == [0, 40, 50, 80, 100, 180, 200, 205, 210])
        #expect(FontWeight.allCases.map(\.appleWeightValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(FontWeight.ultraLight.openTypeName == "Thin")
        #expect(FontWeight.thin.openTypeName == "Extra Light")
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 450) == 90)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 550) == 140)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 365) == 65)  // DEMILIGHT 55 … BOOK 75
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 50) == 0)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 1000) == 215)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: 1200) == 215)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: -1) == nil)
        #expect(FontWeight.fontconfigWeight(openTypeWeight: .nan) == nil)
    }

    @Test("width values")
    func widthValues() {
        #expect(FontWidth.allCases.map(\.widthPercent) == [62.5, 75, 100, 125, 150])
        #expect(FontWidth.allCases.map(\.appleWidthValue) == [-0.3, -0.2, 0, 0.2, nil])
        #expect(FontWidth(openTypeWidthClass: 2) == .compressed)
        #expect(FontWidth(openTypeWidthClass: 4) == nil)
        #expect(FontWidth.expanded.sfProFamilyName == "SF Pro Expanded")
        #expect(FontDesign.default.familyName(on: .watchos) == "SF Compact")
        #expect(FontDesign.rounded.familyName(on: .watchos) == "SF Compact Rounded")
        #expect(FontDesign.serif.familyName(on: .watchos) == "New York")
        #expect(FontDesign.allCases.map(\.cssGenericFamily) == ["system-ui", "ui-rounded", "ui-serif", "ui-monospace"])
    }

    @Test("width names")
    func widths() {
        #expect(FontWidth(name: "extra-expanded") == .extraExpanded)
        #expect(FontWidth(name: "extraExpanded") == .extraExpanded)
        #expect(FontWidth(name: "EXTRA_EXPANDED") == .extraExpanded)
        #expect(FontWidth(name: "Compressed") == .compressed)
        #expect(FontWidth(name: "normal") == .standard)
        #expect(FontWidth(name: "wide") == nil)
        #expect(FontWidth.allCases.map(\.fontconfigWidth) == [63, 75, 100, 125, 150])
        #expect(FontWidth.allCases.map(\.openTypeWidthClass) == [2, 3, 5, 7, 8])
        #expect(FontWidth.allCases == FontWidth.allCases.sorted())
        #expect(FontWidth.suggestions(for: "condenced") == ["condensed"])
    }

    @Test("design names")
    func designs() {
        #expect(FontDesign(name: "default") == .default)
        #expect(FontDesign(name: "Rounded") == .rounded)
        #expect(FontDesign(name: "serif") == .serif)
        #expect(FontDesign(name: "monospace") == .monospaced)
        #expect(FontDesign(name: "mono") == .monospaced)
        #expect(FontDesign(name: "ui-monospace") == .monospaced)
        #expect(FontDesign(name: "system-ui") == .default)
        #expect(FontDesign(name: "sans") == nil)
        #expect(LeadingVariant(name: "Tight") == .tight)
        #expect(LeadingVariant(name: "normal") == nil)
    }
}
