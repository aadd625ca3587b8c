import Testing
@testable import TypeScale
import CatalogTestSupport

/// What a variable face is, and how large one is read (issue 42: 2,000 axes and 7,800
/// instances made `metrics --json` print 375 MB and `type-ramp --font` take 2.5 GB; without
/// `gvar`, `metrics` listed axes `trim --axes` then called "not a variable font"). Fixtures
/// from `Scripts/make-hostile-fonts.py`, and the variable fixtures of `make-test-fonts.py`.
@Suite("Variable fonts: one definition for both readers, at most 64 axes and 1,024 instances")
struct VariationLimitTests {
    @Test("both readers call the same faces variable: FreeType's rule, fvar over glyf and gvar, or over CFF2", arguments: [
        ("CatalogVariable.ttf", true), ("CatalogOptical.ttf", true), ("CatalogTest-1000.ttf", false),
        ("CatalogGlyphs.otf", false), ("CatalogTest-1000.woff", false),
        ("hostile:CatalogVariable-NoGvar.ttf", false), ("hostile:CatalogVariable-CFF.otf", false),
        ("hostile:CatalogVariable-CFF2.otf", true), ("hostile:CatalogVariable-64Axes.ttf", true),
    ])
    func oneDefinition(_ name: String, _ variable: Bool) throws {
        let path = name.hasPrefix("hostile:") ? Fixtures.hostileFont(String(name.dropFirst(8))) : Fixtures.font(name)
        #expect(try FontFace(path: path).isVariable == variable)
        #expect((try FontTables(path: path).fontVariations() != nil) == variable)
        let fromTables = try FaceMetrics(reading: FontTables(path: path))
        let fromFreeType = try FontFace(path: path).metrics()
        #expect(fromTables.axes.isEmpty == !variable)
        #expect(fromTables.axes == fromFreeType.axes)
        #expect(fromTables.namedInstances == fromFreeType.namedInstances)
    }

    @Test("fvar without gvar: no axes from either reader, and no instance can be asked of it")
    func withoutGvar() throws {
        let path = Fixtures.hostileFont("CatalogVariable-NoGvar.ttf")
        #expect(try FaceMetrics.faces(inFile: path).map(\.axes) == [[]])
        #expect(throws: FreeTypeError(path: path, reason: .notVariable)) {
            try FontFace(path: path, variation: .designCoordinates(["wght": 700]))
        }
        #expect(throws: FreeTypeError(path: path, reason: .notVariable)) { try FontFace(path: path, variation: .namedInstance(0)) }
    }

    @Test("at the limits every axis and instance is read", arguments: [
        ("CatalogVariable-64Axes.ttf", 64, 1), ("CatalogVariable-1024Instances.ttf", 1, 1_024),
    ])
    func atLimits(_ name: String, _ axes: Int, _ instances: Int) throws {
        let path = Fixtures.hostileFont(name)
        let metrics = try #require(try FaceMetrics.faces(inFile: path).first)
        #expect(metrics.axes.count == axes)
        #expect(metrics.namedInstances.count == instances)
        #expect(metrics.namedInstances.allSatisfy { $0.coordinates.count == axes })
        let face = try FontFace(path: path, variation: .namedInstance(instances - 1))
        #expect(try face.variationAxes.count == axes)
    }

    @Test("past a limit both readers refuse, naming the count and the limit, before reading a record", arguments: [
        ("CatalogVariable-65Axes.ttf", VariationLimits.Excess.axes(count: 65), "65 variation axes, over the limit of 64 for a variable font"),
        ("CatalogVariable-1025Instances.ttf", .namedInstances(count: 1_025),
         "1,025 named instances, over the limit of 1,024 for a variable font"),
    ])
    func pastLimits(_ name: String, _ excess: VariationLimits.Excess, _ message: String) throws {
        let path = Fixtures.hostileFont(name)
        #expect(excess.message == message)
        #expect(throws: FontTableError(path: path, reason: .tooManyVariations(excess))) { try FontTables(path: path).fontVariations() }
        let refused = FreeTypeError(path: path, reason: .tooManyVariations(excess))
        #expect(refused.description == "\(path): \(message)")
        let face = try FontFace(path: path)
        #expect(face.isVariable)
        #expect(throws: refused) { try face.variationAxes }
        #expect(throws: refused) { try face.namedInstances }
        #expect(throws: refused) { try FaceMetrics.faces(inFile: path) }
        #expect(throws: refused) { try FontFace(path: path, variation: .namedInstance(0)) }
        #expect(throws: refused) { try FontFace(path: path, variation: .designCoordinates(["wght": 500])) }
    }

    @Test("the limits")
    func limits() {
        #expect(VariationLimits.axes == 64)
        #expect(VariationLimits.namedInstances == 1_024)
        #expect(VariationLimits.excess(axisCount: 64, instanceCount: 1_024) == nil)
        #expect(VariationLimits.excess(axisCount: 2_000, instanceCount: 7_800) == .axes(count: 2_000))
        #expect(VariationLimits.Excess.namedInstances(count: 7_800).message == "7,800 named instances, over the limit of 1,024 for a variable font")
    }
}
