import Foundation
import Testing
import TypeScale

/// Names, weights, widths, designs and tracking rows against the reference CSVs.
@Suite(
    "Dynamic Type names and tracking match ../shared/reference/dynamic-type",
    .enabled(if: DynamicTypeReference.isAvailable, DynamicTypeReference.absentMessage))
struct DynamicTypeReferenceNameTests {
    // MARK: Categories and styles

    @Test("every category spelling", arguments: DynamicTypeReference.rows("content_size_categories.csv"))
    func category(_ row: ReferenceRow) throws {
        let category = try #require(ContentSizeCategory(rawValue: Int(row["order"]) ?? -1))
        #expect(category.order == Int(row["order"]))
        #expect(category.higName == row["hig_name"])
        #expect(category.uikitName == row["uikit_UIContentSizeCategory"])
        #expect(category.uikitRawValue == row["uikit_raw_value"])
        #expect(category.swiftUIName == row["swiftui_DynamicTypeSize"])
        #expect(category.isAccessibilityCategory == (row["is_accessibility"] == "true"))
        #expect((TypePlatform.ios.defaultCategory == category) == (row["is_default_ios"] == "true"))
        for column in ["hig_name", "uikit_UIContentSizeCategory", "uikit_raw_value", "swiftui_DynamicTypeSize"] {
            let spelling = row[column]
            #expect(ContentSizeCategory(name: spelling) == category, "\(column) \(spelling)")
            #expect(ContentSizeCategory(name: spelling.lowercased()) == category, "\(spelling) lowercased")
            #expect(ContentSizeCategory(name: spelling.uppercased()) == category, "\(spelling) uppercased")
            #expect(try ContentSizeCategory(parsing: spelling) == category)
        }
    }

    @Test("the CSV has the 12 categories and no spelling names two of them")
    func categoryTable() throws {
        let rows = try DynamicTypeReference.load("content_size_categories.csv")
        #expect(rows.count == ContentSizeCategory.allCases.count)
        var owner = [String: String]()
        for row in rows {
            for column in ["hig_name", "uikit_UIContentSizeCategory", "uikit_raw_value", "swiftui_DynamicTypeSize"] {
                let key = row[column].lowercased()
                #expect(owner[key] == nil || owner[key] == row["order"], "\(key)")
                owner[key] = row["order"]
            }
        }
    }

    @Test("every text style spelling", arguments: DynamicTypeReference.rows("text_styles.csv"))
    func textStyle(_ row: ReferenceRow) throws {
        guard row["hig_name"].contains("visionOS") else {
            let style = try #require(TextStyle(name: row["hig_name"]))
            #expect(style.displayName == row["hig_name"])
            #expect(style.uikitName == row["uikit_UIFont_TextStyle"])
            #expect(style.uikitRawValue == row["uikit_raw_value"])
            #expect(style.swiftUIName == row["swiftui_Font_TextStyle"])
            for column in ["uikit_UIFont_TextStyle", "uikit_raw_value", "swiftui_Font_TextStyle"] {
                #expect(TextStyle(name: row[column]) == style, "\(column) \(row[column])")
                #expect(TextStyle(name: row[column].uppercased()) == style)
            }
            return
        }
        // visionOS's Extra Large Titles have no published size table: not modelled.
        #expect(TextStyle(name: row["uikit_UIFont_TextStyle"]) == nil)
    }

    // MARK: Weights, widths, designs

    @Test("every weight", arguments: DynamicTypeReference.rows("font_weights.csv"))
    func weight(_ row: ReferenceRow) throws {
        let weight = try #require(FontWeight(name: row["apple_name"]))
        #expect(weight.appleName == row["apple_name"])
        #expect(weight.appleWeightValue == (try row.number("UIFont_Weight_rawValue")))
        #expect(weight.appleWeightValue == (try row.number("NSFontWeight_rawValue")))
        #expect(weight.openTypeWeight == Int(row["css_opentype_usWeightClass_convention"]))
        #expect(weight.fontconfigWeight == Int(row["fontconfig_FC_WEIGHT_via_FcWeightFromOpenType"]))
        #expect(weight.openTypeName == row["css_name_for_that_class"])
        #expect(FontWeight(name: row["css_opentype_usWeightClass_convention"]) == weight)
    }

    @Test("the weight CSV lists the nine weights in order")
    func weightOrder() throws {
        let rows = try DynamicTypeReference.load("font_weights.csv")
        #expect(rows.compactMap { FontWeight(name: $0["apple_name"]) } == FontWeight.allCases)
    }

    @Test("fontconfig weight anchors", arguments: DynamicTypeReference.rows("fontconfig_weight_map.csv"))
    func fontconfigAnchor(_ row: ReferenceRow) throws {
        let openType = try row.number("opentype_weight")
        #expect(FontWeight.fontconfigWeight(openTypeWeight: openType) == (try row.number("fc_weight")))
    }

    @Test("fontconfig weight map: anchors in CSV order")
    func fontconfigMap() throws {
        let rows = try DynamicTypeReference.load("fontconfig_weight_map.csv")
        let anchors = try rows.map { (try $0.number("opentype_weight"), try $0.number("fc_weight")) }
        #expect(anchors.map(\.0) == FontWeight.fontconfigWeightAnchors.map(\.openType))
        #expect(anchors.map(\.1) == FontWeight.fontconfigWeightAnchors.map(\.fontconfig))
    }

    @Test("Apple widths", arguments: DynamicTypeReference.rows("apple_font_widths.csv"))
    func appleWidth(_ row: ReferenceRow) throws {
        guard let width = FontWidth(name: row["apple_name"]) else {
            #expect(row["apple_name"] == "(trait range)")
            return
        }
        #expect(width.rawValue == row["apple_name"])
        #expect(width.appleWidthValue == (try row.number("Font_Width_/_UIFont_Width_/_NSFontWidth_rawValue")))
        #expect(width.sfProFamilyName == row["sf_pro_family_name"])
    }

    @Test("extraExpanded is ours, not Apple's")
    func extraExpanded() throws {
        let rows = try DynamicTypeReference.load("apple_font_widths.csv")
        let apple = Set(rows.compactMap { FontWidth(name: $0["apple_name"]) })
        #expect(apple == [.compressed, .condensed, .standard, .expanded])
        #expect(FontWidth.extraExpanded.appleWidthValue == nil)
    }

    @Test("OpenType width classes", arguments: DynamicTypeReference.rows("opentype_width_classes.csv"))
    func widthClass(_ row: ReferenceRow) throws {
        let widthClass = try #require(Int(row["usWidthClass"]))
        guard let width = FontWidth(openTypeWidthClass: widthClass) else {
            #expect([1, 4, 6, 9].contains(widthClass))
            return
        }
        #expect(width.openTypeWidthClass == widthClass)
        #expect(width.fontconfigWidth == Int(row["fontconfig_FC_WIDTH"]))
        #expect(width.widthPercent == (try row.number("percent_of_normal_(wdth_axis_value)")))
    }

    @Test("designs", arguments: DynamicTypeReference.rows("font_designs.csv"))
    func design(_ row: ReferenceRow) throws {
        let design = try #require(FontDesign(name: row["SwiftUI_Font_Design"]))
        #expect(FontDesign(name: row["UIFontDescriptor_SystemDesign"]) == design)
        #expect(design.cssGenericFamily == row["css_generic_family_(WebKit)"])
        #expect(FontDesign(name: row["css_generic_family_(WebKit)"]) == design)
        // "SF Pro (SF Compact on watchOS)": the family, and optionally the watchOS family.
        let family = row["family"]
        if let open = family.firstIndex(of: "(") {
            let watch = family[family.index(after: open)...].replacingOccurrences(of: " on watchOS)", with: "")
            #expect(design.familyName(on: .ios) == family[..<open].trimmingCharacters(in: .whitespaces))
            #expect(design.familyName(on: .watchos) == watch)
        } else {
            #expect(design.familyName(on: .ios) == family)
            #expect(design.familyName(on: .macos) == family)
        }
    }

    // MARK: Tracking

    static let trackingFiles: [(TrackingTable.ID, String)] = [
        (.sfProIOS, "tracking_sf_pro_ios_ipados_visionos.csv"),
        (.sfProMacOSTvOS, "tracking_sf_pro_macos_tvos.csv"),
        (.sfProRounded, "tracking_sf_pro_rounded.csv"),
        (.newYork, "tracking_new_york.csv"),
        (.sfCompact, "tracking_sf_compact_watchos.csv"),
        (.sfCompactRounded, "tracking_sf_compact_rounded_watchos.csv"),
    ]

    /// The (design, platform) pairs that use each table.
    static func users(of table: TrackingTable.ID) -> [(FontDesign, TypePlatform)] {
        FontDesign.allCases.flatMap { design in
            TypePlatform.allCases.compactMap { platform in
                TrackingTable.table(for: design, platform: platform)?.id == table ? (design, platform) : nil
            }
        }
    }

    struct TrackingCase: Sendable, CustomTestStringConvertible {
        let table: TrackingTable.ID
        let row: ReferenceRow
        var testDescription: String { "\(table) \(row.testDescription)" }
    }

    static let trackingCases: [TrackingCase] = trackingFiles.flatMap { id, file in
        DynamicTypeReference.rows(file).map { TrackingCase(table: id, row: $0) }
    }

    @Test("every tracking row, through every design and platform that uses its table", arguments: trackingCases)
    func trackingRow(_ test: TrackingCase) throws {
        let size = try test.row.number("size_pt")
        let thousandths = try #require(Int(test.row["tracking_1_1000_em"]))
        let points = try test.row.number("tracking_pt")
        let expected = TrackingRow(pointSize: size, thousandthsOfEm: thousandths, points: points)
        #expect(TrackingTable.table(test.table).row(forPointSize: size) == expected)
        let users = Self.users(of: test.table)
        #expect(!users.isEmpty)
        for (design, platform) in users {
            let tracking = try Tracking.tracking(forPointSize: size, design: design, platform: platform)
            #expect(tracking.thousandthsOfEm == thousandths, "\(design) on \(platform)")
            #expect(tracking.points == points, "\(design) on \(platform)")
            #expect(tracking.table == test.table)
        }
    }

    @Test("each tracking table has exactly the CSV's rows, in order")
    func trackingTables() throws {
        for (id, file) in Self.trackingFiles {
            let rows = try DynamicTypeReference.load(file)
            let expected = try rows.map {
                TrackingRow(pointSize: try $0.number("size_pt"),
                            thousandthsOfEm: try #require(Int($0["tracking_1_1000_em"])),
                            points: try $0.number("tracking_pt"))
            }
            let actual = TrackingTable.table(id).rows
            #expect(actual.count == expected.count, "\(file)")
            for (index, (ours, theirs)) in zip(actual, expected).enumerated() where ours != theirs {
                Issue.record("\(file) row \(index + 1): \(ours) ≠ \(theirs)")
            }
            #expect(TrackingTable.table(id).id == id)
        }
    }
}
