import Testing
@testable import AdaptiveLayout

/// Every device of the published table reproduced: the compiled table against the excerpt of
/// `../shared/reference/adaptive-layout.md` §1 (`Fixtures/hig-layout-excerpt.tsv`), row for row.
@Suite("The device table is the HIG's, as the dated excerpt gives it")
struct HIGExcerptTests {
    static let excerpt = HIGExcerpt.shared

    static func size(_ text: String) -> Dimensions {
        let parts = text.split(separator: "x").compactMap { Double($0) }
        return Dimensions(width: parts[0], height: parts[1])
    }

    @Test("the excerpt has its 21 screen rows, 9 watch rows and 16 models not covered")
    func excerptCounts() {
        #expect(Self.excerpt.rows("screens").count == 21)
        #expect(Self.excerpt.rows("watch").count == 9)
        #expect(Self.excerpt.rows("not-covered").count == 16)
    }

    @Test("every screen row: points, pixels, UIKit scale, copies and the other reading", arguments: HIGExcerpt.shared.rows("screens"))
    func screen(row: HIGExcerpt.Row) throws {
        let device = try #require(LayoutTable.allDevices.first { $0.higRow == row.model }, "no device row \(row.model)")
        #expect(device.portraitPoints == Self.size(row.points[0]))
        #expect(device.uikitScale == Double(row.scale))
        #expect(device.printedPixels == Self.size(row.pixels[0]))
        #expect(device.inEveryCopy == (row.copies == "all"))
        #expect(device.idiom == (row.landscape == "pad" ? .pad : .phone))
        if row.points.count == 2 {
            // Copies disagree: the other reading is kept, and its pixels are the panel's.
            let other = try #require(device.otherReading)
            #expect(other == "\(row.points[1]) pt, \(row.pixels[1]) px @\(row.scale)x")
            #expect(device.nativePixels == Self.size(row.pixels[1]))
        } else {
            #expect(device.otherReading == nil)
        }
    }

    @Test("every watch row: pixels only", arguments: HIGExcerpt.shared.rows("watch"))
    func watch(row: HIGExcerpt.Row) throws {
        let device = try #require(LayoutTable.allDevices.first { $0.higRow == row.model }, "no device row \(row.model)")
        #expect(device.idiom == .watch)
        #expect(device.printedPixels == Self.size(row.pixels[0]))
        #expect(device.portraitPoints == nil && device.uikitScale == nil && device.portraitClasses == nil)
    }

    @Test("no device row the excerpt lacks; the models not covered are the excerpt's")
    func nothingElse() {
        let models = Set(Self.excerpt.rows.filter { $0.table != "not-covered" }.map(\.model))
        #expect(Set(LayoutTable.allDevices.map(\.higRow)) == models)
        #expect(LayoutTable.allDevices.count == models.count)
        #expect(LayoutTable.modelsNotCovered.map(\.name) == Self.excerpt.rows("not-covered").map(\.model))
    }

    @Test("full-screen size classes: iPads regular/regular; iPhones compact/regular in portrait, large models regular/compact in landscape",
          arguments: HIGExcerpt.shared.rows("screens"))
    func fullScreenClasses(row: HIGExcerpt.Row) throws {
        let device = try #require(LayoutTable.allDevices.first { $0.higRow == row.model })
        let (regular, compact) = (SizeClass.regular, SizeClass.compact)
        let portrait = row.landscape == "pad" ? SizeClasses(width: regular, height: regular) : SizeClasses(width: compact, height: regular)
        let landscape = switch row.landscape {
        case "pad": SizeClasses(width: regular, height: regular)
        case "large": SizeClasses(width: regular, height: compact)
        default: SizeClasses(width: compact, height: compact)
        }
        #expect(device.portraitClasses == portrait)
        #expect(device.landscapeClasses == landscape)
    }

    @Test("native scale where it differs: the Plus models 1080 px / 414 pt, the minis 1080 / 375 = 2.88; else UIKit's")
    func nativeScale() throws {
        for device in LayoutTable.allDevices where device.idiom != .watch {
            switch device.id {
            case "iphone-8-plus": #expect(device.nativeScale == 1080.0 / 414.0 && device.printedPixelsAreNative)
            case "iphone-13-mini": #expect(device.nativeScale == 2.88)
            default: #expect(device.nativeScale == device.uikitScale, "\(device.name)")
            }
        }
    }
}
