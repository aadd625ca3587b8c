import SymbolTemplates
import Testing
import TypeScale

/// Which styles `template export` draws a symbol's templates from: each glyph here is a square
/// whose advance names its style, so each variant says where it came from.
@Suite("Template export: a symbol's designs and weights")
struct TemplateExportDesignsTests {
    static let advances = ["thin": 100.0, "light": 200, "regular": 300, "bold": 400, "solid": 500, "fill": 600, "brands": 700]

    static func glyph(_ style: String) -> TemplateGlyph {
        let square: [GlyphPath.Element] = [.move(x: 100, y: 0), .line(x: 900, y: 0), .line(x: 900, y: 700), .line(x: 100, y: 700), .close]
        return TemplateGlyph(elements: square, unitsPerEm: 1000, advance: advances[style] ?? 0)
    }

    /// Each template's name and its variants as `Variant=style`.
    static func drawn(_ exports: [(name: String, export: TemplateExport)]) -> [String] {
        exports.map { name, export in
            name + ": " + export.variants.map { variant, glyph in
                "\(variant)=" + (advances.first { $0.value == glyph.advance }?.key ?? "?")
            }.joined(separator: " ")
        }
    }

    @Test("Font Awesome's regular and solid, into a symbol set with no style asked: NAME and NAME.fill", arguments: [
        (nil, true, ["house: Regular-S=regular", "house.fill: Regular-S=solid"], [String?]()),
        (nil, false, ["house: Regular-S=regular"], ["regular"]),
        ("solid", true, ["house: Regular-S=solid"], ["solid"]),
    ] as [(String?, Bool, [String], [String?])])
    func designs(requested: String?, bothDesigns: Bool, expected: [String], asked: [String?]) throws {
        var styles = [String?]()
        let exports = try TemplateExport.designs(name: "house", styles: ["solid", "regular"], requested: requested, bothDesigns: bothDesigns,
                                                 style: { styles.append($0); return $0 ?? "solid" }, glyph: Self.glyph)
        #expect(Self.drawn(exports) == expected)
        #expect(styles == asked)
    }

    @Test("Phosphor's weights: Ultralight-S and Black-S from the lightest and heaviest when point-compatible")
    func weights() throws {
        let exports = try TemplateExport.designs(name: "house", styles: ["thin", "light", "regular", "bold", "fill"], requested: nil,
                                                 bothDesigns: true, style: { $0 ?? "thin" }, glyph: Self.glyph)
        #expect(Self.drawn(exports) == ["house: Ultralight-S=thin Regular-S=regular Black-S=bold"])
        #expect(exports.first?.export.notes == [
            "Ultralight-S from thin, Regular-S from regular, Black-S from bold: point-compatible, so Xcode interpolates the other weights",
        ])
    }

    @Test("without regular or a style asked, the style the reader chooses")
    func first() throws {
        let exports = try TemplateExport.designs(name: "github", styles: ["brands"], requested: nil, bothDesigns: true,
                                                 style: { $0 ?? "brands" }, glyph: Self.glyph)
        #expect(Self.drawn(exports) == ["github: Regular-S=brands"])
    }

    @Test("an error names its file unless it names its own", arguments: [
        (TemplateError.nothingDrawn, "logo.svg", "logo.svg: "),
        (TemplateError.file(path: "a.svg", reason: "not found"), "logo.svg", ""),
        (TemplateError.nothingDrawn, nil, ""),
    ] as [(TemplateError, String?, String)])
    func naming(error: TemplateError, file: String?, prefix: String) {
        #expect(error.naming(file: file) == prefix + error.description)
    }
}
