import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `metrics --format capsize`, `trim`, `fallback` and `check` from the command line, on the
/// fixture fonts. fontTools' values for them (`Scripts/web-metrics-reference.py`):
/// CatalogMetrics-Regular: upm 1000, hhea 950/-250/20, OS/2 cap height 700, xWidthAvg 462
/// (thai 500: it has no Thai, so every Thai character is glyph 0's 500);
/// Catalog Variable: hhea 900/-250/0, xWidthAvg 462.
@Suite("Web type commands: capsize metrics, trim, fallback, check")
struct WebTypeCommandTests {
    @Test("metrics --format capsize: one face is Capsize's object, keys in Capsize's order")
    func capsizeOne() throws {
        let result = CLI.run(["metrics", FontFixtures.metrics, "--format", "capsize"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == """
            {
              "familyName": "Catalog Metrics",
              "fullName": "Catalog Metrics Regular",
              "postscriptName": "CatalogMetrics-Regular",
              "category": null,
              "capHeight": 700,
              "ascent": 950,
              "descent": -250,
              "lineGap": 20,
              "unitsPerEm": 1000,
              "xHeight": 500,
              "xWidthAvg": 462,
              "subsets": {
                "latin": {
                  "xWidthAvg": 462
                },
                "thai": {
                  "xWidthAvg": 500
                }
              }
            }

            """)
    }

    @Test("metrics --format capsize at a named instance: the instance's names and xWidthAvg (the default's before)")
    func capsizeAtInstance() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let result = CLI.run(["metrics", "--format", "capsize", "Catalog Variable:style=Expanded Bold"],
                                 environment: ["FONTCONFIG_FILE": configuration])
            #expect(result.exitCode == 0, "\(result.standardError)")
            // fontTools' instancer at wght 700, wdth 125, read by Scripts/web-metrics-reference.py: xWidthAvg 462
            // (the fixture maps only space, H and x, weighted 0.0038 together beside the space), capHeight 712,
            // xHeight 524 (the default instance: 700, 500).
            #expect(result.standardOutput.hasPrefix("""
                {
                  "familyName": "Catalog Variable",
                  "fullName": "Catalog Variable Expanded Bold",
                  "postscriptName": "CatalogVariable-ExpandedBold",
                  "category": null,
                  "capHeight": 712,
                  "ascent": 900,
                  "descent": -250,
                  "lineGap": 0,
                  "unitsPerEm": 1000,
                  "xHeight": 524,
                  "xWidthAvg": 462,
                """))
        }
    }

    @Test("--axes: trim and fallback at design coordinates equal them on fontTools' instance of the font",
          .enabled(if: Python.has("fontTools.varLib.instancer"), "needs python3 with fontTools"),
          arguments: [["trim", "--font-size", "16", "--line-height", "24", "--json"],
                      ["fallback", "--for", FontFixtures.metrics, "--json"]])
    func axes(command: [String]) async throws {
        let scratch = Scratch("axes")
        defer { scratch.remove() }
        let instance = scratch.file("instance.ttf")
        _ = try await Python.run("import sys; from fontTools.ttLib import TTFont; from fontTools.varLib import instancer; "
                                 + "instancer.instantiateVariableFont(TTFont(sys.argv[1]), {'wght': 650, 'wdth': 110}).save(sys.argv[2])",
                                 arguments: [FontFixtures.variable, instance], input: "")
        let varied = CLI.run([command[0], FontFixtures.variable, "--axes", "wght=650,wdth=110"] + command.dropFirst())
        let expected = CLI.run([command[0], instance] + command.dropFirst())
        #expect(varied.exitCode == 0 && expected.exitCode == 0, "\(varied.standardError)\(expected.standardError)")
        // The same numbers; the names differ (the instance file keeps the default's).
        let numbers = { (text: String) in text.split(separator: "\n").filter { !$0.contains("\"name\"") && !$0.contains("file")
            && !$0.contains("Name\"") && !$0.contains("src") && !$0.contains("font-family") && !$0.contains("fontFamily") } }
        #expect(numbers(varied.standardOutput) == numbers(expected.standardOutput))
        #expect(varied.standardOutput.contains("Catalog Variable wght 650 wdth 110"))
    }

    @Test("metrics --format capsize: several faces are an array")
    func capsizeSeveral() throws {
        let result = CLI.run(["metrics", FontFixtures.collection, "--format", "capsize"])
        #expect(result.exitCode == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.count > 1)
        #expect(array.allSatisfy { $0["subsets"] != nil && $0["xWidthAvg"] is Int })
    }

    @Test("trim --json: Capsize's formulas with the typo metrics the fixture asks browsers for (USE_TYPO_METRICS)")
    func trimJSON() throws {
        let result = CLI.run(["trim", FontFixtures.metrics, "--font-size", "16", "--line-height", "24", "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        // fontTools: fsSelection bit 7 set, typo 800/-200/200 (hhea 950/-250/20, which Capsize would take).
        // natural line height (800 + 200 + 200) / 1000 × 16 = 19.2; offset (19.2 − 24) / 2 / 16 = −0.15;
        // cap-height trim −(0.8 − 0.7 + 0.1 + 0.15) = −0.35; baseline trim −(0.2 + 0.1 + 0.15) = −0.45.
        #expect(document["capHeightTrim"] as? Double == -0.35 && document["baselineTrim"] as? Double == -0.45)
        #expect(document["fontSize"] as? Double == 16 && document["lineHeight"] as? Double == 24)
        let style = try #require(document["style"] as? [String: Any])
        #expect((style["::before"] as? [String: String])?["marginBottom"] == "-0.35em")
    }

    @Test("trim --line-gap 0, as Capsize takes it: the line height is the cap height")
    func trimNoGap() throws {
        let result = CLI.run(["trim", FontFixtures.metrics, "--cap-height", "24", "--line-gap", "0", "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        // font size 24 / 0.7 = 34.2857; line height 24; natural typo (800 + 200 + 200) / 1000 × 34.2857 = 41.1429,
        // offset (41.1429 − 24) / 2 / 34.2857 = 0.25; cap-height trim −(0.8 − 0.7 + 0.1 − 0.25) = 0.05, baseline −(0.2 + 0.1 − 0.25) = −0.05.
        #expect(document["fontSize"] as? Double == 34.2857 && document["lineHeight"] as? Double == 24)
        #expect(document["capHeightTrim"] as? Double == 0.05 && document["baselineTrim"] as? Double == -0.05)
    }

    @Test("trim --line-height in px or as a multiple of the font size: 24, 24px, 1.5em and 150% at 16 px are one line height",
          arguments: ["24", "24px", "1.5em", "150%"])
    func trimLineHeightUnits(lineHeight: String) throws {
        let result = CLI.run(["trim", FontFixtures.metrics, "--font-size", "16", "--line-height", lineHeight, "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["lineHeight"] as? Double == 24 && document["capHeightTrim"] as? Double == -0.35)
    }

    @Test("trim --line-height 1.5 is not taken as 1.5px in silence: under the cap height it is refused, naming 1.5em")
    func trimLineHeightUnderCapHeight() {
        let result = CLI.run(["trim", FontFixtures.metrics, "--font-size", "16", "--line-height", "1.5"])
        #expect(result.exitCode == 64)
        #expect(result.standardError.hasPrefix("catalog: --line-height 1.5 is 1.5px, less than the cap height (11.2px): "
            + "lines would overlap; for 1.5 times the font size write 1.5em\n"))
    }

    @Test("trim: usage errors", arguments: [
        ["--line-height", "24"], ["--font-size", "16", "--cap-height", "12"], ["--font-size", "-3"],
        ["--font-size", "16", "--line-height", "20", "--line-gap", "4"], ["--font-size", "big"],
        ["--cap-height", "12", "--line-gap", "-1"], ["--font-size", "16", "--line-height", "0"],
        ["--font-size", "16", "--line-height", "24pt"], ["--font-size", "16%"], ["--font-size", "16", "--line-height", "-1.5em"],
    ])
    func trimUsage(options: [String]) {
        let result = CLI.run(["trim", FontFixtures.metrics] + options)
        #expect(result.exitCode == 64, "\(options)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("trim css parses with tinycss2: a style rule and the two @supports blocks",
          .enabled(if: Python.has("tinycss2"), "needs python3 with tinycss2 (pip install tinycss2; .ci/run does)"))
    func trimCSSParses() async throws {
        let css = CLI.run(["trim", FontFixtures.metrics, "--cap-height", "12", "--line-gap", "8"]).standardOutput
        let summary = try await Python.run(Python.cssSummary, input: css)
        #expect(summary == "qualified .trim\nat supports (text-box: trim-both cap alphabetic) rules=1\n"
                + "at supports not (text-box: trim-both cap alphabetic) rules=2\nerrors 0\n", "\(summary)")
    }

    @Test("type-ramp --format css parses with tinycss2",
          .enabled(if: Python.has("tinycss2"), "needs python3 with tinycss2 (pip install tinycss2; .ci/run does)"))
    func typeRampCSSParses() async throws {
        let css = CLI.run(["type-ramp", "--format", "css", "--font", FontFixtures.metrics]).standardOutput
        let summary = try await Python.run(Python.cssSummary, input: css)
        #expect(summary.hasSuffix("errors 0\n"), "\(summary)")
        #expect(summary.components(separatedBy: "at supports not").count == 12, "11 styles, each trimmed")
    }

    @Test("fallback through a fixture fontconfig: only the overrides that differ")
    func fallback() async throws {
        try await FontFixtures.withConfiguration { configuration, _ in
            let result = CLI.run(["fallback", FontFixtures.metrics, "--for", "Catalog Variable"],
                                 environment: ["FONTCONFIG_FILE": configuration])
            #expect(result.exitCode == 0, "\(result.standardError)")
            // Same xWidthAvg/upm: no size-adjust. Both set USE_TYPO_METRICS (fontTools), so browsers
            // use typo values: ascent 80% and descent 20% both (hhea 95% against 90% would differ);
            // line gap 20% against 10%.
            #expect(result.standardOutput.contains("""
                @font-face {
                  font-family: "Catalog Metrics Fallback";
                  src: local('Catalog Variable Regular'), local('CatalogVariable-Regular');
                  line-gap-override: 20%;
                }
                :root {
                  --font-catalog-metrics: "Catalog Metrics", "Catalog Metrics Fallback", "Catalog Variable";
                }

                """), "\(result.standardOutput)")
            if Python.has("tinycss2") {
                let summary = try await Python.run(Python.cssSummary, input: result.standardOutput)
                #expect(summary == "at font-face\nerrors 0\n")
            }
        }
    }

    @Test("fallback --size-adjust 110 --json: the overrides follow it")
    func fallbackSizeAdjust() throws {
        let result = CLI.run(["fallback", FontFixtures.metrics, "--for", FontFixtures.variable, "--size-adjust", "110", "--json"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let face = try #require((document["fontFaces"] as? [[String: Any]])?.first)
        // The fixture's typo values (USE_TYPO_METRICS): 800 / (1000 × 1.1), 200 / 1100, 200 / 1100, as
        // percentages to 4 decimals.
        #expect(face["sizeAdjust"] as? Double == 110 && face["ascentOverride"] as? Double == 72.7273)
        #expect(face["descentOverride"] as? Double == 18.1818 && face["lineGapOverride"] as? Double == 18.1818)
        #expect(document["schemaVersion"] as? Int == 1)
    }

    @Test("fallback without --for is a usage error")
    func fallbackUsage() {
        #expect(CLI.run(["fallback", FontFixtures.metrics]).exitCode == 64)
    }

    @Test("check: warnings exit 0, --strict 1, an unreadable file 2 (the rest still reported)")
    func checkExit() throws {
        let clean = CLI.run(["check", FontFixtures.metrics])
        #expect(clean.exitCode == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput.contains("WARN  line-gap           hhea lineGap 20, typo lineGap 200 (not 0)"))
        #expect(CLI.run(["check", FontFixtures.metrics, "--strict"]).exitCode == 1)
        let missing = CLI.run(["check", FontFixtures.metrics, "/nonexistent/font.ttf"])
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("/nonexistent/font.ttf"))
        #expect(missing.standardOutput.contains("CatalogMetrics-Regular.ttf"))
    }

    @Test("check --json and --format sarif")
    func checkFormats() throws {
        let json = CLI.run(["check", FontFixtures.metrics, FontFixtures.variable, "--json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,"))
        let faces = try #require(document["faces"] as? [[String: Any]])
        #expect(faces.count == 2)
        let summary = try #require(document["summary"] as? [String: Int])
        let sarif = CLI.run(["check", FontFixtures.metrics, FontFixtures.variable, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        #expect(results.count == (summary["warn"] ?? 0) + (summary["fail"] ?? 0))
    }
}

/// python3's summary of a style sheet, for the CSS tests.
extension Python {
    /// Parses a style sheet with tinycss2 and prints its top-level rules (and the number of
    /// rules inside each @supports) and how many parse errors there were, declarations included.
    static let cssSummary = """
        import sys, tinycss2
        errors = 0
        def count(nodes):
            global errors
            for node in nodes:
                if node.type == 'error': errors += 1
        rules = tinycss2.parse_stylesheet(sys.stdin.read(), skip_whitespace=True, skip_comments=True)
        count(rules)
        for rule in rules:
            if rule.type == 'qualified-rule':
                if not any(r.type == 'qualified-rule' and tinycss2.serialize(r.prelude).strip() == tinycss2.serialize(rule.prelude).strip() for r in rules[:rules.index(rule)]) and tinycss2.serialize(rule.prelude).strip() == '.trim':
                    print('qualified', tinycss2.serialize(rule.prelude).strip())
                count(tinycss2.parse_declaration_list(rule.content, skip_whitespace=True, skip_comments=True))
            elif rule.type == 'at-rule' and rule.lower_at_keyword == 'font-face':
                count(tinycss2.parse_declaration_list(rule.content, skip_whitespace=True, skip_comments=True))
                print('at font-face')
            elif rule.type == 'at-rule':
                inner = tinycss2.parse_rule_list(rule.content, skip_whitespace=True, skip_comments=True)
                count(inner)
                for r in inner:
                    if r.type == 'qualified-rule':
                        count(tinycss2.parse_declaration_list(r.content, skip_whitespace=True, skip_comments=True))
                print('at', rule.lower_at_keyword, tinycss2.serialize(rule.prelude).strip(), 'rules=%d' % len(inner))
        print('errors', errors)
        """
}
