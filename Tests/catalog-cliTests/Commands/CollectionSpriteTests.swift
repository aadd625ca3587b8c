import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport
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

    @Test("ids: valid XML IDs, unique, in order", arguments: [
        (["fa-solid-house", "fa-solid-house", "fa-solid-house"], ["fa-solid-house", "fa-solid-house-2", "fa-solid-house-3"]),
        (["0.circle", "a b", "a_b", "x\"y<z>", "", "é.fill", "sf-star.fill"], ["_0.circle", "a_b", "a_b-2", "x_y_z_", "_", "_.fill", "sf-star.fill"]),
    ])
    func ids(names: [String], ids: [String]) {
        #expect(SVGSprite.ids(names) == ids)
    }
}
