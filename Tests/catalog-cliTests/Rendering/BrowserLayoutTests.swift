import CatalogFormats
import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `trim` and `fallback` CSS laid out by a real browser (Debian's chromium, headless): the
/// measurements come from the browser's layout, not from our formulas.
@Suite("Browser layout: trim and fallback CSS in headless Chromium", .serialized)
struct BrowserLayoutTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let noto = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
    static let liberation = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
    static let dejavu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var ready: Bool { chromium != nil && [noto, liberation, dejavu].allSatisfy { FileManager.default.fileExists(atPath: $0) } }
    static let skip: Comment = "needs chromium, fonts-noto-core, fonts-liberation2 and fonts-dejavu-core (.ci/run installs them)"

    /// Loads `html` in headless Chromium with fontconfig pinned to `folders` (DejaVu only by
    /// default), and returns the JSON its script left in `body[data-result]`.
    static func layout(_ html: String, folders: [String] = ["/usr/share/fonts/truetype/dejavu"]) async throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let configuration = scratch.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>\(folders.map { "<dir>\($0)</dir>" }.joined())<cachedir>\(scratch.path)/cache</cachedir></fontconfig>

            """.utf8).write(to: configuration)
        let browser = try await ChildProcess.run(
            chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(scratch.path)/profile",
                        "--virtual-time-budget=20000", "--dump-dom", page.absoluteString],
            environment: ["FONTCONFIG_FILE": configuration.path, "HOME": scratch.path, "PATH": "/usr/bin:/bin"],
            standardError: .handle(FileHandle.nullDevice))
        let dom = browser.standardOutput
        let start = try #require(dom.range(of: "data-result=\""), "no result in the page: \(dom.prefix(400))")
        let rest = dom[start.upperBound...]
        let json = String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)]).replacingOccurrences(of: "&quot;", with: "\"")
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static let zeroBox = "display:inline-block;width:0;height:0"

    /// The page for `trim` CSS on `#box` set in `font`: two lines (`first`, `second`: text the
    /// font has glyphs for, so no fallback font joins the line), an empty inline-block at the
    /// end of each marking its baseline.
    static func trimPage(css: String, font: String = noto, first: String = "Hamburg Hx", second: String = "second line") -> String {
        """
        <!doctype html><html><head><style>
        @font-face { font-family: "Web"; src: url("file://\(font)"); }
        body { margin: 0; } #wrap { padding-top: 50px; } #box { font-family: "Web"; }
        \(css)
        </style></head><body><div id="wrap"><div id="box">\(first)<span id="first" style="\(zeroBox)"></span><br>\
        \(second)<span id="last" style="\(zeroBox)"></span></div></div>
        <script>
        document.fonts.load('40px Web').then(() => {
          const r = id => document.getElementById(id).getBoundingClientRect();
          document.body.setAttribute('data-result', JSON.stringify({top: r('box').top, bottom: r('box').bottom,
            firstBaseline: r('first').bottom, lastBaseline: r('last').bottom,
            textBox: CSS.supports('text-box: trim-both cap alphabetic'), loaded: document.fonts.check('40px Web')}));
        });
        </script></body></html>
        """
    }

    @Test("trim: the box's top is at the cap height and its bottom at the baseline, within 1 px (text-box and margins)",
          .enabled(if: ready, skip), arguments: [(40.0, 60.0, false), (40.0, 60.0, true), (17.0, 30.0, true), (24.0, 24.0, true)])
    func trim(fontSize: Double, lineHeight: Double, marginsOnly: Bool) async throws {
        let css = try Self.trimCSS(Self.noto, fontSize: fontSize, lineHeight: lineHeight, marginsOnly: marginsOnly)
        let result = try await Self.layout(Self.trimPage(css: css))
        #expect(result["loaded"] as? Bool == true)
        let top = try #require(result["top"] as? Double), bottom = try #require(result["bottom"] as? Double)
        let first = try #require(result["firstBaseline"] as? Double), last = try #require(result["lastBaseline"] as? Double)
        let capHeight = 714 / 1000 * fontSize  // Noto Sans: OS/2 sCapHeight 714, upm 1000 (fontTools)
        #expect(abs(top - (first - capHeight)) <= 1, "top \(top), cap line \(first - capHeight) (\(marginsOnly ? "margins" : "text-box"))")
        #expect(abs(bottom - last) <= 1, "bottom \(bottom), baseline \(last)")
    }

    /// `trim`'s CSS for `font`, as a browser without `text-box` sees it when `marginsOnly`
    /// (only the pseudo-element margins apply).
    static func trimCSS(_ font: String, fontSize: Double, lineHeight: Double, marginsOnly: Bool) throws -> String {
        let css = CLI.run(["trim", font, "--font-size", JSONOutput.format(fontSize), "--line-height", JSONOutput.format(lineHeight),
                           "--selector", "#box"]).standardOutput
        return marginsOnly ? try Self.marginsOnly(css) : css
    }

    /// Trim CSS as a browser without `text-box` sees it: only the pseudo-element margins apply.
    static func marginsOnly(_ trimCSS: String) throws -> String {
        var css = trimCSS
        let start = try #require(css.range(of: "@supports (text-box"))
        let end = try #require(css.range(of: "@supports not ("))
        css.removeSubrange(start.lowerBound..<end.lowerBound)
        return css.replacingOccurrences(of: "@supports not (text-box: trim-both cap alphabetic)", with: "@supports (display: block)")
    }

    @Test("fallback: DejaVu Sans with the rule sets a paragraph within 2% of Liberation Sans' width",
          .enabled(if: ready, skip))
    func fallback() async throws {
        let css = CLI.run(["fallback", Self.liberation, "--for", Self.dejavu]).standardOutput
        let sample = "The quick brown fox jumps over the lazy dog while seven wizards quietly judge boxing matches "
            + "in the old town square, and everyone agrees that the evening was far better than expected."
        let html = """
            <!doctype html><html><head><style>
            @font-face { font-family: "Web"; src: url("file://\(Self.liberation)"); }
            \(css)
            body { margin: 0; font-size: 20px; } span { white-space: nowrap; }
            </style></head><body>
            <span id="web" style='font-family: "Web"'>\(sample)</span><br>
            <span id="fallback" style='font-family: "Liberation Sans Fallback"'>\(sample)</span><br>
            <span id="plain" style='font-family: "DejaVu Sans"'>\(sample)</span>
            <script>
            document.fonts.load('20px Web').then(() => {
              const w = id => document.getElementById(id).getBoundingClientRect().width;
              document.body.setAttribute('data-result', JSON.stringify({web: w('web'), fallback: w('fallback'), plain: w('plain')}));
            });
            </script></body></html>
            """
        let result = try await Self.layout(html)
        let web = try #require(result["web"] as? Double), fallback = try #require(result["fallback"] as? Double)
        let plain = try #require(result["plain"] as? Double)
        #expect(abs(fallback - web) / web <= 0.02, "web \(web) px, fallback \(fallback) px")
        #expect(abs(plain - web) / web > 0.05, "the rule must be what makes them agree: plain DejaVu Sans is \(plain) px")
    }

    static let notoBold = "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf"
    static let liberationBold = "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"

    @Test("fallback --for Arial on Linux: the published Arial Bold rule reaches Liberation Sans Bold through its src, and sets a paragraph within 2% of Noto Sans Bold's width",
          .enabled(if: ready && [notoBold, liberationBold].allSatisfy { FileManager.default.fileExists(atPath: $0) }, skip))
    func publishedFallback() async throws {
        let css = CLI.run(["fallback", Self.notoBold, "--for", "Arial"]).standardOutput
        #expect(css.contains("src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold');"))
        let sample = "The quick brown fox jumps over the lazy dog while seven wizards quietly judge boxing matches "
            + "in the old town square, and everyone agrees that the evening was far better than expected."
        let html = """
            <!doctype html><html><head><style>
            @font-face { font-family: "Web"; font-weight: 700; src: url("file://\(Self.notoBold)"); }
            \(css)
            body { margin: 0; font-size: 20px; font-weight: 700; } span { white-space: nowrap; }
            </style></head><body>
            <span id="web" style='font-family: "Web"'>\(sample)</span><br>
            <span id="fallback" style='font-family: "Noto Sans Fallback", monospace'>\(sample)</span><br>
            <span id="plain" style='font-family: "Liberation Sans"'>\(sample)</span>
            <span id="none" style='font-family: monospace'>\(sample)</span>
            <script>
            document.fonts.load('700 20px Web').then(() => {
              const w = id => document.getElementById(id).getBoundingClientRect().width;
              document.body.setAttribute('data-result', JSON.stringify({web: w('web'), fallback: w('fallback'), plain: w('plain'),
                none: w('none')}));
            });
            </script></body></html>
            """
        // Liberation Sans and DejaVu (Sans Mono, the monospace a missing local() would leave) only.
        let result = try await Self.layout(html, folders: ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/liberation2"])
        let web = try #require(result["web"] as? Double), fallback = try #require(result["fallback"] as? Double)
        let plain = try #require(result["plain"] as? Double), none = try #require(result["none"] as? Double)
        #expect(abs(fallback - web) / web <= 0.02, "web \(web) px, fallback \(fallback) px")
        #expect(abs(plain - web) / web > 0.03, "the rule must be what makes them agree: plain Liberation Sans Bold is \(plain) px")
        #expect(abs(none - fallback) / fallback > 0.05, "the rule's face must be found: monospace is \(none) px")
    }
}
