import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The font reproducers of issue 42, from the command line, on the small fonts of
/// `Scripts/make-hostile-fonts.py` (the full-size ones are timed by `Benchmarks/font-costs.sh`):
/// a glyph past the glyph-load limits (`glyph`, `glyphs`; `check` judges it by its stored box),
/// and variable fonts past 64 axes or 1,024 named instances, are one line naming the file, the
/// glyph or the count, and the limit; `fvar` without `gvar` is no variable font for any command.
@Suite("Hostile fonts: composite glyphs and variation spaces bounded, one line past a limit")
struct HostileFontCostTests {
    static let components = Fixtures.hostileFont("CatalogComponents.ttf")
    static let axes65 = Fixtures.hostileFont("CatalogVariable-65Axes.ttf")
    static let instances1025 = Fixtures.hostileFont("CatalogVariable-1025Instances.ttf")
    static let noGvar = Fixtures.hostileFont("CatalogVariable-NoGvar.ttf")

    @Test("check judges a glyph past the limits by its stored box, and says so")
    func checkComposites() {
        let result = CLI.run(["check", Self.components])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("""
              FAIL  win-ascent         usWinAscent 400 < 600, the stored top of 'wide' (glyph 4), not measured exactly as it \
            expands to more than 4,096 glyph records (the limit for one glyph): clipped by 200
              PASS  win-descent        usWinDescent 200 covers every glyph (stored boxes reach 0; 68 measured exactly, 2 by \
            their stored boxes, past the limits for one glyph or one face)

            """))
    }

    @Test("glyph refuses a glyph past a limit in one line naming it and the limit", arguments: [
        ("W", "glyph 4 'wide' not loaded: it expands to more than 4,096 glyph records (the limit for one glyph)"),
        ("D", "glyph 70 'deep65' not loaded: its components nest more than 64 levels deep (the limit for one glyph)"),
    ])
    func glyphPastLimit(_ character: String, _ message: String) {
        let result = CLI.run(["glyph", "--font", Self.components, "--char", character, "--text-font", FontFixtures.metrics])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: \(Self.components): \(message)\n")
    }

    @Test("glyphs stops at a symbol whose glyph is past a limit, in one line naming it and the limit")
    func glyphsPastLimit() throws {
        let scratch = Scratch("hostile-glyphs")
        defer { scratch.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: CLI.fixture) {
            try FileManager.default.copyItem(atPath: CLI.fixture + "/" + name, toPath: scratch.file(name))
        }
        try PropertyListSerialization.data(fromPropertyList: ["heart": "W"], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: scratch.file("symbol_unicodes.plist")))
        let result = CLI.run(["glyphs", "heart", "--data-set", scratch.path, "--font", Self.components, "--text-font", FontFixtures.metrics],
                             environment: ["CATALOG_NO_CACHE": "1"])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: \(Self.components): glyph 4 'wide' not loaded: it expands to more than 4,096 glyph "
            + "records (the limit for one glyph)\n")
    }

    @Test("glyph measures a glyph at the limits", arguments: ["F", "E"])
    func glyphAtLimit(_ character: String) {
        let result = CLI.run(["glyph", "--font", Self.components, "--char", character, "--text-font", FontFixtures.metrics])
        #expect(result.exitCode == 0)
        #expect(result.standardError == "")
    }

    @Test("metrics, trim, fallback, type-ramp, fonts and glyph refuse a variable font past a limit, one line each", arguments: [
        (axes65, "65 variation axes, over the limit of 64 for a variable font"),
        (instances1025, "1,025 named instances, over the limit of 1,024 for a variable font"),
    ])
    func variationsPastLimit(_ path: String, _ message: String) {
        let commands: [[String]] = [
            ["metrics", path], ["metrics", path, "--json"], ["metrics", path, "--format", "capsize"],
            ["trim", path, "--font-size", "16", "--axes", "wght=500"],
            ["fallback", path, "--for", FontFixtures.metrics, "--axes", "wght=500"],
            ["type-ramp", "--font", path, "--json"], ["fonts", "--font", path],
            ["glyph", "--font", path, "--char", "H", "--weight", "bold", "--text-font", FontFixtures.metrics],
        ]
        for arguments in commands {
            let result = CLI.run(arguments)
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.standardOutput == "", "\(arguments)")
            #expect(result.standardError == "catalog: \(path): \(message)\n", "\(arguments)")
        }
    }

    @Test("fvar without gvar: metrics lists no axes, and trim --axes says it is not variable")
    func withoutGvar() throws {
        let faces = try FontFixtures.faces([Self.noGvar])
        #expect(faces.first?["axes"] as? [Any] != nil)
        #expect((faces.first?["axes"] as? [Any])?.isEmpty == true)
        #expect((faces.first?["namedInstances"] as? [Any])?.isEmpty == true)
        let trim = CLI.run(["trim", Self.noGvar, "--font-size", "16", "--axes", "wght=700"])
        #expect(trim.exitCode == 1)
        #expect(trim.standardError == "catalog: \(Self.noGvar): not a variable font (no variation axes)\n")
    }

    @Test("metrics --json at both limits lists every axis and instance, its size bounded by them", arguments: [
        ("CatalogVariable-64Axes.ttf", 64, 1), ("CatalogVariable-1024Instances.ttf", 1, 1_024),
    ])
    func jsonAtLimits(_ name: String, _ axes: Int, _ instances: Int) throws {
        let path = Fixtures.hostileFont(name)
        let result = CLI.run(["metrics", path, "--json"])
        #expect(result.exitCode == 0)
        let face = try #require(try FontFixtures.faces([path]).first)
        #expect((face["axes"] as? [Any])?.count == axes)
        #expect((face["namedInstances"] as? [Any])?.count == instances)
        // About 120 bytes an axis and 60 a coordinate: at both limits (65,536 coordinates) a
        // face is under 5 MB (Benchmarks/font-costs.sh measures one).
        #expect(result.standardOutput.utf8.count < 2_000 + 200 * axes + instances * (60 + 80 * axes))
    }
}
