import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing
import TypeScale
@testable import catalog_cli

/// `trim` and `fallback` on fonts that set USE_TYPO_METRICS with typo values unlike their `hhea`,
/// laid out by headless Chromium (``BrowserLayoutTests/layout(_:folders:)``): Chromium on Linux
/// sets such a font with the typo values, where Capsize takes `hhea`.
@Suite("Browser layout: USE_TYPO_METRICS fonts in headless Chromium", .serialized)
struct TypoMetricsLayoutTests {
    /// A web font with USE_TYPO_METRICS, its cap height (fontTools: OS/2 sCapHeight) and text
    /// it has glyphs for (so no other font joins its lines).
    struct TypoFace: Sendable, CustomTestStringConvertible {
        let name: String
        let path: String
        let capHeight: Double
        let unitsPerEm: Double
        let first: String
        let second: String
        var testDescription: String { name }
    }

    /// The fixture: typo 800/-200/200 against hhea 950/-250/20, cap height 700 of 1000 (fontTools).
    static let fixture = TypoFace(name: "Catalog Metrics", path: FontFixtures.metrics, capHeight: 700, unitsPerEm: 1000,
                                  first: "Hx Hx", second: "xH")

    /// Debian's Lato (fonts-lato: typo 1610/-390/400, hhea 1974/-426/0, cap height 1433 of 2000)
    /// and FreeSans (fonts-freefont-ttf: typo 800/-200/100, hhea 900/-200/100, cap height 729 of
    /// 1000), values from fontTools, each where fontconfig finds the family installed.
    static let installed: [TypoFace] = {
        guard let configuration = try? FontconfigConfiguration() else { return [] }
        return [("Lato:style=Regular", "Lato", 1433.0, 2000.0), ("FreeSans:style=Regular", "FreeSans", 729.0, 1000.0)]
            .compactMap { pattern, family, capHeight, unitsPerEm in
                guard let match = try? configuration.match(pattern), match.familyMatch == .requested, match.isExact else { return nil }
                return TypoFace(name: family, path: match.path, capHeight: capHeight, unitsPerEm: unitsPerEm,
                                first: "Hamburg Hx", second: "second line")
            }
    }()
    static let installedSkip: Comment = "needs chromium, fonts-lato and fonts-freefont-ttf (.ci/run installs them)"

    static let trimCases: [(Double, Double, Bool)] = [(40, 60, false), (40, 60, true), (17, 30, true), (24, 24, true), (30, 50, false)]

    /// Margins from `hhea` (Capsize's) put the fixture's top 2 px off at 40/60 px.
    @Test("trim on the USE_TYPO_METRICS fixture: the box's top is at the cap height and its bottom at the baseline, within 1 px",
          .enabled(if: BrowserLayoutTests.chromium != nil, "needs chromium (.ci/run installs it)"), arguments: trimCases)
    func trimFixture(fontSize: Double, lineHeight: Double, marginsOnly: Bool) async throws {
        try await Self.checkTrim(Self.fixture, fontSize: fontSize, lineHeight: lineHeight, marginsOnly: marginsOnly)
    }

    /// Each installed face with each of ``trimCases``: all 10 in the campaign
    /// (`Scripts/campaign.sh browser-layout`), a seeded 4 in `swift test` (the fixture above
    /// runs every case).
    static let installedTrimCases = Campaign.subset(installed.flatMap { face in trimCases.map { (face, $0) } }, sample: 4, seed: 0x7A90)

    @Test("trim on Lato and FreeSans (USE_TYPO_METRICS): top at the cap height, bottom at the baseline, within 1 px",
          .enabled(if: BrowserLayoutTests.chromium != nil && !installed.isEmpty, installedSkip), arguments: installedTrimCases)
    func trimInstalled(face: TypoFace, layout: (Double, Double, Bool)) async throws {
        try await Self.checkTrim(face, fontSize: layout.0, lineHeight: layout.1, marginsOnly: layout.2)
    }

    /// `trim`'s CSS for `face` in Chromium: the top within 1 px of the cap line, the bottom of the
    /// baseline. On the margins path at 30 px and more, Capsize's margins (from `hhea`) miss by
    /// more than 1 px: what the test would catch if `trim` took `hhea` again.
    static func checkTrim(_ face: TypoFace, fontSize: Double, lineHeight: Double, marginsOnly: Bool) async throws {
        let css = try BrowserLayoutTests.trimCSS(face.path, fontSize: fontSize, lineHeight: lineHeight, marginsOnly: marginsOnly)
        let path = "\(face.name) \(fontSize)/\(lineHeight) \(marginsOnly ? "margins" : "text-box")"
        let ours = try await trimErrors(face, css: css, fontSize: fontSize)
        #expect(ours.top <= 1 && ours.bottom <= 1, "\(path): top \(ours.top) px from the cap line, bottom \(ours.bottom) px from the baseline")
        guard marginsOnly else { return }
        var configuration: FontconfigConfiguration?
        let font = try WebFont.read(face.path, environment: [:], configuration: &configuration)
        let capsize = try #require(LeadingTrim(size: .fontSize(fontSize), leading: .lineHeight(lineHeight), metrics: font.metrics))
        let theirs = try await trimErrors(face, css: BrowserLayoutTests.marginsOnly(LeadingTrimCSS.document(capsize, fontName: font.name, fontPath: font.path, selector: "#box")), fontSize: fontSize)
        #expect(fontSize < 30 || theirs.top > 1 && theirs.bottom > 1, "\(path), Capsize's margins from hhea: \(theirs)")
    }

    /// How far `css` (margins only) puts the box's top from the first line's cap line and its
    /// bottom from the last line's baseline, in px.
    static func trimErrors(_ face: TypoFace, css: String, fontSize: Double) async throws -> (top: Double, bottom: Double) {
        let result = try await BrowserLayoutTests.layout(BrowserLayoutTests.trimPage(css: css, font: face.path, first: face.first,
                                                                                     second: face.second))
        #expect(result["loaded"] as? Bool == true)
        let top = try #require(result["top"] as? Double), bottom = try #require(result["bottom"] as? Double)
        let first = try #require(result["firstBaseline"] as? Double), last = try #require(result["lastBaseline"] as? Double)
        return (abs(top - (first - face.capHeight / face.unitsPerEm * fontSize)), abs(bottom - last))
    }

    /// A fallback fixture and text it has glyphs for: Catalog Test 2048 (upm 2048, no
    /// USE_TYPO_METRICS, typo = hhea 1638/-410/0) and Catalog Slant (USE_TYPO_METRICS, typo
    /// 800/-200/100 against hhea 900/-250/0), both with fontTools' values.
    static let fallbacks = [(file: "CatalogTest-2048.ttf", family: "Catalog Test 2048", text: "A A"),
                            (file: "CatalogSlant.ttf", family: "Catalog Slant", text: "H H")]

    @Test("fallback for the USE_TYPO_METRICS fixture: a line of each fallback with its rule is as tall as the web font's, baseline at the same height, within 1 px",
          .enabled(if: BrowserLayoutTests.chromium != nil, "needs chromium (.ci/run installs it)"), arguments: [40.0, 100.0])
    func fallbackFixture(fontSize: Double) async throws {
        let errors = try await Self.checkFallback(Self.fixture, fontSize: fontSize)
        // Capsize's rule (hhea: 950/-250/20) puts the baseline 960 − 900 = 60 units lower: 2.4 px at 40 px, which
        // Chromium (rounding ascent and descent to whole px) sets 2 px lower; 6 px at 100 px.
        #expect(errors.capsize.allSatisfy { $0.baseline > 1 }, "Capsize's hhea rule: \(errors.capsize)")
    }

    @Test("fallback for Lato and FreeSans (USE_TYPO_METRICS): line height and baseline of the fallback with its rule within 1 px of the web font's",
          .enabled(if: BrowserLayoutTests.chromium != nil && !installed.isEmpty, installedSkip), arguments: installed)
    func fallbackInstalled(face: TypoFace) async throws {
        _ = try await Self.checkFallback(face, fontSize: 40)
    }

    /// The line-box height and baseline (px below the line's top) differences from the web
    /// font's line, of each fallback with `fallback`'s rule (checked within 1 px), and with
    /// Capsize's rule from `hhea` (returned).
    static func checkFallback(_ face: TypoFace, fontSize: Double) async throws -> (ours: [Difference], capsize: [Difference]) {
        let files = fallbacks.map { FontFixtures.directory + "/" + $0.file }
        let result = CLI.run(["fallback", face.path] + files.flatMap { ["--for", $0] })
        #expect(result.exitCode == 0, "\(result.standardError)")
        let capsize = try capsizeCSS(face.path, fallbacks: files)
        let rules = fallbacks.map { ("\(face.name) Fallback: \($0.family)", "\(face.name) Capsize: \($0.family)", $0.family, $0.text) }
        var lines = [("web", "Web", face.first)]
        for (index, (ours, theirs, plain, text)) in rules.enumerated() {
            lines += [("ours\(index)", ours, text), ("capsize\(index)", theirs, text), ("plain\(index)", plain, text)]
        }
        let page = linePage(font: face.path, css: result.standardOutput + capsize, fontSize: fontSize, lines: lines)
        let measured = try await BrowserLayoutTests.layout(page, folders: [FontFixtures.directory, "/usr/share/fonts/truetype/dejavu"])
        #expect(measured["loaded"] as? [Bool] == Array(repeating: true, count: lines.count), "\(measured)")
        let boxes = try #require(measured["lines"] as? [String: [String: Double]])
        func line(_ id: String) throws -> (height: Double, baseline: Double) {
            let box = try #require(boxes[id])
            return (try #require(box["height"]), try #require(box["baseline"]))
        }
        let web = try line("web")
        var ours = [Difference](), theirs = [Difference](), plainDiffers = [String]()
        for index in rules.indices {
            let fallback = try line("ours\(index)"), capsizeLine = try line("capsize\(index)"), plain = try line("plain\(index)")
            let difference = Difference(height: abs(fallback.height - web.height), baseline: abs(fallback.baseline - web.baseline))
            ours.append(difference)
            theirs.append(Difference(height: abs(capsizeLine.height - web.height), baseline: abs(capsizeLine.baseline - web.baseline)))
            let context = "\(face.name) at \(fontSize) px, \(rules[index].2): web \(web), with the rule \(fallback), plain \(plain)"
            #expect(difference.height <= 1 && difference.baseline <= 1, "\(context)")
            if abs(plain.height - web.height) > 1 || abs(plain.baseline - web.baseline) > 1 { plainDiffers.append(rules[index].2) }
        }
        // The rule must be what makes them agree: without it, a fallback sets another line
        // (FreeSans and Catalog Slant share typo 800/-200/100, so only Catalog Test 2048 does there).
        #expect(!plainDiffers.isEmpty, "every fallback sets the web font's line without its rule: \(face.name)")
        return (ours, theirs)
    }

    /// How far a line is from the web font's, in px.
    struct Difference: CustomStringConvertible {
        let height: Double
        let baseline: Double
        var description: String { "height \(height) px, baseline \(baseline) px" }
    }

    /// The rules Capsize's createFontStack writes (both fonts' `hhea`), their families
    /// `"NAME Capsize: FALLBACK"`.
    static func capsizeCSS(_ font: String, fallbacks: [String]) throws -> String {
        var configuration: FontconfigConfiguration?, warnings = [String]()
        let web = try WebFont.read(font, environment: [:], configuration: &configuration)
        let sources = try fallbacks.map {
            try FallbackSource.resolve($0, weight: 400, italic: false, environment: [:], configuration: &configuration, warnings: &warnings)
        }
        let faces = FallbackFontFace.stack(font: web.metrics, fallbacks: sources.map(\.metrics))
        let stack = FallbackStack(font: web, fallbacks: sources, faces: faces, subset: .latin,
                                           descriptors: sources.map { _ in FontFaceDescriptors() })
        return stack.css.replacingOccurrences(of: " Fallback: ", with: " Capsize: ")
    }

    /// A page of one-line blocks (`id`, font family, text) at `fontSize` with `line-height:
    /// normal`, each ending in an empty inline-block on its baseline; the result holds each
    /// line's height and baseline (from the line's top), and whether each family loaded.
    static func linePage(font: String, css: String, fontSize: Double, lines: [(String, String, String)]) -> String {
        let families = lines.map(\.1)
        let familiesJSON = JSONOutput.array(families.map(JSONOutput.string)).rendered()
        let blocks = lines.map { id, family, text in
            "<div id=\"\(id)\" style='font-family: \"\(family)\"'>\(text)<span style=\"\(BrowserLayoutTests.zeroBox)\"></span></div>"
        }
        return """
            <!doctype html><html><head><style>
            @font-face { font-family: "Web"; src: url("file://\(font)"); }
            \(css)
            body { margin: 0; font-size: \(JSONOutput.format(fontSize))px; line-height: normal; } div { white-space: nowrap; }
            </style></head><body>
            \(blocks.joined(separator: "\n"))
            <script>
            const families = \(familiesJSON);
            Promise.all(families.map(f => document.fonts.load('\(JSONOutput.format(fontSize))px "' + f + '"'))).then(() => document.fonts.ready).then(() => {
              const lines = {};
              for (const div of document.querySelectorAll('div[id]')) {
                const box = div.getBoundingClientRect(), mark = div.lastElementChild.getBoundingClientRect();
                lines[div.id] = {height: box.height, baseline: mark.bottom - box.top};
              }
              document.body.setAttribute('data-result', JSON.stringify({lines,
                loaded: families.map(f => document.fonts.check('\(JSONOutput.format(fontSize))px "' + f + '"'))}));
            });
            </script></body></html>
            """
    }
}
