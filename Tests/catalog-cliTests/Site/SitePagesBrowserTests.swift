import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The type pages, `#/collections`, the favorite star, the narrow screen's filters and the layout
/// page (`#/layout`: a device and an orientation switched, the drawing and figures following)
/// driven in headless Chromium by `Scripts/site-pages-check.py`: two symbols starred (one by an old
/// name), exported with the page's button, the downloaded file imported by `catalog
/// collection import` into a scratch store, which `catalog collection show` then lists.
/// Fonts are the fixture fonts (a fontconfig configuration of them), never the machine's.
@Suite("Site pages in headless Chromium", .serialized)
struct SitePagesBrowserTests {
    @Test("Star two favorites, export, collection import reads them; a grid star; a collection made, renamed, filled and exported; the store's lists; type pages; filters folded at 390 px; layout page",
          .enabled(if: SiteBrowserTests.ready, SiteBrowserTests.skip))
    func pages() async throws {
        try await FontFixtures.withConfiguration { configuration, folder in
            let scratch = folder.path
            let environment = SitePagesTests.fontEnvironment(configuration, home: scratch)
            let storeFile = scratch + "/store.json"
            try Data(SitePagesTests.store.utf8).write(to: URL(fileURLWithPath: storeFile))
            let site = scratch + "/site"
            let built = CLI.run(["site", "-o", site, "--data-set", CLI.fixture, "--store", storeFile, "--json"], environment: environment)
            #expect(built.exitCode == 0, "\(built.standardError)")
            let report = try SiteBrowserTests.object(built.standardOutput, "site --json: \(built.standardError)")
            let setName = try #require((report["sets"] as? [[String: Any]])?.first?["name"] as? String)
            let cases: [String: Any] = [
                "set": setName,
                "star": ["heart", "doc"], "starred": ["heart", "document"],
                "store": ["favorites": ["document", "heart"], "toolbar": ["heart.fill", "character"]],
                "type": ["platform": "watchos", "size": "ax3", "design": "default", "fonts": "Catalog Metrics Regular"],
                "layout": try Self.layoutCases(),
            ]
            let casesFile = scratch + "/cases.json"
            try JSONSerialization.data(withJSONObject: cases).write(to: URL(fileURLWithPath: casesFile))
            let downloads = scratch + "/downloads"
            try FileManager.default.createDirectory(atPath: downloads, withIntermediateDirectories: true)
            let script = TestPaths.packageRoot.appendingPathComponent("Scripts/site-pages-check.py").path
            let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, site, casesFile, downloads],
                                                     environment: ["HOME": scratch,
                                                                   "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
            #expect(outcome.status == 0, "\(outcome.standardError.suffix(2000))")
            let checked = try SiteBrowserTests.object(outcome.standardOutput, "site-pages-check report: \(outcome.standardError.suffix(2000))")
            let failures = checked["failures"] as? [String] ?? ["no report"]
            #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")

            // The exported file, as catalog collection import reads it, into a store of its own.
            let exported = try #require(checked["exported"] as? String)
            let newStore = scratch + "/imported.json"
            let imported = CLI.run(["collection", "import", exported, "--data-set", CLI.fixture, "--store", newStore], environment: environment)
            #expect(imported.exitCode == 0, "\(imported.standardError)")
            #expect(imported.standardOutput == "Imported site-favorites: 2 symbols\n")
            let shown = CLI.run(["collection", "show", "site-favorites", "--json", "--data-set", CLI.fixture, "--store", newStore],
                                environment: environment)
            let json = try SiteBrowserTests.object(shown.standardOutput, "collection show: \(shown.standardError)")
            #expect(try #require(json["results"] as? [[String: Any]]).compactMap { $0["shownAs"] as? String } == ["heart", "document"])

            // The collection made, renamed and filled in the page, exported under its name.
            let collection = try #require(checked["exportedCollection"] as? String)
            let picked = CLI.run(["collection", "import", collection, "--data-set", CLI.fixture, "--store", newStore], environment: environment)
            #expect(picked.exitCode == 0, "\(picked.standardError)")
            #expect(picked.standardOutput == "Imported site-picks: 2 symbols\n")
            let picks = CLI.run(["collection", "show", "site-picks", "--json", "--data-set", CLI.fixture, "--store", newStore], environment: environment)
            let picksJSON = try SiteBrowserTests.object(picks.standardOutput, "collection show site-picks: \(picks.standardError)")
            #expect(try #require(picksJSON["results"] as? [[String: Any]]).compactMap { $0["shownAs"] as? String } == ["heart", "document"])
            // Its SVG sprite: an SF set without --symbols-font has no glyphs, so the page writes no
            // file and says why, as the CLI refuses the same export.
            #expect(checked["exportedSprite"] is NSNull)
            #expect(checked["spriteNote"] as? String
                == "No glyph of these symbols in this site: SF Symbols’ glyphs come only from a font of yours (catalog site --symbols-font FILE).")
            let sprite = CLI.run(["collection", "export", "site-picks", "--format", "svg-sprite", "--data-set", CLI.fixture, "--store", newStore],
                                 environment: environment)
            #expect(sprite.exitCode == 1 && sprite.standardOutput.isEmpty && sprite.standardError.contains("--symbols-font"))
        }
    }
}
