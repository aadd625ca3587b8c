import Testing
@testable import AdaptiveLayout

/// `--width/--height --idiom` at the thresholds the HIG's screens set: the greatest compact and
/// the least regular full screen of the idiom in each direction (phones: 736 pt wide is the
/// iPhone 8 Plus in landscape, regular; 874 pt the iPhone 17 in landscape, compact; heights:
/// 440 pt compact, 568 pt regular), Split View's 320 pt on iPadOS up to 18, and iOS 27's rule
/// that a phone-idiom window stays compact at any width.
@Suite("Typed windows: the size class at each threshold, and the rule that decided it")
struct TypedWindowTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let idiom: Idiom
        let width: Double
        let height: Double
        let os: Int
        let widthClass: SizeClass?
        let widthKind: FigureKind
        let heightClass: SizeClass?
        let heightKind: FigureKind

        var testDescription: String { "\(idiom) \(Int(width))×\(Int(height)) iOS \(os)" }
    }

    static func c(_ idiom: Idiom, _ width: Double, _ height: Double, os: Int = 18,
                  _ widthClass: SizeClass?, _ widthKind: FigureKind, _ heightClass: SizeClass?, _ heightKind: FigureKind) -> Case {
        Case(idiom: idiom, width: width, height: height, os: os, widthClass: widthClass, widthKind: widthKind,
             heightClass: heightClass, heightKind: heightKind)
    }

    static let cases: [Case] = [
        // A full screen of the table: its published classes.
        c(.phone, 320, 568, .compact, .published, .regular, .published),
        c(.phone, 736, 414, .regular, .published, .compact, .published),
        c(.phone, 874, 402, .compact, .published, .compact, .published),
        c(.phone, 956, 440, .regular, .published, .compact, .published),
        // Below the least regular width (736), above the greatest compact one (874).
        c(.phone, 735, 400, .compact, .derived, .compact, .derived),
        c(.phone, 875, 300, .regular, .derived, .compact, .derived),
        // Between them the HIG's phones differ; between 440 and 568 pt tall it has none.
        c(.phone, 736, 500, nil, .notPublished, nil, .notPublished),
        c(.phone, 874, 441, nil, .notPublished, nil, .notPublished),
        c(.phone, 600, 567, .compact, .derived, nil, .notPublished),
        c(.phone, 600, 568, .compact, .derived, .regular, .derived),
        // iOS 27: the phone idiom stays compact at any width (measured); heights as before.
        c(.phone, 1000, 800, os: 27, .compact, .measured, .regular, .derived),
        c(.phone, 736, 414, os: 27, .compact, .measured, .compact, .published),
        c(.phone, 1000, 800, os: 26, .regular, .derived, .regular, .derived),
        // iPads: no wider than the narrow Split View window (320 pt) is compact up to iPadOS 18;
        // from the narrowest full screen (744 pt, the iPad mini) on, regular.
        c(.pad, 320, 1000, .compact, .derived, .regular, .derived),
        c(.pad, 321, 1000, nil, .notPublished, .regular, .derived),
        c(.pad, 743, 743, nil, .notPublished, nil, .notPublished),
        c(.pad, 744, 744, .regular, .derived, .regular, .derived),
        c(.pad, 1032, 1376, .regular, .published, .regular, .published),
        // iPadOS 26 and 27 resize windows freely: no Split View width bounds the compact ones.
        c(.pad, 320, 1000, os: 27, nil, .notPublished, .regular, .derived),
        c(.pad, 744, 1000, os: 26, .regular, .derived, .regular, .derived),
    ]

    static func layout(_ idiom: Idiom, _ width: Double, _ height: Double, os: Int) throws -> WindowLayout {
        var query = LayoutQuery(.window(widthPoints: width, heightPoints: height, idiom: idiom))
        query.os = os
        return try WindowLayout(query)
    }

    @Test("the class at each threshold, with its kind", arguments: cases)
    func threshold(_ c: Case) throws {
        let layout = try Self.layout(c.idiom, c.width, c.height, os: c.os)
        #expect(layout.widthClass.value == c.widthClass)
        #expect(layout.widthClass.kind == c.widthKind)
        #expect(layout.heightClass.value == c.heightClass)
        #expect(layout.heightClass.kind == c.heightKind)
        #expect(layout.width.value == c.width && layout.width.kind == .given)
        #expect(layout.orientation == (c.width > c.height ? .landscape : .portrait))
    }

    @Test("each rule names what decided it")
    func rules() throws {
        let below = try Self.layout(.phone, 735, 400, os: 18)
        #expect(below.widthClass.provenance.rule == "no greater width than a compact full screen, and less than every regular one")
        #expect(below.widthClass.provenance.inputs == [
            "the greatest width of a compact full screen: 874 pt, iPhone 17 in landscape, published",
            "the least width of a regular full screen: 736 pt, iPhone 8 Plus in landscape, published",
        ])
        let overlap = try Self.layout(.phone, 800, 300, os: 18)
        #expect(overlap.widthClass.provenance.note == "between 736 and 874 pt wide the HIG's screens differ "
            + "(iPhone 8 Plus in landscape regular, iPhone 17 in landscape compact): the class follows the model, not the width")
        let gap = try Self.layout(.phone, 600, 500, os: 18)
        #expect(gap.heightClass.provenance.note == "between 440 and 568 pt tall the HIG has no screen of this idiom "
            + "(iPhone 17 Pro Max in landscape compact, iPhone SE (1st generation) in portrait regular)")
        let split = try Self.layout(.pad, 300, 900, os: 18)
        #expect(split.widthClass.provenance.sources == ["hackworth-ipad-pro", "apple-multitasking"])
        let free = try Self.layout(.pad, 300, 900, os: 27)
        #expect(free.widthClass.provenance.sources == ["apple-tn3192"])
        let phone27 = try Self.layout(.phone, 1000, 800, os: 27)
        #expect(phone27.widthClass.provenance.sources == ["apple-forums-836088", "fatbobman-size-class"])
    }

    @Test("a typed window has no safe area, so nothing measured from it; and no scale")
    func nothingInvented() throws {
        let layout = try Self.layout(.phone, 400, 800, os: 18)
        #expect(layout.safeArea.value == nil && layout.safeArea.kind == .notPublished)
        #expect(layout.margins.leading.value == 16)
        #expect(layout.margins.leadingFromEdge.value == nil && layout.readable.width.value == nil)
        #expect(throws: LayoutError.noScale) { try layout.converted(to: .pixels) }
    }

    @Test("sizes that cannot be a window, and the watch idiom, are refused", arguments: [0.0, -1, 10_001, .infinity])
    func refused(_ size: Double) {
        #expect(throws: LayoutError.invalidWindowSize("height", size)) { try Self.layout(.phone, 400, size, os: 18) }
        #expect(throws: LayoutError.noWindowRules(.watch)) { try Self.layout(.watch, 200, 200, os: 18) }
        let nan = #expect(throws: LayoutError.self) { try Self.layout(.pad, .nan, 800, os: 18) }
        #expect(nan?.description == "--width needs a number of points greater than 0 and at most 10000, not nan")
    }
}
