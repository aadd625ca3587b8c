import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// The proof of issue 25's data: the embedded sets hold exactly what each package's own
/// Python API says (Scripts/icon-set-reference.py, which reads the packages without the tool
/// or Scripts/export-icon-sets.py), as `catalog` reports it. Skipped when the packages of
/// Scripts/fetch-icon-sets.sh are not in the cache (CI runs it).
@Suite("Embedded icon sets: exact counts against each package's own API")
struct IconSetDataTests {
    @Test("icons, categories, tags, aliases, deprecated and per-release additions",
          .enabled(if: IconSetPackages.isWarm, "icon-set packages not cached: run Scripts/fetch-icon-sets.sh"),
          arguments: [
              ("mdi", "material-design-icons-pack-7.4.47", "Apache-2.0"),
              ("phosphor", "py-phosphor-icons-0.1.1", "MIT"),
              ("lucide", "python-lucide-0.5.11", "ISC"),
          ])
    func counts(set: String, package: String, license: String) async throws {
        let reference = try await IconSetPackages.reference(["counts", set, IconSetPackages.folder(package)])
        let scratch = Scratch("icon-sets")
        defer { scratch.remove() }
        let info = try CLI.json(["info", "--data-set", set, "--json"], home: scratch)
        let icons = try #require(reference["icons"] as? Int)
        let additions = try #require(reference["additions"] as? [String: Int])
        #expect(icons > 1000 && additions.values.reduce(0, +) == icons)
        #expect(info["symbolCount"] as? Int == icons)
        #expect(info["categoryCount"] as? Int == reference["categories"] as? Int)
        #expect(info["renameCount"] as? Int == reference["aliases"] as? Int)
        #expect(info["license"] as? String == license)
        if set == "lucide" {
            // Lucide deprecates its aliases, never an icon: every deprecated alias is a rename.
            #expect(reference["deprecated"] as? Int == info["renameCount"] as? Int)
            #expect(info["deprecatedCount"] as? Int == 0)
        } else {
            #expect(info["deprecatedCount"] as? Int == reference["deprecated"] as? Int)
        }
        let symbols = try IconSetPackages.symbols(set, home: scratch)
        #expect(symbols.reduce(0) { $0 + (($1["keywords"] as? [String])?.count ?? 0) } == reference["tags"] as? Int)
        #expect(IconSetPackages.additions(symbols) == reference["additions"] as? [String: Int])
        let deprecated = try CLI.json(["search", "--data-set", set, "--deprecated", "--json"], home: scratch, allowingNoMatch: true)
        #expect(deprecated["count"] as? Int == info["deprecatedCount"] as? Int)
    }

    @Test("Font Awesome 7: additions per 7.x release, and diff fontawesome-6 fontawesome-7 as an independent script",
          .enabled(if: IconSetPackages.isWarm, "icon-set packages not cached: run Scripts/fetch-icon-sets.sh"))
    func fontAwesome7() async throws {
        let sevens = ["7.0.0", "7.0.1", "7.1.0", "7.2.0", "7.3.0", "7.3.1"].map { IconSetPackages.folder("fontawesome-free-pack-" + $0) }
        let reference = try await IconSetPackages.reference(["fa7", IconSetPackages.folder("fontawesomefree-6.6.0")] + sevens)
        let scratch = Scratch("icon-sets")
        defer { scratch.remove() }
        let additions = IconSetPackages.additions(try IconSetPackages.symbols("fontawesome-7", home: scratch))
        let expected = try #require(reference["additions"] as? [String: Int])
        #expect(additions.filter { $0.key.hasPrefix("7.") } == expected.filter { $0.value > 0 })
        #expect(expected == ["7.0.0": 39, "7.0.1": 0, "7.1.0": 0, "7.2.0": 52, "7.3.0": 16, "7.3.1": 6])

        let diff = try CLI.json(["diff", "fontawesome-6", "fontawesome-7", "--json"], home: scratch)
        #expect(diff["added"] as? [String] == reference["added"] as? [String])
        #expect(diff["removed"] as? [String] == reference["removed"] as? [String])
        let renamed = (diff["renamed"] as? [[String: Any]] ?? []).map { [$0["from"] as? String ?? "", $0["to"] as? String ?? ""] }
        #expect(renamed == reference["renamed"] as? [[String]])
        #expect(renamed.count == 5 && (reference["added"] as? [String])?.count == 113)
        let info = try CLI.json(["info", "--data-set", "fontawesome-7", "--json"], home: scratch)
        #expect(info["license"] as? String == "CC-BY-4.0 AND OFL-1.1 AND MIT")
    }
}

/// The packages Scripts/fetch-icon-sets.sh installs into its cache, one folder per version.
enum IconSetPackages {
    static let root: String = {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["CATALOG_CACHE"], !cache.isEmpty { return cache + "/icon-sets/packages" }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (environment["HOME"] ?? "/root") + "/.cache"
        return base + "/catalog/icon-sets/packages"
    }()

    static func folder(_ package: String) -> String { root + "/" + package }

    static let packages = ["material-design-icons-pack-7.4.47", "py-phosphor-icons-0.1.1", "python-lucide-0.5.11", "fontawesomefree-6.6.0"]
        + ["7.0.0", "7.0.1", "7.1.0", "7.2.0", "7.3.0", "7.3.1"].map { "fontawesome-free-pack-" + $0 }

    static let isWarm: Bool = packages.allSatisfy { FileManager.default.fileExists(atPath: folder($0) + "/.complete") }

    /// Scripts/icon-set-reference.py's JSON for `arguments`.
    static func reference(_ arguments: [String]) async throws -> [String: Any] {
        let script = TestPaths.packageRoot.appendingPathComponent("Scripts/icon-set-reference.py").path
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", script] + arguments)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    }

    /// Every current symbol of `set` (`catalog search --json` without a term).
    static func symbols(_ set: String, home: Scratch) throws -> [[String: Any]] {
        try #require(try CLI.json(["search", "--data-set", set, "--json"], home: home)["results"] as? [[String: Any]])
    }

    /// Release → how many current symbols it introduced.
    static func additions(_ symbols: [[String: Any]]) -> [String: Int] {
        var result = [String: Int]()
        for symbol in symbols {
            if let release = (symbol["introduced"] as? [String: Any])?["release"] as? String { result[release, default: 0] += 1 }
        }
        return result
    }
}

extension CLI {
    /// `arguments` run in-process on the embedded data with a private home; its JSON output.
    static func json(_ arguments: [String], home: Scratch, allowingNoMatch: Bool = false) throws -> [String: Any] {
        let home = URL(fileURLWithPath: home.path)
        let result = run(arguments, environment: environment(home: home, ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path]))
        #expect(result.exitCode == 0 || (allowingNoMatch && result.exitCode == 1), "\(arguments): \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }
}
