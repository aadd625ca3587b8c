import Foundation
import SymbolCatalog
import Testing
import CatalogTestSupport
@testable import SymbolLint

/// `catalog lint` over an app with asset catalogs: image names looked up in them, and their
/// symbol sets checked as `template check` checks them.
@Suite("Lint: asset catalogs and image names")
struct LintAssetTests {
    static let source = ##"""
    import SwiftUI
    let a = Image("Logo")
    let b = Image("logo", bundle: .module)
    let c = Image("Lgo")
    let d = UIImage(named: "Icons/star")
    let e = UIImage(named: "star")
    let f = NSImage(named: "moon")
    let g = Image(decorative: "gone")
    let h = Image(uiImage: UIImage(named: "photo")!)
    let i = UIImage(imageLiteralResourceName: "accent")
    let j = Image(name)
    let k = Image(systemName: "heart")
    let s = "Image(\"inString\")"
    // Image("inComment")
    #if os(macOS)
    let m = NSImage(named: "macOnly")
    #else
    let n = UIImage(named: "iosOnly", in: .main, compatibleWith: nil)
    #endif
    let o = Image("ignored") // catalog:ignore missing-asset
    let p = Image("photo.png")
    let q = Image("a" + b)
    let r = UIColor(named: "nothing")
    let t = Image(flag ? "x" : "y")
    let u = Image("app.logo")
    """##

    /// A catalog with an image set, a colour set, a namespace group, a plain group and a
    /// symbol set; a loose image beside it.
    static func app() -> LintProject {
        let project = LintProject()
        let catalog = "App/Assets.xcassets"
        project.write("\(catalog)/Contents.json", LintProject.assetContents)
        project.writeAsset(catalog, "Logo.imageset")
        project.writeAsset(catalog, "accent.colorset")
        project.write("\(catalog)/Icons/Contents.json", LintProject.namespaceContents)
        project.writeAsset(catalog, "Icons/star.imageset")
        project.write("\(catalog)/Plain/Contents.json", LintProject.assetContents)
        project.writeAsset(catalog, "Plain/moon.imageset")
        project.writeSymbolSet(catalog, "app.logo", svg: LintProject.soundTemplate)
        project.write("App/Resources/photo@2x.png", "not read")
        return project
    }

    @Test("every lookup form; only names no asset or image file answers to, #if branches both read, a comment suppresses")
    func imageNames() throws {
        let project = Self.app()
        defer { project.remove() }
        project.write("App/View.swift", Self.source)
        let report = try project.lint()
        #expect(LintProject.places(report) == [
            "4:16 missing-asset Lgo", "6:25 missing-asset star", "8:28 missing-asset gone",
            "16:25 missing-asset macOnly", "18:25 missing-asset iosOnly",
        ])
        #expect(report.findings.map(\.message) == [
            "'Lgo' is not an asset of the app's asset catalog nor an image file beside them; did you mean 'Logo'?",
            "'star' is not an asset of the app's asset catalog nor an image file beside them; did you mean 'Icons/star'?",
            "'gone' is not an asset of the app's asset catalog nor an image file beside them",
            "'macOnly' is not an asset of the app's asset catalog nor an image file beside them",
            "'iosOnly' is not an asset of the app's asset catalog nor an image file beside them",
        ])
        #expect(report.findings.map { $0.replacement ?? "-" } == ["Logo", "Icons/star", "-", "-", "-"])
        #expect(report.findings.allSatisfy { $0.severity == .warning })
        #expect(report.imageNameCount == 14)
        #expect(report.suppressedCount == 1)
        #expect(report.assetCatalogs == ["App/Assets.xcassets"])
        #expect(report.assetCount == 5)
        #expect(report.symbolSetCount == 1)
        // The symbol-name lint is unchanged beside it: `heart` is checked, not an image name.
        #expect(report.referenceCount == 1)
    }

    @Test("without an asset catalog no image name is checked")
    func noCatalog() throws {
        let project = LintProject()
        defer { project.remove() }
        project.write("App/View.swift", Self.source)
        project.write("App/Resources/photo@2x.png", "not read")
        let report = try project.lint()
        #expect(report.findings.isEmpty)
        #expect(report.assetCatalogs.isEmpty && report.imageNameCount == 0 && report.suppressedCount == 0)
    }

    @Test("symbol and image findings of one file in line order; a catalog named on the command line is read")
    func orderAndExplicitCatalog() throws {
        let project = Self.app()
        defer { project.remove() }
        project.write("App/View.swift", "let a = Image(\"nope\")\nlet b = Image(systemName: \"hart\")\nlet c = UIImage(named: \"nada\")\n")
        let report = try project.lint()
        #expect(LintProject.places(report) == ["1:16 missing-asset nope", "2:28 unknown-symbol hart", "3:25 missing-asset nada"])
        var options = LintOptions(paths: [project.root.appendingPathComponent("App/View.swift").path,
                                          project.root.appendingPathComponent("App/Assets.xcassets").path])
        options.currentDirectory = project.root.path
        options.targets = [DeploymentTarget(platform: .iOS, version: OSVersion("15.0")!, source: .flag)]
        let named = try Linter.run(options, dataSet: LintProject.mini)
        #expect(LintProject.places(named) == LintProject.places(report))
        #expect(named.assetCatalogs == ["App/Assets.xcassets"])
    }

    @Test("did-you-mean offers the asset a namespace or a dotted name holds (star → Icons/star, sun → app.sun)")
    func meantAsset() throws {
        let project = Self.app()
        defer { project.remove() }
        project.writeSymbolSet("App/Assets.xcassets", "app.sun", svg: LintProject.soundTemplate)
        project.write("App/View.swift", "let a = Image(\"star\")\nlet b = Image(\"sun\")\nlet c = UIImage(named: \"app.sun\")\n")
        let report = try project.lint()
        #expect(report.findings.map { "\($0.name) → \($0.replacement ?? "-")" } == ["star → Icons/star", "sun → app.sun"])
    }

    @Test("a baseline accepts image findings like any other")
    func baseline() throws {
        let project = Self.app()
        defer { project.remove() }
        project.write("App/View.swift", Self.source)
        let first = try project.lint()
        let second = try project.lint { $0.baseline = LintBaseline(first.findingsBeforeBaseline) }
        #expect(second.findings.isEmpty)
        #expect(second.baselinedCount == 5)
    }
}

/// The symbol sets of an app's catalogs, each template checked by SymbolTemplates' checker
/// and reported as lint findings after the sources', in path order.
@Suite("Lint: symbol sets")
struct LintSymbolSetTests {
    static let swiftDrawFixture = TestPaths.packageRoot
        .appendingPathComponent("Tests/SymbolTemplatesTests/Fixtures/v3-homeassistant-haassist-800x600/message-processing-outline.symbolset")

    /// The 1-based line of `text` holding `marker`.
    static func line(of marker: String, in text: String) throws -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains(marker) }) + 1
    }

    @Test("sound, moved guide, no Regular source, unreadable, no SVG named, and a real SwiftDraw-layout set")
    func symbolSets() throws {
        let project = LintProject()
        defer { project.remove() }
        let catalog = "App/Symbols.xcassets"
        let sound = LintProject.soundTemplate
        project.writeSymbolSet(catalog, "good", svg: sound)
        let moved = sound.replacing(#"x2="3036" y1="696" y2="696""#, with: #"x2="3036" y1="699" y2="699""#, maxReplacements: 1)
        try #require(moved != sound)
        project.writeSymbolSet(catalog, "moved", svg: moved)
        project.writeSymbolSet(catalog, "noregular", svg: sound.replacing(#"<g id="Regular-S""#, with: #"<g id="Bold-S""#))
        project.writeSymbolSet(catalog, "broken", svg: "<svg>\n<g id=\"Notes\">\n</svg>\n")
        project.write("\(catalog)/nofile.symbolset/Contents.json", LintProject.assetContents)
        let real = project.root.appendingPathComponent("\(catalog)/message-processing-outline.symbolset")
        try FileManager.default.copyItem(at: Self.swiftDrawFixture, to: real)
        project.write("App/View.swift", "let a = Image(\"moved\")\nlet b = Image(\"message-processing-outline\")\n")

        let report = try project.lint()
        let shown = report.findings.map { "\($0.location) \($0.severity.rawValue) \($0.rule.rawValue) \($0.name): \($0.message)" }
        let set = "App/Symbols.xcassets/"
        #expect(shown == [
            "\(set)broken.symbolset/broken.svg:3:1 error unreadable-symbol-set broken: line 3: not well-formed XML: </svg> closes <g>",
            "\(set)message-processing-outline.symbolset/haassist.symbols.svg:1:1 note canvas-size message-processing-outline: "
                + "canvas is 800×600, not the SF Symbols app's 3300×2200; its guides are checked against each other",
            "\(set)message-processing-outline.symbolset/haassist.symbols.svg:37:1 warning open-path message-processing-outline: "
                + "an open <path> in Ultralight-S: every shape needs a closed fill area",
            "\(set)message-processing-outline.symbolset/haassist.symbols.svg:40:1 warning open-path message-processing-outline: "
                + "an open <path> in Regular-S: every shape needs a closed fill area",
            "\(set)message-processing-outline.symbolset/haassist.symbols.svg:43:1 warning open-path message-processing-outline: "
                + "an open <path> in Black-S: every shape needs a closed fill area",
            "\(set)moved.symbolset/moved.svg:\(try Self.line(of: "id=\"Baseline-S\"", in: moved)):1 warning guide-moved moved: "
                + "Baseline-S is at y 699, not 696",
            "\(set)nofile.symbolset/Contents.json:1:1 error unreadable-symbol-set nofile: names no SVG (symbols[].filename)",
            "\(set)noregular.symbolset/noregular.svg:1:1 error no-regular-source noregular: "
                + "no Regular-S or Regular-M variant: Xcode needs one to draw the symbol",
        ])
        #expect(report.symbolSetCount == 6 && report.assetCount == 6 && report.imageNameCount == 2)
    }
}
