import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog site`'s custom symbol templates (`data/templates-SET[.STYLE]-K.js`, SiteTemplates) on
/// fixture fonts: each template joined from its file's pieces, as the page joins it, is the bytes
/// `catalog template export NAME --data-set SET --style STYLE` writes; listed in `data/sets.js`
/// and counted in the report. (`template-download.test.js` runs the page's own script on every
/// embedded set with its fonts installed.)
@Suite("catalog site: SF Symbols templates, by the code of template export")
struct SiteTemplatesTests {
    /// The first set's entry of a written site's `data/sets.js`.
    static func firstSet(_ site: String) throws -> [String: Any] {
        let script = try String(contentsOfFile: site + "/data/sets.js", encoding: .utf8)
        let json = script.dropFirst("window.CATALOG_SET_LIST = ".count).dropLast(2)
        return try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])?.first)
    }

    /// The templates of a written site's set `entry` (of `data/sets.js`): style → name → template.
    static func templates(site: String, entry: [String: Any]) throws -> [String: [String: String]] {
        let listed = try #require(entry["templates"] as? [String: Any])
        #expect(listed["chunk"] as? Int == 128)
        let files = try #require(listed["files"] as? [String: [Any]])
        var joined = [String: [String: String]]()
        for (style, file) in files {
            let stem = try #require(file.first as? String), chunks = try #require(file.last as? [Int])
            for chunk in chunks {
                let path = "\(stem)-\(chunk).js"
                let script = try String(contentsOfFile: site + "/" + path, encoding: .utf8)
                #expect(script.hasPrefix("(window.CATALOG_TEMPLATES = window.CATALOG_TEMPLATES || Object.create(null))[\"\(path)\"] = "))
                let data = try SiteCommandTests.assigned(script)
                #expect(data["schemaVersion"] as? Int == 1 && data["style"] as? String == style && data["version"] as? String == "3.0")
                let pieces = try #require(data["pieces"] as? [String])
                for (name, parts) in try #require(data["templates"] as? [String: [Any]]) {
                    joined[style, default: [:]][name] = parts.map { part in (part as? String) ?? pieces[(part as? Int) ?? 0] }.joined()
                }
            }
        }
        return joined
    }

    @Test("a set of five styles: a file per style, every template the bytes of template export --style, the weights as sources")
    func styles() throws {
        try TemplateCommandTests.withFolder { scratch, dataSet in
            try FontFixtures.withConfiguration(offering: ["CatalogGlyphs.ttf"]) { configuration, _ in
                let environment = ["HOME": scratch.path, "FONTCONFIG_FILE": configuration, "CATALOG_NO_CACHE": "1"]
                let site = scratch.file("site")
                let result = CLI.run(["site", "--no-type-pages", "--json", "-o", site, "--data-set", dataSet, "--text-font", FontFixtures.metrics],
                                     environment: environment)
                try #require(result.exitCode == 0, "\(result.standardError)")
                let entry = try Self.firstSet(site)
                let templates = try Self.templates(site: site, entry: entry)
                // heart has the regular style but no glyph in CatalogGlyphs: no template.
                #expect(templates.mapValues { $0.keys.sorted() } == ["bold": ["square"], "light": ["square"], "regular": ["dome", "square"],
                                                                     "solid": ["dome"], "thin": ["square"]])
                for (style, named) in templates {
                    for (name, template) in named {
                        let exported = CLI.run(["template", "export", name, "--data-set", dataSet, "--style", style], environment: environment)
                        #expect(exported.exitCode == 0, "\(exported.standardError)")
                        #expect(template == exported.standardOutput, "\(style) \(name)")
                    }
                }
                #expect(templates["regular"]?["square"]?.contains("<g id=\"Black-S\"") == true, "thin and bold as interpolation sources")
                // The report: each style's files, bytes and symbols.
                let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
                let glyphs = try #require((report["sets"] as? [[String: Any]])?.first?["glyphs"] as? [String: Any])
                let listed = try #require(glyphs["templates"] as? [[String: Any]])
                #expect(listed.map { $0["style"] as? String ?? "" } == ["bold", "light", "regular", "solid", "thin"])
                #expect(listed.map { $0["symbols"] as? Int ?? 0 } == [1, 1, 2, 1, 1])
                for style in listed {
                    let file = try #require(style["file"] as? String)
                    #expect(file == "data/templates-named.\(style["style"] as? String ?? "")-K.js")
                    let size = try FileManager.default.attributesOfItem(atPath: site + "/" + file.replacingOccurrences(of: "-K.js", with: "-0.js"))[.size] as? Int
                    #expect(style["bytes"] as? Int == size && style["files"] as? Int == 1)
                }
            }
        }
    }

    @Test("an SF set: templates only with --symbols-font, the bytes of template export --font; none with --no-glyphs or --no-templates")
    func apple() throws {
        let scratch = Scratch("catalog-site-templates-sf")
        defer { scratch.remove() }
        let data = try SiteGlyphsTests.dataSet(scratch, "data", ["symbol_unicodes.plist": ["heart": "\u{25A0}", "heart.fill": "\u{25B2}"]])
        let environment = ["HOME": scratch.path, "CATALOG_NO_CACHE": "1"]
        let font = SiteGlyphsTests.glyphFont
        let glyphs = ["--symbols-font", font, "--text-font", FontFixtures.metrics]
        for (arguments, drawn) in [(glyphs, true), (["--no-glyphs"], false), (glyphs + ["--no-templates"], false)] {
            let site = scratch.file("site")
            let result = CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", data] + arguments, environment: environment)
            try #require(result.exitCode == 0, "\(result.standardError)")
            let entry = try Self.firstSet(site)
            guard drawn else {
                #expect(entry["templates"] == nil, "\(arguments)")
                let written = try FileManager.default.contentsOfDirectory(atPath: site + "/data")
                #expect(!written.contains { $0.hasPrefix("templates-") }, "\(arguments)")
                #expect(written.contains { $0.hasPrefix("glyphs-") } == arguments.contains("--symbols-font"), "\(arguments)")
                continue
            }
            let templates = try Self.templates(site: site, entry: entry)
            #expect(templates.mapValues { $0.keys.sorted() } == ["": ["heart", "heart.fill"]])
            for name in ["heart", "heart.fill"] {
                let exported = CLI.run(["template", "export", name, "--data-set", data, "--font", font], environment: environment)
                #expect(templates[""]?[name] == exported.standardOutput, "\(name)")
            }
        }
    }
}
