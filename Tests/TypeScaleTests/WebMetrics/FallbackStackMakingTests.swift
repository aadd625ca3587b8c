import Foundation
import Testing
import TypeScale

/// `catalog fallback`'s stack made from its arguments: the fixture CatalogMetrics-Regular as the
/// web font, published system fonts (Capsize's metrics) as fallbacks, so no fontconfig is asked.
@Suite("FallbackStack: the fonts read and the stack made")
struct FallbackStackMakingTests {
    @Test("a published fallback's variant follows the weight and style asked", arguments: [
        ("700", "italic", 700, true),
        ("bold", "normal", 700, false),
        ("400", "oblique", 400, true),
    ])
    func variants(weight: String, style: String, expectedWeight: Int, italic: Bool) throws {
        let font = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
        var warnings = [String]()
        let stack = try FallbackStack.make(font: font, axes: nil, fallbacks: ["Arial", "Times New Roman"], sizeAdjust: nil, subset: .latin,
                                           descriptors: FontFaceDescriptors(fontWeight: weight, fontStyle: style), environment: [:],
                                           warnings: &warnings)
        #expect(warnings.isEmpty)
        #expect(stack.fallbacks.map(\.published) == [SystemFontMetrics.variant(of: "Arial", weight: expectedWeight, italic: italic),
                                                     SystemFontMetrics.variant(of: "Times New Roman", weight: expectedWeight, italic: italic)])
        #expect(stack.fallbacks.allSatisfy { $0.published != nil })
        #expect(stack.descriptors.map(\.fontWeight) == [weight, weight])
        #expect(stack.font.path == font)
    }

    @Test("the faces are sized from the web font's browser line (typo 800/-200/200, USE_TYPO_METRICS) and --size-adjust")
    func faces() throws {
        let font = try TestSupport.fixturePath("CatalogMetrics-Regular.ttf")
        var warnings = [String]()
        let stack = try FallbackStack.make(font: font, axes: nil, fallbacks: ["Arial"], sizeAdjust: 100, subset: .latin,
                                           descriptors: FontFaceDescriptors(), environment: [:], warnings: &warnings)
        let face = try #require(stack.faces.first)
        // At size-adjust 100%: ascent 800, |descent| 200, line gap 200 over a 1000-unit em.
        #expect(face.sizeAdjust == nil)
        #expect([face.ascentOverride, face.descentOverride, face.lineGapOverride] == [Double?]([80, 20, 20]))
    }

    @Test("a web font that cannot be read is an error")
    func unreadable() throws {
        var warnings = [String]()
        #expect(throws: (any Error).self) {
            try FallbackStack.make(font: NSTemporaryDirectory() + "no-such-font-\(getpid()).ttf", axes: nil, fallbacks: ["Arial"],
                                   sizeAdjust: nil, subset: .latin, descriptors: FontFaceDescriptors(), environment: [:], warnings: &warnings)
        }
    }
}
