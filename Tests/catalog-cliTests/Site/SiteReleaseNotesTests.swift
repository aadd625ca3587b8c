import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// The site's release notes (every release in one pass, `DataSetDiff.nameChanges`) say what
/// `catalog diff --from PREVIOUS --to R` says of names, for consecutive pairs of known releases
/// of real sets: the full SF 6 set and Font Awesome 6 (renames and legacy aliases). Every pair
/// in the campaign (`Scripts/campaign.sh release-notes`: 17 and 57 pairs); `swift test` diffs a
/// seeded 4 of them a set, with the first pair whose note renames and the first that adds.
@Suite("catalog site: release notes equal catalog diff --from --to for consecutive releases")
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
        let report = try Self.json(CLI.run(["site", "--no-type-pages", "--no-templates", "-o", site, "--data-set", dataSet, "--json"], environment: environment))
        let file = try #require((report["sets"] as? [[String: Any]])?.first?["file"] as? String)
        let data = try SiteCommandTests.assigned(String(contentsOfFile: site + "/" + file, encoding: .utf8))
        let releaseIDs = try #require(data["releases"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let notes = try #require(data["notes"] as? [[String: Any]])
        let listed = try #require(try Self.json(CLI.run(["releases", "--data-set", dataSet, "--json"], environment: environment))["releases"]
            as? [[String: Any]])
        let known = listed.filter { $0["known"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(notes.count == known.count - 1, "one note per consecutive pair of \(known)")
        var renamedInAll = 0, addedInAll = 0
        let chosen = Self.pairs(notes, seed: UInt64(known.count))
        #expect(chosen.count == notes.count || Campaign.scale == nil && chosen.count >= min(4, notes.count), "\(chosen.count) of \(notes.count) pairs")
        var compared = 0
        for (index, note) in notes.enumerated() where index + 1 < known.count && chosen.contains(index) {
            let (from, to) = (known[index], known[index + 1])
            let diff = try Self.json(CLI.run(["diff", "--data-set", dataSet, "--from", from, "--to", to, "--json"], environment: environment))
            let release = try #require(note["r"] as? Int)
            #expect(releaseIDs[release] == to)
            #expect(note["a"] as? [String] == diff["added"] as? [String], "added \(from) → \(to)")
            #expect(note["d"] as? [String] == diff["removed"] as? [String], "removed \(from) → \(to)")
            let renamed = try #require(diff["renamed"] as? [[String: String]]).map { [$0["from"] ?? "", $0["to"] ?? ""] }
            #expect(note["n"] as? [[String]] == renamed, "renamed \(from) → \(to)")
            renamedInAll += renamed.count
            compared += 1
            addedInAll += (note["a"] as? [String])?.count ?? 0
        }
        // Not a comparison of empty lists.
        #expect(compared == chosen.count && renamedInAll > 0 && addedInAll > 0)
    }

    /// The notes' indices to diff: all of them in a campaign; in `swift test`, a seeded 4 with
    /// the first note that renames and the first that adds (so neither comparison is of empty
    /// lists).
    static func pairs(_ notes: [[String: Any]], seed: UInt64) -> Set<Int> {
        var chosen = Set(Campaign.subset(Array(notes.indices), sample: 4, seed: 0x2E1E &+ seed))
        if Campaign.scale == nil {
            if let renames = notes.firstIndex(where: { ($0["n"] as? [[String]])?.isEmpty == false }) { chosen.insert(renames) }
            if let adds = notes.firstIndex(where: { ($0["a"] as? [String])?.isEmpty == false }) { chosen.insert(adds) }
        }
        return chosen
    }

    @Test("SF 6 (../shared): consecutive pairs of its releases (every pair in the campaign)",
          .enabled(if: FileManager.default.fileExists(atPath: sf6), "../shared/sfsymbols is absent"))
    func sfSymbols() throws {
        try compare(Self.sf6)
    }

    @Test("Font Awesome 6 (embedded): consecutive pairs of its releases (every pair in the campaign)")
    func fontAwesome() throws {
        try compare(CLI.embedded + "/fontawesome-6")
    }
}
