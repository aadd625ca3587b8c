import Foundation
import Testing
@testable import catalog_cli

/// The shared folder whose name starts with `prefix`.
func sharedSymbolsFolder(_ prefix: String) -> String? {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: FavoritesCommandTests.shared.path)) ?? []
    return names.sorted().first { $0.hasPrefix(prefix) }.map { FavoritesCommandTests.shared.appendingPathComponent($0).path }
}

/// `diff` between shared SF Symbols sets against `Scripts/diff-reference.py`, which reads the
/// folders with Python's plistlib and applies the README's rules without the tool.
@Suite("diff tells the truth about missing files and one-sided old names",
       .enabled(if: sharedSymbolsFolder("sf6.x_") != nil && ShellTool.path("python3") != nil, "needs ../shared/sfsymbols and python3"))
struct DiffTruthTests {
    static func folder(_ prefix: String) -> String { sharedSymbolsFolder(prefix)! }

    static func reference(_ a: String, _ b: String) async throws -> [String: Any] {
        let script = CLI.packageRoot.appendingPathComponent("Scripts/diff-reference.py").path
        let outcome = try await ShellTool.run(try #require(ShellTool.path("python3")), [script, a, b])
        try #require(outcome.status == 0, "\(outcome.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    static func diff(_ a: String, _ b: String) throws -> [String: Any] {
        let result = CLI.run(["diff", a, b, "--json"], environment: ["CATALOG_NO_CACHE": "1"])
        try #require(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test("added, removed, renamed, one-sided old names and missing files as the reference computes them",
          arguments: [("sf6.0_", "sf6.x_"), ("sf6.x_", "sf6.0_"), ("sf5.x_", "sf6.0_")])
    func matchesReference(from: String, to: String) async throws {
        let (a, b) = (Self.folder(from), Self.folder(to))
        let expected = try await Self.reference(a, b)
        let found = try Self.diff(a, b)
        #expect(found["added"] as? [String] == expected["added"] as? [String])
        #expect(found["removed"] as? [String] == expected["removed"] as? [String])
        let renamed = (found["renamed"] as? [[String: String]] ?? []).map { [$0["from"] ?? "", $0["to"] ?? ""] }
        #expect(renamed == expected["renamed"] as? [[String]])
        let oneSided = (found["oneSidedOldNames"] as? [[String: String]] ?? []).compactMap { $0["name"] }
        #expect(oneSided == expected["oneSidedOldNames"] as? [String])
        let missing = (found["missingFiles"] as? [[String: String]] ?? []).map { [$0["file"] ?? "", $0["onlyIn"] ?? ""] }
        #expect(missing.sorted { $0.joined() < $1.joined() } == expected["missingFiles"] as? [[String]])
    }

    /// SF 6.0's folder has no symbol_categories.plist or symbol_search.plist; 6.x has neither
    /// restrictions nor layersets: before, 5,915 category, 484 restriction and 7,045 layerset
    /// "changes" came from the absence alone, and 733 old names of 6.0 were "added".
    @Test("a file one side lacks is one line, not a change per symbol")
    func missingFileLines() throws {
        let found = try Self.diff(Self.folder("sf6.0_"), Self.folder("sf6.x_"))
        let summary = try #require(found["summary"] as? [String: Int])
        for key in ["categoryChanges", "keywordChanges", "restrictionChanges", "layersetChanges", "added", "localizationsAdded"] {
            #expect(summary[key] == 0, "\(key)")
        }
        let text = CLI.run(["diff", Self.folder("sf6.0_"), Self.folder("sf6.x_")], environment: ["CATALOG_NO_CACHE": "1"]).standardOutput
        let sixX = URL(fileURLWithPath: Self.folder("sf6.x_")).lastPathComponent
        #expect(text.contains("\nsymbol_categories.plist is only in \(sixX): category changes not compared\n"))
        #expect(text.contains("\n\nOld names on one side only"))
    }

    @Test("--to older than --from is refused")
    func reversedReleases() {
        let result = CLI.run(["diff", "--from", "2021", "--to", "2019", "--data-set", CLI.fixture])
        #expect(result.exitCode == 64)
        #expect(result.standardError == "catalog: --to 2019 is older than --from 2021; give the older release as --from\nUsage: catalog diff [A] [B] [options]\n")
    }
}
