import CatalogTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import catalog_cli
import TypeScale

/// `glyphs` asks fontconfig on every run, so no change to what fontconfig reads leaves an
/// answer from an earlier run behind: each case runs `glyphs --json` twice with the caches
/// on, changes one input fontconfig reads, and expects the next run to print what a run
/// without caches (`CATALOG_NO_CACHE=1`) and fontconfig itself say. Among them issue 28's: a
/// configuration that includes a file which does not exist yet (`ignore_missing`), created
/// later with a rule that prefers another family. Each test has its own fonts, configuration
/// and cache folders.
@Suite("glyphs: every change to what fontconfig reads shows in the next run")
struct GlyphsFontconfigTests {
    /// A scratch folder with `fonts1/a.ttf` (the fixture Catalog Metrics), `fonts1/t.ttf`
    /// (Catalog Test), an empty `fonts2/`, `config/fonts.conf` listing `fonts1` and including
    /// `later/extra.conf` (absent), a copy of the mini data set whose heart and trash are `H`
    /// and `x` in Catalog Metrics, and the environment using them.
    struct Setup {
        let scratch: Scratch
        var environment: [String: String]
        let dataSet: String

        init(_ label: String) throws {
            scratch = Scratch(label)
            for folder in ["fonts1", "fonts2", "config", "later"] {
                try FileManager.default.createDirectory(atPath: scratch.file(folder), withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: scratch.file("fonts1/a.ttf"))
            try FileManager.default.copyItem(atPath: FontFixtures.directory + "/CatalogTest-1000.ttf", toPath: scratch.file("fonts1/t.ttf"))
            environment = ["FONTCONFIG_FILE": scratch.file("config/fonts.conf"), "HOME": scratch.path,
                           "XDG_CACHE_HOME": scratch.file("cache")]
            dataSet = try Self.dataSet(in: scratch)
            writeConfiguration(listing: "fonts1")
        }

        /// The configuration: `folder`, the include that may be missing, then monospace as
        /// Catalog Metrics.
        func writeConfiguration(listing folder: String) {
            scratch.write("""
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                <fontconfig>
                  <dir>\(scratch.file(folder))</dir>
                  <cachedir>\(scratch.file("fc-cache"))</cachedir>
                  <include ignore_missing="yes">\(scratch.file("later/extra.conf"))</include>
                  <alias><family>monospace</family><prefer><family>Catalog Metrics</family></prefer></alias>
                </fontconfig>

                """, "config/fonts.conf")
        }

        /// `glyphs --json` with the text font `monospace`, the caches on unless `cache` is false.
        func glyphs(cache: Bool = true) -> CatalogCLI.Result {
            CLI.run(["glyphs", "--json", "--data-set", dataSet, "--text-font", "monospace"],
                    environment: environment.merging(cache ? [:] : ["CATALOG_NO_CACHE": "1"]) { $1 })
        }

        /// The file fontconfig itself gives `pattern` now.
        func fontconfigFile(_ pattern: String) throws -> String {
            try FontconfigConfiguration(file: scratch.file("config/fonts.conf")).match(pattern).path
        }

        /// Two runs with the caches on, each as a run without them prints.
        func runTwice() throws {
            let expected = glyphs(cache: false)
            #expect(expected.exitCode == 0, "\(expected.standardError)")
            for _ in 0..<2 { #expect(glyphs() == expected) }
        }

        /// The next run with the caches on: as a run without them, which must print `shown`
        /// (the font fontconfig now gives `pattern`, whose file must be `file`).
        func expectFollowed(_ pattern: String, to file: String, shown: String) throws {
            #expect(try fontconfigFile(pattern) == file)
            let fresh = glyphs(cache: false)
            #expect(fresh.exitCode == 0, "\(fresh.standardError)")
            #expect(fresh.standardOutput.contains(shown), "\(fresh.standardOutput.prefix(2000))")
            #expect(glyphs() == fresh)
        }

        static func dataSet(in scratch: Scratch) throws -> String {
            let folder = scratch.file("data")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: CLI.fixture) {
                try FileManager.default.copyItem(atPath: CLI.fixture + "/" + name, toPath: folder + "/" + name)
            }
            func write(_ plist: Any, _ name: String) throws {
                try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                    .write(to: URL(fileURLWithPath: folder + "/" + name))
            }
            try write(["heart": "H", "trash": "x"], "symbol_unicodes.plist")
            try write(["heart": ["solid"], "trash": ["solid"]], "symbol_styles.plist")
            try write(["solid": ["family": "Catalog Metrics", "style": "Regular", "file": "CatalogMetrics-Regular.ttf", "weight": 400]],
                      "style_fonts.plist")
            return folder
        }
    }

    @Test("an included file that did not exist (ignore_missing) created with a rule for monospace")
    func missingIncludeCreated() throws {
        let setup = try Setup("glyphs-include")
        defer { setup.scratch.remove() }
        try setup.runTwice()
        #expect(try setup.fontconfigFile("monospace") == setup.scratch.file("fonts1/a.ttf"))
        setup.scratch.write("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <match target="pattern">
                <test name="family"><string>monospace</string></test>
                <edit name="family" mode="prepend" binding="strong"><string>Catalog Test</string></edit>
              </match>
            </fontconfig>

            """, "later/extra.conf")
        try setup.expectFollowed("monospace", to: setup.scratch.file("fonts1/t.ttf"), shown: "\"name\": \"Catalog Test Regular\"")
    }

    @Test("the symbols' font renamed in its folder")
    func fontRenamed() throws {
        let setup = try Setup("glyphs-renamed")
        defer { setup.scratch.remove() }
        try setup.runTwice()
        try FileManager.default.moveItem(atPath: setup.scratch.file("fonts1/a.ttf"), toPath: setup.scratch.file("fonts1/b.ttf"))
        let file = setup.scratch.file("fonts1/b.ttf")
        try setup.expectFollowed("Catalog Metrics:style=Regular", to: file, shown: "\"file\": \"\(file)\"")
    }

    @Test("the configuration rewritten at the same size, its modification time put back")
    func sameSizeRewrite() throws {
        let setup = try Setup("glyphs-rewrite")
        defer { setup.scratch.remove() }
        try setup.runTwice()
        try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: setup.scratch.file("fonts2/c.ttf"))
        let file = setup.scratch.file("config/fonts.conf")
        var before = stat(), after = stat()
        #expect(stat(file, &before) == 0)
        setup.writeConfiguration(listing: "fonts2")  // fonts1 → fonts2: the same size
        #expect(utimensat(AT_FDCWD, file, [before.st_atim, before.st_mtim], 0) == 0)
        #expect(stat(file, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let moved = setup.scratch.file("fonts2/c.ttf")
        try setup.expectFollowed("Catalog Metrics:style=Regular", to: moved, shown: "\"file\": \"\(moved)\"")
    }
}
