import Testing
@testable import AdaptiveLayout

/// Size classes for every iPad, orientation and arrangement, and the windows' widths and
/// heights, against ../shared/reference/adaptive-layout.md §2: only the two-thirds app in
/// landscape is regular, except both halves on the large iPad Pro (Apple's archived guide);
/// the narrow app and Slide Over are 320 pt wide, Slide Over 40 pt shorter than the screen
/// (Hackworth); the other widths derived from the screen's fraction.
@Suite("Split View and Slide Over: size classes and sizes for every iPad, orientation and arrangement")
struct SplitViewTests {
    static let pads = LayoutTable.allDevices.filter { $0.idiom == .pad }
    static let arrangements: [Arrangement] = [.oneThird, .half, .twoThirds, .slideOver]

    /// The large iPad Pro of Apple's guide (the 12.9-inch), and the iPads catalog treats alike
    /// (derived): today's large iPad Pro, and the iPad Air with the 12.9-inch's screen.
    static let largeIPadPro: [String: FigureKind] = ["ipad-pro-12-9": .published, "ipad-pro-13-m4": .derived, "ipad-air-13": .derived]

    /// The reference's rule, written out: (arrangement, orientation, large iPad Pro) → width class.
    static func expectedWidthClass(_ arrangement: Arrangement, _ orientation: Orientation, large: Bool) -> SizeClass {
        switch (arrangement, orientation) {
        case (.twoThirds, .landscape): .regular
        case (.half, .landscape): large ? .regular : .compact
        default: .compact
        }
    }

    static var cases: [(String, Orientation, Arrangement)] {
        pads.flatMap { pad in Orientation.allCases.flatMap { o in arrangements.map { (pad.id, o, $0) } } }
    }

    static func layout(_ id: String, _ orientation: Orientation, _ arrangement: Arrangement, os: Int = 18) throws -> WindowLayout {
        let device = try #require(LayoutTable.device(id: id))
        var query = LayoutQuery(.device(DeviceNames.Resolution(device: device, model: device.name)))
        query.orientation = orientation
        query.arrangement = arrangement
        query.os = os
        return try WindowLayout(query)
    }

    @Test("iPadOS 11–18: the width class by the published rule, the height class regular", arguments: cases)
    func classes(id: String, orientation: Orientation, arrangement: Arrangement) throws {
        for os in [11, 18] {
            let layout = try Self.layout(id, orientation, arrangement, os: os)
            let large = Self.largeIPadPro[id]
            let expected = Self.expectedWidthClass(arrangement, orientation, large: large != nil)
            #expect(layout.widthClass.value == expected)
            let isLargeHalf = arrangement == .half && orientation == .landscape && large != nil
            #expect(layout.widthClass.kind == (isLargeHalf ? large! : .published))
            #expect(layout.widthClass.provenance.sources == ["apple-multitasking"])
            #expect(layout.heightClass.value == .regular && layout.heightClass.kind == .derived)
        }
    }

    @Test("iPadOS 11–18: 320 pt measured for the narrow app and Slide Over; halves and two thirds from the screen's width",
          arguments: cases)
    func sizes(id: String, orientation: Orientation, arrangement: Arrangement) throws {
        let layout = try Self.layout(id, orientation, arrangement)
        let screen = try #require(LayoutTable.device(id: id)?.screenPoints(orientation))
        switch arrangement {
        case .oneThird, .slideOver:
            #expect(layout.width.value == 320 && layout.width.kind == .measured)
            #expect(layout.width.provenance.sources == ["hackworth-ipad-pro"])
        case .half:
            #expect(layout.width.value == screen.width / 2 && layout.width.kind == .derived)
        default:
            #expect(layout.width.value == screen.width * 2 / 3 && layout.width.kind == .derived)
        }
        let height = arrangement == .slideOver ? screen.height - 40 : screen.height
        #expect(layout.height.value == height && layout.height.kind == .derived)
    }

    @Test("iPadOS 26 and 27: windows resize freely, so no Split View size or class is published", arguments: cases)
    func freeWindows(id: String, orientation: Orientation, arrangement: Arrangement) throws {
        for os in [26, 27] {
            let layout = try Self.layout(id, orientation, arrangement, os: os)
            for figure in [layout.width, layout.height] { #expect(figure.value == nil && figure.kind == .notPublished) }
            #expect(layout.widthClass.value == nil && layout.heightClass.value == nil)
            #expect(layout.widthClass.provenance.sources == ["apple-tn3192"])
        }
    }

    @Test("full screen: the HIG's classes in every orientation and OS version")
    func fullScreen() throws {
        for device in LayoutTable.allDevices where device.idiom != .watch {
            for orientation in Orientation.allCases {
                for os in LayoutTable.releases.map(\.version) {
                    let layout = try Self.layout(device.id, orientation, .fullScreen, os: os)
                    #expect(layout.widthClass.value == device.classes(orientation)?.width)
                    #expect(layout.heightClass.value == device.classes(orientation)?.height)
                    #expect(layout.widthClass.kind == .published && layout.heightClass.kind == .published)
                }
            }
        }
    }

    @Test("no phone or watch has Split View or Slide Over, in any orientation", arguments: LayoutTable.allDevices.filter { $0.idiom != .pad }.map(\.id))
    func noMultitasking(id: String) throws {
        let device = try #require(LayoutTable.device(id: id))
        for arrangement in Self.arrangements {
            #expect(throws: LayoutError.noMultitasking(device.name, device.idiom)) { try Self.layout(id, .portrait, arrangement) }
            #expect(throws: LayoutError.self) { try Self.layout(id, .landscape, arrangement) }
        }
    }

    @Test("a phone or a watch has no Split View; a watch no landscape")
    func refused() throws {
        #expect(throws: LayoutError.noMultitasking("iPhone 17", .phone)) { try Self.layout("iphone-17", .portrait, .half) }
        #expect(throws: LayoutError.noLandscape("Apple Watch Ultra 3 (49 mm)")) {
            try Self.layout("apple-watch-ultra-3", .landscape, .fullScreen)
        }
    }
}
