import Testing
import TypeScale

/// Tracking look-ups: exact rows, the nearer-smaller-row rule, clamping, design and platform
/// choice. Values quoted from the HIG tables (`tracking_*.csv`).
@Suite("Dynamic Type: tracking")
struct DynamicTypeTrackingTests {
    @Test("17 pt SF Pro on iOS is -26/1000 em and -0.43 pt, as the HIG prints")
    func sfPro17() throws {
        let tracking = try Tracking.tracking(forPointSize: 17, design: .default, platform: .ios)
        #expect(tracking.thousandthsOfEm == -26)
        #expect(tracking.points == -0.43)
        #expect(tracking.em == -0.026)
        #expect(abs(tracking.pointsFromThousandths - -0.442) < 1e-12)
        #expect(tracking.table == .sfProIOS)
        #expect(tracking.row == TrackingRow(pointSize: 17, thousandthsOfEm: -26, points: -0.43))
        #expect(tracking.description == "17 pt SF Pro on iOS: -26/1000 em (-0.43 pt)")
    }

    @Test("README examples for SF Pro", arguments: [
        (11.0, 6, 0.06), (12, 0, 0), (13, -6, -0.08), (15, -16, -0.23), (17, -26, -0.43),
        (20, -23, -0.45), (22, -12, -0.26), (24, 3, 0.07), (28, 14, 0.38), (34, 12, 0.40),
        (80, 0, 0), (96, 0, 0),
    ])
    func readmeExamples(size: Double, thousandths: Int, points: Double) throws {
        for platform in [TypePlatform.ios, .macos, .tvos] {
            let tracking = try Tracking.tracking(forPointSize: size, platform: platform)
            #expect(tracking.thousandthsOfEm == thousandths)
            #expect(tracking.points == points)
        }
    }

    /// Rows from `tracking_sf_pro_ios_ipados_visionos.csv` and `tracking_new_york.csv`:
    /// 6 pt 41/0.24, 17 pt -26/-0.43, 18 pt -25/-0.44, 54 pt 6/0.32, 56 pt 6/0.30,
    /// 76 pt 1/0.07, 80 pt 0/0; New York 100 pt -16/-1.56, 120 pt -16/-1.88, 260 pt -18/-4.57.
    @Test("between rows the nearest row applies, a tie to the smaller; its values unscaled")
    func betweenRows() throws {
        let tracking = try Tracking.tracking(forPointSize: 17.5)
        #expect(tracking.row?.pointSize == 17)  // a tie: the smaller
        #expect(tracking.thousandthsOfEm == -26)
        #expect(tracking.points == -0.43)
        #expect(try Tracking.tracking(forPointSize: 17.6).row?.pointSize == 18)
        #expect(try Tracking.tracking(forPointSize: 17.99).points == -0.44)
        // AX5 Title 3 is 55 pt: the 54 pt row's +0.32 pt, not 0.32 x 55/54 (0.3259, above
        // both neighbours).
        let title3 = try Tracking.tracking(forPointSize: 55)
        #expect(title3.row?.pointSize == 54)
        #expect(title3.points == 0.32)
        #expect(try Tracking.tracking(forPointSize: 77).thousandthsOfEm == 1)
        #expect(try Tracking.tracking(forPointSize: 79).thousandthsOfEm == 0)
        #expect(try Tracking.tracking(forPointSize: 110, design: .serif).row?.pointSize == 100)
        #expect(try Tracking.tracking(forPointSize: 111, design: .serif).points == -1.88)
    }

    @Test("below the first row the first row, above the last row the last, unscaled")
    func clamping() throws {
        let small = try Tracking.tracking(forPointSize: 3)
        #expect(small.thousandthsOfEm == 41)
        #expect(small.row?.pointSize == 6)
        #expect(small.points == 0.24)
        let large = try Tracking.tracking(forPointSize: 200)
        #expect(large.thousandthsOfEm == 0)
        #expect(large.points == 0)
        let serif = try Tracking.tracking(forPointSize: 520, design: .serif)
        #expect(serif.thousandthsOfEm == -18)
        #expect(serif.row?.pointSize == 260)
        #expect(serif.points == -4.57)
    }

    @Test("every table: a size between two rows takes the nearer, the lower on a tie; never a value outside theirs")
    func everyGap() throws {
        for table in TrackingTable.all {
            for (lower, upper) in zip(table.rows, table.rows.dropFirst()) {
                #expect(lower.pointSize < upper.pointSize, "\(table.id) is sorted")
                let middle = (lower.pointSize + upper.pointSize) / 2
                #expect(table.row(forPointSize: lower.pointSize + 0.01) == lower, "\(table.id) at \(lower.pointSize)")
                #expect(table.row(forPointSize: middle) == lower, "\(table.id) at \(middle)")
                #expect(table.row(forPointSize: upper.pointSize - 0.01) == upper, "\(table.id) below \(upper.pointSize)")
                #expect(table.row(forPointSize: upper.pointSize) == upper)
            }
            #expect(table.row(forPointSize: 1) == table.rows.first)
            #expect(table.row(forPointSize: 10_000) == table.rows.last)
            #expect(table.rows.first?.pointSize == 6)
        }
    }

    @Test("design and platform choose the table")
    func tableChoice() {
        #expect(TrackingTable.table(for: .default, platform: .ios)?.id == .sfProIOS)
        #expect(TrackingTable.table(for: .default, platform: .macos)?.id == .sfProMacOSTvOS)
        #expect(TrackingTable.table(for: .default, platform: .tvos)?.id == .sfProMacOSTvOS)
        #expect(TrackingTable.table(for: .default, platform: .watchos)?.id == .sfCompact)
        #expect(TrackingTable.table(for: .rounded, platform: .watchos)?.id == .sfCompactRounded)
        for platform in [TypePlatform.ios, .macos, .tvos] {
            #expect(TrackingTable.table(for: .rounded, platform: platform)?.id == .sfProRounded)
        }
        for platform in TypePlatform.allCases {
            #expect(TrackingTable.table(for: .serif, platform: platform)?.id == .newYork)
            #expect(TrackingTable.table(for: .monospaced, platform: platform) == nil)
            for design in FontDesign.allCases {
                #expect(TrackingTable.table(for: design, platform: platform)?.familyName
                    ?? "SF Mono" == design.familyName(on: platform))
            }
        }
        #expect(TrackingTable.all.map(\.id) == TrackingTable.ID.allCases)
    }

    @Test("monospaced tracking is 0 at any size")
    func monospaced() throws {
        for size in [6.0, 17, 33.3, 500] {
            let tracking = try Tracking.tracking(forPointSize: size, design: .monospaced, platform: .ios)
            #expect(tracking.thousandthsOfEm == 0)
            #expect(tracking.points == 0)
            #expect(tracking.table == nil)
            #expect(tracking.row == nil)
        }
    }

    @Test("watchOS uses SF Compact: 19 pt is -12, 20 pt jumps to 0; rounded differs below 20")
    func watchOS() throws {
        #expect(try Tracking.tracking(forPointSize: 19, platform: .watchos).thousandthsOfEm == -12)
        #expect(try Tracking.tracking(forPointSize: 20, platform: .watchos).thousandthsOfEm == 0)
        #expect(try Tracking.tracking(forPointSize: 19, design: .rounded, platform: .watchos)
            .thousandthsOfEm == 2)
        // From 20 pt up SF Compact Rounded equals SF Compact.
        let compact = TrackingTable.sfCompact.rows.filter { $0.pointSize >= 20 }
        let rounded = TrackingTable.sfCompactRounded.rows.filter { $0.pointSize >= 20 }
        #expect(compact == rounded)
    }

    @Test("SF Pro iOS and macOS/tvOS tables differ only at 52/53 pt, where points swap")
    func sfProTables() throws {
        let ios = TrackingTable.sfProIOS.rows
        let mac = TrackingTable.sfProMacOSTvOS.rows
        #expect(ios.count == mac.count)
        let differing = zip(ios, mac).filter { $0 != $1 }.map(\.0.pointSize)
        #expect(differing == [52, 53])
        #expect(try Tracking.tracking(forPointSize: 52, platform: .ios).points == 0.33)
        #expect(try Tracking.tracking(forPointSize: 53, platform: .ios).points == 0.31)
        #expect(try Tracking.tracking(forPointSize: 52, platform: .macos).points == 0.31)
        #expect(try Tracking.tracking(forPointSize: 53, platform: .tvos).points == 0.33)
    }

    @Test("text style metrics carry their tracking")
    func styleTracking() throws {
        let body = try DynamicTypeTable.style(.body)
        #expect(body.tracking().thousandthsOfEm == -26)
        #expect(body.tracking(design: .serif).thousandthsOfEm == -4)
        #expect(body.tracking(design: .rounded).thousandthsOfEm == 22)
        #expect(body.tracking(design: .monospaced).points == 0)
    }

    @Test("a point size must be positive and finite", arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func invalidSizes(size: Double) {
        #expect(throws: DynamicTypeError.self) { try Tracking.tracking(forPointSize: size) }
        do {
            _ = try Tracking.tracking(forPointSize: size)
        } catch {
            // NaN != NaN, so compare the message instead of the case.
            #expect(error.description.hasPrefix("point size must be a positive finite number, got "))
        }
    }
}
