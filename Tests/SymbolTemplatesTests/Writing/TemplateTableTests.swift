import Testing
import TypeScale
@testable import SymbolTemplates

/// ``TemplateWriter/segments(name:variants:version:)`` and ``TemplateTable``: the segments are
/// the template's text in order, the symbol's own parts only its name, margins and outline,
/// and a table gives back every template it holds while keeping the shared text once.
@Suite("Template segments and the site's table")
struct TemplateTableTests {
    /// A square from (x, 0) to (x + side, side) in an em of 1000, advancing `advance`.
    static func square(_ x: Double, _ side: Double, advance: Double) -> TemplateGlyph {
        TemplateGlyph(elements: [.move(x: x, y: 0), .line(x: x + side, y: 0), .line(x: x + side, y: side), .line(x: x, y: side), .close], unitsPerEm: 1000, advance: advance)
    }

    static let glyphs: [(String, [(VariantName, TemplateGlyph)])] = [
        ("a", [(.regularSmall, square(100, 600, advance: 800))]),
        ("b&c", [(.regularSmall, square(0, 1000, advance: 1000))]),
        ("d", [(VariantName(.ultralight, .small), square(120, 560, advance: 800)), (.regularSmall, square(100, 600, advance: 800)),
               (VariantName(.black, .small), square(50, 700, advance: 800))]),
        ("e", [(.regularSmall, square(100, 300, advance: 500))]),
    ]

    @Test("the segments joined are the template; the symbol's own are its name, margins and outline", arguments: [TemplateVersion.v3, .v4])
    func segments(version: TemplateVersion) {
        for (name, variants) in Self.glyphs {
            let segments = TemplateWriter.segments(name: name, variants: variants, version: version)
            #expect(segments.map(\.text).joined() == TemplateWriter.svg(name: name, variants: variants, version: version))
            let own = segments.compactMap { if case .own(let text) = $0 { text } else { nil } }
            // The label, then per variant 2 margins × 2 (x1, x2), then per variant its x and its outline.
            #expect(own.count == 1 + variants.count * 6)
            #expect(own.first == (name == "b&c" ? "b&amp;c" : name))
        }
        let a = TemplateWriter.segments(name: "a", variants: Self.glyphs[0].1)
        #expect(Array(a.compactMap { if case .own(let text) = $0 { text } else { nil } }.dropFirst()) == [
            "1418.524", "1418.524", "1481.164", "1481.164", "1418.524",
            TemplateWriter.pathData(TemplatePlacement(Self.glyphs[0].1[0].1, as: .regularSmall).glyphToVariant.apply(Self.glyphs[0].1[0].1.elements)),
        ])
    }

    @Test("a table gives back each template; templates of the same variants share every piece")
    func table() {
        var table = TemplateTable()
        for (name, variants) in Self.glyphs {
            table.add(name: name, segments: TemplateWriter.segments(name: name, variants: variants))
        }
        #expect(table.templates.map(\.name) == ["a", "b&c", "d", "e"])
        for ((name, variants), template) in zip(Self.glyphs, table.templates) {
            #expect(table.text(of: template.parts) == TemplateWriter.svg(name: name, variants: variants))
        }
        let pieces = { (index: Int) in table.templates[index].parts.compactMap { if case .piece(let n) = $0 { n } else { nil } } }
        #expect(pieces(0) == pieces(1) && pieces(0) == pieces(3))
        #expect(Set(pieces(2)).isSuperset(of: [pieces(0)[0], pieces(0).last!]), "the same head and tail")
        // Each shared text once; Regular-S alone: 8 pieces between its 7 own parts, the same `" x2="` among them.
        #expect(Set(table.pieces).count == table.pieces.count)
        #expect(pieces(0).count == 8 && Set(pieces(0)).count < 8)
        #expect(Set(pieces(0)).union(pieces(2)).count == table.pieces.count)
    }
}
