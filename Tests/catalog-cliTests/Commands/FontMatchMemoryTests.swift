import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli
import TypeScale

/// `glyphs` measures from the files fontconfig matched last time while it loads, and keeps
/// that only when fontconfig matches the same file: a wrong, missing or damaged memory never
/// changes what it prints, and the memory is put right.
@Suite("glyphs: the remembered font match is only a guess")
struct FontMatchMemoryTests {
    static let pattern = "Catalog Metrics:style=Regular"

    /// A copy of the mini data set whose heart and trash are `H` and `x` in a solid style drawn
    /// from the fixture font Catalog Metrics, found through fontconfig.
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

    static func glyphs(_ folder: String, _ environment: [String: String]) -> CatalogCLI.Result {
        CLI.run(["glyphs", "--json", "--data-set", folder, "--text-font", FontFixtures.metrics], environment: environment)
    }

    /// A memory that guesses `file` for the pattern, with a state of its own (unconfirmed).
    static func memory(guessing file: String) -> String {
        let match = FontMatch(pattern: pattern, requested: FontAttributes(families: ["Catalog Metrics"], style: "Regular"),
                              found: FontAttributes(families: ["Catalog Metrics"], style: "Regular", weight: 400, width: 100),
                              path: file, faceIndex: 0, namedInstanceIndex: nil, familyMatch: .requested, isExact: true)
        return FontMatchMemory.text(matches: [FontMatchMemory.Key(pattern: pattern, weight: nil, width: nil): match],
                                    state: FontconfigState(settings: ["HOME=/nowhere"], stamps: [("/nowhere", "-")]),
                                    confirmed: false)!
    }

    @Test("a wrong, missing or damaged memory gives the same document as none, and is corrected",
          arguments: [
              memory(guessing: FontFixtures.variable),  // another font: measured again from fontconfig's
              memory(guessing: "/nonexistent/CatalogMetrics-Regular.ttf"),  // no such file: no guess
              "\(pattern)\t\(FontFixtures.variable)\n",  // the first format: not read
              String(memory(guessing: FontFixtures.variable).dropLast(5)),  // cut short: not read
              "catalog font matches 2 confirmed\nnonsense\n",  // no usable line
              "",
          ])
    func guessNeverChangesOutput(memory: String) throws {
        let scratch = Scratch("font-memory")
        defer { scratch.remove() }
        let folder = try Self.dataSet(in: scratch)
        try FontFixtures.withConfiguration { configuration, _ in
            let base = ["FONTCONFIG_FILE": configuration, "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]
            let expected = Self.glyphs(folder, base.merging(["CATALOG_NO_CACHE": "1"]) { $1 })
            #expect(expected.exitCode == 0, "\(expected.standardError)")
            #expect(expected.standardOutput.contains("CatalogMetrics-Regular.ttf"))
            #expect(!FileManager.default.fileExists(atPath: scratch.file("cache/catalog/font-matches.tsv")))

            try FileManager.default.createDirectory(atPath: scratch.file("cache/catalog"), withIntermediateDirectories: true)
            scratch.write(memory, "cache/catalog/font-matches.tsv")
            let guessed = Self.glyphs(folder, base)
            #expect(guessed == expected)
            // Put right: the next run's guess is fontconfig's match.
            let environment = base
            #expect(FontMatchMemory(environment: environment, executable: nil).guess(for: Self.pattern) == FontFixtures.metrics)
            #expect(Self.glyphs(folder, base) == expected)
        }
    }

    @Test("a file the memory cannot be written to is no error")
    func unwritable() throws {
        let scratch = Scratch("font-memory-unwritable")
        defer { scratch.remove() }
        let folder = try Self.dataSet(in: scratch)
        scratch.write("not a folder", "cache")
        try FontFixtures.withConfiguration { configuration, _ in
            let environment = ["FONTCONFIG_FILE": configuration, "HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")]
            let result = Self.glyphs(folder, environment)
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardError == "catalog: note: 4 symbol(s) without a code point left out\n")  // and nothing about the cache
            #expect(result.standardOutput.contains("CatalogMetrics-Regular.ttf"))
        }
    }
}
