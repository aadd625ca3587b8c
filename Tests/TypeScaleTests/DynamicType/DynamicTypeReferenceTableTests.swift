import Foundation
import Testing
import TypeScale

/// Every text-style cell against the reference CSVs in `../shared/reference/dynamic-type`.
@Suite(
    "Dynamic Type tables match ../shared/reference/dynamic-type",
    .enabled(if: DynamicTypeReference.isAvailable, DynamicTypeReference.absentMessage))
struct DynamicTypeReferenceTableTests {
    static let iosRows = DynamicTypeReference.rows("ios_ipados_dynamic_type.csv")
    static let watchRows = DynamicTypeReference.rows("watchos_dynamic_type.csv")
    static let macRows = DynamicTypeReference.rows("macos_text_styles.csv")
    static let tvRows = DynamicTypeReference.rows("tvos_text_styles.csv")

    @Test("row counts: iOS 12×11, watchOS 9×10, macOS 11, tvOS 9; the Swift tables have no extra cells")
    func counts() throws {
        #expect(try DynamicTypeReference.load("ios_ipados_dynamic_type.csv").count == 132)
        #expect(try DynamicTypeReference.load("watchos_dynamic_type.csv").count == 90)
        #expect(try DynamicTypeReference.load("macos_text_styles.csv").count == 11)
        #expect(try DynamicTypeReference.load("tvos_text_styles.csv").count == 9)
        let cellCount = { (platform: TypePlatform) in
            platform.supportedCategories.count * platform.textStyles.count
        }
        #expect(cellCount(.ios) == Self.iosRows.count)
        #expect(cellCount(.watchos) == Self.watchRows.count)
        #expect(cellCount(.macos) == Self.macRows.count)
        #expect(cellCount(.tvos) == Self.tvRows.count)
    }

    @Test("every iOS cell: weight, size, leading, emphasized weight", arguments: iosRows)
    func iosCell(_ row: ReferenceRow) throws {
        let category = try #require(ContentSizeCategory(name: row["category"]))
        #expect(ContentSizeCategory(name: row["uikit_category"]) == category)
        #expect(category.uikitName == row["uikit_category"])
        let style = try #require(TextStyle(name: row["style"]))
        #expect(TextStyle(name: row["uikit_style"]) == style)
        #expect(style.uikitName == row["uikit_style"])
        let metrics = try DynamicTypeTable.style(style, platform: .ios, category: category)
        #expect(metrics.weight == FontWeight(name: row["weight"]))
        #expect(metrics.pointSize == (try row.number("size_pt")))
        #expect(metrics.leading == (try row.number("leading_pt")))
        #expect(metrics.emphasizedWeight == FontWeight(name: row["emphasized_weight"]))
        // The simulator column differs from the HIG only where the note says so (AX5 Caption 2).
        let measured = try row.number("measured_size_ios13_3_sim")
        #expect(measured == metrics.pointSize || row["note"].contains("simulator"))
    }

    @Test("the iOS CSV lists categories and styles in the Swift order")
    func iosOrder() {
        let categories = Self.iosRows.compactMap { ContentSizeCategory(name: $0["category"]) }
        #expect(categories == ContentSizeCategory.allCases.flatMap { Array(repeating: $0, count: 11) })
        let styles = Self.iosRows.prefix(11).compactMap { TextStyle(name: $0["style"]) }
        #expect(styles == TypePlatform.ios.textStyles)
    }

    @Test("every watchOS cell", arguments: watchRows)
    func watchCell(_ row: ReferenceRow) throws {
        let category = try #require(ContentSizeCategory(name: row["category"]))
        let style = try #require(TextStyle(name: row["style"]))
        let metrics = try DynamicTypeTable.style(style, platform: .watchos, category: category)
        #expect(metrics.weight == FontWeight(name: row["weight"]))
        #expect(metrics.pointSize == (try row.number("size_pt")))
        #expect(metrics.leading == (try row.number("leading_pt")))
        #expect(metrics.emphasizedWeight == FontWeight(name: row["emphasized_weight"]))
    }

    @Test("watchOS categories, style order and per-case-size defaults")
    func watchStructure() throws {
        var categories = [ContentSizeCategory]()
        for row in Self.watchRows {
            let category = try #require(ContentSizeCategory(name: row["category"]))
            if categories.last != category { categories.append(category) }
            // "default 40mm/41mm/42mm" → each size defaults to this category.
            let text = row["device_default"]
            guard text.hasPrefix("default ") else { continue }
            for size in text.dropFirst("default ".count).split(separator: "/") {
                let millimeters = try #require(Int(size.replacingOccurrences(of: "mm", with: "")))
                #expect(TypePlatform.watchOSDefaultCategory(caseSizeMillimeters: millimeters) == category)
            }
        }
        #expect(categories == TypePlatform.watchos.supportedCategories)
        let styles = Self.watchRows.prefix(10).compactMap { TextStyle(name: $0["style"]) }
        #expect(styles == TypePlatform.watchos.textStyles)
    }

    @Test("every macOS style", arguments: macRows)
    func macCell(_ row: ReferenceRow) throws {
        let style = try #require(TextStyle(name: row["style"]))
        #expect(TextStyle(name: row["appkit_style"]) == style)
        let metrics = try DynamicTypeTable.style(style, platform: .macos)
        #expect(metrics.weight == FontWeight(name: row["weight"]))
        #expect(metrics.pointSize == (try row.number("size_pt")))
        #expect(metrics.leading == (try row.number("line_height_pt")))
        #expect(metrics.emphasizedWeight == FontWeight(name: row["emphasized_weight"]))
    }

    @Test("every tvOS style, with the 2025-12 HIG's weights", arguments: tvRows)
    func tvCell(_ row: ReferenceRow) throws {
        let style = try #require(TextStyle(name: row["style"]))
        let metrics = try DynamicTypeTable.style(style, platform: .tvos)
        #expect(metrics.pointSize == (try row.number("size_pt")))
        #expect(metrics.leading == (try row.number("leading_pt")))
        #expect(metrics.weight == FontWeight(name: row["weight_hig_2025_12"]))
        #expect(metrics.emphasizedWeight == FontWeight(name: row["emphasized_hig_2025_12"]))
    }

    @Test("the two tvOS readings differ only for Caption 1")
    func tvReadings() {
        let differing = Self.tvRows.filter {
            $0["weight_hig_2023_06"] != $0["weight_hig_2025_12"]
                || $0["emphasized_hig_2023_06"] != $0["emphasized_hig_2025_12"]
        }
        #expect(differing.map { $0["style"] } == ["Caption 1"])
    }

    @Test("macOS and tvOS style order follows the CSVs")
    func fixedOrder() {
        #expect(Self.macRows.compactMap { TextStyle(name: $0["style"]) } == TypePlatform.macos.textStyles)
        #expect(Self.tvRows.compactMap { TextStyle(name: $0["style"]) } == TypePlatform.tvos.textStyles)
    }

    @Test("tight/loose leading deltas", arguments: DynamicTypeReference.rows("leading_variants.csv"))
    func leadingVariant(_ row: ReferenceRow) throws {
        let platform = try #require(TypePlatform(name: row["platform"]))
        #expect(LeadingVariant.standard.delta(on: platform) == (try row.number("standard_delta_pt")))
        #expect(LeadingVariant.tight.delta(on: platform) == (try row.number("tight_delta_pt")))
        #expect(LeadingVariant.loose.delta(on: platform) == (try row.number("loose_delta_pt")))
        let body = try DynamicTypeTable.style(.body, platform: platform)
        #expect(body.tightLeading == body.leading + (try row.number("tight_delta_pt")))
    }

    @Test("leading variants: only tvOS is unpublished")
    func leadingPlatforms() throws {
        let rows = try DynamicTypeReference.load("leading_variants.csv")
        let listed = Set(rows.compactMap { TypePlatform(name: $0["platform"]) })
        #expect(listed == [.ios, .macos, .watchos])
        #expect(LeadingVariant.tight.delta(on: .tvos) == nil)
        #expect(LeadingVariant.loose.delta(on: .tvos) == nil)
    }

    @Test("default and minimum text sizes",
          arguments: DynamicTypeReference.rows("platform_default_min_text_sizes.csv"))
    func platformSizes(_ row: ReferenceRow) throws {
        // "iOS, iPadOS" → iOS; visionOS is not a TypePlatform.
        let name = row["platform"].split(separator: ",").first.map(String.init) ?? ""
        guard let platform = TypePlatform(name: name) else {
            #expect(name == "visionOS")
            return
        }
        #expect(platform.defaultTextSize == (try row.number("default_pt")))
        #expect(platform.minimumTextSize == (try row.number("minimum_pt")))
    }

    @Test("scale factors match ios_size_ratio_vs_large_DERIVED.csv",
          arguments: DynamicTypeReference.rows("ios_size_ratio_vs_large_DERIVED.csv"))
    func scaleFactor(_ row: ReferenceRow) throws {
        let category = try #require(ContentSizeCategory(name: row["category"]))
        let style = try #require(TextStyle(name: row["uikit_style"]))
        let factor = try DynamicTypeTable.scaleFactor(for: style, to: category)
        #expect(abs(factor - (try row.number("size_ratio"))) < 5e-7)
    }
}
