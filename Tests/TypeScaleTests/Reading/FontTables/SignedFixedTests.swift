import Testing
@testable import TypeScale

/// 16.16 values below zero. Expected values from fontTools 4.68.0 (`TTFont("CatalogSlant.ttf")
/// ["fvar"]`): axis slnt -12 … 0 (default 0), instances Regular {slnt: 0} and Italic
/// {slnt: -10}; `post.italicAngle` of CatalogMetricsLegacy-BoldItalic.otf is -11.25.
@Suite("Signed fixed-point reads")
struct SignedFixedTests {
    @Test("fvar axis limits and named-instance coordinates keep their sign")
    func slantInstances() throws {
        let path = try TestSupport.fixturePath("CatalogSlant.ttf")
        let face = try FontFace(path: path)
        let axes = try face.variationAxes
        #expect(axes.map { "\($0.tag) \($0.minimum) \($0.defaultValue) \($0.maximum)" } == ["slnt -12.0 0.0 0.0"])
        #expect(try face.namedInstances.map { "\($0.name ?? "-") \($0.coordinates.map(\.value))" } == ["Regular [0.0]", "Italic [-10.0]"])
        let italic = try FontFace(path: path, variation: .namedInstance(1))
        #expect(try italic.designCoordinates.map(\.value) == [-10])
        let designed = try FontFace(path: path, variation: .designCoordinates(["slnt": -6]))
        #expect(try designed.designCoordinates.map(\.value) == [-6])
        #expect(try FontFace(path: try TestSupport.fixturePath("CatalogMetricsLegacy-BoldItalic.otf")).metrics().italicAngle == -11.25)
    }

    @Test("the low 32 bits of FreeType's Fixed are the signed value")
    func conversion() {
        #expect(FontFace.double(fixed: 0xFFF6_0000) == -10)
        #expect(FontFace.double(fixed: -0xA_0000) == -10)
        #expect(FontFace.double(fixed: 0x7FFF_FFFF) == 32768 - 1.0 / 65536)
        #expect(FontFace.double(fixed: 0x10000) == 1)
    }
}
