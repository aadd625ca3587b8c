import Foundation
import Testing
@testable import catalog_cli

/// "Added in R" means one thing for `releases`, `collections show new-in-R` and
/// `search --introduced R`. Expected counts for SF 6.0 from plistlib (`name_availability`
/// years of names that are neither `name_aliases` keys nor variants, split by whether a
/// `name_aliases` value names them).
@Suite("added in a release: releases, new-in and search --introduced agree",
       .enabled(if: FileManager.default.fileExists(atPath: FavoritesCommandTests.sf60 + "/name_availability.plist"), "needs ../shared/sfsymbols"))
struct AddedInReleaseTests {
    static func count(_ arguments: [String]) -> Int {
        let result = CLI.run(arguments + ["--data-set", FavoritesCommandTests.sf60, "--format", "tsv"], environment: ["CATALOG_NO_CACHE": "1"])
        return result.standardOutput.split(separator: "\n").count
    }

    @Test(arguments: [("2019", 1_416, 38), ("2020", 736, 39), ("2021", 555, 102), ("2024", 1_011, 376)])
    func agree(release: String, new: Int, renamed: Int) throws {
        let releases = CLI.run(["releases", "--data-set", FavoritesCommandTests.sf60, "--format", "tsv"], environment: ["CATALOG_NO_CACHE": "1"])
        let row = try #require(releases.standardOutput.split(separator: "\n").first { $0.hasPrefix(release + "\t") })
        let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(fields[1] == String(new) && fields[2] == String(renamed), "\(row)")
        #expect(Self.count(["collections", "show", "new-in-\(release)"]) == new)
        #expect(Self.count(["collections", "show", "renamed-in-\(release)"]) == renamed)
        #expect(Self.count(["search", "--introduced", release]) == new + renamed)
    }
}
