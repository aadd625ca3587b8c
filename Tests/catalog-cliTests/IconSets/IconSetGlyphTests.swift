import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// A symbol its data set gives no code point (Material Design Icons, Lucide, Font Awesome 7) is
/// the glyph of its name. Fixture fonts only: CatalogGlyphs names its glyphs (`dome` is glyph
/// 6, from (100,0) to (700,0); its top is 450 in the quadratic .ttf and 600 in the cubic .otf:
/// Scripts/make-test-fonts.py), and a data set of three names without code points.
@Suite("catalog glyph: glyphs found by name")
struct GlyphByNameTests {
    /// Runs `body` with the data set (`named`: dome, square and heart, all without code points,
    /// its one style font Catalog Glyphs) in a scratch folder that is also the home.
    static func withDataSet(_ body: (_ dataSet: String, _ home: URL) throws -> Void) throws {
        let scratch = Scratch("glyph-by-name")
        defer { scratch.remove() }
        let dataSet = scratch.file("named")
        DataSetWriter.write(dataSet, names: ["dome": "2019", "square": "2019", "heart": "2019"], aliases: [:],
                            releases: ["2019": ["iOS": "13.0", "macOS": "10.15"]])
        let fonts: [String: Any] = ["regular": ["family": "Catalog Glyphs", "style": "Regular", "file": "CatalogGlyphs.otf", "weight": 400]]
        try PropertyListSerialization.data(fromPropertyList: fonts, format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: dataSet + "/style_fonts.plist"))
        try body(dataSet, URL(fileURLWithPath: scratch.path))
    }

    static func json(_ arguments: [String], dataSet: String, home: URL, environment: [String: String] = [:]) throws -> [String: Any] {
        let result = CLI.run(arguments + ["--data-set", dataSet, "--text-font", FontFixtures.metrics, "--json"],
                             environment: CLI.environment(home: home, environment))
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test("--font: the glyph named as the symbol; no character")
    func font() throws {
        try Self.withDataSet { dataSet, home in
            let glyph = try Self.json(["glyph", "dome", "--font", Fixtures.font("CatalogGlyphs.ttf")], dataSet: dataSet, home: home)
            #expect(glyph["character"] is NSNull)
            #expect(glyph["glyphIndex"] as? Int == 6)
            #expect(GlyphCommandTests.box(glyph["bounds"]) == [100, 0, 700, 450])
        }
    }

    @Test("the data set's one style font, found through fontconfig: glyph and glyphs")
    func styleFont() throws {
        try Self.withDataSet { dataSet, home in
            try FontFixtures.withConfiguration(offering: ["CatalogGlyphs.otf"]) { configuration, _ in
                let environment = ["FONTCONFIG_FILE": configuration]
                let glyph = try Self.json(["glyph", "dome"], dataSet: dataSet, home: home, environment: environment)
                let font = try #require(glyph["font"] as? [String: Any])
                #expect(font["family"] as? String == "Catalog Glyphs")
                #expect((font["file"] as? String)?.hasSuffix("/CatalogGlyphs.otf") == true)
                #expect(glyph["glyphIndex"] as? Int == 6)
                #expect(GlyphCommandTests.box(glyph["bounds"]) == [100, 0, 700, 600])

                let sheet = try Self.json(["glyphs", "dome"], dataSet: dataSet, home: home, environment: environment)
                let glyphs = try #require(sheet["glyphs"] as? [[String: Any]])
                #expect(glyphs.compactMap { $0["name"] as? String }.sorted() == ["dome"])
                #expect(glyphs.allSatisfy { $0["character"] is NSNull && $0["glyphIndex"] as? Int == 6 })

                // Every symbol: heart, which the font lacks, is left out and counted.
                let all = CLI.run(["glyphs", "--data-set", dataSet, "--text-font", FontFixtures.metrics, "--json"],
                                  environment: CLI.environment(home: home, environment))
                #expect(all.exitCode == 0, "\(all.standardError)")
                #expect(all.standardError == "catalog: note: 1 symbol(s) without a code point (or a glyph of their name) left out\n")
                #expect(all.standardOutput.contains("\"name\": \"dome\"") && all.standardOutput.contains("\"name\": \"square\""))

                let text = CLI.run(["glyph", "square", "--data-set", dataSet, "--text-font", FontFixtures.metrics],
                                   environment: CLI.environment(home: home, environment))
                #expect(text.exitCode == 0, "\(text.standardError)")
                #expect(text.standardOutput.hasPrefix("square  Catalog Glyphs Regular  glyph 2, 1000 units/em\n"))
            }
        }
    }

    @Test("a name the font lacks: one line naming the file and the name")
    func missing() throws {
        try Self.withDataSet { dataSet, home in
            let font = Fixtures.font("CatalogGlyphs.ttf")
            let result = CLI.run(["glyph", "heart", "--data-set", dataSet, "--font", font], environment: CLI.environment(home: home))
            #expect(result.exitCode == 1)
            #expect(result.standardError == "catalog: \(font): has no glyph named 'heart' (named gives it no code point)\n")
        }
    }
}

enum IconSetFonts {
    /// The data sets and a symbol each draws: `heart` in all four.
    static let sets = ["fontawesome-7", "mdi", "phosphor", "lucide"]

    /// True when `catalog glyph heart --data-set SET` finds the set's font (Scripts/install-fonts.sh SET).
    static let installed: Bool = sets.allSatisfy { set in
        CLI.run(["glyph", "heart", "--data-set", set, "--text-font", FontFixtures.metrics, "--json"],
                environment: ["CATALOG_DATA_DIR": CLI.embedded]).exitCode == 0
    }

    static let hasTools: Bool = {
        (try? ChildProcess("/usr/bin/env", ["python3", "-c", "import fontTools.svgLib.path, pathops"]).blockingOutcome().status) == 0
    }()
}

/// `glyph` and `glyphs` on the icon sets' own fonts (built from the packages' SVGs and installed
/// by Scripts/install-fonts.sh SET), against fontTools on the same SVGs
/// (Scripts/icon-geometry-reference.py); every glyph of every font is compared in
/// TypeScaleTests' IconFontGeometryTests, with the tolerances explained there.
@Suite("catalog glyph: the icon sets' fonts",
       .enabled(if: IconSetFonts.installed && IconSetFonts.hasTools,
                "the icon-set fonts are not installed (Scripts/install-fonts.sh fontawesome-7, mdi, phosphor, lucide) or python3 lacks fontTools and skia-pathops"))
struct IconSetGlyphTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = CLI.run(arguments + ["--text-font", FontFixtures.metrics, "--json"], environment: ["CATALOG_DATA_DIR": CLI.embedded])
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test("heart in each set's fonts: the file, the character, the box of the SVG", arguments: [
        ("fontawesome-7", "solid", "CatalogFontAwesome7Free-Solid.otf", false),
        ("fontawesome-7", "regular", "CatalogFontAwesome7Free-Regular.otf", false),
        ("mdi", "regular", "CatalogMaterialDesignIcons-Regular.otf", false),
        ("phosphor", "bold", "CatalogPhosphor-Bold.otf", true),
        ("phosphor", "duotone", "CatalogPhosphorDuotone-Regular.otf", true),
        ("lucide", "regular", "CatalogLucide-Regular.otf", false),
    ])
    func heart(set: String, style: String, file: String, hasCodePoint: Bool) async throws {
        let glyph = try Self.json(["glyph", "heart", "--data-set", set, "--style", style])
        let font = try #require(glyph["font"] as? [String: Any])
        #expect((font["file"] as? String)?.hasSuffix("/" + file) == true)
        #expect((font["family"] as? String)?.hasPrefix("Catalog ") == true)
        // Phosphor publishes code points (heart is U+E2A8); the others are found by name.
        #expect(hasCodePoint ? glyph["character"] as? String == "U+E2A8" : glyph["character"] is NSNull)
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/icon-geometry-reference.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, set, style, "heart"])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let fields = outcome.standardOutput.split(separator: "\t").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
        let expected = fields.dropFirst().prefix(4).compactMap(Double.init)
        let bounds = try #require(GlyphCommandTests.box(glyph["bounds"]))
        try #require(expected.count == 4 && bounds.count == 4)
        #expect(zip(bounds, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(set) \(style): \(bounds), fontTools \(expected)")
    }

    @Test("glyphs --data-set mdi: every match drawn by name from the one font")
    func sheet() throws {
        let sheet = try Self.json(["glyphs", "heart", "--data-set", "mdi"])
        let glyphs = try #require(sheet["glyphs"] as? [[String: Any]])
        #expect(glyphs.count > 20)
        #expect(glyphs.allSatisfy { $0["character"] is NSNull && $0["unitsPerEm"] as? Int == 2400 })
        #expect(glyphs.allSatisfy { (($0["font"] as? [String: Any])?["file"] as? String)?.hasSuffix("/CatalogMaterialDesignIcons-Regular.otf") == true })
    }
}
