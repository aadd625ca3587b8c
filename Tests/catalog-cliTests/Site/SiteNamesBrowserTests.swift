import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Every name of JavaScript's `Object.prototype` as a data set, a symbol, an old name and a
/// style, in headless Chromium (`Scripts/site-names-check.py`): a plain object indexed by such a
/// name reads the prototype's property (issue 42: an empty grid and a TypeError for a set named
/// `constructor`, the glyphs stopped after a symbol `constructor` without one, no copy buttons
/// for a style `__proto__`). The page must show each set whole, draw every glyph, open each
/// symbol with its HTML as `catalog copy --html` writes it, and resolve the old name.
@Suite("Site with Object.prototype's names in headless Chromium", .serialized)
struct SiteNamesBrowserTests {
    static let names = ["constructor", "__defineGetter__", "__defineSetter__", "hasOwnProperty", "__lookupGetter__", "__lookupSetter__",
                        "isPrototypeOf", "propertyIsEnumerable", "toString", "valueOf", "__proto__", "toLocaleString"]

    @Test("sets, symbols, old names and styles named after Object.prototype's properties", .enabled(if: SiteBrowserTests.ready, SiteBrowserTests.skip))
    func prototypeNames() async throws {
        let scratch = Scratch("catalog-site-prototype-names")
        defer { scratch.remove() }
        let sets = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"]
        var symbolNames = Dictionary(uniqueKeysWithValues: Self.names.map { ($0, "2.0.0") })
        symbolNames["__lookupSetter__"] = "1.0.0"   // renamed to __lookupGetter__ in 2.0.0
        func plist(_ value: Any, _ path: String) throws {
            try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0).write(to: URL(fileURLWithPath: path))
        }
        for set in sets {
            let folder = scratch.file("sets/" + set)
            DataSetWriter.write(folder, names: symbolNames, aliases: ["__lookupSetter__": "__lookupGetter__"],
                                releases: ["1.0.0": ["Font Awesome": "1.0.0"], "2.0.0": ["Font Awesome": "2.0.0"]])
            // constructor has no code point (no glyph); later symbols have glyphs of the fixture font.
            try plist(["toString": "\u{25A0}", "valueOf": "\u{25B2}", "propertyIsEnumerable": "\u{25CF}"], folder + "/symbol_unicodes.plist")
            var styles = Dictionary(uniqueKeysWithValues: Self.names.map { ($0, ["solid"]) })
            styles["__proto__"] = ["__proto__"]
            styles["constructor"] = ["constructor"]
            try plist(styles, folder + "/symbol_styles.plist")
        }
        let environment = ["HOME": scratch.path, "CATALOG_NO_CACHE": "1", "PATH": "/nonexistent"]
        let site = scratch.file("site")
        let built = CLI.run(["site", "--no-type-pages", "-o", site, "--symbols-font", SiteGlyphsBrowserTests.glyphFont,
                             "--text-font", FontFixtures.metrics] + sets.flatMap { ["--data-set", scratch.file("sets/" + $0)] },
                            environment: environment)
        try #require(built.exitCode == 0, "\(built.standardError)")
        let first = scratch.file("sets/constructor")
        let listed = try SiteBrowserTests.object(CLI.run(["search", "--json", "--data-set", first], environment: environment).standardOutput, "search")
        let symbols = try #require(listed["results"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(symbols.count == Self.names.count - 1 && symbols.contains("__proto__") && !symbols.contains("__lookupSetter__"))
        var html = [String: String]()
        for name in ["__proto__", "constructor", "toString"] {
            let copied = CLI.run(["copy", name, "--html", "--data-set", first], environment: environment).standardOutput
            html[name] = copied.hasSuffix("\n") ? String(copied.dropLast()) : copied
        }
        #expect(html["__proto__"] == "<i class=\"fa-__proto__ fa-__proto__\"></i>")
        let cases: [String: Any] = ["sets": sets, "symbols": symbols, "glyphs": ["toString", "valueOf", "propertyIsEnumerable"],
                                    "renamed": ["__lookupSetter__": "__lookupGetter__"], "html": html]
        let casesFile = scratch.file("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: URL(fileURLWithPath: casesFile))
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/site-names-check.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, site, casesFile],
                                                 environment: ["HOME": scratch.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(outcome.status == 0, "\(outcome.standardError.suffix(2000))")
        let report = try #require(try? JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
                                  "no report: \(outcome.standardError.suffix(2000))")
        #expect((report["failures"] as? [String]) == [], "\((report["failures"] as? [String] ?? ["no report"]).prefix(10).joined(separator: "\n"))")
        #expect(report["sets"] as? Int == sets.count)
    }
}
