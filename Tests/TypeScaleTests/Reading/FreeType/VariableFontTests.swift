import Foundation
import Testing
import TypeScale

/// The metrics fontTools' instancer gives CatalogVariable.ttf at one point of its design space.
struct InstanceExpectation: Sendable, CustomTestStringConvertible {
    let wght: Double
    let wdth: Double
    let typoAscender: Int
    let capHeight: Int
    let xHeight: Int
    let advanceH: Int
    let advanceX: Int

    var testDescription: String { "wght \(wght), wdth \(wdth)" }

    func check(_ face: FontFace, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let metrics = try face.metrics()
        #expect(metrics.designCoordinates == [DesignCoordinate(tag: "wght", value: wght), DesignCoordinate(tag: "wdth", value: wdth)],
                sourceLocation: sourceLocation)
        #expect(metrics.typographic == LineMetrics(ascender: typoAscender, descender: -200, lineGap: 100),
                sourceLocation: sourceLocation)
        #expect(metrics.capHeight == HeightMeasurement(value: capHeight, source: .os2), sourceLocation: sourceLocation)
        #expect(metrics.xHeight == HeightMeasurement(value: xHeight, source: .os2), sourceLocation: sourceLocation)
        #expect(try face.advanceWidth(for: "H") == advanceH, sourceLocation: sourceLocation)
        #expect(try face.advanceWidth(for: "x") == advanceX, sourceLocation: sourceLocation)
        // Not varied: MVAR has no tag for hhea, and the fixture does not vary win metrics.
        #expect(metrics.horizontalHeader == LineMetrics(ascender: 900, descender: -250, lineGap: 0), sourceLocation: sourceLocation)
        #expect(metrics.windows == WindowsMetrics(ascent: 950, descent: 250), sourceLocation: sourceLocation)
        #expect(metrics.freeTypeLineMetrics?.ascender == typoAscender, sourceLocation: sourceLocation)
    }
}

@Suite("Variable fonts: axes, named instances, metrics per instance")
struct VariableFontTests {
    static let file = "CatalogVariable.ttf"

    // Expected values from fontTools 4.68.0's instancer, e.g.
    //   python3 Scripts/font-metrics-reference.py Tests/CatalogTestSupport/Fixtures/fonts/CatalogVariable.ttf \
    //       --instance wght=700,wdth=100
    // which runs fontTools.varLib.instancer.instantiateVariableFont and prints the instance's
    // OS/2 sTypoAscender, sCapHeight, sxHeight and the hmtx advances of H and x.
    static let instances: [InstanceExpectation] = [
        InstanceExpectation(wght: 400, wdth: 100, typoAscender: 800, capHeight: 700, xHeight: 500, advanceH: 600, advanceX: 500),
        InstanceExpectation(wght: 100, wdth: 100, typoAscender: 780, capHeight: 690, xHeight: 480, advanceH: 560, advanceX: 480),
        InstanceExpectation(wght: 700, wdth: 100, typoAscender: 824, capHeight: 712, xHeight: 524, advanceH: 660, advanceX: 536),
        InstanceExpectation(wght: 900, wdth: 100, typoAscender: 840, capHeight: 720, xHeight: 540, advanceH: 700, advanceX: 560),
        InstanceExpectation(wght: 400, wdth: 75, typoAscender: 800, capHeight: 700, xHeight: 500, advanceH: 450, advanceX: 380),
        InstanceExpectation(wght: 700, wdth: 125, typoAscender: 824, capHeight: 712, xHeight: 524, advanceH: 810, advanceX: 656),
        InstanceExpectation(wght: 900, wdth: 75, typoAscender: 840, capHeight: 720, xHeight: 540, advanceH: 550, advanceX: 440),
        InstanceExpectation(wght: 250, wdth: 110, typoAscender: 790, capHeight: 695, xHeight: 490, advanceH: 640, advanceX: 538),
    ]

    static func expectation(wght: Double, wdth: Double) throws -> InstanceExpectation {
        try #require(instances.first { $0.wght == wght && $0.wdth == wdth })
    }

    @Test("axes and named instances as fvar lists them")
    func axesAndInstances() throws {
        let face = try FontFace(path: try TestSupport.fixturePath(Self.file))
        #expect(face.isVariable)
        #expect(try face.variationAxes == [
            VariationAxis(tag: "wght", name: "Weight", minimum: 100, defaultValue: 400, maximum: 900),
            VariationAxis(tag: "wdth", name: "Width", minimum: 75, defaultValue: 100, maximum: 125),
        ])
        let instances = try face.namedInstances
        #expect(instances.map(\.name) == ["Thin", "Regular", "Bold", "Black", "Condensed", "Expanded Bold"])
        #expect(instances.map(\.index) == Array(0..<6))
        #expect(instances[5].postScriptName == "CatalogVariable-ExpandedBold")
        #expect(instances[5].coordinates == [DesignCoordinate(tag: "wght", value: 700), DesignCoordinate(tag: "wdth", value: 125)])
        #expect(face.namedInstanceIndex == nil)
    }

    @Test("design coordinates", arguments: instances)
    func coordinates(_ expected: InstanceExpectation) throws {
        let face = try FontFace(path: try TestSupport.fixturePath(Self.file),
                                variation: .designCoordinates(["wght": expected.wght, "wdth": expected.wdth]))
        #expect(face.namedInstanceIndex == nil)
        try expected.check(face)
    }

    @Test("named instances", arguments: [
        (0, "Thin", 100.0, 100.0), (1, "Regular", 400, 100), (2, "Bold", 700, 100),
        (3, "Black", 900, 100), (4, "Condensed", 400, 75), (5, "Expanded Bold", 700, 125),
    ])
    func namedInstance(index: Int, name: String, wght: Double, wdth: Double) throws {
        let face = try FontFace(path: try TestSupport.fixturePath(Self.file), variation: .namedInstance(index))
        #expect(face.namedInstanceIndex == index)
        #expect(face.styleName == name)
        #expect(try face.metrics().styleName == name)
        #expect(try face.metrics().namedInstanceIndex == index)
        try Self.expectation(wght: wght, wdth: wdth).check(face)
    }

    @Test("two instances differ exactly as the instancer says")
    func difference() throws {
        let path = try TestSupport.fixturePath(Self.file)
        let regular = try FontFace(path: path, variation: .namedInstance(1)).metrics()
        let bold = try FontFace(path: path, variation: .namedInstance(2)).metrics()
        #expect(try #require(bold.typographic).ascender - #require(regular.typographic).ascender == 24)
        #expect(try #require(bold.capHeight.value) - #require(regular.capHeight.value) == 12)
        #expect(try #require(bold.xHeight.value) - #require(regular.xHeight.value) == 24)
    }

    @Test("an axis left out keeps its default; the default variation is the plain face")
    func partialAndDefault() throws {
        let path = try TestSupport.fixturePath(Self.file)
        try Self.expectation(wght: 700, wdth: 100).check(FontFace(path: path, variation: .designCoordinates(["wght": 700])))
        try Self.expectation(wght: 400, wdth: 75).check(FontFace(path: path, variation: .designCoordinates(["wdth": 75])))
        try Self.expectation(wght: 400, wdth: 100).check(FontFace(path: path, variation: .default))
        try Self.expectation(wght: 400, wdth: 100).check(FontFace(path: path))
    }

    @Test("coordinates outside an axis are clamped to it")
    func clamping() throws {
        let face = try FontFace(path: try TestSupport.fixturePath(Self.file),
                                variation: .designCoordinates(["wght": 2000, "wdth": 10]))
        try Self.expectation(wght: 900, wdth: 75).check(face)
    }

    @Test(
        "variation errors",
        arguments: [
            ("CatalogMetrics-Regular.ttf", FaceVariation.namedInstance(0), FreeTypeError.Reason.notVariable,
             "not a variable font (no variation axes)"),
            ("CatalogMetrics-Regular.ttf", .designCoordinates(["wght": 700]), .notVariable,
             "not a variable font (no variation axes)"),
            (file, .namedInstance(6), .namedInstanceOutOfRange(requested: 6, count: 6),
             "named instance 6 is out of range (the face has 6 named instances)"),
            (file, .namedInstance(-1), .namedInstanceOutOfRange(requested: -1, count: 6),
             "named instance -1 is out of range (the face has 6 named instances)"),
            (file, .designCoordinates(["wght": 700, "opsz": 17]), .unknownAxis(tag: "opsz", available: ["wght", "wdth"]),
             "no variation axis 'opsz' (the face has 'wght', 'wdth')"),
        ]
    )
    func errors(file: String, variation: FaceVariation, reason: FreeTypeError.Reason, message: String) throws {
        let path = try TestSupport.fixturePath(file)
        let error = try #require(#expect(throws: FreeTypeError.self) {
            _ = try FontFace(path: path, variation: variation)
        })
        #expect(error.reason == reason)
        #expect(error.description == "\(path): \(message)")
    }

    @Test("a static face has no axes, instances or coordinates")
    func staticFace() throws {
        let face = try FontFace(path: try TestSupport.fixturePath("CatalogMetrics-Regular.ttf"))
        #expect(!face.isVariable)
        #expect(try face.variationAxes.isEmpty)
        #expect(try face.namedInstances.isEmpty)
        #expect(try face.designCoordinates.isEmpty)
    }
}
