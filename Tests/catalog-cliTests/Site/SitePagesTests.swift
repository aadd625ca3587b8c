import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog site`'s type pages and collections without a browser: `data/store.js` against a
/// store written by hand and against `catalog collection show`; `data/type.js` and the
/// specimens from the fixture fonts (never the machine's) against `catalog type-ramp`.
@Suite("catalog site: type pages, the store's lists")
struct SitePagesTests {
    static let pageAssets = ["data/store.js", "data/type.js"]

    /// A store of the mini set's family (`SF Symbols`): `doc` (renamed `document` in 2021),
    /// `document` again, `heart`, Font Awesome's `trash` (another family: not shown), a name
    /// the set lacks; a collection and an empty one.
    static let store = """
        {"schemaVersion": 1,
         "favorites": [
          {"names": ["doc"], "dataSet": "SF Symbols 1", "family": "SF Symbols"},
          {"names": ["heart"], "dataSet": "mini"},
          {"names": ["document", "doc"], "dataSet": "mini", "family": "SF Symbols"},
          {"names": ["trash"], "dataSet": "fontawesome-6", "family": "Font Awesome"},
          {"names": ["gone.symbol"], "dataSet": "mini", "family": "SF Symbols"}],
         "collections": [
          {"name": "toolbar", "symbols": [{"names": ["heart.fill"], "dataSet": "mini"}, {"names": ["character"], "dataSet": "mini"}]},
          {"name": "empty", "symbols": []}]}
        """

    @Test("data/store.js carries the store's lists as the set names them, as catalog collection show lists them")
    func storeLists() throws {
        let scratch = Scratch("catalog-site-store")
        defer { scratch.remove() }
        scratch.write(Self.store, "store.json")
        let site = scratch.file("site")
        let built = CLI.run(["site", "-o", site, "--data-set", CLI.fixture, "--store", scratch.file("store.json"), "--no-type-pages"],
                            environment: ["HOME": scratch.path])
        #expect(built.exitCode == 0, "\(built.standardError)")
        for name in Self.pageAssets {
            let text = try String(contentsOfFile: site + "/" + name, encoding: .utf8)
            #expect(text.range(of: "https?://", options: .regularExpression) == nil, "\(name) names an outside URL")
        }
        let data = try SiteCommandTests.assigned(String(contentsOfFile: site + "/data/store.js", encoding: .utf8))
        #expect(data["schemaVersion"] as? Int == 1)
        let sets = try #require(data["sets"] as? [String: [String: Any]])
        #expect(sets.count == 1)
        let set = try #require(sets.values.first)
        #expect(set["family"] as? String == "SF Symbols")
        let lists = try #require(set["lists"] as? [[String: Any]])
        #expect(lists.map { $0["name"] as? String } == ["favorites", "toolbar", "empty"])
        #expect(lists[0]["symbols"] as? [String] == ["document", "heart"])
        #expect(lists[0]["missing"] as? [String] == ["trash", "gone.symbol"])
        #expect(lists[1]["symbols"] as? [String] == ["heart.fill", "character"])
        #expect(lists[2]["symbols"] as? [String] == [] && lists[2]["missing"] as? [String] == [])
        // The same as the store's own command lists.
        for (index, name) in ["favorites", "toolbar"].enumerated() {
            let shown = CLI.run(["collection", "show", name, "--json", "--data-set", CLI.fixture, "--store", scratch.file("store.json")],
                                environment: ["HOME": scratch.path])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any], "\(shown.standardError)")
            let results = try #require(json["results"] as? [[String: Any]]).compactMap { $0["shownAs"] as? String }
            #expect(results == lists[index]["symbols"] as? [String], "\(name)")
        }
        // No store: empty lists, not an error.
        let bare = CLI.run(["site", "-o", site, "--data-set", CLI.fixture, "--no-type-pages"], environment: ["HOME": scratch.path])
        #expect(bare.exitCode == 0, "\(bare.standardError)")
        let empty = try SiteCommandTests.assigned(String(contentsOfFile: site + "/data/store.js", encoding: .utf8))
        let emptyLists = try #require(((empty["sets"] as? [String: [String: Any]])?.values.first)?["lists"] as? [[String: Any]])
        #expect(emptyLists.map { $0["name"] as? String } == ["favorites"])
        #expect(emptyLists[0]["symbols"] as? [String] == [])
        let type = try SiteCommandTests.assigned(String(contentsOfFile: site + "/data/type.js", encoding: .utf8))
        #expect(type["omitted"] as? Bool == true)
        #expect(!FileManager.default.fileExists(atPath: site + "/type"))
    }

    @Test("a damaged store: the site is written without its lists, one warning naming the file and doctor")
    func damagedStore() throws {
        let scratch = Scratch("catalog-site-damaged-store")
        defer { scratch.remove() }
        scratch.write("{\"schemaVersion\": 1, \"favorites\": [", "store.json")
        let site = scratch.file("site")
        let built = CLI.run(["site", "-o", site, "--data-set", CLI.fixture, "--no-type-pages"],
                            environment: ["HOME": scratch.path, "CATALOG_STORE": scratch.file("store.json")])
        #expect(built.exitCode == 0)
        #expect(built.standardError.contains(scratch.file("store.json")) && built.standardError.contains("collection doctor"), "\(built.standardError)")
        let data = try SiteCommandTests.assigned(String(contentsOfFile: site + "/data/store.js", encoding: .utf8))
        let lists = try #require(((data["sets"] as? [String: [String: Any]])?.values.first)?["lists"] as? [[String: Any]])
        #expect(lists.count == 1 && lists[0]["symbols"] as? [String] == [])
    }

    /// The fixture fonts for three designs and a family that is not installed for the fourth.
    static func fontEnvironment(_ configuration: String, home: String) -> [String: String] {
        ["HOME": home, "FONTCONFIG_FILE": configuration, "CATALOG_FONT_DEFAULT": "Catalog Metrics",
         "CATALOG_FONT_ROUNDED": "Catalog Variable", "CATALOG_FONT_MONOSPACED": FontFixtures.metrics,
         "CATALOG_FONT_SERIF": "No Such Serif Family"]
    }

    @Test("type pages: every platform's size categories per design, the specimen type-ramp draws, the fonts named")
    func typePages() throws {
        try FontFixtures.withConfiguration { configuration, folder in
            let site = folder.appendingPathComponent("site").path
            let environment = Self.fontEnvironment(configuration, home: folder.path)
            let built = CLI.run(["site", "-o", site, "--data-set", CLI.fixture], environment: environment)
            #expect(built.exitCode == 0, "\(built.standardError)")
            // The design with no font is named on stderr, the site built without it.
            #expect(built.standardError.contains("no serif design") && built.standardError.contains("No Such Serif Family"),
                    "\(built.standardError)")
            let type = try SiteCommandTests.assigned(String(contentsOfFile: site + "/data/type.js", encoding: .utf8))
            let platforms = try #require(type["platforms"] as? [[String: Any]])
            #expect(platforms.map { $0["platform"] as? String } == ["ios", "macos", "watchos", "tvos"])
            let sizes = platforms.map { (($0["sizes"] as? [[String: Any]]) ?? []).compactMap { $0["key"] as? String } }
            let twelve = ["xsmall", "small", "medium", "large", "xlarge", "xxlarge", "xxxlarge", "ax1", "ax2", "ax3", "ax4", "ax5"]
            // watchOS has no Medium, AX4 or AX5 (Apple's tables).
            let watch = twelve.filter { !["medium", "ax4", "ax5"].contains($0) }
            #expect(sizes == [twelve, ["large"], watch, ["large"]])
            let designs = try #require(type["designs"] as? [[String: Any]])
            #expect(designs.map { $0["design"] as? String } == ["default", "rounded", "serif", "monospaced"])
            let fontNames = designs.map { (($0["fonts"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String } }
            #expect(fontNames[0] == ["Catalog Metrics Regular"])
            #expect(fontNames[3] == ["Catalog Metrics Regular"])
            #expect(fontNames[1].allSatisfy { $0.hasPrefix("Catalog Variable") } && !fontNames[1].isEmpty)
            let serifError = designs[2]["error"] as? String
            #expect(serifError?.contains("No Such Serif Family") == true)
            #expect(designs[2]["fonts"] == nil)
            let specimens = try #require(type["specimens"] as? [String: [String: Any]])
            // iOS 12 sizes, macOS 1, watchOS 9, tvOS 1; three designs drawn.
            #expect(specimens.count == 69)
            #expect(!specimens.keys.contains { $0.contains("/serif/") })
            let written = try FileManager.default.contentsOfDirectory(atPath: site + "/type").sorted()
            #expect(written == ["default.js", "monospaced.js", "rounded.js"])
            let large = try #require(specimens["ios/default/large"])
            #expect(large["file"] as? String == "type/default.js")
            let fonts = try #require(large["fonts"] as? [[String: Any]])
            #expect(fonts.first?["file"] as? String == "CatalogMetrics-Regular.ttf" && fonts.first?["resolution"] as? String == "exact")
            // One implementation: each specimen is what type-ramp --format svg draws.
            for (platform, size, design) in [("ios", "large", "default"), ("watchos", "AX3", "rounded"), ("tvos", "large", "monospaced")] {
                let ramp = CLI.run(["type-ramp", "--platform", platform, "--size-category", size, "--design", design, "--format", "svg"],
                                   environment: environment)
                #expect(ramp.exitCode == 0, "\(ramp.standardError)")
                let svgs = try SiteCommandTests.assigned(String(contentsOfFile: "\(site)/type/\(design).js", encoding: .utf8))
                #expect(svgs["\(platform)/\(design)/\(size.lowercased())"] as? String == ramp.standardOutput, "\(platform) \(size) \(design)")
            }
        }
    }
}
