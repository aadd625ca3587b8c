import CatalogTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import catalog_cli

/// `catalog layout`, `layout list` and `layout compare`: the documents, their contracts, and
/// one clear line for each bad input.
@Suite("catalog layout")
struct LayoutCommandTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let result = CLI.run(arguments)
        #expect(result.exitCode == 0, "\(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    @Test("text: the figures in Adaptivity's order, each with its kind and source")
    func text() {
        let result = CLI.run(["layout", "iPhone SE (3rd generation)", "--os", "18"])
        #expect(result.exitCode == 0 && result.standardError.isEmpty)
        let lines = result.standardOutput.components(separatedBy: "\n")
        #expect(lines[0] == "iPhone SE (3rd generation), portrait, iOS 18, Large, in points")
        #expect(lines[1] == "The HIG's row: iPhone SE (2nd, 3rd), 8, 7, 6s, 6")
        #expect(lines[3].hasPrefix("Window width ") && lines[3].contains(" 375 pt ") && lines[3].hasSuffix(" published      hig-layout"))
        #expect(lines.contains { $0.hasPrefix("Between the margins ") && $0.contains(" 343 pt ") && $0.contains(" derived ") })
        #expect(lines.contains { $0.hasPrefix("Navigation bar ") && $0.contains(" 44 pt ") && $0.hasSuffix("measured       useyourloaf-iphone-x") })
        #expect(lines.contains { $0.hasPrefix("Toolbar ") && $0.hasSuffix("not published  no measurement of the iPhone's toolbar was found") })
        #expect(lines.contains("  useyourloaf-iphone-x      useyourloaf.com, Supporting iPhone X, useyourloaf.com"))
    }

    @Test("JSON: schemaVersion first, every figure with its source's kind and references, the references cited")
    func jsonContract() throws {
        let result = CLI.run(["layout", "iphone-15", "--orientation", "landscape", "--os", "18", "--json"])
        #expect(result.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n  \"subject\": {"))
        let document = try Self.json(["layout", "iphone-15", "--orientation", "landscape", "--os", "18", "--json"])
        #expect((document["subject"] as? [String: Any])?["id"] as? String == "iphone-16")
        #expect((document["subject"] as? [String: Any])?["model"] as? String == "iPhone 15")
        #expect(document["unit"] as? String == "points" && document["os"] as? Int == 18)
        let figures = try #require(document["figures"] as? [[String: Any]])
        #expect(figures.count == 19)
        let cited = Set(try #require(document["sources"] as? [[String: Any]]).compactMap { $0["id"] as? String })
        for figure in figures {
            let source = try #require(figure["source"] as? [String: Any])
            let kind = try #require(source["kind"] as? String)
            #expect(["published", "measured", "derived", "not-published"].contains(kind))
            #expect((figure["value"] is NSNull) == (kind == "not-published"), "\(figure["key"] ?? "")")
            for reference in source["references"] as? [String] ?? [] { #expect(cited.contains(reference)) }
            if kind == "derived" { #expect(source["rule"] is String) }
        }
        let safeArea = try #require(figures.first { $0["key"] as? String == "safeArea" })
        #expect(safeArea["value"] as? [String: Double] == ["top": 0, "left": 59, "bottom": 21, "right": 59])
        let between = try #require(figures.first { $0["key"] as? String == "layoutMargins.between" })
        #expect(between["value"] as? Double == 702)
        #expect((between["source"] as? [String: Any])?["inputs"] as? [String] == [
            "window width 852 pt, published", "leading margin from the edge 75 pt, derived", "trailing margin from the edge 75 pt, derived",
        ])
    }

    @Test("TSV: one row per figure, the safe area as four, six cells each")
    func tsv() {
        let result = CLI.run(["layout", "ipad-10-2", "--orientation", "landscape", "--os", "18", "--format", "tsv"])
        let rows = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.count == 22 && rows.allSatisfy { $0.count == 6 })
        #expect(rows[0].prefix(5) == ["window.width", "1080", "points", "published", "hig-layout"])
        #expect(rows[2].prefix(4) == ["safeArea.top", "20", "points", "derived"])
        #expect(rows[21].prefix(4) == ["sizeClasses.height", "regular", "", "published"])
    }

    @Test("pixels: the HIG's own where printed, the scale named")
    func pixels() throws {
        let document = try Self.json(["layout", "iphone-13-mini", "--native-pixels", "--json"])
        #expect(document["unit"] as? String == "native-pixels")
        #expect((document["scale"] as? [String: Any])?["value"] as? Double == 2.88)
        let figures = try #require(document["figures"] as? [[String: Any]])
        #expect(figures[0]["value"] as? Double == 1080 && figures[1]["value"] as? Double == 2340)
    }

    @Test("SVG: well-formed, the window and every figure labelled")
    func svg() throws {
        let result = CLI.run(["layout", "iphone-se-3", "--os", "18", "--format", "svg"])
        #expect(result.exitCode == 0)
        let parser = XMLParser(data: Data(result.standardOutput.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        let svg = result.standardOutput
        #expect(svg.contains(">wC hR</text>") && svg.contains(">375 pt</text>") && svg.contains(">navigation bar 44</text>"))
        #expect(svg.contains("class=\"readable\"") && svg.contains("class=\"safe-area\""))
        #expect(svg.contains(">Toolbar: -</text>"))
        let missing = CLI.run(["layout", "ipad-mini", "--split", "slide-over", "--format", "svg"])
        #expect(missing.standardOutput.contains(">The window's size is not published:</text>"))
    }

    @Test("the drawings in docs/images are what the command draws now", arguments: [
        ("layout-iphone-15-landscape.svg", ["iphone-15", "--orientation", "landscape"]),
        ("layout-iphone-se-portrait.svg", ["iphone-se-3"]),
        ("layout-ipad-10-2-landscape.svg", ["ipad-10-2", "--orientation", "landscape"]),
    ])
    func docsImages(file: String, arguments: [String]) throws {
        let path = CLI.packageRoot.appendingPathComponent("docs/images/" + file)
        let committed = try String(contentsOf: path, encoding: .utf8)
        let drawn = CLI.run(["layout"] + arguments + ["--os", "18", "--format", "svg"]).standardOutput
        #expect(committed == drawn, "docs/images/\(file) is stale: catalog layout \(arguments.joined(separator: " ")) --os 18 --format svg -o docs/images/\(file)")
    }

    @Test("a typed window: the class and the rule that decided it")
    func typed() throws {
        let document = try Self.json(["layout", "--width", "875", "--height", "300", "--idiom", "phone", "--os", "18", "--json"])
        #expect((document["subject"] as? [String: Any])?["kind"] as? String == "window")
        let figures = try #require(document["figures"] as? [[String: Any]])
        let width = try #require(figures.first { $0["key"] as? String == "sizeClasses.width" })
        #expect(width["value"] as? String == "regular")
        #expect((width["source"] as? [String: Any])?["rule"] as? String
            == "no less width than a regular full screen, and greater than every compact one")
    }

    @Test("list: every device of the table, the models not covered, the OS versions")
    func list() throws {
        let document = try Self.json(["layout", "list", "--json"])
        #expect((document["devices"] as? [Any])?.count == 30)
        #expect((document["notCovered"] as? [Any])?.count == 16)
        #expect((document["osVersions"] as? [[String: Any]])?.last?["version"] as? Int == 27)
        let tsv = CLI.run(["layout", "list", "--format", "tsv"]).standardOutput.split(separator: "\n")
        #expect(tsv.count == 30)
        #expect(tsv[8] == "iphone-17-pro-max\tphone\t440x956\t1320x2868\t3\t-\tcompact/regular\tregular/compact\tiPhone 17 Pro Max|iPhone 16 Pro Max")
        let text = CLI.run(["layout", "list"]).standardOutput
        #expect(text.contains("\niphone-8-plus ") && text.contains("  iPhone X  "))
    }

    @Test("compare: the figures that differ")
    func compare() throws {
        let arguments = ["layout", "compare", "iPhone 16 Pro", "iPhone 16 Pro Max", "--orientation", "landscape", "--os", "18"]
        let document = try Self.json(arguments + ["--json"])
        #expect(document["differences"] as? [String] == ["window.width", "window.height", "layoutMargins.leading",
                                                          "layoutMargins.trailing", "sizeClasses.width"])
        let tsv = CLI.run(arguments + ["--format", "tsv"]).standardOutput.split(separator: "\n")
        #expect(tsv.first == "window.width\t874\tpublished\t956\tpublished\tdiffers")
        #expect(tsv.last == "sizeClasses.height\tcompact\tpublished\tcompact\tpublished\tsame")
    }

    @Test("a bad input is one line naming it (then the usage line), exit 64", arguments: [
        (["layout", "iphone-16-rpo"], "catalog: unknown device 'iphone-16-rpo'; did you mean 'iPhone 16 Pro'?"),
        (["layout", "iPhone X"], "catalog: 'iPhone X' is not covered: the excerpt's 375 x 812 pt row names only the iPhone 13 mini and 12 mini "
            + "(the HIG's table as of September 9, 2025); 'catalog layout list' lists the devices"),
        (["layout", "iphone-16", "--split", "1/2"], "catalog: iPhone 16 has no Split View or Slide Over (an iPhone): --split is for iPads"),
        (["layout", "iphone-16", "--split", "1/4"], "catalog: invalid value '1/4' for --split; expected 1/3, 1/2, 2/3 or slide-over; did you mean '1/2', '1/3' or '2/3'?"),
        (["layout", "iphone-16", "--os", "19"],
         "catalog: --os: unknown OS version '19'; the table answers for iOS and iPadOS 11, 12, 13, 14, 15, 16, 17, 18, 26, 27"),
        (["layout", "iphone-16", "--size-category", "huge"], "catalog: unknown size category 'huge' for --size-category; expected "
            + "xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4 or AX5"),
        (["layout"], "catalog: give a DEVICE ('catalog layout list' lists them) or --width W --height H --idiom phone|pad"),
        (["layout", "--width", "300", "--height", "500"], "catalog: --width and --height need --idiom (phone or pad)"),
        (["layout", "--width", "abc", "--height", "500", "--idiom", "pad"],
         "catalog: --width needs a number of points greater than 0 and at most 10000, not 'abc'"),
        (["layout", "--width", "0", "--height", "500", "--idiom", "pad"],
         "catalog: --width needs a number of points greater than 0 and at most 10000, not 0"),
        (["layout", "--width", "300", "--height", "500", "--idiom", "pad", "--pixels"],
         "catalog: --pixels and --native-pixels need a DEVICE: a typed window has no scale"),
        (["layout", "compare", "iphone-16", "ipda-air-13"], "catalog: unknown device 'ipda-air-13'; did you mean 'iPad Air 13-inch'?"),
    ])
    func refused(arguments: [String], message: String) {
        let result = CLI.run(arguments)
        #expect(result.exitCode == 64)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.first.map(String.init) == message)
        #expect(lines.count == 2 && lines[1].hasPrefix("Usage: catalog layout"))
    }

    @Test("--readable-widths: a user's widths answer first; a file that cannot be read is exit 1 naming it")
    func readableWidths() throws {
        let scratch = Scratch("layout-widths")
        defer { scratch.remove() }
        scratch.write("# iPad 10.2-inch, simulator\naccessibility3 900\n", "widths.txt")
        let document = try Self.json(["layout", "ipad-10-2", "--orientation", "landscape", "--size-category", "AX3",
                                      "--readable-widths", scratch.file("widths.txt"), "--json"])
        let figures = try #require(document["figures"] as? [[String: Any]])
        let width = try #require(figures.first { $0["key"] as? String == "readableGuide.readableWidth" })
        #expect(width["value"] as? Double == 900)
        #expect((width["source"] as? [String: Any])?["references"] as? [String] == ["file:" + scratch.file("widths.txt")])
        let missing = CLI.run(["layout", "ipad-10-2", "--readable-widths", scratch.file("none.txt")])
        #expect(missing.exitCode == 1 && missing.standardError == "catalog: \(scratch.file("none.txt")): No such file or directory\n")
        scratch.write("Large wide\n", "bad.txt")
        let bad = CLI.run(["layout", "ipad-10-2", "--readable-widths", scratch.file("bad.txt")])
        #expect(bad.exitCode == 1
            && bad.standardError == "catalog: \(scratch.file("bad.txt")):1: 'wide' is not a width in points greater than 0 and at most 10000\n")
    }
}
