import CatalogSite
import CatalogSystem
import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog site -o DIR` never destroys an input or a folder it did not write (issue 42's
/// reproducers): inputs inside DIR refuse it, its own sites are known by the marker or, before
/// the marker, by their exact file list, and `-o -` is no folder.
@Suite("catalog site: the folder replaced never holds an input or someone else's files")
struct SiteFolderSafetyTests {
    /// A copy of the mini data set at `path`.
    static func copyMiniSet(to path: String) throws {
        try FileManager.default.createDirectory(atPath: Paths.parent(of: path), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CLI.fixture, toPath: path)
    }

    /// Every file under `folder` with its bytes.
    static func contents(_ folder: String) -> [String: Data] {
        var files = [String: Data]()
        guard let names = FileManager.default.enumerator(atPath: folder) else { return files }
        for case let name as String in names {
            if let data = FileManager.default.contents(atPath: folder + "/" + name) { files[name] = data }
        }
        return files
    }

    static func site(_ arguments: [String], home: String, _ extra: [String: String] = [:]) -> CatalogCLI.Result {
        CLI.run(["site", "--no-type-pages", "--no-glyphs"] + arguments, environment: ["HOME": home].merging(extra) { $1 })
    }

    @Test("a data set inside DIR (by its path or through a link) refuses it, exit 1 on one line; nothing is touched")
    func dataSetInside() throws {
        let scratch = Scratch("site-input-inside")
        defer { scratch.remove() }
        let folder = scratch.file("S")
        try Self.copyMiniSet(to: folder + "/myset")
        let before = Self.contents(folder)
        let refused = Self.site(["-o", folder, "--data-set", folder + "/myset"], home: scratch.path)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError == "catalog: \(folder): holds the data set \(folder)/myset, which this command reads; not replaced\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: folder)
        let linked = Self.site(["-o", folder, "--data-set", scratch.file("link") + "/myset"], home: scratch.path)
        #expect(linked.exitCode == 1 && linked.standardError.contains("holds the data set"), "\(linked.standardError)")
        let throughLink = Self.site(["-o", scratch.file("link"), "--data-set", folder + "/myset"], home: scratch.path)
        #expect(throughLink.exitCode == 1 && throughLink.standardError.contains("holds the data set"), "\(throughLink.standardError)")
        #expect(Self.contents(folder) == before)
        #expect(Self.contents(folder).count > 3)
    }

    @Test("a store inside DIR refuses it: the store, its last-good copy and its lock are kept")
    func storeInside() throws {
        let scratch = Scratch("site-store-inside")
        defer { scratch.remove() }
        let folder = scratch.file("S"), store = scratch.file("S/collections.json")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let environment = ["HOME": scratch.path]
        #expect(CLI.run(["favorites", "add", "heart", "--data-set", CLI.fixture, "--store", store], environment: environment).exitCode == 0)
        #expect(CLI.run(["favorites", "add", "document", "--data-set", CLI.fixture, "--store", store], environment: environment).exitCode == 0)
        let before = Self.contents(folder)
        #expect(before.keys.contains("collections.json"))
        let refused = Self.site(["-o", folder, "--data-set", CLI.fixture, "--store", store], home: scratch.path)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError == "catalog: \(folder): holds the store \(store), which this command reads; not replaced\n")
        #expect(Self.contents(folder) == before)
    }

    @Test("catalog's registry, configuration or cache folder inside DIR, or a font read, refuses it", arguments: [
        ("XDG_DATA_HOME", "data folder (the registry, the store)"), ("XDG_CONFIG_HOME", "configuration folder"), ("XDG_CACHE_HOME", "cache folder"),
    ])
    func keptFoldersInside(variable: String, role: String) throws {
        let scratch = Scratch("site-xdg-inside")
        defer { scratch.remove() }
        let folder = scratch.file("S")
        try FileManager.default.createDirectory(atPath: folder + "/xdg/catalog", withIntermediateDirectories: true)
        scratch.write("kept", "S/xdg/catalog/file")
        let refused = Self.site(["-o", folder, "--data-set", CLI.fixture, "--store", scratch.file("store.json")], home: scratch.path,
                                [variable: folder + "/xdg"])
        #expect(refused.exitCode == 1)
        #expect(refused.standardError == "catalog: \(folder): holds the \(role) \(folder)/xdg/catalog, which this command reads; not replaced\n")
        #expect(scratch.text("S/xdg/catalog/file") == "kept")
    }

    @Test("the font --symbols-font draws from, inside DIR, refuses it")
    func fontInside() throws {
        let scratch = Scratch("site-font-inside")
        defer { scratch.remove() }
        let folder = scratch.file("S")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.font("CatalogGlyphs.ttf"), toPath: folder + "/Glyphs.ttf")
        let refused = CLI.run(["site", "--no-type-pages", "-o", folder, "--data-set", CLI.fixture, "--symbols-font", folder + "/Glyphs.ttf",
                               "--text-font", Fixtures.font("CatalogGlyphs.ttf")], environment: ["HOME": scratch.path])
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.hasSuffix("catalog: \(folder): holds the symbols font \(folder)/Glyphs.ttf, which this command reads; not replaced\n"),
                "\(refused.standardError)")
        #expect(FileManager.default.fileExists(atPath: folder + "/Glyphs.ttf"))
    }

    @Test("a web project with a data/sets.js is refused and kept whole")
    func webProjectKept() throws {
        let scratch = Scratch("site-web-project")
        defer { scratch.remove() }
        let folder = scratch.file("W")
        try FileManager.default.createDirectory(atPath: folder + "/data", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/src", withIntermediateDirectories: true)
        scratch.write("export const sets = [];\n", "W/data/sets.js")
        scratch.write("console.log(1)\n", "W/src/main.js")
        scratch.write("# my app\n", "W/README.md")
        let before = Self.contents(folder)
        let refused = Self.site(["-o", folder, "--data-set", CLI.fixture], home: scratch.path)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError == "catalog: \(folder): not a site this command wrote (no .catalog-site) and not empty; not replaced "
                + "(choose a new or empty folder, or remove it yourself if it is an old site)\n")
        #expect(Self.contents(folder) == before)
    }

    @Test("a site carries the marker and is replaced; one written before the marker is known by its exact file list, one more file refuses it")
    func markedAndUnmarkedSites() throws {
        let scratch = Scratch("site-marker")
        defer { scratch.remove() }
        let folder = scratch.file("site")
        #expect(Self.site(["-o", folder, "--data-set", CLI.fixture], home: scratch.path).exitCode == 0)
        let marker = try #require(scratch.text("site/.catalog-site"))
        #expect(marker.wholeMatch(of: /catalog site\nversion: [0-9.]+\nid: [0-9a-f]{32}\n/) != nil, "\(marker)")
        #expect(SiteFolder.marker.marks(folder))
        #expect(Self.site(["-o", folder, "--data-set", CLI.fixture], home: scratch.path).exitCode == 0)
        #expect(scratch.text("site/.catalog-site") != marker, "each site gets an id of its own")
        // An older site: the same files without the marker and the layout page (which came after
        // it), and the files older pages had.
        try FileManager.default.removeItem(atPath: folder + "/.catalog-site")
        try Self.removeLayoutPage(folder)
        scratch.write("// old\n", "site/assets/keyboard.js")
        #expect(SiteFolder.isUnmarkedSite(folder))
        #expect(Self.site(["-o", folder, "--data-set", CLI.fixture], home: scratch.path).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/assets/keyboard.js"))
        try FileManager.default.removeItem(atPath: folder + "/.catalog-site")
        try Self.removeLayoutPage(folder)
        scratch.write("mine\n", "site/data/notes.txt")
        #expect(!SiteFolder.isUnmarkedSite(folder))
        let refused = Self.site(["-o", folder, "--data-set", CLI.fixture], home: scratch.path)
        #expect(refused.exitCode == 1 && refused.standardError.contains("no .catalog-site"), "\(refused.standardError)")
        #expect(scratch.text("site/data/notes.txt") == "mine\n")
    }

    @Test("a failure midway (a set's LICENSE.txt a folder, read after its data and glyph files are written) keeps the old site whole; nothing is left beside it")
    func failureMidwayKeepsOldSite() throws {
        let scratch = Scratch("site-failure-midway")
        defer { scratch.remove() }
        let environment = try SiteGlyphsTests.fontconfig(scratch).merging(["CATALOG_NO_CACHE": "1"]) { $1 }
        let data = try SiteGlyphsTests.dataSet(scratch, "own", [
            "symbol_unicodes.plist": ["heart": "H"], "symbol_styles.plist": ["heart": ["solid"]],
            "style_fonts.plist": ["solid": SiteGlyphsTests.metricsFont],
        ])
        scratch.write("The licence of the test's set.\n", "own/LICENSE.txt")
        let folder = scratch.file("sites/site")
        let arguments = ["site", "--no-type-pages", "-o", folder, "--data-set", data, "--text-font", FontFixtures.metrics]
        let first = CLI.run(arguments, environment: environment)
        try #require(first.exitCode == 0, "\(first.standardError)")
        let before = Self.contents(folder)
        #expect(before["data/glyphs-own.js"] != nil && before["licences/own.txt"] != nil, "\(before.keys.sorted())")
        try FileManager.default.removeItem(atPath: data + "/LICENSE.txt")
        try FileManager.default.createDirectory(atPath: data + "/LICENSE.txt", withIntermediateDirectories: false)
        let failed = CLI.run(arguments, environment: environment)
        #expect(failed.exitCode == 1)
        #expect(failed.standardError.hasPrefix("catalog: \(data)/LICENSE.txt: ") && failed.standardError.split(separator: "\n").count == 1,
                "\(failed.standardError)")
        #expect(Self.contents(folder) == before, "the old site, file for file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.file("sites")) == ["site"], "no staging folder left")
    }

    @Test("-o - is no folder: a usage error, exit 64, and no folder named '-'")
    func dashIsNoFolder() throws {
        let scratch = Scratch("site-dash")
        defer { scratch.remove() }
        let result = Self.site(["-o", "-", "--data-set", CLI.fixture], home: scratch.path)
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("catalog: --output -: a site is a folder, not standard output (for a folder named '-', give ./-)\n"))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    /// The layout page's files removed from the site in `folder`: sites written before the
    /// marker never had them.
    static func removeLayoutPage(_ folder: String) throws {
        try FileManager.default.removeItem(atPath: folder + "/layout")
        try FileManager.default.removeItem(atPath: folder + "/data/layout.js")
    }
}
