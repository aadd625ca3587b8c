import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `catalog glyph` on the fixture fonts: CatalogGlyphs.ttf (square 100,0–700,600, triangle
/// (100,0) (100,600) (700,0), dome; advance 800, upem 1000; see Scripts/make-test-fonts.py) as
/// the symbol font and CatalogMetrics-Regular.ttf (typo 800/−200 with USE_TYPO_METRICS, cap
/// height 700, upem 1000) as the text font. Expected figures follow from those constructions.
@Suite("catalog glyph")
struct GlyphCommandTests {
    static let glyphs = Fixtures.font("CatalogGlyphs.ttf")
    static func arguments(_ char: String, _ extra: [String] = []) -> [String] {
        ["glyph", "--font", glyphs, "--char", char, "--text-font", FontFixtures.metrics] + extra
    }

    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = CLI.run(arguments)
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    static func box(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any] else { return nil }
        return ["xMin", "yMin", "xMax", "yMax"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
    }

    static func point(_ value: Any?) -> [Double]? {
        guard let object = value as? [String: Any] else { return nil }
        return ["x", "y"].compactMap { (object[$0] as? NSNumber)?.doubleValue }
    }

    @Test("JSON: the contract's keys in order, figures in font units and points, placement")
    func json() throws {
        let result = CLI.run(Self.arguments("U+25B2", ["--text-style", "body", "--json"]))
        #expect(result.exitCode == 0, "\(result.standardError)")
        // Top-level keys in the order written (issue 7's contract, plus our extras).
        let keys = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  \"") }
            .map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
        #expect(keys == ["schemaVersion", "name", "character", "font", "unitsPerEm", "glyphIndex", "bounds", "advance",
                         "leftSideBearing", "rightSideBearing", "alignmentBox", "baselineOffset", "opticalCenter",
                         "opticalCenterOffset", "points", "placement", "textFont"])

        let document = try Self.json(Self.arguments("U+25B2", ["--text-style", "body", "--json"]))
        #expect(document["name"] as? String == "U+25B2")
        let font = try #require(document["font"] as? [String: Any])
        #expect(font["family"] as? String == "Catalog Glyphs")
        #expect(font["file"] as? String == Self.glyphs)
        #expect(document["unitsPerEm"] as? Int == 1000)
        #expect(Self.box(document["bounds"]) == [100, 0, 700, 600])
        #expect(document["advance"] as? Double == 800)
        #expect(document["leftSideBearing"] as? Double == 100)
        #expect(document["rightSideBearing"] as? Double == 100)
        #expect(Self.box(document["alignmentBox"]) == [0, -200, 800, 800])
        #expect(document["baselineOffset"] as? Double == 0)
        #expect(Self.point(document["opticalCenter"]) == [300, 200])
        #expect(Self.point(document["opticalCenterOffset"]) == [-100, -100])

        // Body at Large: 17 pt, medium: 0.017 pt per unit.
        let points = try #require(document["points"] as? [String: Any])
        #expect(points["pointSize"] as? Double == 17)
        #expect(Self.box(points["bounds"]) == [1.7, 0, 11.9, 10.2])
        #expect(points["advance"] as? Double == 13.6)
        #expect(Self.box(points["alignmentBox"]) == [0, -3.4, 13.6, 13.6])
        #expect(Self.point(points["opticalCenter"]) == [5.1, 3.4])

        // Half the cap height 0.7 × 17 / 2 = 5.95 pt; the box's middle 300 × 0.017 = 5.1 pt.
        let placement = try #require(document["placement"] as? [String: Any])
        #expect(placement["textStyle"] as? String == "body")
        #expect(placement["sizeCategory"] as? String == "Large")
        #expect(placement["textPointSize"] as? Double == 17)
        #expect(placement["scale"] as? String == "medium")
        #expect(placement["symbolPointSize"] as? Double == 17)
        #expect(placement["offsetFromTextBaseline"] as? Double == 0.85)
    }

    @Test("scale, size category and point size set the symbol's size")
    func sizes() throws {
        // Large Title at AX1 is 44 pt (HIG); large scale × 1.29 = 56.76 pt.
        let large = try Self.json(Self.arguments("U+25A0", ["--text-style", "Large Title", "--size-category", "AX1", "--scale", "large", "--json"]))
        let placement = try #require(large["placement"] as? [String: Any])
        #expect(placement["textPointSize"] as? Double == 44)
        #expect(placement["symbolPointSize"] as? Double == 56.76)
        // 0.35 × 44 − 0.3 × 56.76 = 15.4 − 17.028
        #expect(placement["offsetFromTextBaseline"] as? Double == -1.628)

        let sized = try Self.json(Self.arguments("U+25A0", ["--point-size", "100", "--json"]))
        #expect(sized["placement"] is NSNull)
        #expect(Self.box((sized["points"] as? [String: Any])?["bounds"]) == [10, 0, 70, 60])
        let small = try Self.json(Self.arguments("U+25A0", ["--scale", "small", "--json"]))
        #expect((small["points"] as? [String: Any])?["pointSize"] as? Double == 13.311)  // 17 × 0.783
    }

    @Test("--weight sets a variable font's wght: H at 900 is the black master's")
    func weight() throws {
        // CatalogVariable.ttf: H is 50,0–550,700 (advance 600) at wght 400 and 40,0–660,720
        // (advance 700) at wght 900 (its masters in make-test-fonts.py).
        let arguments = ["glyph", "--font", FontFixtures.variable, "--char", "H", "--text-font", FontFixtures.metrics, "--json"]
        let regular = try Self.json(arguments)
        #expect(Self.box(regular["bounds"]) == [50, 0, 550, 700])
        #expect(regular["advance"] as? Double == 600)
        let black = try Self.json(arguments + ["--weight", "black"])
        #expect(Self.box(black["bounds"]) == [40, 0, 660, 720])
        #expect(black["advance"] as? Double == 700)
        #expect((black["font"] as? [String: Any])?["style"] as? String == "Black")
    }

    @Test("an empty glyph: null box, bearings, baseline offset and centre")
    func empty() throws {
        let space = try Self.json(Self.arguments(" ", ["--json"]))
        #expect(space["bounds"] is NSNull)
        #expect(space["opticalCenter"] is NSNull)
        #expect(space["leftSideBearing"] is NSNull)
        #expect(space["advance"] as? Double == 250)
    }

    @Test("SVG: well-formed XML whose box, baseline and optical centre are the JSON's")
    func svg() throws {
        for char in ["U+25B2", "U+2312", "U+25A3"] {
            let document = try Self.json(Self.arguments(char, ["--json"]))
            let result = CLI.run(Self.arguments(char, ["--format", "svg", "--text-style", "headline"]))
            #expect(result.exitCode == 0, "\(result.standardError)")
            let svg = try SVGOutline(result.standardOutput)
            #expect(svg.root?.name == "svg")
            let index = try #require(svg.elements.firstIndex { $0.attributes["id"] == "glyph" })
            let group = svg.elements[index...].prefix(7)
            let bounds = try #require(group.first { $0.attributes["class"] == "bounds" }?.attributes)
            let rect = ["x", "y", "width", "height"].compactMap { bounds[$0].flatMap(Double.init) }
            try #require(rect.count == 4, "\(bounds)")
            #expect([rect[0], rect[1], rect[0] + rect[2], rect[1] + rect[3]] == Self.box(document["bounds"]), "\(char)")
            let centre = try #require(group.first { $0.attributes["class"] == "optical-center" }?.attributes)
            #expect([Double(centre["cx"] ?? ""), Double(centre["cy"] ?? "")].compactMap { $0 } == Self.point(document["opticalCenter"]))
            let baseline = try #require(group.first { $0.attributes["class"] == "baseline" }?.attributes)
            #expect(baseline["y1"] == "0" && baseline["y2"] == "0")
            // The text-style panel: both baselines and the symbol's box.
            #expect(svg.elements.contains { $0.attributes["class"] == "text-baseline" })
            #expect(svg.elements.contains { $0.attributes["class"] == "symbol-baseline" })
            #expect(svg.elements.contains { $0.attributes["id"] == "beside-text" })
        }
        // The dome's box top is the curve's extremum (450), not its control point (900).
        let dome = try Self.json(Self.arguments("U+2312", ["--json"]))
        #expect(Self.box(dome["bounds"]) == [100, 0, 700, 450])
    }

    @Test("--plain: the glyph alone on its font's own em (no set places it), in currentColor, sized only when asked")
    func plain() throws {
        // CatalogGlyphs: advance 800, ascender 800, descender −200: the viewBox is 800 by 1000
        // font units, not the dome's ink (100,0)–(700,450); at 100 pt, 0.1 px a unit.
        let result = CLI.run(Self.arguments("U+2312", ["--format", "svg", "--plain", "--point-size", "100"]))
        #expect(result.exitCode == 0)
        let svg = try SVGOutline(result.standardOutput)
        #expect(svg.root?.attributes["viewBox"] == "0 0 800 1000")
        #expect(svg.root?.attributes["width"] == "80")
        #expect(svg.root?.attributes["height"] == "100")
        #expect(svg.root?.attributes["fill"] == "currentColor")
        #expect(svg.elements.map(\.name) == ["svg", "path"])
        let unsized = try SVGOutline(CLI.run(Self.arguments("U+2312", ["--format", "svg", "--plain"])).standardOutput)
        #expect(unsized.root?.attributes["width"] == nil && unsized.root?.attributes["viewBox"] == "0 0 800 1000")
    }

    @Test("text output names the font, figures in both units and the placement")
    func text() throws {
        let result = CLI.run(Self.arguments("U+25A0", ["--text-style", "body"]))
        #expect(result.exitCode == 0)
        #expect(result.standardOutput.hasPrefix("U+25A0  Catalog Glyphs Regular  glyph 2, 1000 units/em\n\(Self.glyphs)\n"))
        #expect(result.standardOutput.contains("\nbounds              100, 0 … 700, 600   1.7, 0 … 11.9, 10.2\n"))
        #expect(result.standardOutput.contains("symbol baseline +0.85 pt from the text baseline\n"))
    }
}

@Suite("catalog glyph: errors")
struct GlyphCommandErrorTests {
    @Test("bad input: one line on stderr naming the value, non-zero exit")
    func errors() throws {
        try FontFixtures.withConfiguration { configuration, scratch in
            let notes = scratch.appendingPathComponent("notes.txt")
            try Data("This is not a font.\n".utf8).write(to: notes)
            let glyphs = GlyphCommandTests.glyphs
            let environment = CLI.environment(home: scratch, ["FONTCONFIG_FILE": configuration])
            let cases: [([String], Int32, String)] = [
                (["glyph", "hosue"], 1, "catalog: unknown symbol 'hosue' in fontawesome-6; did you mean 'house'?\n"),
                (["glyph", "house"], 1, "catalog: font 'Font Awesome 6 Free' Solid (fa-solid-900.ttf) for the solid style of fontawesome-6 "
                    + "is not installed; install it with \(CLI.packageRoot.path)/Scripts/install-fonts.sh fontawesome-6 (or give --font FILE)\n"),
                (["glyph", "house", "--style", "brands"], 1, "catalog: 'house' has no brands style; it has solid\n"),
                (["glyph", "house", "--font", glyphs], 1, "catalog: \(glyphs): has no glyph for U+F015 ('house')\n"),
                (["glyph", "--font", notes.path, "--char", "A"], 1,
                 "catalog: \(notes.path): not a font file FreeType can read (unknown file format)\n"),
                (["glyph", "--font", glyphs, "--char", "A"], 1, "catalog: \(glyphs): has no glyph for U+0041\n"),
                (["glyph", "--font", glyphs, "--char", "ab"], 64,
                 "catalog: --char needs one character or U+XXXX (a Unicode scalar value), not 'ab'\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "--font", glyphs, "--char", "U+D800"], 64,
                 "catalog: --char needs one character or U+XXXX (a Unicode scalar value), not 'U+D800'\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "--char", "A"], 64,
                 "catalog: --char needs --font FILE|PATTERN (a symbol NAME picks its own font)\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph"], 64, "catalog: missing NAME (or --font FILE --char C)\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "house", "--plain"], 64, "catalog: --plain draws an SVG; add --format svg\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "heart", "--data-set", CLI.fixture, "--format", "svg", "--plain"], 1,
                 "catalog: 'heart' has no SVG in mini: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
                    + "give --font FILE, a font of yours that draws them\n"),
                (["glyph", "house", "--data-set", "lucide", "--style", "bold", "--format", "svg", "--plain"], 1,
                 "catalog: 'house' has no bold style; it has none\n"),
                (["glyph", "house", "--text-style", "body", "--point-size", "20"], 64,
                 "catalog: --point-size and --text-style exclude each other (the text style sets the size)\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "house", "--point-size", "-3"], 64,
                 "catalog: --point-size needs a positive number, not '-3'\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyph", "house", "--text-style", "bod"], 64, "catalog: unknown text style 'bod' for --text-style; expected Large Title, "
                    + "Title 1, Title 2, Title 3, Headline, Body, Callout, Subhead, Footnote, Caption 1, Caption 2, Subtitle 1, "
                    + "Footnote 1 or Footnote 2; did you mean 'body'?\nUsage: catalog glyph [NAME] [options]\n"),
                (["glyphs", "--columns", "0"], 64,
                 "catalog: --columns needs a whole number above 0, not '0'\nUsage: catalog glyphs [TERM…] [options]\n"),
            ]
            for (arguments, code, expected) in cases {
                let result = CLI.run(arguments, environment: environment)
                #expect(result.exitCode == code, "\(arguments)")
                #expect(result.standardError == expected, "\(arguments)")
                #expect(result.standardOutput.isEmpty, "\(arguments)")
            }
        }
    }
}

enum FontAwesomeFonts {
    /// True when `catalog glyph house` finds its font.
    static let installed: Bool = {
        let result = CLI.run(["glyph", "house", "--text-font", FontFixtures.metrics, "--json"], environment: ["CATALOG_DATA_DIR": CLI.embedded])
        return result.exitCode == 0
    }()
}

/// `catalog glyphs` and symbol names with the real Font Awesome fonts, when
/// `Scripts/install-fonts.sh` has installed them where fontconfig finds them.
@Suite("catalog glyphs: Font Awesome contact sheet",
       .enabled(if: FontAwesomeFonts.installed, "Font Awesome 6 Free is not installed; run Scripts/install-fonts.sh"))
struct GlyphsRealFontTests {
    static func run(_ arguments: [String]) -> CatalogCLI.Result {
        CLI.run(arguments + ["--text-font", FontFixtures.metrics], environment: ["CATALOG_DATA_DIR": CLI.embedded])
    }

    @Test("each cell of the SVG sheet draws the JSON's box")
    func sheet() throws {
        let json = Self.run(["glyphs", "arrow-down", "--json"])
        #expect(json.exitCode == 0, "\(json.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(document["dataSet"] as? String == "fontawesome-6")
        let glyphs = try #require(document["glyphs"] as? [[String: Any]])
        #expect(glyphs.count >= 5)
        #expect(glyphs.first?["name"] as? String == "arrow-down")

        let result = Self.run(["glyphs", "arrow-down", "--format", "svg", "--columns", "3", "--marks"])
        #expect(result.exitCode == 0)
        let svg = try SVGOutline(result.standardOutput)
        let cells = svg.elements.filter { $0.attributes["class"] == "cell" }
        #expect(cells.map { $0.attributes["data-name"] } == glyphs.map { $0["name"] as? String })
        let boxes = svg.elements.filter { $0.attributes["class"] == "bounds" }.map { attributes in
            ["x", "y", "width", "height"].compactMap { attributes.attributes[$0].flatMap(Double.init) }
        }
        let expected = glyphs.map { glyph -> [Double] in
            let box = GlyphCommandTests.box(glyph["bounds"]) ?? []
            return [box[0], box[1], box[2] - box[0], box[3] - box[1]]
        }
        #expect(boxes.count == expected.count)
        // Both round to 0.0001: a width rounded once may differ from xMax − xMin rounded twice by that much.
        for (drawn, json) in zip(boxes, expected) {
            #expect(zip(drawn, json).allSatisfy { abs($0 - $1) <= 1.0001e-4 }, "\(drawn) vs \(json)")
        }
    }

    @Test("a symbol's font is the data set's for its style: solid and regular differ")
    func styles() throws {
        let solid = Self.run(["glyph", "heart", "--json"])
        let regular = Self.run(["glyph", "heart", "--style", "regular", "--json"])
        #expect(solid.exitCode == 0 && regular.exitCode == 0)
        #expect(solid.standardOutput.contains("\"file\": \"") && solid.standardOutput.contains("fa-solid-900.ttf\""))
        #expect(regular.standardOutput.contains("fa-regular-400.ttf\""))
        #expect(regular.standardOutput.contains("\"style\": \"Regular\""))
        let weight = Self.run(["glyph", "heart", "--weight", "bold"])
        #expect(weight.standardError == "catalog: note: --weight does not apply to Font Awesome 6 Free: the style chooses the font (--style)\n")
    }
}
