import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// Lint on public apps with custom symbols, fetched beside the checkout (the git folders
/// `../.mirror/OWNER+NAME/repo`, or under `CATALOG_REAL_APPS`) and extracted at the commit
/// measured; skipped when absent (the apps are not kept in this repository). Expected counts
/// come from `find` and `grep` on the same trees: every folder with an extension inside an
/// `.xcassets` is an asset, every `Image("…")`/`UIImage(named: "…")` literal an image name.
struct RealApp: Sendable, CustomStringConvertible {
    let repository: String
    let commit: String
    /// What to extract (everything when empty).
    let paths: [String]
    var description: String { repository }

    static let folder = ProcessInfo.processInfo.environment["CATALOG_REAL_APPS"]
        ?? TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent(".mirror").path

    var gitFolder: String { RealApp.folder + "/" + repository.replacing("/", with: "+") + "/repo" }

    /// True when the fetched repository holds the commit.
    var isFetched: Bool {
        guard let git = ChildProcess.installed("git"), FileManager.default.fileExists(atPath: gitFolder) else { return false }
        return (try? ChildProcess(git, ["--git-dir", gitFolder, "cat-file", "-e", commit + "^{commit}"]).blockingOutcome().status) == 0
    }

    /// The tree at ``commit``, extracted into `folder`.
    func extract(into folder: URL) async throws {
        let git = try #require(ChildProcess.installed("git")), tar = try #require(ChildProcess.installed("tar"))
        let archive = folder.appendingPathComponent("app.tar").path
        let made = try await ChildProcess.run(git, ["--git-dir", gitFolder, "archive", "--output", archive, commit] + paths)
        try #require(made.status == 0, "git archive: \(made.standardError)")
        let tree = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        let unpacked = try await ChildProcess.run(tar, ["-xf", archive, "-C", tree.path])
        try #require(unpacked.status == 0, "tar: \(unpacked.standardError)")
        try FileManager.default.removeItem(atPath: archive)
    }

    static let foodTruck = RealApp(repository: "apple/sample-food-truck", commit: "3954a769e99f3cc53297d94f2b960ceb2665b3d6", paths: [])
    static let homeAssistant = RealApp(repository: "home-assistant/iOS", commit: "d722d7811aec72397d05837477c5f146943b6248",
                                       paths: ["Sources", "WatchApp"])
}

@Suite("Lint on real apps with custom symbols")
struct LintRealAppTests {
    /// The asset and template findings of a lint of `app` (symbol-name findings left out),
    /// with the report.
    static func lint(_ app: RealApp) async throws -> (report: LintReport, findings: [String]) {
        let project = LintProject()
        defer { project.remove() }
        try await app.extract(into: project.root)
        let report = try project.lint { $0.paths = [project.root.appendingPathComponent("app").path] }
        let symbolRules = Set(["unknown-symbol", "unavailable-at-target", "renamed-symbol", "rename-pending", "restricted-symbol",
                               "deprecated-symbol", "localized-variant", "newer-than-data-set"])
        let findings = report.findings.filter { !symbolRules.contains($0.rule.rawValue) }
            .map { "\($0.location.file.split(separator: "/").last ?? "") \($0.location.line) \($0.rule.rawValue)" }
        return (report, findings)
    }

    /// Apple's Food Truck: four catalogs (96 image sets, 20 colour sets, 2 app icon sets and
    /// 6 symbol sets, several in namespaces such as `box/Lid`), 14 image names, all found.
    @Test(.enabled(if: RealApp.foodTruck.isFetched, "needs apple/sample-food-truck fetched to ../.mirror (or CATALOG_REAL_APPS)"))
    func foodTruck() async throws {
        let (report, findings) = try await Self.lint(.foodTruck)
        #expect(report.assetCatalogs == [
            "app/App/Assets.xcassets", "app/App/Preview Content/Preview Assets.xcassets", "app/FoodTruckKit/Sources/Assets.xcassets",
            "app/Widgets/Assets.xcassets",
        ])
        #expect(report.assetCount == 124 && report.symbolSetCount == 6 && report.imageNameCount == 14)
        #expect(findings == [])
    }

    /// Home Assistant: seven catalogs, 102 assets, four symbol sets (two exported by the SF
    /// Symbols app, two in SwiftDraw's 800×600 layout whose three dots are open subpaths), six
    /// image names (`Image("github.fill")` is a symbol set), all found.
    @Test(.enabled(if: RealApp.homeAssistant.isFetched, "needs home-assistant/iOS fetched to ../.mirror (or CATALOG_REAL_APPS)"))
    func homeAssistant() async throws {
        let (report, findings) = try await Self.lint(.homeAssistant)
        #expect(report.assetCatalogs.count == 7)
        #expect(report.assetCount == 102 && report.symbolSetCount == 4 && report.imageNameCount == 6)
        let dots = ["canvas-size", "open-path", "open-path", "open-path"]
        #expect(findings.map { String($0.split(separator: " ").last!) } == dots + dots)
        #expect(findings.allSatisfy { $0.hasPrefix("haassist.symbols.svg ") })
    }
}
