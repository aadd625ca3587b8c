import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport
import SymbolCatalog
import SymbolGlyphs

/// `catalog collection export NAME --format svg-sprite`: one `<svg>` of `<symbol>`s, each the
/// drawing `glyph --format svg --plain` writes, read back as XML.
@Suite("catalog collection export: SVG sprite")
struct CollectionSpriteTests {
    /// The part of a document or symbol after its paint: the elements.
    static func body(_ text: Substring) -> Substring {
        let start = text.range(of: "</title>")?.upperBound ?? text.firstIndex(of: ">").map { text.index(after: $0) }!
        let end = text.range(of: "</s", options: .backwards)!.lowerBound
        return text[start..<end]
    }

    @Test("Lucide: a <symbol id> per icon with its own viewBox and strokes, the same elements as glyph --plain")
    func lucide() throws {
        let fixture = StoreFixture(label: "sprite")
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "lines"], dataSet: "lucide")
        _ = fixture.run(["collection", "add", "lines", "house", "heart", "circle-dot"], dataSet: "lucide")
        let result = fixture.run(["collection", "export", "lines", "--format", "svg-sprite"], dataSet: "lucide")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let svg = try SVGOutline(result.standardOutput)
        #expect(svg.root?.name == "svg")
        let symbols = svg.elements.filter { $0.name == "symbol" }
        #expect(symbols.map { $0.attributes["id"] } == ["lucide-house", "lucide-heart", "lucide-circle-dot"])
        #expect(symbols.allSatisfy { $0.attributes["viewBox"] == "0 0 24 24" && $0.attributes["stroke"] == "currentColor"
            && $0.attributes["fill"] == "none" && $0.attributes["stroke-width"] == "2" })
        #expect(svg.elements.filter { $0.name == "title" }.count == 3)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.first == "<svg xmlns=\"http://www.w3.org/2000/svg\">" && lines.last == "</svg>" && lines.count == 5)
        for (line, name) in zip(lines.dropFirst(), ["house", "heart", "circle-dot"]) {
            let plain = fixture.run(["glyph", name, "--format", "svg", "--plain"], dataSet: "lucide")
            #expect(Self.body(line) == Self.body(Substring(plain.standardOutput)), "\(name)")
        }
    }

    @Test("Font Awesome: each symbol in its own style and width, the drawing of glyph --plain",
          .enabled(if: FontAwesomeFonts.installed, "Font Awesome 6 Free is not installed; run Scripts/install-fonts.sh"))
    func fontAwesome() throws {
        let fixture = StoreFixture(label: "sprite-fa")
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "toolbar"], dataSet: "fontawesome-6")
        _ = fixture.run(["collection", "add", "toolbar", "house", "heart", "github", "0"], dataSet: "fontawesome-6")
        let result = fixture.run(["collection", "export", "toolbar", "--format", "svg-sprite", "--style", "regular"], dataSet: "fontawesome-6")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "catalog: note: no regular style, drawn in their own: house, github, 0\n")
        let symbols = try SVGOutline(result.standardOutput).elements.filter { $0.name == "symbol" }
        #expect(symbols.map { $0.attributes["id"] } == ["fa-solid-house", "fa-regular-heart", "fa-brands-github", "fa-solid-0"])
        #expect(symbols.map { $0.attributes["viewBox"] } == ["0 0 576 512", "0 0 512 512", "0 0 496 512", "0 0 320 512"])
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        for (line, arguments) in zip(lines, [["house"], ["heart", "--style", "regular"], ["github"], ["0"]]) {
            let plain = fixture.run(["glyph"] + arguments + ["--format", "svg", "--plain"], dataSet: "fontawesome-6")
            #expect(Self.body(line) == Self.body(Substring(plain.standardOutput)), "\(arguments)")
        }
    }

    @Test("SF: without --symbols-font, one line saying why; names the set lacks are noted")
    func apple() {
        let fixture = StoreFixture(label: "sprite-sf")
        defer { fixture.remove() }
        _ = fixture.run(["collection", "new", "toolbar"], dataSet: fixture.sf6)
        _ = fixture.run(["collection", "add", "toolbar", "heart", "fresh"], dataSet: fixture.sf6)
        let result = fixture.run(["collection", "export", "toolbar", "--format", "svg-sprite"], dataSet: fixture.sf6)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "catalog: 'heart' has no SVG in sf6: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
            + "give --symbols-font FILE|PATTERN, a font of yours that draws them\n")
        // In sf5, which lacks `fresh`, drawn from a font of the user's (CatalogGlyphs has no glyph
        // named heart, so the sprite is empty and says so).
        let drawn = fixture.run(["collection", "export", "toolbar", "--format", "svg-sprite", "--symbols-font", Fixtures.font("CatalogGlyphs.ttf")],
                                dataSet: fixture.sf5)
        #expect(drawn.exitCode == 0, "\(drawn.standardError)")
        #expect(drawn.standardOutput == "<svg xmlns=\"http://www.w3.org/2000/svg\">\n</svg>\n")
        #expect(drawn.standardError == "catalog: note: not in sf5, left out: fresh\ncatalog: note: no glyph in the font, left out: heart\n")
    }

    /// `Fixtures/svg-sprite-cases.json`, which the site's page runs too (`sprite.test.js`).
    struct Cases: Decodable {
        struct IDs: Decodable, CustomTestStringConvertible {
            let why: String, names: [String], ids: [String]
            var testDescription: String { why }
        }
        struct Title: Decodable, CustomTestStringConvertible {
            let why: String, title: String, escaped: String
            var testDescription: String { why }
        }
        let ids: [IDs]
        let titles: [Title]

        static let file = CLI.packageRoot.appendingPathComponent("Tests/catalog-cliTests/Fixtures/svg-sprite-cases.json")
        static let all = (try? JSONDecoder().decode(Cases.self, from: Data(contentsOf: file))) ?? Cases(ids: [], titles: [])
    }

    @Test("the cases file reads: 6 id cases, 9 titles")
    func casesFile() throws {
        let cases = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: Cases.file))
        #expect(cases.ids.count == 6 && cases.titles.count == 9)
    }

    @Test("ids: valid XML IDs, unique, in order", arguments: Cases.all.ids)
    func ids(_ example: Cases.IDs) {
        #expect(SVGSprite.ids(example.names) == example.ids)
    }

    /// A stroked drawing of one path on a 24 × 24 grid, its stroke attributes on the root.
    static func drawing() throws -> DesignDrawing {
        let attributes = try SVGElement.attributes(encoded: "fill=\"none\" stroke=\"currentColor\"")
        let elements = [try SVGElement(encoded: "path d=\"M5 12h14\"")]
        return DesignDrawing(stroked: elements, grid: try SVGGrid(viewBoxHeight: 24, viewBoxWidth: 24, baseline: 21, strokeAttributes: attributes, strokes: ["x": elements]))
    }

    @Test("titles: escaped as a <symbol>'s <title>; the frame the site's page fills makes the same symbol", arguments: Cases.all.titles)
    func title(_ example: Cases.Title) throws {
        let drawing = try Self.drawing()
        let symbol = drawing.symbol(id: "lucide-x", title: example.title)
        #expect(symbol == "<symbol id=\"lucide-x\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\"><title>\(example.escaped)</title><path d=\"M5 12h14\"/></symbol>")
        // The page fills {id}, {title} (escaped by the cases), {width}, and the last {body}.
        let frame = drawing.symbolFrame
        #expect(frame == "<symbol id=\"{id}\" viewBox=\"0 0 {width} 24\" fill=\"none\" stroke=\"currentColor\"><title>{title}</title>{body}</symbol>")
        #expect(frame.replacingOccurrences(of: "{id}", with: "lucide-x").replacingOccurrences(of: "{title}", with: example.escaped)
            .replacingOccurrences(of: "{width}", with: drawing.widthText).replacingOccurrences(of: "{body}", with: drawing.body) == symbol)
    }
}
