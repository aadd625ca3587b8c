import Testing
import TypeScale

/// Hard-coded checks that need no `../shared`: values quoted from the HIG (via the reference
/// README and CSVs), so the suite has teeth on a bare checkout.
@Suite("Dynamic Type: spot checks against the HIG")
struct DynamicTypeSpotCheckTests {
    struct Cell: Sendable, CustomTestStringConvertible {
        let platform: TypePlatform
        let category: ContentSizeCategory
        let style: TextStyle
        let size: Double
        let leading: Double
        var testDescription: String { "\(platform) \(category) \(style) \(size)/\(leading)" }
    }

    static let cells: [Cell] = [
        // iOS, README §1.
        Cell(platform: .ios, category: .large, style: .body, size: 17, leading: 22),
        Cell(platform: .ios, category: .xSmall, style: .body, size: 14, leading: 19),
        Cell(platform: .ios, category: .accessibility5, style: .body, size: 53, leading: 62),
        Cell(platform: .ios, category: .accessibility5, style: .largeTitle, size: 60, leading: 70),
        Cell(platform: .ios, category: .accessibility5, style: .caption2, size: 40, leading: 48),
        Cell(platform: .ios, category: .xxxLarge, style: .subheadline, size: 21, leading: 28),
        Cell(platform: .ios, category: .large, style: .largeTitle, size: 34, leading: 41),
        Cell(platform: .ios, category: .large, style: .title1, size: 28, leading: 34),
        Cell(platform: .ios, category: .large, style: .title2, size: 22, leading: 28),
        Cell(platform: .ios, category: .large, style: .title3, size: 20, leading: 25),
        Cell(platform: .ios, category: .large, style: .headline, size: 17, leading: 22),
        Cell(platform: .ios, category: .large, style: .callout, size: 16, leading: 21),
        Cell(platform: .ios, category: .large, style: .subheadline, size: 15, leading: 20),
        Cell(platform: .ios, category: .large, style: .footnote, size: 13, leading: 18),
        Cell(platform: .ios, category: .large, style: .caption1, size: 12, leading: 16),
        Cell(platform: .ios, category: .large, style: .caption2, size: 11, leading: 13),
        // Size floor: Caption 1/2 stay 11/13 and Footnote 12/16 from xSmall through Medium.
        Cell(platform: .ios, category: .xSmall, style: .caption1, size: 11, leading: 13),
        Cell(platform: .ios, category: .medium, style: .caption2, size: 11, leading: 13),
        Cell(platform: .ios, category: .medium, style: .footnote, size: 12, leading: 16),
        // macOS and tvOS, README §2.
        Cell(platform: .macos, category: .large, style: .largeTitle, size: 26, leading: 32),
        Cell(platform: .macos, category: .large, style: .body, size: 13, leading: 16),
        Cell(platform: .macos, category: .large, style: .caption2, size: 10, leading: 13),
        Cell(platform: .tvos, category: .large, style: .title1, size: 76, leading: 96),
        Cell(platform: .tvos, category: .large, style: .subtitle1, size: 38, leading: 46),
        Cell(platform: .tvos, category: .large, style: .body, size: 29, leading: 36),
        // watchOS irregular cells, raw HIG readings.
        Cell(platform: .watchos, category: .large, style: .title2, size: 27, leading: 30.5),
        Cell(platform: .watchos, category: .xxLarge, style: .caption2, size: 15, leading: 18.5),
        Cell(platform: .watchos, category: .accessibility1, style: .title2, size: 34, leading: 41),
        Cell(platform: .watchos, category: .accessibility2, style: .footnote2, size: 16, leading: 17.5),
        Cell(platform: .watchos, category: .large, style: .body, size: 16, leading: 18.5),
    ]

    @Test("size and leading", arguments: cells)
    func sizeAndLeading(_ cell: Cell) throws {
        let metrics = try DynamicTypeTable.style(cell.style, platform: cell.platform, category: cell.category)
        #expect(metrics.pointSize == cell.size)
        #expect(metrics.leading == cell.leading)
        #expect(metrics.style == cell.style)
        #expect(metrics.platform == cell.platform)
        #expect(metrics.category == cell.category)
    }

    @Test("defaults: iOS, Large")
    func defaults() throws {
        let metrics = try DynamicTypeTable.style(.body)
        #expect(metrics.platform == .ios)
        #expect(metrics.category == .large)
        #expect(metrics.pointSize == 17)
        #expect(metrics.description == "iOS Large Body: Regular 17/22 pt (emphasized Semibold)")
    }

    @Test("weights: Headline semibold, emphasized Title 1 bold, the rest regular/semibold on iOS")
    func iosWeights() throws {
        for category in ContentSizeCategory.allCases {
            for style in TypePlatform.ios.textStyles {
                let metrics = try DynamicTypeTable.style(style, platform: .ios, category: category)
                #expect(metrics.weight == (style == .headline ? .semibold : .regular))
                let boldEmphasis: Set<TextStyle> = [.largeTitle, .title1, .title2]
                #expect(metrics.emphasizedWeight == (boldEmphasis.contains(style) ? .bold : .semibold))
            }
        }
        let title1 = try DynamicTypeTable.style(.title1)
        #expect(title1.weight(emphasized: true) == .bold)
        #expect(title1.weight(emphasized: false) == .regular)
        #expect(try DynamicTypeTable.style(.headline).weight == .semibold)
    }

    @Test("macOS weights: Headline bold/heavy, Caption 2 medium, Caption 1 emphasized medium")
    func macOSWeights() throws {
        let headline = try DynamicTypeTable.style(.headline, platform: .macos)
        #expect(headline.weight == .bold)
        #expect(headline.emphasizedWeight == .heavy)
        #expect(try DynamicTypeTable.style(.caption2, platform: .macos).weight == .medium)
        #expect(try DynamicTypeTable.style(.caption1, platform: .macos).emphasizedWeight == .medium)
    }

    @Test("tvOS Caption 1 follows the 2025-12 HIG: Medium, emphasized Bold (2023: Regular/Medium)")
    func tvOSCaption1() throws {
        let caption1 = try DynamicTypeTable.style(.caption1, platform: .tvos)
        #expect(caption1.weight == .medium)
        #expect(caption1.emphasizedWeight == .bold)
        let subtitle = try DynamicTypeTable.style(.subtitle1, platform: .tvos)
        #expect(subtitle.weight == .regular)
        #expect(subtitle.emphasizedWeight == .medium)
    }

    @Test("AX5 Caption 2 is the HIG's 40 pt, not the simulator's 41")
    func ax5Caption2() throws {
        #expect(try DynamicTypeTable.style(.caption2, category: .accessibility5).pointSize == 40)
    }

    @Test("platform style lists, in HIG order")
    func styleLists() {
        #expect(TypePlatform.ios.textStyles == [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
            .footnote, .caption1, .caption2,
        ])
        #expect(TypePlatform.macos.textStyles == TypePlatform.ios.textStyles)
        #expect(TypePlatform.watchos.textStyles == [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .caption1, .caption2,
            .footnote1, .footnote2,
        ])
        #expect(TypePlatform.tvos.textStyles == [
            .title1, .title2, .title3, .headline, .subtitle1, .callout, .body, .caption1, .caption2,
        ])
    }

    @Test("platform category lists")
    func categoryLists() {
        #expect(TypePlatform.ios.supportedCategories == ContentSizeCategory.allCases)
        #expect(TypePlatform.watchos.supportedCategories == [
            .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge,
            .accessibility1, .accessibility2, .accessibility3,
        ])
        #expect(TypePlatform.macos.supportedCategories == [.large])
        #expect(TypePlatform.tvos.supportedCategories == [.large])
        #expect(TypePlatform.allCases.allSatisfy { $0.defaultCategory == .large })
        #expect(TypePlatform.allCases.allSatisfy { $0.supports($0.defaultCategory) })
        #expect(TypePlatform.ios.hasDynamicType && TypePlatform.watchos.hasDynamicType)
        #expect(!TypePlatform.macos.hasDynamicType && !TypePlatform.tvos.hasDynamicType)
    }

    @Test("every platform × supported category × style has a cell; others throw")
    func completeness() throws {
        for platform in TypePlatform.allCases {
            for category in ContentSizeCategory.allCases {
                let styles = try? DynamicTypeTable.styles(platform: platform, category: category)
                #expect((styles != nil) == platform.supports(category), "\(platform) \(category)")
                #expect(styles?.map(\.style) ?? platform.textStyles == platform.textStyles)
                for style in TextStyle.allCases where platform.supports(category) {
                    let metrics = try? DynamicTypeTable.style(style, platform: platform, category: category)
                    #expect((metrics != nil) == platform.supports(style), "\(platform) \(category) \(style)")
                }
            }
        }
    }

    @Test("sizes never decrease with the category, and leading exceeds size")
    func monotonic() throws {
        for platform in [TypePlatform.ios, .watchos] {
            for style in platform.textStyles {
                var previous: TextStyleMetrics?
                for category in platform.supportedCategories {
                    let metrics = try DynamicTypeTable.style(style, platform: platform, category: category)
                    #expect(metrics.leading > metrics.pointSize)
                    // iOS's floor is 11 pt; watchOS goes down to 10 (xSmall Footnote 2).
                    #expect(metrics.pointSize >= (platform == .ios ? 11 : 10))
                    if let previous {
                        #expect(metrics.pointSize >= previous.pointSize, "\(platform) \(style) \(category)")
                    }
                    previous = metrics
                }
            }
        }
    }

    @Test("tight and loose leading: iOS ±2, macOS ±2, watchOS ±1, tvOS unpublished")
    func leadingVariants() throws {
        let footnote = try DynamicTypeTable.style(.footnote)
        #expect(try footnote.leading(.tight) == 16)  // WWDC20 example: 18 − 2
        #expect(try footnote.leading(.loose) == 20)
        #expect(try footnote.leading(.standard) == 18)
        #expect(footnote.tightLeading == 16)
        #expect(footnote.looseLeading == 20)
        let macHeadline = try DynamicTypeTable.style(.headline, platform: .macos)
        #expect(macHeadline.tightLeading == 14)  // WWDC20 example: 16 − 2
        let watchBody = try DynamicTypeTable.style(.body, platform: .watchos)
        #expect(watchBody.tightLeading == 17.5)
        #expect(watchBody.looseLeading == 19.5)
        let tvBody = try DynamicTypeTable.style(.body, platform: .tvos)
        #expect(tvBody.tightLeading == nil)
        #expect(tvBody.looseLeading == nil)
        #expect(try tvBody.leading(.standard) == 36)
        #expect(throws: DynamicTypeError.leadingNotPublished(.tight, platform: .tvos)) {
            try tvBody.leading(.tight)
        }
    }

    @Test("platform default and minimum text sizes")
    func platformSizes() {
        #expect(TypePlatform.ios.defaultTextSize == 17)
        #expect(TypePlatform.ios.minimumTextSize == 11)
        #expect(TypePlatform.macos.defaultTextSize == 13)
        #expect(TypePlatform.watchos.defaultTextSize == 16)
        #expect(TypePlatform.tvos.minimumTextSize == 23)
        // The default size is the Body size at the default category where Body exists.
        for platform in TypePlatform.allCases {
            #expect((try? DynamicTypeTable.style(.body, platform: platform).pointSize) == platform.defaultTextSize)
        }
    }

    @Test("watchOS default category by case size")
    func watchDefaults() {
        #expect(TypePlatform.watchOSDefaultCategory(caseSizeMillimeters: 38) == .small)
        #expect(TypePlatform.watchOSDefaultCategory(caseSizeMillimeters: 41) == .large)
        #expect(TypePlatform.watchOSDefaultCategory(caseSizeMillimeters: 45) == .xLarge)
        #expect(TypePlatform.watchOSDefaultCategory(caseSizeMillimeters: 46) == nil)
    }
}
