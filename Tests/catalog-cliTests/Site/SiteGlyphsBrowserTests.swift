import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The site's glyphs in headless Chromium (`Scripts/site-browser-check.py --glyphs-only`), on
/// fixture fonts only: a small set released as "Font Awesome" (so it has Font Awesome's HTML)
/// drawn with `--symbols-font` CatalogGlyphs.ttf. The grid's inline SVG, the details' outline,
/// alignment box, box and optical centre, and the SVG and HTML copy buttons must equal what
/// `catalog glyph NAME --json`, `--format svg --plain` (the drawing, and the clipboard's bytes)
/// and `catalog copy NAME --html` print; no request leaves the page and the console has no error.
@Suite("Site glyphs in headless Chromium", .serialized)
struct SiteGlyphsBrowserTests {
    static let glyphFont = Fixtures.font("CatalogGlyphs.ttf")

    @Test("grid and details draw the CLI's glyphs; copy SVG and HTML give the CLI's text", .enabled(if: SiteBrowserTests.ready, SiteBrowserTests.skip))
    func glyphs() async throws {
        let scratch = Scratch("catalog-site-glyphs-browser")
        defer { scratch.remove() }
        let data = scratch.file("shapes")
        DataSetWriter.write(data, names: ["square": "1.0.0", "triangle": "1.0.0", "circle": "1.0.0", "snowman": "1.0.0", "blank": "1.0.0"],
                            aliases: [:], releases: ["1.0.0": ["Font Awesome": "1.0.0"]])
        func plist(_ value: Any, _ name: String) throws {
            try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0).write(to: URL(fileURLWithPath: data + "/" + name))
        }
        // ☃ is not in the font; blank has no code point: both stay name-only.
        try plist(["square": "\u{25A0}", "triangle": "\u{25B2}", "circle": "\u{25CF}", "snowman": "\u{2603}"], "symbol_unicodes.plist")
        try plist(["square": ["solid"], "triangle": ["regular"], "circle": ["solid"], "snowman": ["solid"], "blank": ["solid"]],
                  "symbol_styles.plist")
        let environment = ["HOME": scratch.path, "CATALOG_NO_CACHE": "1", "PATH": "/nonexistent"]
        let site = scratch.file("site")
        let fonts = ["--symbols-font", Self.glyphFont, "--text-font", FontFixtures.metrics]
        let built = CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", data] + fonts, environment: environment)
        try #require(built.exitCode == 0, "\(built.standardError)")

        var symbols = [[String: Any]]()
        for name in ["square", "triangle", "circle"] {
            let glyph = ["glyph", name, "--data-set", data, "--font", Self.glyphFont, "--text-font", FontFixtures.metrics]
            let json = try SiteBrowserTests.object(CLI.run(glyph + ["--json"], environment: environment).standardOutput, "glyph \(name)")
            let svg = CLI.run(glyph + ["--format", "svg"], environment: environment).standardOutput
            let plain = CLI.run(glyph + ["--format", "svg", "--plain"], environment: environment).standardOutput
            let html = CLI.run(["copy", name, "--html", "--data-set", data], environment: environment).standardOutput
            // What each copy button must copy: `catalog copy --format FORMAT` printed (no
            // clipboard here), less the line feed that ends a text without one.
            var copies = [String: String]()
            for format in ["name", "svg", "html", "swiftui", "uikit", "appkit", "character"] {
                let copied = CLI.run(["copy", name, "--format", format, "--data-set", data, "--symbols-font", Self.glyphFont], environment: environment)
                try #require(copied.exitCode == 0, "copy \(name) --format \(format): \(copied.standardError)")
                copies[format] = format == "svg" ? copied.standardOutput : String(copied.standardOutput.dropLast())
            }
            #expect(copies["svg"] == plain)
            // The page draws the icon of --plain (on its design grid) and places it on font units.
            #expect(svg.contains("<path class=\"outline\""))
            let path = try #require(plain.firstMatch(of: #/<path d="([^"]*)"/#)?.output.1)
            let box = try #require(GlyphCommandTests.box(json["bounds"]))
            let alignment = try #require(GlyphCommandTests.box(json["alignmentBox"]))
            symbols.append([
                "name": name, "d": String(path), "svg": plain, "copies": copies, "html": html.hasSuffix("\n") ? String(html.dropLast()) : html,
                "bounds": [box[0], box[1], box[2] - box[0], box[3] - box[1]],
                "alignment": [alignment[0], alignment[1], alignment[2] - alignment[0], alignment[3] - alignment[1]],
                "optical": try #require(GlyphCommandTests.point(json["opticalCenter"])),
            ])
        }
        // Font Awesome's HTML in the glyph's style, as the construction says.
        #expect(symbols.map { $0["html"] as? String } == ["<i class=\"fa-solid fa-square\"></i>", "<i class=\"fa-regular fa-triangle\"></i>",
                                                          "<i class=\"fa-solid fa-circle\"></i>"])
        let cases: [String: Any] = ["glyphs": ["set": "shapes", "symbols": symbols, "without": ["snowman", "blank"]]]
        _ = try await SiteBrowserTests.check(site: site, cases: cases, scratch: scratch, arguments: ["--glyphs-only"])
    }
}

/// A symbol of every open set (in the campaign; a seeded few in `swift test`), from its
/// installed fonts (Lucide from its own strokes): each
/// copy button of the page, read back from the clipboard, is what `catalog copy --format
/// FORMAT` prints, and its SVG the bytes of `catalog glyph NAME --format svg --plain --style`
/// the style shown.
@Suite("Site copies of every set in headless Chromium", .serialized)
struct SiteCopiesBrowserTests {
    /// `chosen`: the style picked in the details (and in the grid's style filter), with the styles shown side by side.
    static let symbols: [(set: String, name: String, style: String?, chosen: [String]?)] = [
        ("fontawesome-6", "house", "solid", nil), ("fontawesome-6", "github", "brands", nil), ("fontawesome-7", "user", "solid", nil),
        ("mdi", "home", nil, nil), ("phosphor", "house", "regular", nil), ("lucide", "house", nil, nil),
        ("phosphor", "house", "bold", ["bold", "duotone", "fill", "light", "regular", "thin"]), ("fontawesome-6", "heart", "regular", ["regular", "solid"]),
    ]

    /// Every symbol in the campaign (`Scripts/campaign.sh site`); in `swift test` a seeded 3 of
    /// the six sets' symbols and 1 of the styles chosen.
    static let chosenSymbols = Campaign.subset(symbols.filter { $0.chosen == nil }, sample: 3, seed: 0xC09E5)
        + Campaign.subset(symbols.filter { $0.chosen != nil }, sample: 1, seed: 0x5771E)

    @Test("each set's copy buttons give catalog copy's texts and glyph --plain's SVG; a style chosen is shown, copied and drawn in the grid",
          .enabled(if: SiteBrowserTests.ready, SiteBrowserTests.skip),
          .enabled(if: IconSetFonts.installed && FontAwesomeFonts.installed, "the sets' fonts are not installed (Scripts/install-fonts.sh SET)"))
    func everySet() async throws {
        let scratch = Scratch("catalog-site-copies-browser")
        defer { scratch.remove() }
        let environment = ["CATALOG_DATA_DIR": CLI.embedded, "CATALOG_NO_CACHE": "1", "PATH": "/nonexistent"]
        let site = scratch.file("site")
        let sets = Array(Set(Self.chosenSymbols.map(\.set))).sorted()
        // No template files: the copy buttons do not read them (SiteTemplatesTests does).
        let built = CLI.run(["site", "--no-type-pages", "--no-templates", "-o", site] + sets.flatMap { ["--data-set", $0] }, environment: environment)
        try #require(built.exitCode == 0, "\(built.standardError)")
        var cases = [[String: Any]]()
        for (set, name, style, chosen) in Self.chosenSymbols {
            var copies = [String: String]()
            for format in ["name", "svg", "html", "swiftui", "uikit", "appkit", "character"] {
                let styled = chosen != nil ? ["--style", style ?? ""] : []
                let copied = CLI.run(["copy", name, "--format", format, "--data-set", set] + styled, environment: environment)
                guard copied.exitCode == 0 else { continue }  // Lucide has no character
                copies[format] = format == "svg" ? copied.standardOutput : String(copied.standardOutput.dropLast())
            }
            let plain = CLI.run(["glyph", name, "--data-set", set, "--format", "svg", "--plain"] + (style.map { ["--style", $0] } ?? []),
                                environment: environment)
            #expect(copies["svg"] == plain.standardOutput, "\(set) \(name)")
            #expect(copies.count >= 6, "\(set) \(name): \(copies.keys.sorted())")
            var entry: [String: Any] = ["set": set, "name": name, "copies": copies]
            if let chosen, let style { entry["style"] = style; entry["styles"] = chosen }
            cases.append(entry)
        }
        #expect(cases.count == (Campaign.scale == nil ? 4 : Self.symbols.count))
        _ = try await SiteBrowserTests.check(site: site, cases: ["copies": cases], scratch: scratch, arguments: ["--glyphs-only"])
    }
}
