import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog copy NAME --format FORMAT`: the site's copy formats for SF (the fixture `mini`, an
/// Apple set) and for each open set; printed, as there is no clipboard on PATH.
@Suite("catalog copy: formats")
struct CopyFormatsTests {
    static func run(_ arguments: [String], environment: [String: String] = [:]) -> CatalogCLI.Result {
        CLI.run(["copy"] + arguments, environment: ["CATALOG_DATA_DIR": CLI.embedded, "PATH": "/nonexistent"].merging(environment) { $1 })
    }

    static let noClipboard = "catalog: no clipboard: standard output is not a terminal and none of wl-copy, xclip, xsel worked; printed instead\n"

    @Test("SF: the system symbol in SwiftUI, UIKit and AppKit", arguments: [
        ("swiftui", "Image(systemName: \"heart.fill\")"),
        ("swiftui-label", "Label(\"Heart Fill\", systemImage: \"heart.fill\")"),
        ("uikit", "UIImage(systemName: \"heart.fill\")"),
        ("appkit", "NSImage(systemSymbolName: \"heart.fill\", accessibilityDescription: \"Heart Fill\")"),
        ("name", "heart.fill"),
    ])
    func apple(format: String, text: String) {
        let result = Self.run(["heart.fill", "--format", format, "--data-set", CLI.fixture])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == text + "\n")
        #expect(result.standardError == Self.noClipboard)
    }

    @Test("open sets: the set's HTML, the asset-catalog name and the Swift that names it", arguments: [
        (["heart", "--format", "html"], "<i class=\"fa-solid fa-heart\"></i>"),
        (["heart", "--format", "html", "--style", "regular"], "<i class=\"fa-regular fa-heart\"></i>"),
        (["heart", "--format", "asset"], "fa-solid-heart"),
        (["heart", "--format", "asset", "--style", "regular"], "fa-regular-heart"),
        (["github", "--format", "asset"], "fa-brands-github"),
        (["heart", "--format", "asset", "--data-set", "fontawesome-5.15.4"], "fa-solid-heart"),
        (["heart", "--format", "swiftui"], "Image(\"fa-solid-heart\")"),
        (["heart", "--swift"], "Image(\"fa-solid-heart\")"),
        (["arrow-up-right-from-square", "--format", "swiftui-label"], "Label(\"Arrow Up Right From Square\", image: \"fa-solid-arrow-up-right-from-square\")"),
        (["heart", "--format", "uikit", "--style", "regular"], "UIImage(named: \"fa-regular-heart\")"),
        (["heart", "--format", "appkit"], "NSImage(named: \"fa-solid-heart\")"),
        (["house", "--format", "asset", "--data-set", "fontawesome-7"], "fa-solid-house"),
        (["home", "--format", "asset", "--data-set", "mdi"], "mdi-home"),
        (["home", "--format", "html", "--data-set", "mdi"], "<span class=\"mdi mdi-home\"></span>"),
        (["house", "--format", "asset", "--data-set", "phosphor"], "ph-house"),
        (["house", "--format", "asset", "--data-set", "phosphor", "--style", "bold"], "ph-bold-house"),
        (["house", "--format", "html", "--data-set", "phosphor", "--style", "bold"], "<i class=\"ph-bold ph-house\"></i>"),
        (["house", "--format", "swiftui", "--data-set", "phosphor", "--style", "fill"], "Image(\"ph-fill-house\")"),
        (["house", "--format", "asset", "--data-set", "lucide"], "lucide-house"),
        (["house", "--format", "html", "--data-set", "lucide"], "<i data-lucide=\"house\"></i>"),
    ])
    func open(arguments: [String], text: String) {
        let result = Self.run(arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == text + "\n")
    }

    @Test("svg: the bytes 'glyph --plain' writes; Lucide's strokes need no font")
    func svg() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let copied = Self.run(["house", "--format", "svg", "--data-set", "lucide"], environment: ["FONTCONFIG_FILE": configuration])
            #expect(copied.exitCode == 0, "\(copied.standardError)")
            #expect(copied.standardOutput == DesignSVGSetTests.expected["lucide"]!.document)
        }
        // On a clipboard tool: the whole document, and a short note.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-copy-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExecutableScript.write("#!/bin/sh\n/bin/cat > \"$0.input\"\n", to: folder.appendingPathComponent("wl-copy").path)
        let result = Self.run(["house", "--format", "svg", "--data-set", "lucide"], environment: ["PATH": folder.path])
        #expect(result.standardError == "Copied '<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" …' (332 bytes) to the clipboard with wl-copy\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("wl-copy.input"), encoding: .utf8) == DesignSVGSetTests.expected["lucide"]!.document)
    }

    @Test("svg of a filled set: the same bytes as glyph --plain, style included",
          .enabled(if: FontAwesomeFonts.installed && IconSetFonts.installed, "the sets' fonts are not installed (Scripts/install-fonts.sh SET)"),
          arguments: [(["house"], ["house"]), (["heart", "--style", "regular"], ["heart", "--style", "regular"]),
                      (["house", "--data-set", "phosphor"], ["house", "--data-set", "phosphor", "--style", "regular"]),
                      (["home", "--data-set", "mdi"], ["home", "--data-set", "mdi"])])
    func filledSVG(copy: [String], glyph: [String]) {
        let copied = Self.run(copy + ["--format", "svg"])
        let drawn = CLI.run(["glyph"] + glyph + ["--format", "svg", "--plain"], environment: ["CATALOG_DATA_DIR": CLI.embedded])
        #expect(copied.exitCode == 0 && drawn.exitCode == 0, "\(copied.standardError) \(drawn.standardError)")
        #expect(copied.standardOutput == drawn.standardOutput)
        #expect(copied.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "))
    }

    @Test("SF's SVG: one line saying why there is none, and --symbols-font draws it from a font of yours")
    func appleSVG() throws {
        let none = Self.run(["heart", "--format", "svg", "--data-set", CLI.fixture])
        #expect(none.exitCode == 1)
        #expect(none.standardOutput.isEmpty)
        #expect(none.standardError == "catalog: 'heart' has no SVG in mini: SF Symbols' glyphs may not be redistributed, so catalog ships none; "
            + "give --symbols-font FILE|PATTERN, a font of yours that draws them\n")
        // mini with heart at U+25A0: CatalogGlyphs' square (100,0)–(700,600), on its own em
        // (ascender 800, descender −200).
        let scratch = Scratch("copy-symbols-font")
        defer { scratch.remove() }
        for name in try FileManager.default.contentsOfDirectory(atPath: CLI.fixture) {
            try FileManager.default.copyItem(atPath: CLI.fixture + "/" + name, toPath: scratch.file(name))
        }
        try PropertyListSerialization.data(fromPropertyList: ["heart": "\u{25A0}"], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: scratch.file("symbol_unicodes.plist")))
        let drawn = Self.run(["heart", "--format", "svg", "--data-set", scratch.path, "--symbols-font", Fixtures.font("CatalogGlyphs.ttf")])
        #expect(drawn.exitCode == 0, "\(drawn.standardError)")
        #expect(drawn.standardOutput == "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 800 1000\" fill=\"currentColor\">"
            + "<path d=\"M100 800L100 200L700 200L700 800L100 800Z\"/></svg>\n")
    }

    @Test("no such form: one line naming the symbol and the set", arguments: [
        (["heart", "--format", "html", "--data-set", CLI.fixture], "catalog: heart has no Font Awesome style in mini, so no HTML form (try --format swiftui)\n"),
        (["heart", "--format", "asset", "--data-set", CLI.fixture],
         "catalog: heart is a system symbol in mini, not an asset-catalog image (try --format swiftui, uikit or appkit)\n"),
        (["heart", "--format", "asset", "--style", "brands"], "catalog: 'heart' has no brands style in fontawesome-6; it has solid, regular\n"),
        (["home", "--format", "asset", "--style", "bold", "--data-set", "mdi"], "catalog: 'home' has no bold style in mdi; it has none\n"),
    ])
    func unavailable(arguments: [String], message: String) {
        let result = Self.run(arguments)
        #expect(result.exitCode == 1)
        #expect(result.standardError == message)
    }

    @Test("Swift: a name from data is a Swift string literal, escaped")
    func escaped() throws {
        let scratch = Scratch("copy-swift-escaping")
        defer { scratch.remove() }
        let name = "a\"b\\c\u{202E}"
        DataSetWriter.write(scratch.path, names: [name: "2019"], aliases: [:], releases: ["2019": ["iOS": "13.0"]])
        let result = Self.run([name, "--format", "swiftui-label", "--data-set", scratch.path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Label(\"A\\\"b\\\\c\\u{202E}\", systemImage: \"a\\\"b\\\\c\\u{202E}\")\n")
    }
}
