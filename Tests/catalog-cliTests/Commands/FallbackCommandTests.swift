import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `fallback` from the command line: published system fonts for `--for NAME`, the descriptor
/// options, `--subset`, and the warning when fontconfig substitutes a family. Expected
/// percentages are Capsize's createFontStack formulas computed apart from catalog (a Python
/// script with decimal rounding, as `toFixed(4)`), on fontTools' values for the fixtures
/// (CatalogMetrics-Regular: upm 1000, hhea 950/-250/20, xWidthAvg latin 462, thai 500;
/// CatalogMetricsLegacy-BoldItalic: upm 2048, hhea 1900/-500/0, weight class 700, italic,
/// xWidthAvg 924) and @capsizecss/metrics 3.5.0's published values (Arial 913, Arial Bold
/// Italic 983, thai 1536).
@Suite("fallback: published system fonts, @font-face descriptors, subsets")
struct FallbackCommandTests {
    static let boldItalic = FontFixtures.directory + "/CatalogMetricsLegacy-BoldItalic.otf"

    @Test("--for Arial: Capsize's published Arial, src naming it and its Linux clone, without fontconfig")
    func publishedArial() async throws {
        // No fontconfig at all: an empty configuration finds no font, so only the published values can answer.
        let scratch = Scratch("fallback-published")
        defer { scratch.remove() }
        scratch.write("<?xml version=\"1.0\"?><fontconfig><cachedir>\(scratch.file("cache"))</cachedir></fontconfig>", "empty.conf")
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Arial"], environment: ["FONTCONFIG_FILE": scratch.file("empty.conf")])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.contains("""
               Arial: Capsize's published metrics (@capsizecss/metrics 3.5.0). */
            @font-face {
              font-family: "Catalog Metrics Fallback";
              src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
              ascent-override: 77.1949%;
              descent-override: 19.2987%;
              line-gap-override: 19.2987%;
              size-adjust: 103.6337%;
            }
            :root {
              --font-catalog-metrics: "Catalog Metrics", "Catalog Metrics Fallback", Arial;
            }

            """), "\(result.standardOutput)")
        if Python.has("tinycss2") {
            let summary = try await Python.run(Python.cssSummary, input: result.standardOutput)
            #expect(summary == "at font-face\nerrors 0\n")
        }
    }

    @Test("a bold italic web font gets Arial Bold Italic, declared font-weight 700 and italic")
    func boldItalicVariant() throws {
        let result = CLI.run(["fallback", Self.boldItalic, "--for", "arial", "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let face = try Self.firstFace(result.standardOutput)
        #expect(face["src"] as? [String] == ["Arial Bold Italic", "Arial-BoldItalicMT", "Liberation Sans Bold Italic", "LiberationSans-BoldItalic"])
        #expect(face["fontWeight"] as? String == "700" && face["fontStyle"] as? String == "italic")
        #expect(face["fontDisplay"] is NSNull && face["unicodeRange"] is NSNull)
        #expect(face["sizeAdjust"] as? Double == 93.998 && face["ascentOverride"] as? Double == 98.6973)
        #expect(face["descentOverride"] as? Double == 25.973 && face["lineGapOverride"] as? Double == 0)
        let fallback = try #require(face["fallback"] as? [String: Any])
        #expect(fallback["source"] as? String == "capsize" && fallback["file"] is NSNull && fallback["xWidthAvg"] as? Int == 983)
    }

    @Test("--font-weight, --font-style, --font-display and --unicode-range are written, normalized, in CSS and JSON")
    func descriptors() async throws {
        let options = ["--font-weight", "100 900", "--font-style", "normal", "--font-display", "swap",
                       "--unicode-range", "u+0000-00ff, U+131,U+04??"]
        let css = CLI.run(["fallback", Self.boldItalic, "--for", "Arial"] + options)
        #expect(css.exitCode == 0, "\(css.standardError)")
        // The weight asks for the regular upright variant (the range's first weight, style normal).
        #expect(css.standardOutput.contains("""
              src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');
              font-weight: 100 900;
              font-style: normal;
              font-display: swap;
              unicode-range: U+0000-00FF, U+0131, U+04??;

            """), "\(css.standardOutput)")
        if Python.has("tinycss2") {
            let summary = try await Python.run(Python.cssSummary, input: css.standardOutput)
            #expect(summary == "at font-face\nerrors 0\n")
        }
        let json = CLI.run(["fallback", FontFixtures.metrics, "--for", FontFixtures.variable, "--json"] + options)
        let face = try Self.firstFace(json.standardOutput)
        #expect(face["fontWeight"] as? String == "100 900" && face["fontStyle"] as? String == "normal")
        #expect(face["fontDisplay"] as? String == "swap" && face["unicodeRange"] as? String == "U+0000-00FF, U+0131, U+04??")
    }

    @Test("a regular upright fallback declares no weight or style (Capsize's output unchanged)")
    func noDefaultsForRegular() throws {
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Helvetica", "--json"])
        let face = try Self.firstFace(result.standardOutput)
        #expect(face["fontWeight"] is NSNull && face["fontStyle"] is NSNull)
        #expect(face["src"] as? [String] == ["Helvetica"])
        // The fixture's typo 800/-200/200 (USE_TYPO_METRICS, fontTools) over 1000 × size-adjust
        // (462/1000) / (Helvetica's published 913/2048).
        #expect(face["ascentOverride"] as? Double == 77.1949 && face["lineGapOverride"] as? Double == 19.2987)
    }

    @Test("--subset thai sizes by the Thai average widths (fixture 500/1000, Arial's .notdef 1536/2048)")
    func thai() throws {
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Arial", "--subset", "thai", "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["subset"] as? String == "thai")
        #expect((document["font"] as? [String: Any])?["xWidthAvg"] as? Int == 500)
        let face = try Self.firstFace(result.standardOutput)
        // The fixture's typo 800/-200/200 (USE_TYPO_METRICS) over 1000 × 2/3.
        #expect(face["sizeAdjust"] as? Double == 66.6667 && face["ascentOverride"] as? Double == 120)
        #expect(face["descentOverride"] as? Double == 30 && face["lineGapOverride"] as? Double == 30)
    }

    @Test("invalid descriptor values: one line naming the option and value, then the usage line, exit 64", arguments: [
        ["--font-display", "sometimes"], ["--font-style", "slanted"], ["--subset", "greek"],
        ["--font-weight", "0"], ["--font-weight", "heavy"], ["--font-weight", "900 100"], ["--font-weight", "100 200 300"],
        ["--unicode-range", "U+110000"], ["--unicode-range", "U+00FF-0000"], ["--unicode-range", "0041"],
        ["--unicode-range", "U+4?1"], ["--unicode-range", "U+0041,"],
    ])
    func invalid(options: [String]) {
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Arial"] + options)
        #expect(result.exitCode == 64, "\(options): \(result.standardOutput)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 2 && lines[1].hasPrefix("Usage: catalog fallback"), "\(result.standardError)")
        #expect(lines.first?.hasPrefix("catalog: invalid value '\(options[1])' for \(options[0])") == true, "\(result.standardError)")
    }

    @Test("a name fontconfig substitutes (an alias to an installed family): one warning line, the substitute's rule")
    func substitution() throws {
        let scratch = Scratch("fallback-alias")
        defer { scratch.remove() }
        scratch.write("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <dir>\(FontFixtures.directory)</dir>
              <alias binding="same"><family>Calibri</family><accept><family>Catalog Variable</family></accept></alias>
              <cachedir>\(scratch.file("cache"))</cachedir>
            </fontconfig>
            """, "fonts.conf")
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Calibri"], environment: ["FONTCONFIG_FILE": scratch.file("fonts.conf")])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "catalog: warning: 'Calibri' is not installed; fontconfig substitutes 'Catalog Variable', "
                + "so the rule names and fits Catalog Variable, which matches only where it is installed\n")
        #expect(result.standardOutput.contains("src: local('Catalog Variable Regular'), local('CatalogVariable-Regular');"))
    }

    static func firstFace(_ json: String) throws -> [String: Any] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require((document["fontFaces"] as? [[String: Any]])?.first)
    }
}
