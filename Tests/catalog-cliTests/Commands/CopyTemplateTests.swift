import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog copy NAME --template`: the bytes `catalog template export NAME` writes, with the same
/// `--data-set` and `--style`, printed here (no clipboard on PATH), its notes on stderr as there;
/// a set without glyphs is one line and exit 1.
@Suite("catalog copy --template")
struct CopyTemplateTests {
    static let noClipboard = "catalog: no clipboard: standard output is not a terminal and none of wl-copy, xclip, xsel worked; printed instead\n"

    static func run(_ arguments: [String], _ environment: [String: String] = [:]) -> CatalogCLI.Result {
        CLI.run(arguments, environment: ["CATALOG_DATA_DIR": CLI.embedded, "PATH": "/nonexistent", "CATALOG_NO_CACHE": "1"]
            .merging(environment) { $1 })
    }

    /// `copy NAME --template ARGS` and `template export NAME ARGS`: the same bytes and notes.
    static func expectSame(_ name: String, _ arguments: [String], _ environment: [String: String] = [:]) {
        let copied = run(["copy", name, "--template"] + arguments, environment)
        let exported = run(["template", "export", name] + arguments, environment)
        #expect(copied.exitCode == 0 && exported.exitCode == 0, "\(copied.standardError) \(exported.standardError)")
        #expect(copied.standardOutput == exported.standardOutput, "\(name) \(arguments)")
        #expect(copied.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
        #expect(copied.standardOutput.contains("<g id=\"Regular-S\" transform=\"matrix(1 0 0 1 "))
        #expect(copied.standardError == exported.standardError + noClipboard)
    }

    @Test("a set drawn by the fixture font: each style, and the weights as interpolation sources, as template export writes them",
          arguments: [("square", [String]()), ("square", ["--style", "bold"]), ("dome", []), ("dome", ["--style", "solid"])])
    func fixture(name: String, style: [String]) throws {
        try TemplateCommandTests.withFolder { _, dataSet in
            try FontFixtures.withConfiguration(offering: ["CatalogGlyphs.ttf"]) { configuration, _ in
                Self.expectSame(name, ["--data-set", dataSet] + style, ["FONTCONFIG_FILE": configuration])
            }
        }
    }

    @Test("the interpolation sources' note on stderr, as template export says it")
    func note() throws {
        try TemplateCommandTests.withFolder { _, dataSet in
            try FontFixtures.withConfiguration(offering: ["CatalogGlyphs.ttf"]) { configuration, _ in
                let copied = Self.run(["copy", "square", "--template", "--data-set", dataSet], ["FONTCONFIG_FILE": configuration])
                #expect(copied.standardError == "catalog: note: square: Ultralight-S from thin, Regular-S from regular, Black-S from bold: "
                        + "point-compatible, so Xcode interpolates the other weights\n" + Self.noClipboard)
                #expect(copied.standardOutput.contains("<g id=\"Black-S\""))
            }
        }
    }

    @Test("every embedded set with glyphs: the bytes of template export",
          .enabled(if: FontAwesomeFonts.installed && IconSetFonts.installed, "the sets' fonts are not installed (Scripts/install-fonts.sh SET)"),
          arguments: [("heart", ["--data-set", "fontawesome-6"]), ("heart", ["--data-set", "fontawesome-6", "--style", "solid"]),
                      ("github", ["--data-set", "fontawesome-6", "--style", "brands"]), ("house", ["--data-set", "fontawesome-7", "--style", "solid"]),
                      ("home", ["--data-set", "mdi"]), ("account-circle", ["--data-set", "mdi"]), ("house", ["--data-set", "phosphor"]),
                      ("heart", ["--data-set", "phosphor", "--style", "bold"]), ("house", ["--data-set", "lucide"]),
                      ("brain-circuit", ["--data-set", "lucide"])])
    func embedded(name: String, arguments: [String]) {
        Self.expectSame(name, arguments)
    }

    @Test("an SF set: one line without --symbols-font; with it, template export --font's bytes")
    func apple() throws {
        let none = Self.run(["copy", "heart", "--template", "--data-set", CLI.fixture])
        #expect(none.exitCode == 1 && none.standardOutput.isEmpty)
        #expect(none.standardError == "catalog: 'heart' has no template in mini: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
                + "give --symbols-font FILE|PATTERN, a font of yours that draws it\n")
        // mini with heart at U+25A0: CatalogGlyphs' square.
        let scratch = Scratch("copy-template-symbols-font")
        defer { scratch.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: CLI.fixture) {
            try FileManager.default.copyItem(atPath: CLI.fixture + "/" + name, toPath: scratch.file(name))
        }
        try PropertyListSerialization.data(fromPropertyList: ["heart": "\u{25A0}"], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: scratch.file("symbol_unicodes.plist")))
        let font = Fixtures.font("CatalogGlyphs.ttf")
        let copied = Self.run(["copy", "heart", "--template", "--data-set", scratch.path, "--symbols-font", font])
        let exported = Self.run(["template", "export", "heart", "--data-set", scratch.path, "--font", font])
        #expect(copied.exitCode == 0, "\(copied.standardError)")
        #expect(copied.standardOutput == exported.standardOutput)
        // CatalogGlyphs' square: advance 800 of 1000, so 62.64 wide around the Regular column.
        #expect(copied.standardOutput.contains(#"<line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1418.524""#))
        let export = Self.run(["template", "export", "heart", "--data-set", CLI.fixture])
        #expect(export.exitCode == 1)
        #expect(export.standardError == "catalog: 'heart' has no template in mini: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
                + "give --font FILE, a font of yours that draws it\n")
    }

    @Test("no template: a set that names no fonts, a style the symbol lacks, options that do not go with it", arguments: [
        (["heart", "--style", "thin"], 1, "catalog: 'heart' has no thin style; it has regular\n"),
        (["heart", "--format", "svg"], 64, "catalog: --template copies the template, not a format: leave out --format, --character, --swift and --html\n"),
        (["heart", "--available-in", "iOS", "17"], 64, "catalog: --template copies no name; --available-in does not apply\n"),
    ] as [([String], Int32, String)])
    func refused(arguments: [String], status: Int32, message: String) throws {
        try TemplateCommandTests.withFolder { scratch, dataSet in
            try FontFixtures.withConfiguration(offering: ["CatalogGlyphs.ttf"]) { configuration, _ in
                let result = Self.run(["copy"] + arguments.prefix(1) + ["--template", "--data-set", dataSet] + arguments.dropFirst(),
                                      ["FONTCONFIG_FILE": configuration])
                #expect(result.exitCode == status)
                #expect(result.standardOutput.isEmpty)
                #expect(result.standardError.hasPrefix(message), "\(result.standardError)")
            }
            // A set that names no fonts.
            let bare = scratch.file("bare")
            DataSetWriter.write(bare, names: ["heart": "2019"], aliases: [:], releases: ["2019": ["iOS": "13.0"]])
            let result = Self.run(["copy", "heart", "--template", "--data-set", bare])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "catalog: 'heart' has no template in bare: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
                    + "give --symbols-font FILE|PATTERN, a font of yours that draws it\n")
        }
    }
}
