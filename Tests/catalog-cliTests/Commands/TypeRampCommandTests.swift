import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TypeScale
@testable import catalog_cli

@Suite("catalog type-ramp")
struct TypeRampCommandTests {
    // Expected lengths: CatalogMetrics-Regular.ttf (upem 1000, USE_TYPO_METRICS, typo 800/-200/200,
    // cap height 700, x-height 500: values fontTools gives, see MetricsCommandTests) × size / 1000.
    static var metrics: [String] { ["--font", FontFixtures.metrics] }

    @Test("JSON, TSV, CSS and text from a static font file (goldens)")
    func goldens() throws {
        try TypeRampGoldens.check(["type-ramp", "--json"] + Self.metrics, golden: "ios-large.json")
        try TypeRampGoldens.check(["type-ramp", "--format", "tsv"] + Self.metrics, golden: "ios-large.tsv")
        try TypeRampGoldens.check(["type-ramp", "--format", "css"] + Self.metrics, golden: "ios-large.css")
        try TypeRampGoldens.check(["type-ramp"] + Self.metrics, golden: "ios-large.txt")
        try TypeRampGoldens.check(["type-ramp", "--platform", "watchOS", "--size-category", "AX3", "--leading", "tight",
                                   "--format", "tsv"] + Self.metrics, golden: "watchos-ax3-tight.tsv")
    }

    @Test("the JSON contract: keys in order, lengths in points")
    func jsonContract() throws {
        let result = CLI.run(["type-ramp", "--json"] + Self.metrics)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect(document["platform"] as? String == "ios")
        #expect(document["sizeCategory"] as? String == "Large")
        let styles = try #require(document["styles"] as? [[String: Any]])
        #expect(styles.map { $0["style"] as? String } == ["largeTitle", "title1", "title2", "title3", "headline", "body",
                                                           "callout", "subheadline", "footnote", "caption1", "caption2"])
        let body = styles[5]
        #expect(body["pointSize"] as? Double == 17)
        #expect(body["ascender"] as? Double == 13.6)
        #expect(body["baselineOffset"] as? Double == 16.1)
        #expect(body["firstBaseline"] as? Double == 18.6)
        #expect((body["font"] as? [String: Any])?["resolution"] as? String == "exact")
        #expect((styles[4]["font"] as? [String: Any])?["resolution"] as? String == "nearest")
        // Keys in contract order.
        let keys = result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        }
        #expect(Array(keys.prefix(26)) == ["schemaVersion", "platform", "sizeCategory", "design", "width", "styles", "style", "weight",
                         "weightValue", "pointSize", "leading", "tracking", "trackingEm", "font", "family", "style", "file",
                         "resolution", "ascender", "descender", "capHeight", "xHeight", "lineHeight", "baselineOffset",
                         "firstBaseline", "style"])
    }

    @Test("a variable font through fontconfig: weight, width and emphasis set its instance (golden)")
    func variable() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let environment = TypeRampGoldens.variableEnvironment(configuration)
            try TypeRampGoldens.check(["type-ramp", "--width", "condensed", "--emphasized", "--json"], environment: environment,
                                      golden: "variable-condensed-emphasized.json")
            try TypeRampGoldens.check(["type-ramp", "--design", "serif", "--font", "Catalog Variable", "--platform", "macos",
                                       "--format", "css"], environment: environment, golden: "variable-macos-serif.css")
        }
    }

    @Test("--size-category all: the matrix in every format (goldens)")
    func all() throws {
        try TypeRampGoldens.check(["type-ramp", "--size-category", "all", "--json"], golden: "ios-all.json")
        try TypeRampGoldens.check(["type-ramp", "--size-category", "ALL", "--format", "tsv"], golden: "ios-all.tsv")
        try TypeRampGoldens.check(["type-ramp", "--size-category", "all", "--format", "css"], golden: "ios-all.css")
        try TypeRampGoldens.check(["type-ramp", "--size-category", "all", "--platform", "watchos", "--leading", "loose"],
                                  golden: "watchos-all.txt")
        let mac = CLI.run(["type-ramp", "--size-category", "all", "--platform", "macos", "--json"])
        #expect(mac.standardOutput.contains("\"categories\": [\n    \"Large\"\n  ]"))
        // No font is opened for the matrix: a missing --font does not matter.
        #expect(CLI.run(["type-ramp", "--size-category", "all", "--font", "/nonexistent.ttf"]).exitCode == 0)
    }

    @Test("every spelling of every category, any case", arguments: ContentSizeCategory.allCases)
    func categorySpellings(_ category: ContentSizeCategory) throws {
        for spelling in category.spellings {
            for variant in [spelling, spelling.lowercased(), spelling.uppercased()] {
                let result = CLI.run(["type-ramp", "--size-category", variant, "--json"] + Self.metrics)
                #expect(result.exitCode == 0, "\(variant): \(result.standardError)")
                #expect(result.standardOutput.contains("\"sizeCategory\": \"\(category.higName)\","), "\(variant)")
            }
        }
    }

    @Test("SVG: a well-formed specimen, one group of glyph outlines and guides per style")
    func svg() throws {
        let result = CLI.run(["type-ramp", "--format", "svg"] + Self.metrics)
        #expect(result.exitCode == 0)
        let svg = try SVGOutline(result.standardOutput)
        #expect(svg.root?.name == "svg")
        #expect(svg.root?.attributes["viewBox"]?.hasPrefix("0 0 ") == true)
        let groups = svg.elements.filter { $0.name == "g" && $0.attributes["class"] == "style" }
        #expect(groups.map { $0.attributes["id"] } == ["largeTitle", "title1", "title2", "title3", "headline", "body",
                                                        "callout", "subheadline", "footnote", "caption1", "caption2"])
        let paths = svg.elements.filter { $0.name == "path" && $0.attributes["class"] == "glyphs" }
        #expect(paths.count == 11)
        #expect(paths.allSatisfy { ($0.attributes["d"] ?? "").hasPrefix("M") && ($0.attributes["d"] ?? "").hasSuffix("Z") })
        // Body: 17 pt of a 1000-unit font. The first row's line box starts at y 60 and each row
        // adds its leading and 12: Body's box starts at 60 + (41 + 34 + 28 + 25 + 22) + 5 × 12 = 270;
        // its baseline is (22 − 17) / 2 + 13.6 = 16.1 lower, the cap-height guide 700 × 17 / 1000 =
        // 11.9 above that.
        #expect(paths[5].attributes["transform"] == "translate(194 286.1) scale(0.017 -0.017)")
        let baselines = svg.elements.filter { $0.name == "line" && $0.attributes["class"] == "baseline" }
        let capLines = svg.elements.filter { $0.name == "line" && $0.attributes["class"] == "cap-height" }
        #expect(baselines.count == 11)
        #expect(capLines.count == 11)
        #expect(baselines[5].attributes["y1"] == "286.1")
        #expect(capLines[5].attributes["y1"] == "274.2")
        // "Body" in a font with only H and x: four .notdef rectangles of four lines each.
        #expect(paths[5].attributes["d"]?.filter { $0 == "M" }.count == 4)
    }

    @Test("bad input: one line on stderr, exit 1")
    func errors() throws {
        try FontFixtures.withConfiguration { configuration, scratch in
            let missing = scratch.appendingPathComponent("missing.ttf").path
            let notes = scratch.appendingPathComponent("notes.txt")
            try Data("This is not a font.\n".utf8).write(to: notes)
            let truncated = scratch.appendingPathComponent("truncated.ttf")
            try Data(contentsOf: URL(fileURLWithPath: FontFixtures.metrics)).prefix(600).write(to: truncated)
            let designs = scratch.appendingPathComponent("config/catalog")
            try FileManager.default.createDirectory(at: designs, withIntermediateDirectories: true)
            try Data("# fonts\nroundd = Catalog Variable\n".utf8).write(to: designs.appendingPathComponent("font-designs.conf"))
            let environment = ["FONTCONFIG_FILE": configuration]
            let cases: [([String], [String: String], String)] = [
                (["--font", missing], [:], "\(missing): cannot open the file (it does not exist or is not readable)"),
                (["--font", notes.path], [:], "\(notes.path): not a font file FreeType can read (unknown file format)"),
                (["--font", truncated.path], [:],
                 "\(truncated.path): truncated font file: table 'post' needs 1082 bytes but the file has 600"),
                (["--font", "Nope Sans"], [:], "no font matches family 'Nope Sans' (fontconfig would substitute 'Catalog Metrics')"),
                (["--font", ":weight=abc"], [:], "':weight=abc' is not a fontconfig pattern (e.g. 'DejaVu Serif:bold')"),
                (["--platform", "macos", "--size-category", "AX3"], [:],
                 "macOS has one text size (Large); size category AX3 is not available there"),
                (["--platform", "tvos", "--size-category", "xSmall"], [:],
                 "tvOS has one text size (Large); size category xSmall is not available there"),
                (["--platform", "watchos", "--size-category", "Medium"], [:],
                 "watchOS has no Medium text size; use one of xSmall, Small, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3"),
                (["--platform", "tvos", "--leading", "loose"], [:],
                 "tvOS has no published loose leading (Apple gives tight and loose leading for iOS, macOS and watchOS only)"),
                ([], ["CATALOG_FONT_DEFAULT": "Nope Sans"], "no default font installed: 'Nope Sans' (from $CATALOG_FONT_DEFAULT)"),
                ([], ["XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path],
                 "\(designs.path)/font-designs.conf:2: unknown font design 'roundd'; did you mean 'rounded'?"),
            ]
            for (arguments, extra, expected) in cases {
                for format in ["text", "json", "tsv", "css", "svg"] {
                    let result = CLI.run(["type-ramp", "--format", format] + arguments,
                                         environment: environment.merging(extra) { $1 })
                    #expect(result.exitCode == 1, "\(arguments)")
                    #expect(result.standardOutput == "")
                    #expect(result.standardError == "catalog: \(expected)\n", "\(arguments) \(format)")
                }
            }
        }
    }

    @Test("usage errors: exit 64 with a usage line")
    func usage() {
        let cases: [([String], String)] = [
            (["--format", "pdf"], "invalid value 'pdf' for --format; expected text, json, tsv, css or svg"),
            (["--size-category", "all", "--format", "svg"], "--format svg draws one size category; give --size-category NAME"),
            (["body"], "unexpected argument 'body'"),
            (["--platform"], "option '--platform' needs a value (PLATFORM)"),
            // A value that names no size category, design, width, platform or leading is a
            // usage error too, with the names and a did-you-mean (exit 1 before).
            (["--size-category", "AX9"], "unknown size category 'AX9' for --size-category; expected xSmall, Small, Medium, "
                + "Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5 or all; did you mean 'AX1', 'AX2' or 'AX3'?"),
            (["--size-category", "huge"], "unknown size category 'huge' for --size-category; expected xSmall, Small, Medium, "
                + "Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5 or all"),
            (["--design", "roundd"], "unknown font design 'roundd' for --design; expected default, rounded, serif or monospaced; did you mean 'rounded'?"),
            (["--width", "condenced"], "unknown font width 'condenced' for --width; expected compressed, condensed, standard, "
                + "expanded or extraExpanded; did you mean 'condensed'?"),
            (["--width", "wide"], "unknown font width 'wide' for --width; expected compressed, condensed, standard, expanded or extraExpanded"),
            (["--platform", "android"], "unknown platform 'android' for --platform; expected iOS, macOS, watchOS or tvOS"),
            (["--platform", "macOSX"], "unknown platform 'macOSX' for --platform; expected iOS, macOS, watchOS or tvOS; did you mean 'macOS'?"),
            (["--leading", "lose"], "unknown leading 'lose' for --leading; expected standard, tight or loose; did you mean 'loose'?"),
        ]
        for (arguments, message) in cases {
            let result = CLI.run(["type-ramp"] + arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.standardOutput == "")
            #expect(result.standardError == "catalog: \(message)\nUsage: catalog type-ramp [options]\n")
        }
    }

    @Test("a substitute is never silent: nearest, and a note on stderr")
    func substitute() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let result = CLI.run(["type-ramp", "--design", "rounded", "--json"], environment: ["FONTCONFIG_FILE": configuration])
            #expect(result.exitCode == 0)
            #expect(result.standardError.hasPrefix("catalog: note: none of 'Comfortaa', 'Quicksand' is installed; using '"))
            #expect(result.standardError.hasSuffix("' (sans-serif) as a substitute\n"))
            #expect(!result.standardOutput.contains("\"resolution\": \"exact\""))
            let text = CLI.run(["type-ramp", "--design", "rounded"], environment: ["FONTCONFIG_FILE": configuration]).standardOutput
            #expect(text.contains("nearest: substitute for 'Comfortaa', 'Quicksand'"))
        }
    }

    @Test("--output writes the file; colour only when asked or on a TTY without NO_COLOR")
    func outputAndColor() throws {
        try FontFixtures.withConfiguration { _, scratch in
            let file = scratch.appendingPathComponent("ramp.css").path
            let result = CLI.run(["type-ramp", "--format", "css", "--output", file] + Self.metrics)
            #expect(result.exitCode == 0)
            #expect(result.standardOutput == "")
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written == CLI.run(["type-ramp", "--format", "css"] + Self.metrics).standardOutput)
        }
        #expect(CLI.run(["type-ramp"] + Self.metrics, terminal: true).standardOutput.contains("\u{1B}["))
        #expect(!CLI.run(["type-ramp"] + Self.metrics, environment: ["NO_COLOR": "1"], terminal: true).standardOutput.contains("\u{1B}["))
        #expect(!CLI.run(["type-ramp", "--json"] + Self.metrics, terminal: true).standardOutput.contains("\u{1B}["))
    }

    @Test("at 80 columns on a terminal every column is shown, in panels, and nothing is cut", arguments: [[], ["--size-category", "all"]])
    func fitsEighty(extra: [String]) throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let environment = ["FONTCONFIG_FILE": configuration, "NO_COLOR": "1"]
            let piped = CLI.run(["type-ramp"] + extra, environment: environment).standardOutput
            let fitted = CLI.run(["type-ramp"] + extra, environment: environment.merging(["COLUMNS": "80"]) { $1 }, terminal: true).standardOutput
            // Only a single word wider than the terminal (a font's path) is left longer.
            for line in fitted.split(separator: "\n") where line.split(separator: " ").count > 1 { #expect(line.count <= 80, "\(line)") }
            #expect(!fitted.contains("…"))
            for header in extra.isEmpty ? ["Cap", "x-height", "Line", "Baseline", "First"] : ["AX5", "xSmall"] {
                #expect(fitted.contains(header), "\(header)")
            }
            // Every word piped is there on the terminal too, as often.
            func words(_ text: String) -> [Substring] { text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
            let pipedCounts = Dictionary(words(piped).map { ($0, 1) }, uniquingKeysWith: +)
            let fittedCounts = Dictionary(words(fitted).map { ($0, 1) }, uniquingKeysWith: +)
            for (word, count) in pipedCounts { #expect(fittedCounts[word, default: 0] >= count, "\(word)") }
        }
    }

    /// ios_ipados_dynamic_type.csv: AX5 Title 3 is 55 pt on 65 pt; tracking_sf_pro_ios_ipados_visionos.csv
    /// has 54 pt (+6/1000 em, +0.32 pt) and 56 pt (+6, +0.30) but no 55 pt row.
    @Test("a size without a tracking row takes the nearest row's value, unscaled; every length to 0.0001")
    func trackingBetweenRows() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let result = CLI.run(["type-ramp", "--size-category", "AX5", "--json"], environment: ["FONTCONFIG_FILE": configuration])
            #expect(result.exitCode == 0, "\(result.standardError)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            let styles = try #require(object["styles"] as? [[String: Any]])
            let title3 = try #require(styles.first { $0["style"] as? String == "title3" })
            #expect(title3["pointSize"] as? Double == 55)
            #expect(title3["leading"] as? Double == 65)
            #expect(title3["tracking"] as? Double == 0.32)  // was 0.3259 (0.32 x 55/54)
            #expect(title3["trackingEm"] as? Int == 6)
            // No number has more than four decimals.
            let numbers = result.standardOutput.split(whereSeparator: { " ,:\n[]".contains($0) }).filter { $0.contains(".") && Double($0) != nil }
            #expect(numbers.allSatisfy { ($0.split(separator: ".").last?.count ?? 0) <= 4 }, "\(numbers.filter { ($0.split(separator: ".").last?.count ?? 0) > 4 })")
        }
    }
}

/// The elements of an SVG document, parsed with Foundation's XMLParser (which also checks that
/// it is well-formed).
struct SVGOutline {
    struct Element {
        let name: String
        let attributes: [String: String]
    }

    let elements: [Element]
    var root: Element? { elements.first }

    init(_ text: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Collector()
        parser.delegate = delegate
        try #require(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")")
        elements = delegate.elements
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements = [Element]()
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes))
        }
    }
}
