import CatalogSite
import CatalogTestSupport
import Foundation
import SymbolCatalog
import Testing
@testable import catalog_cli

/// `catalog site`'s glyphs on fixture fonts only: CatalogGlyphs.ttf as `--symbols-font`
/// (square 100,0–700,600 with its centroid at (400, 300), triangle (100,0) (100,600) (700,0)
/// with its centroid at (300, 200), advance 800, 1000 units/em: Scripts/make-test-fonts.py),
/// CatalogMetrics-Regular.ttf as the text font (typo ascender 800, descender −200) and as a
/// data set's own font found through a fontconfig configuration of the test's own (fontTools:
/// `H` box 60,0–540,710, `x` 40,0–460,520). The site's glyph data must equal what `catalog
/// glyph NAME --json` and `--format svg --plain` say for the same symbol.
@Suite("catalog site: glyphs from the set's fonts or --symbols-font, licences, notes, HTML")
struct SiteGlyphsTests {
    static let glyphFont = Fixtures.font("CatalogGlyphs.ttf")

    /// A copy of the mini data set in `scratch/folder` with `plists` written over it.
    static func dataSet(_ scratch: Scratch, _ folder: String, _ plists: [String: Any]) throws -> String {
        let path = scratch.file(folder)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: CLI.fixture) {
            try FileManager.default.copyItem(atPath: CLI.fixture + "/" + name, toPath: path + "/" + name)
        }
        for (name, plist) in plists {
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: URL(fileURLWithPath: path + "/" + name))
        }
        return path
    }

    /// The report of `site --json` and the folder's glyph data of its first set.
    static func site(_ arguments: [String], _ environment: [String: String]) throws
        -> (report: [String: Any], glyphs: [String: Any]?, result: CatalogCLI.Result) {
        let result = CLI.run(["site", "--no-type-pages", "--json"] + arguments, environment: environment.merging(["CATALOG_NO_CACHE": "1"]) { $1 })
        try #require(result.exitCode == 0, "\(result.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let set = try #require((report["sets"] as? [[String: Any]])?.first)
        guard let glyphs = set["glyphs"] as? [String: Any], let file = glyphs["file"] as? String,
              let folder = report["folder"] as? String else { return (report, nil, result) }
        let script = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        #expect(script.utf8.count == glyphs["bytes"] as? Int)
        let setFile = try #require(set["file"] as? String)
        let listed = try #require(try SiteCommandTests.assigned(String(contentsOfFile: folder + "/" + setFile, encoding: .utf8))["symbols"] as? [[String: Any]])
        return (report, try expanded(SiteCommandTests.assigned(script), names: listed.compactMap { $0["n"] as? String }), result)
    }

    /// The glyph file with `glyphs` keyed by name again (`names`: the set file's symbols, which
    /// its entries follow) and each entry whole: `[font, advance, box, centre, drawing, width]`,
    /// the members an entry leaves out taken from its font.
    static func expanded(_ document: [String: Any], names: [String]) throws -> [String: Any] {
        let entries = try #require(document["glyphs"] as? [Any])
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(entries.count == names.count, "one entry per listed symbol")
        var byName = [String: [Any]]()
        for (name, entry) in zip(names, entries) {
            guard let item = entry as? [Any] else {
                #expect(entry as? Int == 0, "\(name): 0 or an entry")
                continue
            }
            #expect((3...6).contains(item.count), "\(name)")
            let font = item.count > 5 ? item[5] as? Int ?? -1 : 0
            let own = fonts.indices.contains(font) ? fonts[font] : [:]
            byName[name] = [font, item.count > 3 ? item[3] : own["advance"] ?? NSNull(), item[1], item[2], item[0],
                            item.count > 4 ? item[4] : own["width"] ?? NSNull()]
        }
        var whole = document
        whole["glyphs"] = byName
        return whole
    }

    static func numbers(_ value: Any?) -> [Double]? { (value as? [NSNumber])?.map(\.doubleValue) }

    @Test("--symbols-font: each symbol's path, box, alignment box and optical centre as 'catalog glyph' gives them")
    func symbolsFont() throws {
        let scratch = Scratch("catalog-site-glyphs-font")
        defer { scratch.remove() }
        // ■ square, ▲ triangle, ● circle; ☃ is not in the font; character has no code point.
        let data = try Self.dataSet(scratch, "data", ["symbol_unicodes.plist": ["heart": "\u{25A0}", "heart.fill": "\u{25B2}",
                                                                               "document": "\u{25CF}", "apple.logo": "\u{2603}"]])
        let environment = ["HOME": scratch.path]
        let site = scratch.file("site")
        let (report, document, result) = try Self.site(["-o", site, "--data-set", data, "--symbols-font", Self.glyphFont,
                                                        "--text-font", FontFixtures.metrics], environment)
        #expect(!result.standardError.contains("note"), "\(result.standardError)")
        let set = try #require((report["sets"] as? [[String: Any]])?.first)
        let shipped = try #require(set["glyphs"] as? [String: Any])
        #expect(shipped["symbols"] as? Int == 3)
        #expect(shipped["licence"] is NSNull, "the user's font: no licence of ours")
        #expect(!FileManager.default.fileExists(atPath: site + "/licences"))
        let glyphs = try #require(document)
        #expect(glyphs["schemaVersion"] as? Int == 3)
        let fonts = try #require(glyphs["fonts"] as? [[String: Any]])
        #expect(fonts.count == 1)
        #expect(fonts.first?["family"] as? String == "Catalog Glyphs")
        #expect(fonts.first?["unitsPerEm"] as? Int == 1000)
        // The alignment box: the text font's descender and ascender (−0.2 and 0.8 em) at 1000 units.
        #expect(Self.numbers(fonts.first?["alignment"]) == [-200, 800])
        // The design grid of a font no set places: font units, the baseline at the ascender (0.8 em).
        let design = try #require(fonts.first?["design"] as? [String: Any])
        #expect(design["scale"] as? Double == 1 && design["baseline"] as? Double == 800 && design["path"] as? Bool == true)
        let frame = try #require(design["frame"] as? String)
        #expect(frame == "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} 1000\" fill=\"currentColor\"><path d=\"{body}\"/></svg>\n")
        let items = try #require(glyphs["glyphs"] as? [String: [Any]])
        #expect(items.keys.sorted() == ["document", "heart", "heart.fill"])
        let square = try #require(items["heart"])
        #expect(square[0] as? Int == 0 && square[1] as? Double == 800)
        #expect(Self.numbers(square[2]) == [100, 0, 700, 600])
        #expect(Self.numbers(square[3]) == [400, 300])
        let triangle = try #require(items["heart.fill"])
        #expect(Self.numbers(triangle[2]) == [100, 0, 700, 600])
        #expect(Self.numbers(triangle[3]) == [300, 200])
        // The outlines, short on the design grid (y down from the ascender), worked by hand
        // from the fixture's points: ■ (100,0) (100,600) (700,600) (700,0), ▲ (100,0) (100,600) (700,0);
        // V200 shorter than v-600; the line back to the start is z's.
        #expect(square[4] as? String == "m100 800V200h600v600z" && square[5] as? String == "800")
        #expect(triangle[4] as? String == "m100 800V200l600 600z")

        // Each equals `catalog glyph NAME` with the same fonts: JSON figures and the SVG's path.
        for (name, item) in items {
            let arguments = ["glyph", name, "--data-set", data, "--font", Self.glyphFont, "--text-font", FontFixtures.metrics]
            let json = CLI.run(arguments + ["--json"], environment: environment)
            try #require(json.exitCode == 0, "\(json.standardError)")
            let figures = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            #expect(item[1] as? Double == figures["advance"] as? Double, "\(name)")
            #expect(Self.numbers(item[2]) == GlyphCommandTests.box(figures["bounds"]), "\(name)")
            #expect(Self.numbers(item[3]) == GlyphCommandTests.point(figures["opticalCenter"]), "\(name)")
            let alignment = try #require(GlyphCommandTests.box(figures["alignmentBox"]))
            #expect([0, alignment[1], item[1] as? Double ?? -1, alignment[3]] == alignment, "\(name)")
            #expect(Self.numbers(fonts.first?["alignment"]) == [alignment[1], alignment[3]], "\(name)")
            // The frame with the width and the CLI's absolute path is `glyph --plain`, byte for byte.
            let plain = CLI.run(arguments + ["--format", "svg", "--plain"], environment: environment).standardOutput
            let path = try #require(plain.firstMatch(of: #/<path d="([^"]*)"/#)?.output.1)
            #expect(frame.replacingOccurrences(of: "{width}", with: item[5] as? String ?? "?")
                .replacingOccurrences(of: "{body}", with: String(path)) == plain, "\(name)")
        }
        // The page lists the glyph file for the set.
        let list = try String(contentsOfFile: site + "/data/sets.js", encoding: .utf8)
        #expect(list.contains("\"glyphs\":\"\(shipped["file"] as? String ?? "?")\""))
    }

    /// A fontconfig configuration offering only Catalog Metrics, in `scratch`.
    static func fontconfig(_ scratch: Scratch) throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: scratch.file("fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: scratch.file("fonts/metrics.ttf"))
        scratch.write("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(scratch.file("fonts"))</dir>
              <cachedir>\(scratch.file("fc-cache"))</cachedir>
            </fontconfig>

            """, "fonts.conf")
        return ["FONTCONFIG_FILE": scratch.file("fonts.conf"), "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]
    }

    static var metricsFont: [String: Any] { ["family": "Catalog Metrics", "style": "Regular", "file": "CatalogMetrics-Regular.ttf", "weight": 400] }
    static var absentFont: [String: Any] { ["family": "Catalog Nowhere", "style": "Bold", "file": "CatalogNowhere-Bold.ttf", "weight": 700] }

    @Test("the set's own fonts through fontconfig, its LICENSE.txt copied; a missing style's font is one note")
    func ownFonts() throws {
        let scratch = Scratch("catalog-site-glyphs-own")
        defer { scratch.remove() }
        let environment = try Self.fontconfig(scratch)
        let data = try Self.dataSet(scratch, "own", [
            "symbol_unicodes.plist": ["heart": "H", "document": "x", "heart.fill": "H"],
            "symbol_styles.plist": ["heart": ["solid"], "document": ["solid"], "heart.fill": ["bold"]],
            "style_fonts.plist": ["solid": Self.metricsFont, "bold": Self.absentFont],
        ])
        scratch.write("The licence of the test's set.\n", "own/LICENSE.txt")
        let site = scratch.file("site")
        let (report, document, result) = try Self.site(["-o", site, "--data-set", data, "--text-font", FontFixtures.metrics], environment)
        let notes = result.standardError.split(separator: "\n").filter { $0.hasPrefix("catalog: note:") }
        #expect(notes.count == 1, "\(result.standardError)")
        #expect(notes.first?.contains("own: 3 of 5 symbols without glyphs: font 'Catalog Nowhere' Bold") == true, "\(notes)")
        #expect(notes.first?.contains("is not installed") == true)
        let glyphs = try #require(document?["glyphs"] as? [String: [Any]])
        #expect(glyphs.keys.sorted() == ["document", "heart"])
        #expect(Self.numbers(glyphs["heart"]?[2]) == [60, 0, 540, 710])
        #expect(Self.numbers(glyphs["document"]?[2]) == [40, 0, 460, 520])
        let fonts = try #require(document?["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["family"] as? String } == ["Catalog Metrics"])
        let set = try #require((report["sets"] as? [[String: Any]])?.first)
        let licence = try #require((set["glyphs"] as? [String: Any])?["licence"] as? String)
        #expect(licence == "licences/own.txt")
        #expect(try String(contentsOfFile: site + "/" + licence, encoding: .utf8) == "The licence of the test's set.\n")
        #expect(try String(contentsOfFile: site + "/data/sets.js", encoding: .utf8).contains("\"licence\":\"licences/own.txt\""))
    }

    @Test("a set whose fonts are not installed is written without glyphs, with one note; the build succeeds")
    func fontsMissing() throws {
        let scratch = Scratch("catalog-site-glyphs-missing")
        defer { scratch.remove() }
        let environment = try Self.fontconfig(scratch)
        let data = try Self.dataSet(scratch, "absent", [
            "symbol_unicodes.plist": ["heart": "H"], "symbol_styles.plist": ["heart": ["bold"]], "style_fonts.plist": ["bold": Self.absentFont],
        ])
        let site = scratch.file("site")
        let (report, document, result) = try Self.site(["-o", site, "--data-set", data, "--text-font", FontFixtures.metrics], environment)
        #expect(document == nil)
        #expect((report["sets"] as? [[String: Any]])?.first?["glyphs"] is NSNull)
        let notes = result.standardError.split(separator: "\n").filter { $0.hasPrefix("catalog: note:") }
        #expect(notes.count == 1 && notes.first?.contains("absent: 5 of 5 symbols without glyphs") == true, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: site + "/licences"))
        #expect(FileManager.default.fileExists(atPath: site + "/index.html"))

        // --symbols-font draws only sets without fonts: with none here it is named as unused.
        scratch.write("not a font\n", "not-a-font.ttf")
        let unused = try Self.site(["-o", scratch.file("site2"), "--data-set", data, "--text-font", FontFixtures.metrics,
                                    "--symbols-font", scratch.file("not-a-font.ttf")], environment).result
        #expect(unused.standardError.contains("catalog: note: --symbols-font \(scratch.file("not-a-font.ttf")) is not used: "
            + "every set here draws from fonts of its own"), "\(unused.standardError)")
    }

    @Test("an unreadable --symbols-font fails the build, naming the file")
    func unreadableSymbolsFont() throws {
        let scratch = Scratch("catalog-site-glyphs-bad-font")
        defer { scratch.remove() }
        scratch.write("not a font", "bad.ttf")
        let result = CLI.run(["site", "--no-type-pages", "-o", scratch.file("site"), "--data-set", CLI.fixture, "--symbols-font", scratch.file("bad.ttf"),
                              "--text-font", FontFixtures.metrics], environment: ["HOME": scratch.path])
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains(scratch.file("bad.ttf")), "\(result.standardError)")
    }

    @Test("--no-glyphs writes names only; with --symbols-font it is a usage error")
    func noGlyphs() throws {
        let scratch = Scratch("catalog-site-no-glyphs")
        defer { scratch.remove() }
        let environment = try Self.fontconfig(scratch)
        let data = try Self.dataSet(scratch, "data", ["symbol_unicodes.plist": ["heart": "H"], "symbol_styles.plist": ["heart": ["solid"]],
                                                      "style_fonts.plist": ["solid": Self.metricsFont]])
        // The same set has a glyph without the option.
        let drawn = try Self.site(["-o", scratch.file("drawn"), "--data-set", data, "--text-font", FontFixtures.metrics], environment)
        #expect((drawn.glyphs?["glyphs"] as? [String: Any])?.keys.sorted() == ["heart"])
        let (report, document, _) = try Self.site(["-o", scratch.file("site"), "--data-set", data, "--no-glyphs"], environment)
        #expect(document == nil)
        #expect((report["sets"] as? [[String: Any]])?.first?["glyphs"] is NSNull)
        #expect(!FileManager.default.fileExists(atPath: scratch.file("site/data/glyphs-data.js")))
        let both = CLI.run(["site", "--no-type-pages", "-o", scratch.file("site2"), "--data-set", data, "--no-glyphs", "--symbols-font", Self.glyphFont],
                           environment: ["HOME": scratch.path])
        #expect(both.exitCode == 64)
        #expect(both.standardError.hasPrefix("catalog: --no-glyphs and --symbols-font exclude each other\n"), "\(both.standardError)")
    }

    /// Each family's HTML as its web font's documentation writes it; SF Symbols none.
    @Test("the set's HTML templates by family: Font Awesome 5 and 6, MDI, Phosphor, Lucide, none for SF",
          arguments: [
              ("fontawesome-5.15.4", ["solid": "<i class=\"fas fa-{name}\"></i>", "brands": "<i class=\"fab fa-{name}\"></i>"]),
              ("fontawesome-6", ["solid": "<i class=\"fa-solid fa-{name}\"></i>", "regular": "<i class=\"fa-regular fa-{name}\"></i>"]),
              ("mdi", ["": "<span class=\"mdi mdi-{name}\"></span>"]),
              ("phosphor", ["regular": "<i class=\"ph ph-{name}\"></i>", "bold": "<i class=\"ph-bold ph-{name}\"></i>"]),
              ("lucide", ["": "<i data-lucide=\"{name}\"></i>"]),
          ])
    func htmlTemplates(set: String, expected: [String: String]) throws {
        let dataSet = try DataSetLoader.load(path: CLI.embedded + "/" + set, name: set)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(SiteHTMLSnippet.json(for: dataSet).rendered().utf8)) as? [String: Any])
        let templates = try #require(json["templates"] as? [String: String])
        for (style, template) in expected { #expect(templates[style] == template, "\(set) \(style)") }
        #expect(json["prefer"] as? [String] == ["solid", "regular", "brands"])
        let mini = try DataSetLoader.load(path: CLI.fixture, name: "mini")
        let none = try #require(try JSONSerialization.jsonObject(with: Data(SiteHTMLSnippet.json(for: mini).rendered().utf8)) as? [String: Any])
        #expect((none["templates"] as? [String: String])?.isEmpty == true)
    }
}
