import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `catalog template export` and `template check` through the CLI: what is written, the
/// formats and exit codes, and bad input as one line on stderr naming the file. Figures follow
/// from the placement rule (docs/templates.md): a glyph of advance A in an em of U is A × 78.3 / U
/// wide, centred on the weight's column (Regular 1449.844, Ultralight 559.711, Black 2933.399).
@Suite("catalog template")
struct TemplateCommandTests {
    /// A 24-unit square from 4 to 20, filled: 78.3 wide in the template (margins 1410.694–1488.994).
    static let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4H20V20H4Z"/></svg>"#

    /// A scratch folder with `square.svg`, and a data set `named` (DataSetWriter) whose `square`
    /// is drawn thin to bold and `dome` regular and solid, every style by Catalog Glyphs.
    static func withFolder(_ body: (_ scratch: Scratch, _ dataSet: String) throws -> Void) throws {
        let scratch = Scratch("template-command")
        defer { scratch.remove() }
        scratch.write(Self.square, "square.svg")
        let dataSet = scratch.file("named")
        DataSetWriter.write(dataSet, names: ["dome": "2019", "square": "2019", "heart": "2019"], aliases: [:],
                            releases: ["2019": ["iOS": "13.0", "macOS": "10.15"]])
        let font: [String: Any] = ["family": "Catalog Glyphs", "style": "Regular", "file": "CatalogGlyphs.otf", "weight": 400]
        try PropertyListSerialization.data(fromPropertyList: Dictionary(uniqueKeysWithValues: ["thin", "light", "regular", "bold", "solid"].map { ($0, font) }),
                                           format: .xml, options: 0).write(to: URL(fileURLWithPath: dataSet + "/style_fonts.plist"))
        try PropertyListSerialization.data(fromPropertyList: ["square": ["thin", "light", "regular", "bold"], "dome": ["regular", "solid"],
                                                              "heart": ["regular"]], format: .xml, options: 0)
            .write(to: URL(fileURLWithPath: dataSet + "/symbol_styles.plist"))
        try body(scratch, dataSet)
    }

    static func run(_ arguments: [String], _ scratch: Scratch) -> CatalogCLI.Result {
        CLI.run(arguments, environment: CLI.environment(home: URL(fileURLWithPath: scratch.path), ["CATALOG_NO_CACHE": "1"]))
    }

    @Test("export --svg: the template on stdout or in a file, which check reads back sound")
    func exportSVG() throws {
        try Self.withFolder { scratch, _ in
            let stdout = Self.run(["template", "export", "--svg", scratch.file("square.svg"), "square"], scratch)
            #expect(stdout.exitCode == 0 && stdout.standardError == "")
            #expect(stdout.standardOutput.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"))
            #expect(stdout.standardOutput.contains(#"<line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1410.694""#))
            let file = scratch.file("square-template.svg")
            let written = Self.run(["template", "export", "--svg", scratch.file("square.svg"), "square", "-o", file], scratch)
            #expect(written.exitCode == 0 && written.standardOutput == "")
            let saved = try String(contentsOfFile: file, encoding: .utf8)
            #expect(saved == stdout.standardOutput)
            let check = Self.run(["template", "check", file], scratch)
            #expect(check.standardOutput == """
            \(file): template v.3.0, 3300×2200, scales S, weights Regular, 1 variant, margins Regular-S 1410.694–1488.994
            0 errors, 0 warnings, 0 notes in 1 template

            """)
            #expect(check.exitCode == 0)
        }
    }

    @Test("export --symbolset: NAME.symbolset with Contents.json; a set's weights as the three sources, said on stderr")
    func exportSymbolSet() throws {
        try Self.withFolder { scratch, dataSet in
            let catalog = scratch.file("Assets.xcassets")
            let result = Self.run(["template", "export", "square", "--data-set", dataSet, "--font", Fixtures.font("CatalogGlyphs.ttf"),
                                   "--symbolset", catalog], scratch)
            #expect(result.exitCode == 0)
            #expect(result.standardOutput == "Wrote \(catalog)/square.symbolset\n")
            #expect(result.standardError == "catalog: note: square: Ultralight-S from thin, Regular-S from regular, Black-S from bold: "
                    + "point-compatible, so Xcode interpolates the other weights\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: catalog + "/square.symbolset").sorted() == ["Contents.json", "square.svg"])
            let contents = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog + "/square.symbolset/Contents.json"))) as? [String: Any])
            #expect((contents["symbols"] as? [[String: String]])?.first?["filename"] == "square.svg")
            // CatalogGlyphs' square: advance 800 of 1000, so 62.64 wide.
            let check = Self.run(["template", "check", catalog], scratch)
            #expect(check.standardOutput == """
            \(catalog)/square.symbolset/square.svg: template v.3.0, 3300×2200, scales S, weights Ultralight Regular Black, 3 variants, margins Ultralight-S 528.391–591.031, Regular-S 1418.524–1481.164, Black-S 2902.079–2964.719
            0 errors, 0 warnings, 0 notes in 1 template

            """)

            // Two designs (regular and solid) are two symbols.
            let designs = Self.run(["template", "export", "dome", "--data-set", dataSet, "--font", Fixtures.font("CatalogGlyphs.ttf"),
                                    "--symbolset", catalog], scratch)
            #expect(designs.standardOutput == "Wrote \(catalog)/dome.symbolset\nWrote \(catalog)/dome.fill.symbolset\n")
            #expect(Self.run(["template", "check", catalog], scratch).standardOutput.hasSuffix("0 errors, 0 warnings, 0 notes in 3 templates\n"))
        }
    }

    @Test("unknown names: did-you-mean for symbols, subcommands and versions")
    func unknownNames() throws {
        try Self.withFolder { scratch, dataSet in
            let symbol = Self.run(["template", "export", "hart", "--data-set", dataSet, "--font", Fixtures.font("CatalogGlyphs.ttf")], scratch)
            #expect(symbol.exitCode == 1)
            #expect(symbol.standardError == "catalog: unknown symbol 'hart' in named; did you mean 'heart'?\n")
            let command = Self.run(["template", "chek", "x.svg"], scratch)
            #expect(command.exitCode == 64)
            #expect(command.standardError.hasPrefix("catalog: unknown command 'template chek'; did you mean 'template check'?\n"))
            let version = Self.run(["template", "export", "--svg", scratch.file("square.svg"), "x", "--template-version", "5"], scratch)
            #expect(version.exitCode == 64)
            #expect(version.standardError.hasPrefix("catalog: template version 5 is not written; expected 3.0 or 4.0\n"))
        }
    }

    @Test("bad input: one line on stderr naming the file; export exits 1, check 2 (lint's 'cannot run')", arguments: [
        ("missing.svg", nil, "missing.svg: No such file or directory", "missing.svg: no such file or folder"),
        ("broken.svg", "<svg", "broken.svg: line 1: not well-formed XML: unterminated <svg>",
         "broken.svg: line 1: not well-formed XML: unterminated <svg>"),
        ("page.html", "<html/>", "page.html: not an SVG: the root element is <html>", "page.html: not an SVG: the root element is <html>"),
    ] as [(String, String?, String, String)])
    func badInput(name: String, text: String?, exportMessage: String, checkMessage: String) throws {
        try Self.withFolder { scratch, _ in
            if let text { scratch.write(text, name) }
            let path = scratch.file(name)
            let export = Self.run(["template", "export", "--svg", path, "x"], scratch)
            #expect(export.exitCode == 1 && export.standardOutput == "")
            #expect(export.standardError == "catalog: \(scratch.path)/\(exportMessage)\n")
            let check = Self.run(["template", "check", path], scratch)
            #expect(check.exitCode == 2 && check.standardOutput == "")
            #expect(check.standardError == "catalog: \(scratch.path)/\(checkMessage)\n")
        }
    }

    @Test("an SVG outside the subset: export refuses the element in one line; check reads it as a template missing its parts")
    func outsideTheSubset() throws {
        try Self.withFolder { scratch, _ in
            scratch.write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">"# + "\n<text>x</text></svg>", "text.svg")
            let path = scratch.file("text.svg")
            let export = Self.run(["template", "export", "--svg", path, "x"], scratch)
            #expect(export.exitCode == 1)
            #expect(export.standardError == "catalog: \(path): line 2: <text> is not supported "
                    + "(paths and basic shapes, filled or stroked, in groups with transforms, are)\n")
            let check = Self.run(["template", "check", path], scratch)
            #expect(check.exitCode == 1)
            #expect(check.standardOutput.contains("\(path):1:1: error: no 'Template v.N' text in the Notes; Xcode cannot read the file [no-template-version]\n"))
        }
    }

    @Test("a symbol set that names no SVG, usage errors")
    func symbolSetAndUsage() throws {
        try Self.withFolder { scratch, _ in
            try FileManager.default.createDirectory(atPath: scratch.file("empty.symbolset"), withIntermediateDirectories: true)
            scratch.write("{}", "empty.symbolset/Contents.json")
            let check = Self.run(["template", "check", scratch.file("empty.symbolset")], scratch)
            #expect(check.exitCode == 2)
            #expect(check.standardError == "catalog: \(scratch.path)/empty.symbolset/Contents.json: names no SVG (symbols[].filename)\n")
            #expect(Self.run(["template", "export", "--svg", scratch.file("square.svg")], scratch).exitCode == 64)
            let both = Self.run(["template", "export", "--svg", scratch.file("square.svg"), "x", "-o", "a.svg", "--symbolset", "B"], scratch)
            #expect(both.exitCode == 64)
            #expect(both.standardError.hasPrefix("catalog: give -o FILE or --symbolset DIR, not both\n"))
            #expect(Self.run(["template", "check"], scratch).exitCode == 64)
        }
    }

    @Test("check: findings in text, JSON and GitHub formats; exit 1 on errors, warnings only with --strict")
    func checkFormats() throws {
        try Self.withFolder { scratch, _ in
            let file = scratch.file("t.svg")
            _ = Self.run(["template", "export", "--svg", scratch.file("square.svg"), "t", "-o", file], scratch)
            let template = try String(contentsOfFile: file, encoding: .utf8)
            // Baseline-S moved 3 down: a warning.
            let moved = template.replacing(#"x2="3036" y1="696" y2="696""#, with: #"x2="3036" y1="699" y2="699""#, maxReplacements: 1)
            try #require(moved != template)
            scratch.write(moved, "t.svg")
            let line = try #require(moved.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"id="Baseline-S""#) }) + 1
            let text = Self.run(["template", "check", file], scratch)
            #expect(text.exitCode == 0)
            #expect(text.standardOutput.hasSuffix("""
            \(file):\(line):1: warning: Baseline-S is at y 699, not 696 [guide-moved]
            0 errors, 1 warning, 0 notes in 1 template

            """))
            #expect(Self.run(["template", "check", file, "--strict"], scratch).exitCode == 1)
            let github = Self.run(["template", "check", file, "--format", "github"], scratch)
            #expect(github.standardOutput == "::warning file=\(file),line=\(line),title=guide-moved::Baseline-S is at y 699, not 696\n"
                    + "0 errors, 1 warning, 0 notes in 1 template\n")
            let json = Self.run(["template", "check", file, "--json"], scratch)
            #expect(json.standardOutput.hasPrefix("{\n  \"schemaVersion\": 1,\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
            let findings = try #require(object["findings"] as? [[String: Any]])
            #expect(findings.map { "\($0["rule"] ?? "") \($0["severity"] ?? "") \($0["line"] ?? "")" } == ["guide-moved warning \(line)"])
            let templates = try #require(object["templates"] as? [[String: Any]])
            #expect(templates.first?["version"] as? String == "3.0")

            // Regular-S renamed: no source Xcode can draw from, an error.
            scratch.write(template.replacing(#"<g id="Regular-S""#, with: #"<g id="Bold-S""#), "t.svg")
            let error = Self.run(["template", "check", file], scratch)
            #expect(error.exitCode == 1)
            #expect(error.standardOutput.contains("\(file):1:1: error: no Regular-S or Regular-M variant: Xcode needs one to draw the symbol [no-regular-source]\n"))
        }
    }
}
