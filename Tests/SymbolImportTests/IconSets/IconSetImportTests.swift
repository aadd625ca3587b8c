import Foundation
import Testing
@testable import SymbolCatalog
@testable import SymbolImport
import CatalogTestSupport

@Suite("Icon-set import: dating, renames, deprecations, the files written")
struct IconSetImportTests {
    /// Font Awesome 6.5.0 and 6.6.0 (fa6 exports with `changes`), then 7.0.0 and 7.1.0.
    static func fontAwesome(_ writer: ExportWriter) throws -> [IconSetExport] {

        let paths = [
            try writer.write("fa6-6.5.0.json", set: "fa6", release: "6.5.0", icons: [
                ExportWriter.icon("heart", added: "1.0.0", changes: ["1.0.0", "5.0.0"], styles: ["solid"], tags: ["love"], codepoint: 0xf004),
                ExportWriter.icon("magnifying-glass", added: "1.0.0", changes: ["1.0.0", "6.0.0"], aliases: [("search", true)]),
                ExportWriter.icon("user-large", added: "5.0.0", changes: ["5.0.0", "6.0.0"], aliases: [("user-alt", true)]),
                ExportWriter.icon("vector-square", added: "5.1.0", changes: ["5.1.0"]),
                ExportWriter.icon("blink", added: "6.5.0", changes: ["6.5.0"]),
            ]),
            try writer.write("fa6-6.6.0.json", set: "fa6", release: "6.6.0", icons: [
                ExportWriter.icon("heart", added: "1.0.0", changes: ["1.0.0", "5.0.0", "6.6.0"], styles: ["solid"], codepoint: 0xf004),
                ExportWriter.icon("magnifying-glass", added: "1.0.0", changes: ["1.0.0", "6.0.0"], aliases: [("search", true)]),
                ExportWriter.icon("user-large", added: "5.0.0", changes: ["5.0.0", "6.0.0"], aliases: [("user-alt", true)]),
                ExportWriter.icon("user", added: "1.0.0", changes: ["1.0.0"]),
                ExportWriter.icon("vector-square", added: "5.1.0", changes: ["5.1.0"]),
                ExportWriter.icon("late", added: "6.5.2", changes: ["6.5.2"]),
            ]),
            try writer.write("fa7-7.0.0.json", set: "fa7", release: "7.0.0", icons: [
                ExportWriter.icon("heart", styles: ["solid", "regular"]), ExportWriter.icon("magnifying-glass"), ExportWriter.icon("user"),
                ExportWriter.icon("github", styles: ["brands"], label: "GitHub"), ExportWriter.icon("late"),
            ], license: "CC-BY-4.0"),
            try writer.write("fa7-7.1.0.json", set: "fa7", release: "7.1.0", icons: [
                ExportWriter.icon("heart", styles: ["solid", "regular"]), ExportWriter.icon("magnifying-glass"), ExportWriter.icon("user"),
                ExportWriter.icon("github", styles: ["brands"], label: "GitHub"), ExportWriter.icon("late"), ExportWriter.icon("blink"), ExportWriter.icon("spiral"),
            ], license: "CC-BY-4.0"),
        ]
        return try paths.reversed().map { path throws(ImportError) in try IconSetExport.load(path) }
    }

    @Test("Font Awesome 7: names dated by comparing releases, as the Font Awesome 6 importer dates them")
    func fontAwesomeDating() throws {
        let scratch = Scratch("icon-set-import")
        defer { scratch.remove() }
        let result = try IconSetImport(set: .fa7, exports: try Self.fontAwesome(ExportWriter(scratch: scratch)))
        #expect(result.exports.map(\.release.rawValue) == ["6.5.0", "6.6.0", "7.0.0", "7.1.0"])
        #expect(result.names["heart"] == ReleaseID("1.0.0"))
        #expect(result.names["magnifying-glass"] == ReleaseID("1.0.0"))
        #expect(result.names["user"] == ReleaseID("6.6.0"), "first in 6.6.0, with no change after 6.5.0: that release")
        #expect(result.names["late"] == ReleaseID("6.5.2"), "first in 6.6.0 with a change in (6.5.0, 6.6.0]")
        #expect(result.names["github"] == ReleaseID("7.0.0"))
        #expect(result.names["spiral"] == ReleaseID("7.1.0"))
        #expect(result.names["blink"] == ReleaseID("6.5.0"), "gone in 6.6.0 and 7.0.0, back in 7.1.0: keeps its first date")
        #expect(result.summary.reappeared == ["blink"])
    }

    @Test("Font Awesome 7: renames from aliases, from names without a qualifier, and through them")
    func fontAwesomeRenames() throws {
        let scratch = Scratch("icon-set-import")
        defer { scratch.remove() }
        let result = try IconSetImport(set: .fa7, exports: try Self.fontAwesome(ExportWriter(scratch: scratch)))
        #expect(result.aliases == ["search": "magnifying-glass", "user-large": "user", "user-alt": "user"])
        #expect(result.summary.nameRenames == [IconSetImport.Rename(old: "user-large", new: "user")])
        #expect(result.summary.removedNames == ["vector-square"], "dropping the first word is no successor")
        #expect(result.names["user-large"] == ReleaseID("5.0.0") && result.names["search"] == ReleaseID("1.0.0"))
        let files = Dictionary(uniqueKeysWithValues: try result.files().map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files["symbol_restrictions.strings"]?.contains("\"github\" = \"This icon is a trademark of its owner and may only be used to refer to GitHub.\";") == true)
        #expect(files["LICENSE.txt"] == "CC-BY-4.0 licence text\n")
        #expect(files["symbol_deprecations.strings"] == nil)
    }

    @Test("the qualifier rule: one word other than the first dropped, exactly one current name")
    func qualifierRule() {
        let current: Set = ["user", "user-slash", "square", "handshake", "arrow", "arrow-up"]
        #expect(IconSet.qualifierDropSuccessor(of: "user-large", among: current) == "user")
        #expect(IconSet.qualifierDropSuccessor(of: "user-large-slash", among: current) == "user-slash")
        #expect(IconSet.qualifierDropSuccessor(of: "vector-square", among: current) == nil)
        #expect(IconSet.qualifierDropSuccessor(of: "arrow-up-long", among: current) == "arrow-up")
        #expect(IconSet.qualifierDropSuccessor(of: "arrow-up-down", among: current) == "arrow-up", "arrow-down is not current")
        #expect(IconSet.qualifierDropSuccessor(of: "user", among: current) == nil)
    }

    @Test("a code point that moves to another name is a rename; only Font Awesome derives renames from names")
    func codePointRename() throws {
        let scratch = Scratch("icon-set-import")
        defer { scratch.remove() }
        let writer = ExportWriter(scratch: scratch)

        let old = try writer.write("p1.json", set: "phosphor", release: "2.0", icons: [
            ExportWriter.icon("caduceus", added: "1.0", codepoint: 60980), ExportWriter.icon("user-large", added: "1.0"), ExportWriter.icon("user", added: "1.0"),
        ])
        let new = try writer.write("p2.json", set: "phosphor", release: "2.1", icons: [
            ExportWriter.icon("asclepius", added: "2.1", categories: ["health", "other"], codepoint: 60980), ExportWriter.icon("user", added: "1.0"),
        ], categories: [("other", "Other"), ("health", "Health")])
        let result = try IconSetImport(set: .phosphor, exports: [try IconSetExport.load(new), try IconSetExport.load(old)])
        #expect(result.aliases == ["caduceus": "asclepius"])
        #expect(result.summary.codePointRenames == [IconSetImport.Rename(old: "caduceus", new: "asclepius")])
        #expect(result.summary.removedNames == ["user-large"])
        #expect(result.names == ["asclepius": ReleaseID("2.1.0"), "caduceus": ReleaseID("1.0.0"), "user": ReleaseID("1.0.0")])
        #expect(result.symbolCategories() == ["asclepius": ["other", "health"]], "in the set's category order")
    }

    @Test("deprecated icons load as deprecated, the licence and version as written; the folder reloads the same")
    func deprecationsLoad() throws {
        let scratch = Scratch("icon-set-import")
        defer { scratch.remove() }
        let writer = ExportWriter(scratch: scratch)

        let path = try writer.write("mdi.json", set: "mdi", release: "7.4.47", icons: [
            ExportWriter.icon("abacus", added: "5.9.55"), ExportWriter.icon("android-studio", added: "1.5.54", deprecated: true),
            ExportWriter.icon("heart", added: "1.5.54", aliases: [("love", false)]),
        ], license: "Apache-2.0")
        let result = try IconSetImport(set: .mdi, exports: [try IconSetExport.load(path)])
        #expect(try result.files().map(\.bytes) == result.files().map(\.bytes))
        try result.write(to: scratch.file("mdi-set"))
        let dataSet = try DataSetLoader.load(path: scratch.file("mdi-set"))
        #expect(dataSet.symbols["android-studio"]?.deprecation
                == "Deprecated in Material Design Icons 7.4.47: it will be removed in a future version.")
        #expect(dataSet.symbols["abacus"]?.isDeprecated == false)
        #expect(dataSet.deprecatedCount == 1 && dataSet.license == "Apache-2.0" && dataSet.version == "7.4.47")
        #expect(dataSet.renames == ["love": "heart"])
        #expect(dataSet.releases.map(\.id.rawValue) == ["1.5.54", "5.9.55", "7.4.47"])
        #expect(try dataSet.search(SymbolQuery(deprecated: true)).map(\.name) == ["android-studio"])
        let cache = DataSetCache(folder: scratch.file("cache"))
        _ = try DataSetLoader.load(path: scratch.file("mdi-set"), cache: cache)
        let cached = try DataSetLoader.load(path: scratch.file("mdi-set"), cache: cache)
        #expect(cached.symbols["android-studio"]?.deprecation == dataSet.symbols["android-studio"]?.deprecation)
        #expect(cached.license == "Apache-2.0" && cached.deprecatedCount == 1)
        #expect(!DataSetLoader.isDefaultCandidate(scratch.file("mdi-set")))
    }

    @Test("refused: no export, another set's export, two of one release, a fa6 export alone, a bad schema")
    func refusals() throws {
        let scratch = Scratch("icon-set-import")
        defer { scratch.remove() }
        let writer = ExportWriter(scratch: scratch)
        let mdi = try IconSetExport.load(try writer.write("mdi.json", set: "mdi", release: "7.4.47", icons: []))
        let again = try IconSetExport.load(try writer.write("mdi2.json", set: "mdi", release: "7.4.47", icons: []))
        let fa6 = try IconSetExport.load(try writer.write("fa6.json", set: "fa6", release: "6.6.0", icons: []))
        #expect(throws: ImportError.noExports("lucide")) { try IconSetImport(set: .lucide, exports: []) }
        #expect(throws: ImportError.wrongExport(file: scratch.file("mdi.json"), expected: "lucide", found: "mdi")) {
            try IconSetImport(set: .lucide, exports: [mdi])
        }
        #expect(throws: ImportError.duplicateVersion("7.4.47", first: scratch.file("mdi.json"), second: scratch.file("mdi2.json"))) {
            try IconSetImport(set: .mdi, exports: [mdi, again])
        }
        #expect(throws: ImportError.wrongExport(file: scratch.file("fa6.json"), expected: "fa7", found: "fa6")) {
            try IconSetImport(set: .fa7, exports: [fa6])
        }
        #expect(ImportError.wrongExport(file: "f.json", expected: "fa7", found: "fa6").description
                == "f.json: an export of 'fa6', not of 'fa7' (the fa6 export is the baseline: give a fa7 export too)")
        scratch.write(#"{"schemaVersion": 3, "set": "mdi"}"#, "future.json")
        #expect(throws: ImportError.invalidValue(file: scratch.file("future.json"), keyPath: "schemaVersion",
                                                  reason: "expected 1 or 2 (an export of Scripts/export-icon-sets.py)")) {
            try IconSetExport.load(scratch.file("future.json"))
        }
    }

    @Test("schema 2: the design grid and a stroked set's strokes become glyph_svg.plist; a schema-1 export writes none")
    func svgGrid() throws {
        let scratch = Scratch("icon-set-import-svg")
        defer { scratch.remove() }
        let writer = ExportWriter(scratch: scratch)
        let path = try writer.write("lucide.json", set: "lucide", release: "1.61.0", icons: [
            ExportWriter.icon("house", strokes: [["path", [["d", "M15 21v-8a1 1 0 0 0-1-1h-4"]]], ["circle", [["cx", "12"], ["cy", "12"], ["r", ".5"], ["fill", "currentColor"]]]]),
            ExportWriter.icon("minus", strokes: [["line", [["x1", "5"], ["y1", "12"], ["x2", "19"], ["y2", "12"]]]]),
        ], svg: ["viewBoxHeight": 24, "viewBoxWidth": 24, "baseline": 21,
                 "strokeAttributes": [["fill", "none"], ["stroke", "currentColor"], ["stroke-width", "2"]]])
        let files = try IconSetImport(set: .lucide, exports: [try IconSetExport.load(path)]).files()
        let grid = try #require(files.first { $0.name == SVGGrid.fileName })
        #expect(String(decoding: grid.bytes, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>baseline</key>
            	<integer>21</integer>
            	<key>strokeAttributes</key>
            	<string>fill="none" stroke="currentColor" stroke-width="2"</string>
            	<key>strokes</key>
            	<dict>
            		<key>house</key>
            		<array>
            			<string>path d="M15 21v-8a1 1 0 0 0-1-1h-4"</string>
            			<string>circle cx="12" cy="12" r=".5" fill="currentColor"</string>
            		</array>
            		<key>minus</key>
            		<array>
            			<string>line x1="5" y1="12" x2="19" y2="12"</string>
            		</array>
            	</dict>
            	<key>viewBoxHeight</key>
            	<integer>24</integer>
            	<key>viewBoxWidth</key>
            	<integer>24</integer>
            </dict>
            </plist>

            """)
        // Read back as the data set's grid.
        try IconSetImport(set: .lucide, exports: [try IconSetExport.load(path)]).write(to: scratch.file("lucide-set"))
        let loaded = try #require(try DataSetLoader.load(path: scratch.file("lucide-set")).svgGrid())
        #expect(loaded.strokes["minus"]?.map(\.encoded) == ["line x1=\"5\" y1=\"12\" x2=\"19\" y2=\"12\""])
        #expect(loaded.isStroked && loaded.viewBoxWidth == 24 && loaded.baseline == 21)

        let filled = try writer.write("mdi.json", set: "mdi", release: "7.4.47", icons: [ExportWriter.icon("home")],
                                      svg: ["viewBoxHeight": 24, "viewBoxWidth": 24, "baseline": 21])
        let mdi = try IconSetImport(set: .mdi, exports: [try IconSetExport.load(filled)]).files()
        #expect(mdi.first { $0.name == SVGGrid.fileName }.map { String(decoding: $0.bytes, as: UTF8.self) }?.contains("<key>strokes</key>") == false)
        let old = try writer.write("mdi-1.json", set: "mdi", release: "7.4.47", icons: [ExportWriter.icon("home")], schemaVersion: 1)
        #expect(try IconSetImport(set: .mdi, exports: [try IconSetExport.load(old)]).files().contains { $0.name == SVGGrid.fileName } == false)
    }

    /// A refused export's strokes and `svg`, and where and why it is refused.
    struct SVGRefusal: Sendable, CustomStringConvertible {
        let strokes: String, svg: String, keyPath: String, reason: String
        var description: String { reason }
    }

    static let strokedGrid = #""svg": {"viewBoxHeight": 24, "viewBoxWidth": 24, "baseline": 21, "strokeAttributes": [["stroke", "currentColor"]]}"#
    static let svgRefusalCases: [SVGRefusal] = [
        SVGRefusal(strokes: #"[["script", [["src", "x.js"]]]]"#, svg: strokedGrid, keyPath: "icons[0].strokes[0]",
                   reason: "<script> is not a shape (circle, ellipse, line, path, polygon, polyline, rect)"),
        SVGRefusal(strokes: #"[["path", [["d", "M0 0"], ["onload", "alert(1)"]]]]"#, svg: strokedGrid, keyPath: "icons[0].strokes[0]",
                   reason: "onload is not a geometry or paint attribute"),
        SVGRefusal(strokes: #"[["path", [["d", "M0 0"]]]]"#, svg: #""svg": null"#, keyPath: "svg", reason: "missing, but icons have strokes"),
        SVGRefusal(strokes: #"[["path", [["d", "M0 0"]]]]"#, svg: #""svg": {"viewBoxHeight": 24, "baseline": 21, "strokeAttributes": [["stroke", "none"]]}"#,
                   keyPath: "svg", reason: "a stroked set needs viewBoxWidth (its strokes have no glyph to give the width)"),
    ]

    @Test("refused: an element that is no shape, an attribute that is no geometry or paint, strokes without a grid",
          arguments: svgRefusalCases)
    func svgRefusals(refusal: SVGRefusal) throws {
        let scratch = Scratch("icon-set-import-svg-bad")
        defer { scratch.remove() }
        scratch.write(#"{"schemaVersion": 2, "set": "lucide", "release": "1.61.0", "package": {"name": "p", "version": "1"}, "#
            + #""license": {"spdx": "ISC", "text": "t"}, "icons": [{"name": "x", "strokes": "# + refusal.strokes + "}], " + refusal.svg + "}", "lucide.json")
        #expect(throws: ImportError.invalidValue(file: scratch.file("lucide.json"), keyPath: refusal.keyPath, reason: refusal.reason)) {
            try IconSetExport.load(scratch.file("lucide.json"))
        }
    }
}
