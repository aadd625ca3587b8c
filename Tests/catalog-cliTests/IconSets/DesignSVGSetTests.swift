import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `glyph NAME --format svg --plain` on each set's own design grid, byte for byte. The expected
/// documents were written by Scripts/design-svg-reference.py (fontTools on the installed fonts,
/// the viewBox from each package's own SVG; Lucide: the package's own elements), one glyph per
/// set; `live` runs the script on more glyphs when it can.
@Suite("catalog glyph --plain: each set's own design grid")
struct DesignSVGSetTests {
    /// Set → (style, name, document), from Scripts/design-svg-reference.py.
    static let expected: [String: (style: String?, name: String, document: String)] = [
        "fontawesome-6": ("solid", "house",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 576 512\" fill=\"currentColor\"><path d=\"M576 256Q575 269 566 278L566 278L566 278Q557 287 544 288L512 288L512 288L513 448L513 448Q512 452 512 456L512 472L512 472Q512 489 500 500Q489 512 472 512L456 512L456 512Q454 512 453 512Q451 512 449 512L416 512L392 512Q375 512 364 500Q352 489 352 472L352 448L352 448L352 384L352 384Q352 370 343 361Q334 352 320 352L256 352L256 352Q242 352 233 361Q224 370 224 384L224 448L224 448L224 472L224 472Q224 489 212 500Q201 512 184 512L160 512L128 512Q127 512 126 512Q125 512 124 512Q122 512 120 512L104 512L104 512Q87 512 76 500Q64 489 64 472L64 360L64 360Q64 359 64 357L64 288L64 288L32 288L32 288Q18 287 9 278Q0 269 0 255Q0 242 10 231L266 8L266 8Q277 -1 288 0Q300 0 309 7L565 232L565 232Q577 242 576 256L576 256Z\"/></svg>\n"),
        "fontawesome-7": ("solid", "house",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 512 512\" fill=\"currentColor\"><path d=\"M277.8 8.6C265.5 -2.8 246.5 -2.8 234.3 8.6L10.3 216.6C0.7 225.6 -2.5 239.5 2.3 251.7C7.1 263.9 18.8 272 32 272L48 272L48 448C48 483.3 76.7 512 112 512L400 512C435.3 512 464 483.3 464 448L464 272L480 272C493.2 272 505 263.9 509.8 251.7C514.6 239.5 511.4 225.5 501.8 216.6L277.8 8.6ZM240 320L272 320C298.5 320 320 341.5 320 368L320 464L192 464L192 368C192 341.5 213.5 320 240 320Z\"/></svg>\n"),
        "mdi": ("regular", "home",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" fill=\"currentColor\"><path d=\"M10 20L10 14L14 14L14 20L19 20L19 12L22 12L12 3L2 12L5 12L5 20L10 20Z\"/></svg>\n"),
        "phosphor": ("regular", "house",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 256 256\" fill=\"currentColor\"><path d=\"M219.32 108.68L139.32 28.68C133.06 22.44 122.94 22.44 116.7 28.68L36.68 108.68C33.68 111.68 31.98 115.76 32 120L32 216C32 220.42 35.58 224 40 224L104 224C108.42 224 112 220.42 112 216L112 160L144 160L144 216C144 220.42 147.58 224 152 224L216 224C220.42 224 224 220.42 224 216L224 120C224.02 115.76 222.32 111.68 219.32 108.68ZM208 208L160 208L160 152C160 147.58 156.42 144 152 144L104 144C99.58 144 96 147.58 96 152L96 208L48 208L48 120L128 40L208 120L208 208Z\"/></svg>\n"),
        "lucide": (nil, "house",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"><path d=\"M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8\"/><path d=\"M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z\"/></svg>\n"),
    ]

    static func plain(_ set: String) -> CatalogCLI.Result {
        let (style, name, _) = expected[set]!
        return CLI.run(["glyph", name, "--data-set", set, "--format", "svg", "--plain"] + (style.map { ["--style", $0] } ?? []),
                       environment: ["CATALOG_DATA_DIR": CLI.embedded])
    }

    @Test("Lucide: its own strokes from the data set, no font needed")
    func lucide() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let result = CLI.run(["glyph", "house", "--data-set", "lucide", "--format", "svg", "--plain"],
                                 environment: ["CATALOG_DATA_DIR": CLI.embedded, "FONTCONFIG_FILE": configuration])
            #expect(result.exitCode == 0, "\(result.standardError)")
            #expect(result.standardOutput == Self.expected["lucide"]!.document)
        }
    }

    @Test("the filled sets: the font's outline on the package's viewBox, in currentColor",
          .enabled(if: IconSetFonts.installed && FontAwesomeFonts.installed, "the sets' fonts are not installed (Scripts/install-fonts.sh SET)"),
          arguments: ["fontawesome-6", "fontawesome-7", "mdi", "phosphor"])
    func filled(set: String) throws {
        let result = Self.plain(set)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == Self.expected[set]!.document)
    }

    @Test("the viewBox of each set: Font Awesome 512 high and its advance wide, MDI and Lucide 24 x 24, Phosphor 256 x 256",
          .enabled(if: IconSetFonts.installed && FontAwesomeFonts.installed, "the sets' fonts are not installed (Scripts/install-fonts.sh SET)"),
          arguments: [("fontawesome-6", "house", "0 0 576 512"), ("fontawesome-6", "user", "0 0 448 512"), ("fontawesome-7", "house", "0 0 512 512"),
                      ("fontawesome-7", "user", "0 0 448 512"), ("mdi", "home", "0 0 24 24"), ("phosphor", "house", "0 0 256 256"),
                      ("lucide", "house", "0 0 24 24")])
    func viewBox(set: String, name: String, viewBox: String) throws {
        let result = CLI.run(["glyph", name, "--data-set", set, "--format", "svg", "--plain"], environment: ["CATALOG_DATA_DIR": CLI.embedded])
        let svg = try SVGOutline(result.standardOutput)
        #expect(svg.root?.attributes["viewBox"] == viewBox)
        #expect(svg.root?.attributes["width"] == nil)
        // 24 px to the em: the viewBox scaled by 24 / its height.
        let sized = CLI.run(["glyph", name, "--data-set", set, "--format", "svg", "--plain", "--point-size", "24"],
                            environment: ["CATALOG_DATA_DIR": CLI.embedded])
        let box = viewBox.split(separator: " ").compactMap { Double($0) }
        let root = try SVGOutline(sized.standardOutput).root?.attributes ?? [:]
        #expect(root["height"] == "24")
        #expect(root["width"].flatMap(Double.init) == (box[2] * 24 / box[3] * 100).rounded() / 100)
    }

    @Test("more glyphs of every set against the reference script",
          .enabled(if: IconSetFonts.installed && FontAwesomeFonts.installed && IconSetFonts.hasTools && DesignSVGSetTests.packagesCached,
                   "needs the sets' fonts, python3 with fontTools and the packages of Scripts/fetch-icon-sets.sh"),
          arguments: [("fontawesome-6", "solid", "fontawesome-6.6.0/fa-solid-900.ttf", ["a", "gear", "star", "user", "circle-half-stroke"]),
                      ("fontawesome-6", "regular", "fontawesome-6.6.0/fa-regular-400.ttf", ["heart", "star", "bell"]),
                      ("fontawesome-6", "brands", "fontawesome-6.6.0/fa-brands-400.ttf", ["github", "apple", "swift"]),
                      ("fontawesome-7", "brands", "fontawesome-7-7.3.1/CatalogFontAwesome7Brands-Regular.otf", ["github", "apple"]),
                      ("mdi", "regular", "mdi-7.4.47/CatalogMaterialDesignIcons-Regular.otf", ["account", "cog", "minus-thick"]),
                      ("phosphor", "duotone", "phosphor-0.1.1/CatalogPhosphorDuotone-Regular.otf", ["house", "rows"]),
                      ("phosphor", "fill", "phosphor-0.1.1/CatalogPhosphorFill-Regular.otf", ["rows", "heart"]),
                      ("lucide", "regular", "-", ["brain-circuit", "circle-dot", "a-arrow-down", "tag"])])
    func live(set: String, style: String, font: String, names: [String]) async throws {
        let fonts = (ProcessInfo.processInfo.environment["XDG_DATA_HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path + "/.local/share")
            + "/fonts/catalog/"
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/design-svg-reference.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, set, style, font == "-" ? "-" : fonts + font] + names)
        try #require(outcome.status == 0, "\(outcome.standardError)")
        let expected = outcome.standardOutput.split(separator: "\n").map { $0 + "\n" }
        try #require(expected.count == names.count)
        for (name, document) in zip(names, expected) {
            let result = CLI.run(["glyph", name, "--data-set", set, "--style", style, "--format", "svg", "--plain"],
                                 environment: ["CATALOG_DATA_DIR": CLI.embedded])
            #expect(result.standardOutput == document, "\(set) \(style) \(name)")
        }
    }

    /// The packages Scripts/fetch-icon-sets.sh caches, which the reference reads the viewBoxes from.
    static let packagesCached: Bool = {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["CATALOG_CACHE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.cache") + "/catalog"
        return ["fontawesomefree-6.6.0", "fontawesome-free-pack-7.3.1", "material-design-icons-pack-7.4.47", "py-phosphor-icons-0.1.1",
                "python-lucide-0.5.11"].allSatisfy { FileManager.default.fileExists(atPath: cache + "/icon-sets/packages/\($0)/.complete") }
    }()
}
