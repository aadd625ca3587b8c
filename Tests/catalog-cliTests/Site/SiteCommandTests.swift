import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog site` without a browser: the files, the data of the mini data set against its
/// plists, the rule table against docs/search-ranking.md, and the folder it refuses to replace.
@Suite("catalog site: files, data, rule table, refusals")
struct SiteCommandTests {
    static let assets = ["index.html", "assets/site.css", "assets/site.js", "data/rules.js", "data/sets.js"]

    /// The JSON a data script assigns (`… = {…};`).
    static func assigned(_ script: String) throws -> [String: Any] {
        let start = try #require(script.range(of: "] = ") ?? script.range(of: " = "))
        var json = String(script[start.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
        if json.hasSuffix(";") { json.removeLast() }
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("writes the page, its scripts and one data script per set; the mini set's symbols as its plists say")
    func writesTheSite() throws {
        let scratch = Scratch("catalog-site-files")
        defer { scratch.remove() }
        let site = scratch.file("site")
        let result = CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", CLI.fixture, "--json"], environment: ["HOME": scratch.path])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let sets = try #require(report["sets"] as? [[String: Any]])
        #expect(sets.count == 1)
        let file = try #require(sets.first?["file"] as? String)
        #expect(sets.first?["symbols"] as? Int == 5)
        for name in Self.assets + [file] {
            #expect(FileManager.default.fileExists(atPath: site + "/" + name), "missing \(name)")
        }
        // The page's script and style are one file each, and every file index.html names is there.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site + "/assets").sorted() == ["site.css", "site.js"])
        let page = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        let named = page.matches(of: /(?:src|href)="((?:assets|data)\/[^"]+)"/).map { String($0.1) }
        #expect(named == ["assets/site.css", "data/rules.js", "data/sets.js", "data/store.js", "data/type.js", "assets/site.js"])
        for name in named { #expect(FileManager.default.fileExists(atPath: site + "/" + name), "index.html names \(name), not written") }
        // Nothing the page loads is outside the folder (SVG's namespace name is a name, never fetched).
        for name in Self.assets {
            let text = try String(contentsOfFile: site + "/" + name, encoding: .utf8)
                .replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            #expect(text.range(of: "https?://", options: .regularExpression) == nil, "\(name) names an outside URL")
        }
        let data = try Self.assigned(String(contentsOfFile: site + "/" + file, encoding: .utf8))
        #expect(data["schemaVersion"] as? Int == 1)
        let releases = try #require(data["releases"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(releases == ["2019", "2020", "2021"])
        let symbols = try #require(data["symbols"] as? [[String: Any]])
        // The current names of name_availability.plist (a and doc renamed, heart.ar a variant), sorted.
        #expect(symbols.compactMap { $0["n"] as? String } == ["apple.logo", "character", "document", "heart", "heart.fill"])
        let document = try #require(symbols.first { $0["n"] as? String == "document" })
        #expect(document["r"] as? Int == 2)
        #expect(document["o"] as? [String] == ["doc"])
        // name_availability.plist: doc 2019 (iOS 13.0), document 2021 (iOS 15.0).
        let iOS = try #require((document["p"] as? [String: Any])?["iOS"] as? [[String]])
        #expect(iOS == [["doc", "13.0"], ["document", "15.0"]])
        let heart = try #require(symbols.first { $0["n"] as? String == "heart" })
        #expect(heart["k"] as? [String] == ["love", "like"])
        #expect(heart["c"] as? [String] == ["health"])
        let variant = try #require((heart["v"] as? [[Any]])?.first)
        #expect(variant.first as? String == "heart.ar")
        #expect(variant.last as? Int == 2)
        let logo = try #require(symbols.first { $0["n"] as? String == "apple.logo" })
        #expect((logo["x"] as? String)?.hasPrefix("This symbol may not be modified") == true)
        #expect((data["aliases"] as? [String: String])?["doc"] == "document")
    }

    @Test("data/rules.js carries the ranking's numbers as docs/search-ranking.md publishes them")
    func ruleTable() throws {
        let scratch = Scratch("catalog-site-rules")
        defer { scratch.remove() }
        let site = scratch.file("site")
        #expect(CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", CLI.fixture], environment: ["HOME": scratch.path]).exitCode == 0)
        let rules = try Self.assigned(String(contentsOfFile: site + "/data/rules.js", encoding: .utf8))
        let thousands = try #require(rules["thousands"] as? [String: Int])
        #expect(thousands["exact-name"] == 6 && thousands["exact-old-name"] == 5 && thousands["joined-name"] == 4)
        #expect(thousands["name-components"] == 3 && thousands["exact-keyword"] == 2 && thousands["component"] == 0)
        #expect(thousands["vocabulary"] == 4)
        let points = try #require(rules["points"] as? [String: Int])
        #expect(points["vocabulary"] == 50)
        #expect([points["component"], points["keyword"], points["old-name"], points["component-prefix"], points["keyword-prefix"],
                 points["substring"], points["old-name-substring"], points["category"]] == [60, 50, 45, 35, 30, 20, 15, 10])
        #expect(rules["startBonus"] as? Int == 10 && rules["maximumPoints"] as? Int == 999 && rules["thousand"] as? Int == 1000)
        #expect(rules["omissionCost"] as? Int == 2 && rules["transpositionCost"] as? Int == 2 && rules["substitutionCost"] as? Int == 3)
        #expect(rules["twoSlipTermLength"] as? Int == 7 && rules["maximumTypoWordLength"] as? Int == 32)
        #expect(rules["typoDivisor"] as? Int == 10 && rules["insideWordDivisor"] as? Int == 100)
        #expect(rules["rules"] as? [String] == ["exact-name", "exact-old-name", "joined-name", "name-components", "exact-keyword",
                                                "component", "keyword", "vocabulary", "old-name", "component-prefix", "keyword-prefix", "substring",
                                                "old-name-substring", "category", "fuzzy"])
    }

    @Test("a folder that is neither empty nor a site is refused and kept; a site is replaced")
    func refusesOtherFolders() throws {
        let scratch = Scratch("catalog-site-refusal")
        defer { scratch.remove() }
        let folder = scratch.file("notes")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        scratch.write("keep me", "notes/todo.txt")
        let refused = CLI.run(["site", "--no-type-pages", "-o", folder, "--data-set", CLI.fixture], environment: ["HOME": scratch.path])
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.contains(folder) && refused.standardError.contains("not a site this command wrote"), "\(refused.standardError)")
        #expect(scratch.text("notes/todo.txt") == "keep me")
        let site = scratch.file("site")
        #expect(CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", CLI.fixture], environment: ["HOME": scratch.path]).exitCode == 0)
        #expect(CLI.run(["site", "--no-type-pages", "-o", site, "--data-set", CLI.fixture], environment: ["HOME": scratch.path]).exitCode == 0)
    }

    @Test("without --data-set: every embedded set, the default first (the documented one, or the one chosen), the rest by name")
    func embeddedSetsDefaultFirst() throws {
        let scratch = Scratch("catalog-site-default-first")
        defer { scratch.remove() }
        let environment = CLI.environment(home: URL(fileURLWithPath: scratch.file("home")))
        func firstSets() throws -> [String] {
            let result = CLI.run(["site", "--no-type-pages", "--no-glyphs", "-o", scratch.file("site"), "--json"], environment: environment)
            #expect(result.exitCode == 0, "\(result.standardError)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            return try #require(report["sets"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        }
        let embedded = try FileManager.default.contentsOfDirectory(atPath: CLI.embedded).filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        // Data/symbols/README.md: fontawesome-6 is the default.
        #expect(try firstSets() == ["fontawesome-6"] + embedded.filter { $0 != "fontawesome-6" })
        #expect(CLI.run(["data-sets", "default", "mdi"], environment: environment).exitCode == 0)
        #expect(try firstSets() == ["mdi"] + embedded.filter { $0 != "mdi" })
    }

    @Test("without --output: a usage error, exit 64")
    func needsOutput() {
        let result = CLI.run(["site", "--data-set", CLI.fixture])
        #expect(result.exitCode == 64)
        #expect(result.standardError.contains("--output"))
    }
}
