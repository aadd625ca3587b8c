import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli
import TypeScale

/// `check --profile googlefonts --format json` against fontbakery 1.1.0 itself, run once per
/// test on the same files with only the ported checks (`Scripts/fontbakery-vertical-metrics.py`,
/// `--skip-network`): the same verdict for every face and check id, and for the family
/// checks, or a difference this file explains.
@Suite("check --profile googlefonts: fontbakery 1.1.0's verdicts", .serialized)
struct CheckFontbakeryTests {
    /// fontbakery 1.1.0: `$CATALOG_FONTBAKERY`, else the virtual environment `.ci/run` makes.
    static let fontbakery: String? = [ProcessInfo.processInfo.environment["CATALOG_FONTBAKERY"],
                                      "/tmp/catalog-fontbakery-1.1.0/bin/fontbakery"]
        .compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    static let skip: Comment = "needs fontbakery 1.1.0 (.ci/run installs it in /tmp/catalog-fontbakery-1.1.0; or set CATALOG_FONTBAKERY)"
    static let profile = TestPaths.packageRoot.appendingPathComponent("Scripts/fontbakery-vertical-metrics.py").path

    /// Verdicts by face index (fontbakery's `font` iterarg: the files in order, a collection's
    /// faces in turn) and check id; the family checks by check id.
    struct Verdicts {
        var faces = [Int: [String: String]]()
        var names = [Int: String]()
        var messages = [Int: [String: String]]()
        var families = [String: String]()
        var familyMessages = [String: String]()
    }

    /// fontbakery's report on `fonts`, kept in the reference cache: it runs again when the fonts,
    /// the profile or the fontbakery installed change (3 CPU minutes for the 341 fonts CI installs).
    static func fontbakeryReport(_ fonts: [String], scratch: Scratch) async throws -> Data {
        let arguments = ["check-profile", "--skip-network", "--auto-jobs", "--json"]
        let key = ReferenceCache.key(tool: arguments.joined(separator: " "), files: [fontbakery!, profile] + fonts)
        return try await ReferenceCache.data(for: key) {
            let report = scratch.file("fontbakery.json")
            let run = try await ChildProcess.run(fontbakery!, arguments + [report, profile] + fonts,
                                                 environment: ["HOME": scratch.path, "PATH": "/usr/bin:/bin"])
            return try #require(FileManager.default.contents(atPath: report), "fontbakery wrote no report (status \(run.status))")
        }
    }

    static func fontbakeryVerdicts(_ fonts: [String], scratch: Scratch) async throws -> Verdicts {
        let data = try await fontbakeryReport(fonts, scratch: scratch)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var verdicts = Verdicts()
        for section in document["sections"] as? [[String: Any]] ?? [] {
            for check in section["checks"] as? [[String: Any]] ?? [] {
                let key = try #require(check["key"] as? [Any])
                let id = try #require(key[1] as? String).replacingOccurrences(of: "<FontBakeryCheck:", with: "").replacingOccurrences(of: ">", with: "")
                let status = try #require(check["result"] as? String).lowercased()
                let message = (check["logs"] as? [[String: Any]])?.compactMap { ($0["message"] as? [String: Any])?["message"] as? String }
                    .joined(separator: " | ") ?? ""
                if let iterargs = key[2] as? [[Any]], let index = iterargs.first?[1] as? Int {
                    verdicts.faces[index, default: [:]][id] = status
                    verdicts.messages[index, default: [:]][id] = message
                    verdicts.names[index] = check["filename"] as? String
                } else {
                    verdicts.families[id] = status
                    verdicts.familyMessages[id] = message
                }
            }
        }
        return verdicts
    }

    static func catalogVerdicts(_ fonts: [String]) async throws -> Verdicts {
        let result = await DedicatedThread.run { CLI.run(["check", "--profile", "googlefonts", "--format", "json"] + fonts) }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any],
                                    "\(result.standardError)")
        var verdicts = Verdicts()
        for (index, face) in (document["faces"] as? [[String: Any]] ?? []).enumerated() {
            let file = URL(fileURLWithPath: face["file"] as? String ?? "").lastPathComponent
            let faceIndex = face["faceIndex"] as? Int ?? 0
            let collection = file.lowercased().hasSuffix(".ttc") || file.lowercased().hasSuffix(".otc")
            verdicts.names[index] = collection ? "\(file)#\(faceIndex)" : file
            for check in face["checks"] as? [[String: Any]] ?? [] {
                verdicts.faces[index, default: [:]][check["rule"] as? String ?? ""] = check["status"] as? String
                verdicts.messages[index, default: [:]][check["rule"] as? String ?? ""] = check["message"] as? String
            }
        }
        for family in document["families"] as? [[String: Any]] ?? [] {
            verdicts.families[family["rule"] as? String ?? ""] = family["status"] as? String
            verdicts.familyMessages[family["rule"] as? String ?? ""] = family["message"] as? String
        }
        return verdicts
    }

    /// Why `theirs` and `ours` may differ for `check`, or nil when they may not. fontbakery
    /// reports an error where a check's code raises: `use_typo_metrics` reads OS/2 of every
    /// font given (a font without one: catalog fails naming it); `typoascender_exceeds_Agrave`
    /// draws glyphs of a font without outlines (Noto Color Emoji: catalog skips naming it);
    /// `family/win_ascent_and_descent`'s condition reads `glyf` of every font given that is
    /// not CFF, so one bitmap font errs it on every face (catalog leaves that font out of the
    /// extent and says so).
    static func explanation(_ check: String, theirs: String, ours: String, message: String) -> String? {
        if theirs == "error", ours == "fail", message.contains("no OS/2 table") {
            return "fontbakery's \(check) raises on a font without OS/2; catalog fails it"
        }
        if theirs == "error", ours == "skip", message.contains("has no outline") || message.contains("the font has no outlines") {
            return "fontbakery's \(check) raises on a font or Agrave without outlines; catalog skips it"
        }
        if theirs == "error", check == "family/win_ascent_and_descent", message.contains("without glyf or CFF outlines left out") {
            return "fontbakery's vmetrics condition raises when a font given has no glyf or CFF outlines; catalog leaves it out"
        }
        return nil
    }

    /// Compares the two for `fonts`: the differences without an explanation, the explained
    /// ones, and how many verdicts were compared.
    static func compare(_ fonts: [String]) async throws -> (unexplained: [String], explained: [String], compared: Int) {
        let scratch = Scratch("fontbakery")
        defer { scratch.remove() }
        async let theirs = fontbakeryVerdicts(fonts, scratch: scratch)
        let ours = try await catalogVerdicts(fonts)
        let reference = try await theirs
        var unexplained = [String](), explained = [String](), compared = 0
        #expect(reference.faces.count == ours.faces.count, "fontbakery read \(reference.faces.count) faces, catalog \(ours.faces.count)")
        for (index, checks) in reference.faces.sorted(by: { $0.key < $1.key }) {
            guard reference.names[index] == ours.names[index] else {
                unexplained.append("face \(index): fontbakery's is \(reference.names[index] ?? "?"), catalog's \(ours.names[index] ?? "?")")
                continue
            }
            for (check, verdict) in checks.sorted(by: { $0.key < $1.key }) {
                compared += 1
                let mine = ours.faces[index]?[check] ?? "missing"
                guard mine != verdict else { continue }
                let message = ours.messages[index]?[check] ?? ""
                let line = "\(ours.names[index] ?? "") \(check): fontbakery \(verdict) (\(reference.messages[index]?[check] ?? "")), catalog \(mine) (\(message))"
                if let why = explanation(check, theirs: verdict, ours: mine, message: message) {
                    explained.append(why)
                } else {
                    unexplained.append(line)
                }
            }
        }
        for (check, verdict) in reference.families.sorted(by: { $0.key < $1.key }) {
            compared += 1
            let mine = ours.families[check] ?? "missing", message = ours.familyMessages[check] ?? ""
            guard mine != verdict else { continue }
            if let why = explanation(check, theirs: verdict, ours: mine, message: message) {
                explained.append(why)
            } else {
                unexplained.append("\(check): fontbakery \(verdict) (\(reference.familyMessages[check] ?? "")), catalog \(mine) (\(message))")
            }
        }
        return (unexplained, explained, compared)
    }

    @Test("the fixture fonts: fontbakery's verdict on every face and check, the family checks too",
          .enabled(if: fontbakery != nil, skip))
    func fixtures() async throws {
        let directory = Fixtures.fonts
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.hasSuffix) }
        let (unexplained, explained, compared) = try await Self.compare(names.map { directory + "/" + $0 })
        #expect(unexplained.isEmpty, "\(unexplained.joined(separator: "\n"))")
        // 12 faces × 5 checks and the 2 family checks; the one fixture without OS/2 makes
        // fontbakery's use_typo_metrics raise.
        #expect(compared == 62)
        #expect(explained == ["fontbakery's googlefonts/use_typo_metrics raises on a font without OS/2; catalog fails it"])
    }

    /// The SFNT files fc-list gives, but those without `glyf` or CFF outlines (Noto Color
    /// Emoji): one of them among the fonts given makes fontbakery's win check raise on every
    /// face (the condition reads `glyf`; the fixture test covers that difference), and the
    /// check is then compared nowhere.
    static let installed: [String] = {
        guard let output = try? ChildProcess("/usr/bin/env", ["fc-list", "--format", "%{file}\\n"]).blockingOutcome().standardOutput else { return [] }
        return Array(Set(output.split(separator: "\n").map(String.init)))
            .filter { [".ttf", ".otf", ".ttc", ".otc"].contains(where: $0.lowercased().hasSuffix) && FileManager.default.isReadableFile(atPath: $0) }
            .filter { path in (try? FontTables(path: path)).map { $0.has("glyf") || $0.has("CFF ") || $0.has("CFF2") } ?? false }
            .sorted()
    }()

    /// All of them in a campaign (`Scripts/campaign.sh`; 3 CPU minutes for 341 fonts), 6 chosen
    /// by a seed in `swift test`.
    static let installedChosen = Campaign.subset(installed, sample: 6, seed: 0xFB11)

    @Test("SFNT fonts fc-list gives: fontbakery's verdict on every face and check, or a difference explained",
          .enabled(if: fontbakery != nil && installed.count > 1, skip))
    func installedFonts() async throws {
        let (unexplained, _, compared) = try await Self.compare(Self.installedChosen)
        #expect(unexplained.isEmpty, "\(unexplained.count) of \(compared):\n\(unexplained.prefix(40).joined(separator: "\n"))")
        #expect(compared >= Self.installedChosen.count * 5)
    }
}
