import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport
import SymbolLint

/// `catalog lint` over an app whose catalog holds a symbol set written by `catalog template
/// export` (then one guide moved) and an image set: every format, and the exit status.
@Suite("Lint output with asset catalogs")
struct LintAssetOutputTests {
    /// The app: `App/View.swift` naming `Lgo` (the image set is `Logo`), and `square.symbolset`
    /// with Baseline-S moved 3 units down.
    static func app() throws -> LintProject {
        let project = LintProject()
        project.write("square.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><path d="M100 400H700V1000H100Z"/></svg>"#)
        let catalog = project.root.appendingPathComponent("App/Assets.xcassets").path
        let export = CLI.run(["template", "export", "--svg", project.root.appendingPathComponent("square.svg").path, "square",
                              "--symbolset", catalog])
        try #require(export.exitCode == 0, "\(export.standardError)")
        let template = try #require(project.read("App/Assets.xcassets/square.symbolset/square.svg"))
        let moved = template.replacing(#"x2="3036" y1="696" y2="696""#, with: #"x2="3036" y1="699" y2="699""#, maxReplacements: 1)
        try #require(moved != template)
        project.write("App/Assets.xcassets/square.symbolset/square.svg", moved)
        project.write("App/Assets.xcassets/Logo.imageset/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        project.write("App/View.swift", "let a = Image(\"Lgo\")\n")
        return project
    }

    static let target = ["--deployment-target", "iOS", "15.0"]

    @Test("text: the image name and the template's finding, then the catalogs counted; exit 0, 1 with --strict")
    func text() throws {
        let project = try Self.app()
        defer { project.remove() }
        let result = project.run(Self.target)
        let root = project.root.path
        #expect(result.standardOutput == """
        \(root)/App/View.swift:1:16: warning: 'Lgo' is not an asset of the app's asset catalog nor an image file beside them; did you mean 'Logo'? [missing-asset]
        \(root)/App/Assets.xcassets/square.symbolset/square.svg:28:1: warning: Baseline-S is at y 699, not 696 [guide-moved]
        deployment targets: iOS 15.0 (flag)
        0 errors, 2 warnings, 0 notes in 1 Swift file (0 names) and 1 asset catalog (2 assets, 1 symbol set, 1 image name)

        """)
        #expect(result.exitCode == 0 && result.standardError == "")
        #expect(project.run(Self.target + ["--strict"]).exitCode == 1)
    }

    @Test("a symbol set Xcode cannot use fails the lint (exit 1); one it cannot read too")
    func errors() throws {
        let project = try Self.app()
        defer { project.remove() }
        let template = try #require(project.read("App/Assets.xcassets/square.symbolset/square.svg"))
        project.write("App/Assets.xcassets/bold.symbolset/bold.svg", template.replacing(#"<g id="Regular-S""#, with: #"<g id="Bold-S""#))
        project.write("App/Assets.xcassets/bold.symbolset/Contents.json", #"{"symbols":[{"filename":"bold.svg","idiom":"universal"}]}"#)
        let result = project.run(Self.target)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains(
            "/App/Assets.xcassets/bold.symbolset/bold.svg:1:1: error: no Regular-S or Regular-M variant: Xcode needs one to draw the symbol [no-regular-source]\n"))
        project.write("App/Assets.xcassets/bold.symbolset/bold.svg", "<svg")
        let unreadable = project.run(Self.target + ["--format", "github"])
        #expect(unreadable.exitCode == 1)
        #expect(unreadable.standardOutput.contains(
            "/App/Assets.xcassets/bold.symbolset/bold.svg,line=1,col=1,title=unreadable-symbol-set::line 1: not well-formed XML: "))
    }

    @Test("json: findings with the symbol set's name, and the assets summary")
    func json() throws {
        let project = try Self.app()
        defer { project.remove() }
        let result = project.run(Self.target + ["--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["schemaVersion", "targets", "governance", "findings", "unchecked", "assets"])
        let assets = try #require(object["assets"] as? [String: Any])
        #expect(assets["catalogs"] as? [String] == [project.root.path + "/App/Assets.xcassets"])
        #expect(assets["assets"] as? Int == 2 && assets["symbolSets"] as? Int == 1 && assets["imageNames"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["rule"] ?? "") \($0["name"] ?? "") \($0["severity"] ?? "") \($0["replacement"] ?? "")" } == [
            "missing-asset Lgo warning Logo", "guide-moved square warning <null>",
        ])
    }

    @Test("sarif and github: the template rules described and located like the others")
    func sarifAndGitHub() throws {
        let project = try Self.app()
        defer { project.remove() }
        let sarif = project.run(Self.target + ["--format", "sarif"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { rules[$0["ruleIndex"] as? Int ?? -1]["id"] as? String } == ["missing-asset", "guide-moved"])
        let location = try #require((results[1]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String
                == String((project.root.path + "/App/Assets.xcassets/square.symbolset/square.svg")))
        #expect(location["region"] as? [String: Int] == ["startLine": 28, "startColumn": 1])

        let github = project.run(Self.target + ["--format", "github"])
        #expect(github.standardOutput.contains(
            "::warning file=\(project.root.path)/App/Assets.xcassets/square.symbolset/square.svg,line=28,col=1,title=guide-moved::Baseline-S is at y 699, not 696\n"))
    }
}
