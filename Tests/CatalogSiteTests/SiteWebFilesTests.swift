import CatalogTestSupport
import Foundation
import Testing
@testable import CatalogSite

/// The page's web files (`Sources/CatalogSite/Web/`) are what `catalog` compiles in:
/// `SiteWebFiles.swift` is generated from them (`Scripts/generate-site-web.py`) and must not be
/// stale, and `assets/site.js` is every script of the folder, once each.
@Suite("Site web files: the compiled copy is fresh, every script is in the page")
struct SiteWebFilesTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Sources/CatalogSite/Web").path

    static func onDisk() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".html") || $0.hasSuffix(".css") || $0.hasSuffix(".js") }.sorted()
    }

    @Test("each web file's text is the compiled one, and no file is missing or extra (else: python3 Scripts/generate-site-web.py)")
    func fresh() throws {
        let names = try Self.onDisk()
        #expect(names.count >= 10)
        #expect(SiteWebFiles.all.map(\.name) == names, "stale: run python3 Scripts/generate-site-web.py")
        for (name, compiled) in SiteWebFiles.all {
            let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            #expect(text == compiled, "Site/Web/\(name) differs from its compiled copy: run python3 Scripts/generate-site-web.py")
        }
    }

    @Test("assets/site.js holds every script of Site/Web once, in the stated order")
    func everyScriptInThePage() throws {
        let scripts = try Self.onDisk().filter { $0.hasSuffix(".js") }
        #expect(SiteAssets.scriptFiles.sorted() == scripts)
        #expect(Set(SiteAssets.scriptFiles).count == SiteAssets.scriptFiles.count)
        for name in SiteAssets.scriptFiles {
            let text = SiteAssets.webFile(name)
            #expect(!text.isEmpty && SiteAssets.script.contains(text.dropLast()), "\(name) is not in assets/site.js")
        }
        #expect(SiteAssets.page == SiteAssets.webFile("index.html") && SiteAssets.page.contains("<script src=\"assets/site.js\">"))
        #expect(SiteAssets.styleSheet == SiteAssets.webFile("site.css"))
    }
}
