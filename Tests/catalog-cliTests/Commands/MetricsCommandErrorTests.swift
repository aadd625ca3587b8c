import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog metrics: patterns, errors, usage")
struct MetricsPatternAndErrorTests {
    @Test("a fontconfig pattern resolves through FONTCONFIG_FILE, at the matched named instance")
    func pattern() throws {
        try FontFixtures.withConfiguration { configuration, _ in
            let environment = ["FONTCONFIG_FILE": configuration]
            let faces = try FontFixtures.faces(["Catalog Variable:bold"], environment: environment)
            #expect(faces.count == 1)
            #expect(faces.first?["file"] as? String == FontFixtures.variable)
            #expect(faces.first?["style"] as? String == "Bold")
            #expect((faces.first?["capHeight"] as? [String: Any])?["value"] as? Int == 712)
            #expect((faces.first?["typo"] as? [String: Any])?["ascender"] as? Int == 824)

            let text = CLI.run(["metrics", "Catalog Metrics:light"], environment: environment).standardOutput
            #expect(text.hasPrefix("""
                \(FontFixtures.metrics)
                  Matched          'Catalog Metrics:light': the requested family, nearest style, weight or width
                  Family           Catalog Metrics

                """))
            let bold = CLI.run(["metrics", "Catalog Variable:bold"], environment: environment).standardOutput
            #expect(bold.contains("  Matched          'Catalog Variable:bold': the requested family, exact\n"))
            #expect(bold.contains("  Instance         named instance 2 (wght 700, wdth 100)\n"))
        }
    }

    @Test("bad input: one line on stderr, exit 1")
    func errors() throws {
        try FontFixtures.withConfiguration { configuration, scratch in
            let missing = scratch.appendingPathComponent("missing.ttf").path
            let notes = scratch.appendingPathComponent("notes.txt")
            try Data("This is not a font.\n".utf8).write(to: notes)
            let truncated = scratch.appendingPathComponent("truncated.ttf")
            try Data(contentsOf: URL(fileURLWithPath: FontFixtures.metrics)).prefix(600).write(to: truncated)
            let cases: [([String], String)] = [
                ([missing], "catalog: \(missing): cannot open the file (it does not exist or is not readable)\n"),
                (["missing-font.otf"], "catalog: missing-font.otf: cannot open the file (it does not exist or is not readable)\n"),
                ([notes.path], "catalog: \(notes.path): not a font file FreeType can read (unknown file format)\n"),
                ([truncated.path], "catalog: \(truncated.path): truncated font file: table 'post' needs 1082 bytes but the file has 600\n"),
                ([scratch.path], "catalog: \(scratch.path): is a directory, not a font file\n"),
                (["Nope Sans"], "catalog: no font matches family 'Nope Sans' (fontconfig would substitute 'Catalog Metrics')\n"),
                ([":weight=abc"], "catalog: ':weight=abc' is not a fontconfig pattern (e.g. 'DejaVu Serif:bold')\n"),
                // The first bad argument stops the command: nothing is printed for the good ones.
                ([FontFixtures.metrics, missing], "catalog: \(missing): cannot open the file (it does not exist or is not readable)\n"),
            ]
            for (arguments, expected) in cases {
                for format in ["text", "json", "tsv"] {
                    let result = CLI.run(["metrics", "--format", format] + arguments, environment: ["FONTCONFIG_FILE": configuration])
                    #expect(result.exitCode == 1)
                    #expect(result.standardOutput == "")
                    #expect(result.standardError == expected)
                }
            }
            let badConfiguration = CLI.run(["metrics", "Catalog Metrics"], environment: ["FONTCONFIG_FILE": missing])
            #expect(badConfiguration.exitCode == 1)
            #expect(badConfiguration.standardError
                == "catalog: \(missing): cannot read the fontconfig configuration (it does not exist or is not readable)\n")
            // A file argument never starts fontconfig, so a bad configuration does not matter.
            #expect(CLI.run(["metrics", FontFixtures.metrics], environment: ["FONTCONFIG_FILE": missing]).exitCode == 0)
        }
    }

    @Test("FONTCONFIG_FILE naming a device or a FIFO: one line, exit 1, never a hang or an endless read",
          arguments: [["metrics", "Anything"], ["fonts"], ["glyph", "heart", "--font", "Anything"]])
    func configurationNotAFile(arguments: [String]) throws {
        let scratch = Scratch("fontconfig-fifo")
        defer { scratch.remove() }
        #expect(mkfifo(scratch.file("fonts.conf"), 0o644) == 0)
        for (path, reason) in [("/dev/zero", "not a regular file"), (scratch.file("fonts.conf"), "is a FIFO (named pipe), not a regular file")] {
            let result = CLI.run(arguments, environment: ["FONTCONFIG_FILE": path, "CATALOG_DATA_DIR": CLI.embedded])
            #expect(result.exitCode == 1)
            #expect(result.standardError == "catalog: \(path): not read as the fontconfig configuration: \(reason)\n")
        }
    }

    @Test("a Type 1 font where SFNT tables are needed: said so, not its header bytes",
          arguments: [(["check"], 2), (["metrics", "--format", "capsize"], 1), (["trim", "--font-size", "16"], 1),
                      (["fallback", "--for", "sans-serif"], 1)] as [([String], Int32)])
    func typeOneWhereTablesAreNeeded(command: [String], status: Int32) {
        let path = FontFixtures.directory + "/CatalogType1-Regular.pfb"
        let result = CLI.run(command + [path])
        #expect(result.exitCode == status)
        #expect(result.standardError == "catalog: \(path): not a TrueType or OpenType font or collection (it is a Type 1 font)\n")
    }

    @Test("usage errors and help")
    func usage() {
        let missing = CLI.run(["metrics"])
        #expect(missing.exitCode == 64)
        #expect(missing.standardError == "catalog: missing FONT (or --files-from FILE)\nUsage: catalog metrics [FONT…] [options]\n")
        let help = CLI.run(["metrics", "--help"])
        #expect(help.exitCode == 0)
        #expect(help.standardOutput.hasPrefix("Usage: catalog metrics [FONT…] [options]\n\nShow the vertical metrics, names and variation axes of fonts.\n"))
        let root = CLI.run(["--help"]).standardOutput
        #expect(root.contains(try! Regex("\n  metrics +Show the vertical metrics, names and variation axes of\n +fonts.\n")))
    }

    @Test("the built binary: exit codes and streams", .enabled(if: FileManager.default.fileExists(atPath: CLI.binary.path)))
    func process() async throws {
        for (arguments, code) in [([FontFixtures.metrics], Int32(0)), (["/nonexistent/font.ttf"], 1), ([], 64)] {
            let outcome = try await ChildProcess.run(CLI.binary.path, ["metrics"] + arguments)
            #expect(outcome.status == code)
            #expect(code == 0 ? outcome.standardError.isEmpty && outcome.standardOutput.hasPrefix(FontFixtures.metrics + "\n")
                              : outcome.standardError.hasPrefix("catalog: "))
        }
    }
}
