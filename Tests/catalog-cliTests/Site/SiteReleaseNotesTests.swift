import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The site's release notes (every release in one pass, `DataSetDiff.nameChanges`) say what
/// `catalog diff --from PREVIOUS --to R` says of names, for every consecutive pair of known
/// releases of real sets: the full SF 6 set and Font Awesome 6 (renames and legacy aliases).
@Suite("catalog site: release notes equal catalog diff --from --to for every release")
struct SiteReleaseNotesTests {
    static let sf6 = TestPaths.shared("sf6.0_2025-08_composed")

    static func json(_ result: CatalogCLI.Result) throws -> [String: Any] {
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    func compare(_ dataSet: String) throws {
        let scratch = Scratch("catalog-site-notes")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.path), ["HOME": scratch.path, "XDG_CACHE_HOME": scratch.file("cache")])
        let site = scratch.file("site")
        let report = try Self.json(CLI.run(["site", "-o", site, "--data-set", dataSet, "--json"], environment: environment))
        let file = try #require((report["sets"] as? [[String: Any]])?.first?["file"] as? String)
        let data = try SiteCommandTests.assigned(String(contentsOfFile: site + "/" + file, encoding: .utf8))
        let releaseIDs = try #require(data["releases"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let notes = try #require(data["notes"] as? [[String: Any]])
        let listed = try #require(try Self.json(CLI.run(["releases", "--data-set", dataSet, "--json"], environment: environment))["releases"]
            as? [[String: Any]])
        let known = listed.filter { $0["known"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(notes.count == known.count - 1, "one note per consecutive pair of \(known)")
        var renamedInAll = 0, addedInAll = 0
        for (index, note) in notes.enumerated() where index + 1 < known.count {
            let (from, to) = (known[index], known[index + 1])
            let diff = try Self.json(CLI.run(["diff", "--data-set", dataSet, "--from", from, "--to", to, "--json"], environment: environment))
            let release = try #require(note["r"] as? Int)
            #expect(releaseIDs[release] == to)
            #expect(note["a"] as? [String] == diff["added"] as? [String], "added \(from) → \(to)")
            #expect(note["d"] as? [String] == diff["removed"] as? [String], "removed \(from) → \(to)")
            let renamed = try #require(diff["renamed"] as? [[String: String]]).map { [$0["from"] ?? "", $0["to"] ?? ""] }
            #expect(note["n"] as? [[String]] == renamed, "renamed \(from) → \(to)")
            renamedInAll += renamed.count
            addedInAll += (note["a"] as? [String])?.count ?? 0
        }
        // Not a comparison of empty lists.
        #expect(renamedInAll > 0 && addedInAll > 0)
    }

    @Test("SF 6 (../shared): every consecutive pair of its releases",
          .enabled(if: FileManager.default.fileExists(atPath: sf6), "../shared/sfsymbols is absent"))
    func sfSymbols() throws {
        try compare(Self.sf6)
    }

    @Test("Font Awesome 6 (embedded): every consecutive pair of its releases")
    func fontAwesome() throws {
        try compare(CLI.embedded + "/fontawesome-6")
    }
}
