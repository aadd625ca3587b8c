import Foundation
import Testing
import TypeScale
import SymbolTemplates
import CatalogTestSupport

/// Templates written for every glyph of a font (of Lucide, a sample outside the campaign), read back: no finding, and the outline equal
/// to the font's within 0.01 font unit once the placement's transform is undone.
@Suite("Templates written and read back")
struct TemplateRoundTripTests {
    /// Lucide's built font (Scripts/build-icon-fonts.py, in the cache), when it is there.
    static let lucide: String? = {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["CATALOG_CACHE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "/root") + "/.cache") + "/catalog"
        let folder = cache + "/icon-fonts"
        guard let sets = try? FileManager.default.contentsOfDirectory(atPath: folder),
              let lucide = sets.sorted().last(where: { $0.hasPrefix("lucide-") }),
              let files = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + lucide),
              let font = files.first(where: { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }) else { return nil }
        return folder + "/" + lucide + "/" + font
    }()

    @Test(arguments: ["CatalogGlyphs.ttf", "CatalogGlyphs.otf"])
    func everyGlyphOfAFixtureFont(_ name: String) throws {
        let compared = try Self.roundTrip(font: CatalogTestSupport.Fixtures.font(name))
        #expect(compared > 3)
    }

    /// Every glyph of Lucide in the campaign (`Scripts/campaign.sh templates`); a seeded 200 of
    /// them in `swift test`.
    @Test(.enabled(if: lucide != nil, "Lucide's font is not built: run Scripts/install-fonts.sh lucide"))
    func everyGlyphOfLucide() throws {
        let compared = try Self.roundTrip(font: try #require(Self.lucide)) { Campaign.subset($0, sample: 200, seed: 0x1C1DE) }
        #expect(compared > (Campaign.scale == nil ? 180 : 1_800))
    }

    /// Writes, reads and compares every glyph with contours (of the glyph indices `choose`
    /// keeps); how many were compared.
    static func roundTrip(font: String, choose: ([Int]) -> [Int] = { $0 }) throws -> Int {
        let face = try FontFace(path: font)
        var compared = 0
        for index in choose(Array(0..<face.glyphCount)) {
            let metrics = try face.glyphMetrics(glyphIndex: index)
            guard metrics.bounds != nil else { continue }
            let glyph = TemplateGlyph(metrics)
            let svg = TemplateWriter.svg(name: "glyph \(index)", variants: [(.regularSmall, glyph)])
            let template = try TemplateReader.read(Array(svg.utf8), file: "glyph\(index).svg")
            #expect(TemplateChecker.check(template) == [], "glyph \(index)")
            let variant = try #require(template.variant(.regularSmall))
            let placement = TemplatePlacement(glyph, as: .regularSmall)
            let back = try #require(placement.glyphToVariant.inverted).apply(variant.localElements)
            try #require(back.count == glyph.elements.count, "glyph \(index): \(back.count) elements, not \(glyph.elements.count)")
            for (read, original) in zip(back, glyph.elements) {
                let a = Self.coordinates(read), b = Self.coordinates(original)
                #expect(a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 0.01 }, "glyph \(index): \(read) vs \(original)")
            }
            compared += 1
        }
        return compared
    }

    static func coordinates(_ element: GlyphPath.Element) -> [Double] {
        switch element {
        case .move(let x, let y), .line(let x, let y): [x, y]
        case .quadratic(let cx, let cy, let x, let y): [cx, cy, x, y]
        case .cubic(let a, let b, let c, let d, let x, let y): [a, b, c, d, x, y]
        case .close: []
        }
    }

    @Test func placementFollowsTheExportedTemplates() throws {
        // A 1000-unit em, the glyph's box 100…900 across and −100…700 up, advance 1000.
        let square: [GlyphPath.Element] = [.move(x: 100, y: -100), .line(x: 900, y: -100), .line(x: 900, y: 700), .line(x: 100, y: 700), .close]
        let placement = TemplatePlacement(TemplateGlyph(elements: square, unitsPerEm: 1000, advance: 1000), as: .regularSmall)
        #expect(abs(placement.scale - 0.0783) < 1e-12)
        #expect(abs(placement.width - 78.3) < 1e-9)
        #expect(abs(placement.origin.x - (1449.844 - 39.15)) < 1e-9 && placement.origin.y == 696)
        // The box's middle (300 units up) lands half the cap height above the baseline.
        let middle = placement.glyphToVariant.apply(0, 300).y
        #expect(abs(middle + 70.459 / 2) < 1e-9)
    }
}
