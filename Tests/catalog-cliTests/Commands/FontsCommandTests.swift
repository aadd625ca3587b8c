import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog fonts")
struct FontsCommandTests {
    @Test("the nine weights of a variable font (goldens)")
    func goldens() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let environment = TypeRampGoldens.variableEnvironment(configuration)
            try TypeRampGoldens.check(["fonts", "--json", "--width", "compressed"], environment: environment, golden: "fonts-compressed.json")
            try TypeRampGoldens.check(["fonts", "--format", "tsv"], environment: environment, golden: "fonts.tsv")
            try TypeRampGoldens.check(["fonts"], environment: environment, golden: "fonts.txt")
        }
    }

    @Test("a static file: every weight is the file's, the nearest with how far")
    func staticFile() throws {
        let result = CLI.run(["fonts", "--font", FontFixtures.metrics, "--format", "tsv"])
        #expect(result.exitCode == 0)
        let rows = result.standardOutput.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.map { String($0[0]) } == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(rows.map { String($0[7]) } == ["nearest", "nearest", "nearest", "exact", "nearest", "nearest", "nearest", "nearest", "nearest"])
        #expect(rows.allSatisfy { $0[5] == FontFixtures.metrics[...] && $0[9] == "400" && $0[12] == "false" })
    }

    @Test("families from the configuration file, the environment and --font, last one winning")
    func families() throws {
        try FontFixtures.withConfiguration { configuration, scratch in
            let folder = scratch.appendingPathComponent("config/catalog")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("font-designs.conf")
            try Data("# test\nrounded = Nope Rounded, Catalog Variable\n".utf8).write(to: file)
            var environment = ["FONTCONFIG_FILE": configuration, "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path]

            let fromFile = try document(["fonts", "--design", "rounded", "--json"], environment)
            #expect((fromFile["families"] as? [String: Any])?["source"] as? String == file.path + ":2")
            #expect(family(fromFile) == ["Catalog Variable"])
            #expect(resolutions(fromFile) == ["exact"])

            environment["CATALOG_FONT_ROUNDED"] = "Catalog Metrics"
            let fromEnvironment = try document(["fonts", "--design", "rounded", "--json"], environment)
            #expect((fromEnvironment["families"] as? [String: Any])?["source"] as? String == "$CATALOG_FONT_ROUNDED")
            #expect(family(fromEnvironment) == ["Catalog Metrics"])

            let fromOption = try document(["fonts", "--design", "rounded", "--font", FontFixtures.variable, "--json"], environment)
            #expect((fromOption["families"] as? [String: Any])?["source"] as? String == "--font")
            #expect(family(fromOption) == ["Catalog Variable"])
        }
    }

    @Test("bad input: one line, exit 1; usage errors exit 64")
    func errors() {
        let cases: [([String], [String: String], String)] = [
            (["--font", "/nonexistent/font.ttf"], [:], "/nonexistent/font.ttf: cannot open the file (it does not exist or is not readable)"),
            (["--design", "serif"], ["CATALOG_FONT_SERIF": "Nope Serif,"], "CATALOG_FONT_SERIF: empty family name in 'Nope Serif,'"),
        ]
        for (arguments, environment, message) in cases {
            let result = CLI.run(["fonts"] + arguments, environment: environment)
            #expect(result.exitCode == 1, "\(arguments)")
            #expect(result.standardOutput == "")
            #expect(result.standardError == "catalog: \(message)\n")
        }
        let usages: [([String], String)] = [
            (["extra"], "unexpected argument 'extra'"),
            (["--design", "squiggly"], "unknown font design 'squiggly' for --design; expected default, rounded, serif or monospaced"),
            (["--width", "wide"], "unknown font width 'wide' for --width; expected compressed, condensed, standard, expanded or extraExpanded"),
        ]
        for (arguments, message) in usages {
            let usage = CLI.run(["fonts"] + arguments)
            #expect(usage.exitCode == 64, "\(arguments)")
            #expect(usage.standardError == "catalog: \(message)\nUsage: catalog fonts [options]\n")
        }
    }

    private func document(_ arguments: [String], _ environment: [String: String]) throws -> [String: Any] {
        let result = CLI.run(arguments, environment: environment)
        try #require(result.exitCode == 0, "stderr: \(result.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    private func family(_ document: [String: Any]) -> Set<String> {
        Set((document["weights"] as? [[String: Any]] ?? []).compactMap { ($0["font"] as? [String: Any])?["family"] as? String })
    }

    private func resolutions(_ document: [String: Any]) -> Set<String> {
        Set((document["weights"] as? [[String: Any]] ?? []).compactMap { $0["resolution"] as? String })
    }
}
