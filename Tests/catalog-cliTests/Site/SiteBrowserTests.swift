import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog site` driven in headless Chromium (Debian's chromium and chromium-driver, PyPI
/// selenium) by `Scripts/site-browser-check.py`: the page's ranking against `catalog search
/// --json` on the embedded Font Awesome sets and the full SF 6 set, then search as you type,
/// a filter, permalinks with back and forward, the keyboard, labels, both themes, 390 px, no
/// request leaving the page and no console error.
@Suite("Site in headless Chromium", .serialized)
struct SiteBrowserTests {
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let ready = BrowserLayoutTests.chromium != nil && chromedriver != nil && Python.has("selenium")
    static let skip: Comment = "needs chromium, chromium-driver and python3 selenium (.ci/run installs them)"

    /// Queries a person types: everyday words and phrases with other white space, the same
    /// list on every set.
    static let queries: [String] = [
        "heart", "star fill", "star", "arrow up", "arrow", "light bulb", "lightbulb", "magnifying glass", "edit", "pdf",
        "share", "settings", "gear", "person", "person circle", "trash", "folder", "doc", "document", "calendar",
        "clock", "bell", "envelope", "phone", "camera", "photo", "music", "play", "pause", "cloud",
        "sun", "moon", "bolt", "flag", "tag", "cart", "bag", "house", "home", "lock",
        "key", "wifi", "battery", "circle", "square", "fill", "chevron right", "plus", "minus", "xmark",
        "cloud sun", "arrow left right", "zzzzqx", "a", "Heart", "HEART fill",
        // Everyday words (Data/vocabulary.tsv) and phrases with other white space.
        "delete", "warning", "wifi off", "done", "garbage", "mute", "new message", "user  profile", "star\u{00A0}fill",
    ]

    /// Typos a person makes (`bookmak`, `hart`, `sqaure and arrow up`, `magnifyng glass`,
    /// `calender`; `setings` of an everyday word).
    static let typos: [String] = [
        "bookmak", "hart", "sqaure and arrow up", "magnifyng glass", "calender", "stra", "arow up", "persn", "setings", "folderr",
        "trsh",
    ]

    /// The queries ranked on each set: every one in the campaign (`Scripts/campaign.sh site`:
    /// 65 and 11 typos); in `swift test` a seeded 16 and 5 typos. Ranking each through the CLI
    /// is most of the test's CPU.
    static let chosenQueries = Campaign.subset(queries, sample: 16, seed: 0x5173) + Campaign.subset(typos, sample: 5, seed: 0x7905)

    /// The JSON object `text` holds, or a failure naming `what`.
    static func object(_ text: String, _ what: String) throws -> [String: Any] {
        try #require((try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any], "\(what): \(text.prefix(300))")
    }

    /// What `catalog search --json` ranks for `terms` with `filters` (CLI options).
    static func ranking(_ terms: [String], _ filters: [String], dataSet: String, environment: [String: String]) throws -> [String] {
        let result = CLI.run(["search"] + terms + filters + ["--json", "--data-set", dataSet], environment: environment)
        let json = try object(result.standardOutput, "search \(terms) \(filters) in \(dataSet): \(result.standardError)")
        return try #require(json["results"] as? [[String: Any]]).compactMap { $0["shownAs"] as? String }
    }

    /// The release ids of `dataSet`, oldest first (`catalog releases --json`).
    static func releases(_ dataSet: String, _ environment: [String: String]) throws -> [String] {
        let listed = CLI.run(["releases", "--json", "--data-set", dataSet], environment: environment)
        return try #require(try object(listed.standardOutput, "releases of \(dataSet)")["releases"] as? [[String: Any]])
            .compactMap { $0["id"] as? String }
    }

    static func firstCategory(_ dataSet: String, _ environment: [String: String]) throws -> String {
        let result = CLI.run(["categories", "--json", "--data-set", dataSet], environment: environment)
        let json = try object(result.standardOutput, "categories of \(dataSet)")
        let categories = try #require(json["categories"] as? [[String: Any]]).compactMap { $0["key"] as? String }.filter { $0 != "all" }
        return try #require(categories.first)
    }

    @Test("The page ranks as catalog search (21 queries a set, typos too; all 76 in the campaign); filters, permalinks, keyboard, themes, offline",
          .enabled(if: ready, skip))
    func site() async throws {
        let scratch = Scratch("catalog-site")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.path), ["XDG_CACHE_HOME": scratch.file("cache")])
        var sets = ["fontawesome-6", "fontawesome-5.15.4"]
        let sf6 = TestPaths.shared("sf6.0_2025-08_composed")
        if FileManager.default.fileExists(atPath: sf6) { sets.append(sf6) }
        // MDI (7,447 symbols) last, not ranked here: scrolled to its end, the page's elements and heap are checked.
        // No template files: nothing here downloads one (SiteTemplatesTests and template-download.test.js do).
        let site = scratch.file("site")
        let built = CLI.run(["site", "--no-type-pages", "--no-templates", "-o", site, "--json"] + (sets + ["mdi"]).flatMap { ["--data-set", $0] }, environment: environment)
        #expect(built.exitCode == 0, "\(built.standardError)")
        let report = try Self.object(built.standardOutput, "site --json: \(built.standardError)")
        let siteNames = try #require(report["sets"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(siteNames.count == sets.count + 1 && siteNames.last == "mdi")
        let names = Array(siteNames.dropLast())

        var cases = [String: [[String: Any]]]()
        for (name, dataSet) in zip(names, sets) {
            var list = [[String: Any]]()
            // Each query as one argument, as a quoted phrase is typed into a shell: the CLI splits
            // it into words as the page's box does.
            for query in Self.chosenQueries {
                list.append(["terms": [query], "names": try Self.ranking([query], [], dataSet: dataSet, environment: environment)])
            }
            let category = try Self.firstCategory(dataSet, environment)
            for terms in [[String](), ["arrow"], ["circle"]] {
                list.append(["terms": terms, "filters": ["category": category],
                             "names": try Self.ranking(terms, ["--category", category], dataSet: dataSet, environment: environment)])
            }
            list.append(["terms": ["star"], "filters": ["restricted": "none"],
                         "names": try Self.ranking(["star"], ["--unrestricted"], dataSet: dataSet, environment: environment)])
            if dataSet == sf6 {
                for (platform, version) in [("iOS", "16.0"), ("macOS", "13.0"), ("iOS", "13.0")] {
                    for terms in [["doc", "on"], ["document"], []] {
                        list.append(["terms": terms, "filters": ["platform": platform, "version": version],
                                     "names": try Self.ranking(terms, ["--available-in", platform, version], dataSet: dataSet,
                                                               environment: environment)])
                    }
                }
                list.append(["terms": ["heart"], "filters": ["release": "2023"],
                             "names": try Self.ranking(["heart"], ["--introduced", "2023"], dataSet: dataSet, environment: environment)])
                list.append(["terms": ["character"], "filters": ["localized": true],
                             "names": try Self.ranking(["character"], ["--localized"], dataSet: dataSet, environment: environment)])
                list.append(["terms": ["arrow"], "filters": ["rtl": true],
                             "names": try Self.ranking(["arrow"], ["--rtl"], dataSet: dataSet, environment: environment)])
            } else {
                let newest = try #require(try Self.releases(dataSet, environment).last)
                for terms in [[String](), ["arrow"]] {
                    list.append(["terms": terms, "filters": ["release": newest],
                                 "names": try Self.ranking(terms, ["--introduced", newest], dataSet: dataSet, environment: environment)])
                }
            }
            cases[name] = list
        }
        // A category of the first result for heart, so that the filter keeps some results.
        let hearts = CLI.run(["search", "heart", "--json", "--limit", "1", "--data-set", "fontawesome-6"], environment: environment)
        let first = try Self.object(hearts.standardOutput, "search heart")
        let category = try #require(((first["results"] as? [[String: Any]])?.first?["categories"] as? [String])?.first)
        var permalink: [String: Any] = [
            "set": "fontawesome-6", "typed": "heart",
            "typedFirst": try #require(try Self.ranking(["heart"], [], dataSet: "fontawesome-6", environment: environment).first),
            "category": category,
            "categoryNames": try Self.ranking(["heart"], ["--category", category], dataSet: "fontawesome-6", environment: environment),
            "oldName": "edit", "currentName": "pen-to-square",
            // A permalink with a typo: the page offers the first result of its words searched.
            "misspelled": "pen-to-squre",
            "misspelledFirst": try #require(try Self.ranking(["pen", "to", "squre"], [], dataSet: "fontawesome-6", environment: environment).first),
        ]
        // The cross-set view of `heart`: `catalog search --data-set A --data-set B …`'s first 60, as
        // [set, name] pairs, each set named as the site names it (the CLI's `dataSets` in order).
        let every = CLI.run(["search", "heart", "--json", "--limit", "60"] + (sets + ["mdi"]).flatMap { ["--data-set", $0] }, environment: environment)
        let everyJSON = try Self.object(every.standardOutput, "search heart over every set: \(every.standardError)")
        let searched = try #require(everyJSON["dataSets"] as? [String])
        #expect(searched.count == siteNames.count)
        let siteName = Dictionary(uniqueKeysWithValues: zip(searched, siteNames))
        permalink["every"] = try #require(everyJSON["results"] as? [[String: Any]]).map { result in
            [siteName[result["dataSet"] as? String ?? ""] ?? "?", result["shownAs"] as? String ?? "?"]
        }
        // The newest release's notes, as `catalog diff` from the release before gives them.
        let releases = try Self.releases("fontawesome-6", environment)
        let (previous, newest) = (releases[releases.count - 2], releases[releases.count - 1])
        let diff = CLI.run(["diff", "--from", previous, "--to", newest, "--json", "--data-set", "fontawesome-6"], environment: environment)
        let changes = try Self.object(diff.standardOutput, "diff --from \(previous) --to \(newest)")
        permalink["notes"] = ["release": newest, "added": try #require(changes["added"] as? [String])]
        let checked = try await Self.check(site: site, cases: ["sets": cases, "permalink": permalink], scratch: scratch)
        #expect(Self.chosenQueries.count == (Campaign.scale == nil ? 21 : Self.queries.count + Self.typos.count))
        // Each set's cases, and the cross-set view of the permalink.
        #expect(checked["compared"] as? Int == cases.values.map(\.count).reduce(0, +) + 1 && cases.count == sets.count)
    }

    /// Runs `Scripts/site-browser-check.py` on `site` with `cases` (written to the scratch
    /// folder) and any `arguments`, expects no failure, and returns its report.
    static func check(site: String, cases: [String: Any], scratch: Scratch, arguments: [String] = []) async throws -> [String: Any] {
        let casesFile = scratch.file("cases.json")
        try JSONSerialization.data(withJSONObject: cases).write(to: URL(fileURLWithPath: casesFile))
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/site-browser-check.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script, site, casesFile] + arguments,
                                                 environment: ["HOME": scratch.path,
                                                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(outcome.status == 0, "\(outcome.standardError.suffix(2000))")
        let checked = try #require(try? JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any],
                                   "no report: \(outcome.standardError.suffix(2000))")
        let failures = checked["failures"] as? [String] ?? ["no report"]
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
        return checked
    }
}
