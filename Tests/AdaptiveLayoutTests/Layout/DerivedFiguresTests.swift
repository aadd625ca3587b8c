import Testing
@testable import AdaptiveLayout

/// The figures catalog derives, each from named inputs: margins widened by the safe area,
/// the space between them, the readable guide centred in them, the space between the bars,
/// pixels from points; and what stays not published when an input is.
@Suite("Derived figures: margins, readable guide, bars and pixels from their inputs")
struct DerivedFiguresTests {
    static func layout(_ name: String, _ orientation: Orientation = .portrait, os: Int = 18,
                       category: String = "Large", widths: ReadableWidths? = nil) throws -> WindowLayout {
        var query = LayoutQuery(.device(try DeviceNames.resolve(name)))
        query.orientation = orientation
        query.os = os
        query.sizeCategory = category
        query.readableWidths = widths
        return try WindowLayout(query)
    }

    @Test("a Dynamic Island phone in landscape: margins widened by the 59 pt insets, the readable guide centred")
    func dynamicIslandLandscape() throws {
        let layout = try Self.layout("iPhone 15", .landscape)
        #expect(layout.width.value == 852 && layout.height.value == 393)
        #expect(layout.safeArea.value == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(layout.safeArea.kind == .measured && layout.safeArea.provenance.sources == ["csl-cool-dynamic-island"])
        #expect(layout.margins.leading.value == 16 && layout.margins.leading.kind == .published)
        #expect(layout.margins.leadingFromEdge.value == 75 && layout.margins.leadingFromEdge.kind == .derived)
        #expect(layout.margins.leadingFromEdge.provenance.inputs == ["safe area left 59 pt, measured", "margin 16 pt, published"])
        #expect(layout.margins.between.value == 702)
        #expect(layout.readable.readableWidth.value == 672 && layout.readable.readableWidth.kind == .derived)
        #expect(layout.readable.width.value == 672)
        #expect(layout.readable.leading.value == 90)
        #expect(layout.bars.navigationBar.value == 32 && layout.bars.navigationBar.kind == .measured)
        #expect(layout.bars.toolbar.value == nil && layout.bars.between.value == nil)
    }

    @Test("an iPhone 8 in portrait: status bar 20, navigation bar 44; the readable guide is the margins guide")
    func homeButtonPortrait() throws {
        let layout = try Self.layout("iPhone 8")
        #expect(layout.safeArea.value == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) && layout.safeArea.kind == .derived)
        #expect(layout.bars.statusBar.value == 20 && layout.bars.statusBar.kind == .measured)
        #expect(layout.bars.navigationBar.value == 44)
        #expect(layout.margins.between.value == 343)
        #expect(layout.readable.width.value == 343 && layout.readable.leading.value == 16)
    }

    @Test("the iPad 10.2-inch in landscape: 20 pt margins; the iPad Air 2's 672 pt readable width, centred (iPadOS 12–18: 50 pt bars)")
    func homeButtonIPad() throws {
        let layout = try Self.layout("iPad 10.2-inch", .landscape)
        #expect(layout.width.value == 1080 && layout.widthClass.value == .regular)
        #expect(layout.margins.leadingFromEdge.value == 20 && layout.margins.between.value == 1040)
        #expect(layout.readable.readableWidth.value == 672 && layout.readable.readableWidth.kind == .measured)
        #expect(layout.readable.leading.value == 204 && layout.readable.width.value == 672)
        #expect(layout.bars.navigationBar.value == 50 && layout.bars.toolbar.value == 50)
        #expect(layout.bars.between.value == 690)  // 810 less the 20 pt status bar and both 50 pt bars
        let old = try Self.layout("iPad 10.2-inch", .landscape, os: 11)
        #expect(old.bars.navigationBar.value == 44 && old.bars.largeTitle.value == 52)
    }

    @Test("the iPad Air 2 measurement reproduced by the rule: 1024 pt wide, 20 pt margins, 672 pt readable: 176 pt inset")
    func readableRule() {
        let margin = 20.0, width = 1024.0, readable = 672.0
        let between = width - 2 * margin
        #expect(between == 984)
        #expect(margin + (between - min(between, readable)) / 2 == 176)
    }

    @Test("an iPad without a published safe area: margins from the edges, the guide and the bars' space not published")
    func unknownSafeArea() throws {
        let layout = try Self.layout("ipad-pro-13-m4", .landscape)
        #expect(layout.safeArea.kind == .notPublished)
        #expect(layout.margins.leading.value == 20)
        for figure in [layout.margins.leadingFromEdge, layout.margins.between, layout.readable.width, layout.bars.between] {
            #expect(figure.value == nil && figure.kind == .notPublished)
        }
        #expect(layout.readable.width.provenance.note == "needs the layout margins guide, not published")
    }

    @Test("iOS 26 and 27: bars and readable widths not published; size category changes only the readable width")
    func newest() throws {
        let layout = try Self.layout("iPhone 8", os: 27)
        #expect(layout.bars.navigationBar.kind == .notPublished && layout.readable.readableWidth.kind == .notPublished)
        #expect(layout.notes.contains("Size category Large: only the readable content guide depends on it; every other figure is the same at every size."))
        let ax5 = try Self.layout("iPhone 8", os: 18, category: "AX5")
        let large = try Self.layout("iPhone 8", os: 18)
        #expect(ax5.readable.readableWidth.value == nil && large.readable.readableWidth.value == 672)
        let others = { (l: WindowLayout) in l.entries.filter { !$0.key.hasPrefix("readableGuide") } }
        #expect(others(ax5) == others(large))
    }

    @Test("a user's readable widths answer first, measured, naming the file and line")
    func userWidths() throws {
        let widths = try ReadableWidths(path: "mine.txt", text: "# simulator\nAX3 960pt\n\nLarge\t700\n", category: { $0 })
        let layout = try Self.layout("iPad 10.2-inch", .landscape, os: 27, category: "AX3", widths: widths)
        #expect(layout.readable.readableWidth.value == 960 && layout.readable.readableWidth.kind == .measured)
        #expect(layout.readable.readableWidth.provenance.sources == ["file:mine.txt"])
        #expect(layout.readable.readableWidth.provenance.note == "line 2 of mine.txt")
        #expect(layout.readable.width.value == 960)
        #expect(layout.sourceIDs.contains("file:mine.txt"))
    }

    @Test("a readable-widths file that is not one names the line", arguments: [
        ("Large", "mine.txt:1: expected CATEGORY WIDTH, found 'Large'"),
        ("Huge 600", "mine.txt:1: unknown size category 'Huge'"),
        ("Large 600\nLarge 700", "mine.txt:2: Large again (first on line 1)"),
        ("Large -5", "mine.txt:1: '-5' is not a width in points greater than 0 and at most 10000"),
        ("Large 1e3", "mine.txt:1: '1e3' is not a width in points greater than 0 and at most 10000"),
    ])
    func badWidths(text: String, message: String) {
        let known = ["Large", "AX3"]
        let error = #expect(throws: LayoutError.self) {
            try ReadableWidths(path: "mine.txt", text: text, category: { known.contains($0) ? $0 : nil })
        }
        #expect(error?.description == message)
        #expect(error?.isUsage == false)
    }

    @Test("pixels: the HIG's own where it prints them (published), else points × the scale (derived)")
    func pixels() throws {
        let pro = try Self.layout("iPhone 16 Pro").converted(to: .pixels)
        #expect(pro.width.value == 1206 && pro.width.kind == .published && pro.height.value == 2622)
        #expect(pro.scale?.value == 3 && pro.scale?.kind == .published)
        #expect(pro.safeArea.kind == .notPublished)
        let plus = try Self.layout("iPhone 8 Plus", .landscape).converted(to: .pixels)
        #expect(plus.width.value == 2208 && plus.width.kind == .derived && plus.height.value == 1242)
        let plusNative = try Self.layout("iPhone 8 Plus", .landscape).converted(to: .nativePixels)
        #expect(plusNative.width.value == 1920 && plusNative.width.kind == .published)
        #expect(plusNative.scale?.value == 1080.0 / 414.0 && plusNative.scale?.kind == .derived)
        let mini = try Self.layout("iPhone 13 mini").converted(to: .nativePixels)
        #expect(mini.width.value == 1080 && mini.height.value == 2340 && mini.scale?.value == 2.88)
        #expect(mini.margins.leading.value == 16 * 2.88 && mini.margins.leading.kind == .derived)
        let watch = try Self.layout("Apple Watch Series 11 (46 mm)").converted(to: .pixels)
        #expect(watch.width.value == 416 && watch.height.value == 496 && watch.width.kind == .published)
    }
}
