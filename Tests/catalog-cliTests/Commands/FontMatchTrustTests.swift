import CatalogTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import catalog_cli
import TypeScale

/// Remembered font matches answer for fontconfig (which then is not loaded) only once a run
/// has confirmed their state, and only while nothing fontconfig depends on changed: a font
/// folder, a configuration file (even rewritten at the same size with its time put back), the
/// environment. Each test has its own fonts folder, configuration and cache.
@Suite("glyphs: remembered font matches are trusted only while they hold")
struct FontMatchTrustTests {
    static let pattern = "Catalog Metrics:style=Regular"

    /// A scratch folder with `fonts1/` (holding `a.ttf`, the fixture Catalog Metrics), an empty
    /// `fonts2/`, `config/fonts.conf` listing `fonts1` and the environment using it. (The
    /// configuration has a folder of its own: its folder is watched, and the cache is made
    /// beside it.)
    struct Setup {
        let scratch: Scratch
        var environment: [String: String]

        init(_ label: String) throws {
            scratch = Scratch(label)
            for folder in ["fonts1", "fonts2", "config"] {
                try FileManager.default.createDirectory(atPath: scratch.file(folder), withIntermediateDirectories: true)
            }
            try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: scratch.file("fonts1/a.ttf"))
            environment = ["FONTCONFIG_FILE": scratch.file("config/fonts.conf"), "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]
            writeConfiguration(listing: "fonts1")
        }

        func writeConfiguration(listing folder: String) {
            scratch.write("""
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                <fontconfig>
                  <dir>\(scratch.file(folder))</dir>
                  <cachedir>\(scratch.file("fc-cache"))</cachedir>
                </fontconfig>

                """, "config/fonts.conf")
        }

        /// One run's look-up as `glyphs` makes it: the match, whether the memory was trusted and
        /// whether fontconfig was loaded.
        func lookUp() throws -> (match: FontMatch, trusted: Bool, loaded: Bool) {
            let shared = SharedFontconfig(environment: environment)
            let matches = RememberedFontMatches(memory: FontMatchMemory(environment: environment, executable: nil),
                                                fontconfig: shared, environment: environment, executable: nil)
            let match = try matches.match(FontMatchTrustTests.pattern)
            let trusted = matches.isTrusted
            matches.save()
            return (match, trusted, shared.loadedConfiguration != nil)
        }

        /// fontconfig's own match now, without any memory.
        func fontconfigMatch() throws -> FontMatch {
            try FontconfigConfiguration(file: scratch.file("config/fonts.conf")).match(FontMatchTrustTests.pattern)
        }

        /// Runs until the memory is confirmed (two runs), checking each asks fontconfig, then
        /// once trusted.
        func confirm() throws {
            for _ in 0..<2 {
                let run = try lookUp()
                #expect(!run.trusted && run.loaded)
                #expect(run.match == (try fontconfigMatch()))
            }
            let trusted = try lookUp()
            #expect(trusted.trusted && !trusted.loaded)
        }
    }

    @Test("the first run records, the second confirms, the third asks fontconfig nothing")
    func trustedOnTheThirdRun() throws {
        let setup = try Setup("font-trust")
        defer { setup.scratch.remove() }
        let first = try setup.lookUp()
        #expect(!first.trusted && first.loaded)
        #expect(setup.scratch.text("cache/catalog/font-matches.tsv")?.hasPrefix("catalog font matches 2 unconfirmed\n") == true)
        let second = try setup.lookUp()
        #expect(!second.trusted && second.loaded)
        #expect(setup.scratch.text("cache/catalog/font-matches.tsv")?.hasPrefix("catalog font matches 2 confirmed\n") == true)
        for _ in 0..<2 {
            let trusted = try setup.lookUp()
            #expect(trusted.trusted && !trusted.loaded)
            #expect(trusted.match == (try setup.fontconfigMatch()))
            #expect(trusted.match.path == setup.scratch.file("fonts1/a.ttf"))
        }
    }

    /// What happens to the fonts folder once the memory is trusted.
    enum FontChange: String, CaseIterable {
        /// `a.ttf` renamed `b.ttf`: the pattern now matches another file.
        case renamed
        /// Another font added beside it.
        case added
    }

    @Test("a font renamed or added in its folder: not trusted, and the match is fontconfig's", arguments: FontChange.allCases)
    func fontFolderChanged(change: FontChange) throws {
        let setup = try Setup("font-trust-\(change.rawValue)")
        defer { setup.scratch.remove() }
        try setup.confirm()
        switch change {
        case .renamed:
            try FileManager.default.moveItem(atPath: setup.scratch.file("fonts1/a.ttf"), toPath: setup.scratch.file("fonts1/b.ttf"))
        case .added:
            try FileManager.default.copyItem(atPath: FontFixtures.variable, toPath: setup.scratch.file("fonts1/v.ttf"))
        }
        let run = try setup.lookUp()
        #expect(!run.trusted && run.loaded)
        #expect(run.match.path == setup.scratch.file(change == .renamed ? "fonts1/b.ttf" : "fonts1/a.ttf"))
        #expect(run.match == (try setup.fontconfigMatch()))
    }

    @Test("the configuration rewritten at the same size, its modification time put back: not trusted")
    func sameSizeRewrite() throws {
        let setup = try Setup("font-trust-rewrite")
        defer { setup.scratch.remove() }
        try setup.confirm()
        try FileManager.default.copyItem(atPath: FontFixtures.metrics, toPath: setup.scratch.file("fonts2/c.ttf"))
        let file = setup.scratch.file("config/fonts.conf")
        var before = stat(), after = stat()
        #expect(stat(file, &before) == 0)
        setup.writeConfiguration(listing: "fonts2")  // fonts1 → fonts2: the same size
        let times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, file, times, 0) == 0)  // the modification time put back, to the nanosecond
        #expect(stat(file, &after) == 0)
        #expect(after.st_size == before.st_size)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        let run = try setup.lookUp()
        #expect(!run.trusted && run.loaded)
        #expect(run.match.path == setup.scratch.file("fonts2/c.ttf"))
    }

    /// A trusted memory, then `change`: the next look-up must ask fontconfig.
    static func expectAsked(after change: (inout Setup) throws -> Void, _ label: String) throws {
        var setup = try Setup(label)
        defer { setup.scratch.remove() }
        try setup.confirm()
        try change(&setup)
        let run = try setup.lookUp()
        #expect(!run.trusted && run.loaded)
    }

    @Test("another locale or fontconfig variable: not trusted", arguments: [["LANG": "de_DE.UTF-8"], ["FC_LANG": "ja"]])
    func environmentChanged(change: [String: String]) throws {
        try Self.expectAsked(after: { $0.environment.merge(change) { $1 } }, "font-trust-environment")
    }

    @Test("a user configuration file appearing where the stock configuration includes one: not trusted")
    func userConfigurationAppears() throws {
        try Self.expectAsked(after: { $0.scratch.write("<fontconfig/>\n", ".fonts.conf") }, "font-trust-user")
    }

    @Test("glyphs prints the same document whether the matches are remembered, trusted or not, and after a change")
    func glyphsOutput() throws {
        let setup = try Setup("font-trust-glyphs")
        defer { setup.scratch.remove() }
        let folder = try FontMatchMemoryTests.dataSet(in: setup.scratch)
        func glyphs(cache: Bool = true) -> CatalogCLI.Result {
            CLI.run(["glyphs", "--json", "--data-set", folder, "--text-font", FontFixtures.metrics],
                    environment: setup.environment.merging(cache ? [:] : ["CATALOG_NO_CACHE": "1"]) { $1 })
        }
        let expected = glyphs(cache: false)
        #expect(expected.exitCode == 0, "\(expected.standardError)")
        #expect(expected.standardOutput.contains(setup.scratch.file("fonts1/a.ttf")))
        for _ in 0..<4 { #expect(glyphs() == expected) }
        #expect(FontMatchMemory(environment: setup.environment, executable: nil).isTrusted)
        try FileManager.default.moveItem(atPath: setup.scratch.file("fonts1/a.ttf"), toPath: setup.scratch.file("fonts1/b.ttf"))
        let moved = glyphs(cache: false)
        #expect(moved.standardOutput.contains(setup.scratch.file("fonts1/b.ttf")))
        for _ in 0..<3 { #expect(glyphs() == moved) }
    }
}
