import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog metrics --files-from: font files from a list")
struct MetricsFilesFromTests {
    /// A list file of `lines` (bytes as given, each ended by a line feed) in `scratch`.
    static func list(_ lines: [[UInt8]], in scratch: Scratch) -> String {
        let path = scratch.file("fonts.txt")
        _ = FileManager.default.createFile(atPath: path, contents: Data(lines.flatMap { $0 + [0x0A] }))
        return path
    }

    @Test("the list's files come after the arguments, in order; empty lines skipped, a CR before the line feed dropped")
    func listAfterArguments() throws {
        let scratch = Scratch("files-from")
        defer { scratch.remove() }
        let list = Self.list([Array(FontFixtures.collection.utf8), [], Array(FontFixtures.variable.utf8) + [0x0D]], in: scratch)
        let listed = CLI.run(["metrics", FontFixtures.metrics, "--files-from", list, "--format", "tsv"])
        #expect(listed.exitCode == 0, "\(listed.standardError)")
        #expect(listed.standardError == "")
        let arguments = CLI.run(["metrics", FontFixtures.metrics, FontFixtures.collection, FontFixtures.variable, "--format", "tsv"])
        #expect(listed.standardOutput == arguments.standardOutput)
        // One row a face: the collection has two (Scripts/make-test-fonts.py).
        let files = listed.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(files == [FontFixtures.metrics, FontFixtures.collection, FontFixtures.collection, FontFixtures.variable])
        // The list alone is enough.
        let alone = CLI.run(["metrics", "--files-from", list, "--format", "tsv"])
        #expect(alone.exitCode == 0)
        #expect(alone.standardOutput.split(separator: "\n").count == 3)
    }

    @Test("a bad line is one error line naming FILE:LINE", arguments: [
        ([0x2F, 0xFF, 0x2E, 0x74, 0x74, 0x66], "not a path: not UTF-8 text"),
        ([0x2F, 0x61, 0x00, 0x62], "not a path: it holds a NUL byte"),
    ] as [([UInt8], String)])
    func badLine(bytes: [UInt8], reason: String) {
        let scratch = Scratch("files-from-bad")
        defer { scratch.remove() }
        let list = Self.list([Array(FontFixtures.metrics.utf8), bytes], in: scratch)
        let result = CLI.run(["metrics", "--files-from", list])
        #expect(result.exitCode == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "catalog: \(list):2: \(reason)\n")
    }

    @Test("a font the list names that cannot be measured: FILE:LINE, then the font's own error")
    func badFont() {
        let scratch = Scratch("files-from-font")
        defer { scratch.remove() }
        let missing = scratch.file("missing.ttf")
        let list = Self.list([Array(FontFixtures.metrics.utf8), [], Array(missing.utf8)], in: scratch)
        for format in ["text", "json", "tsv"] {
            let result = CLI.run(["metrics", "--files-from", list, "--format", format])
            #expect(result.exitCode == 1)
            #expect(result.standardOutput == "")
            #expect(result.standardError == "catalog: \(list):3: \(missing): cannot open the file (it does not exist or is not readable)\n")
        }
    }

    @Test("usage: FONT or --files-from is needed; a list that cannot be read is one line naming it")
    func usageAndUnreadable() {
        let none = CLI.run(["metrics"])
        #expect(none.exitCode == 64)
        #expect(none.standardError.hasPrefix("catalog: missing FONT (or --files-from FILE)\nUsage: catalog metrics [FONT…] [options]\n"))
        let missing = CLI.run(["metrics", "--files-from", "/nonexistent/fonts.txt"])
        #expect(missing.exitCode == 1)
        #expect(missing.standardError == "catalog: --files-from /nonexistent/fonts.txt: No such file or directory\n")
    }

    @Test("'-' reads the list from standard input (the binary, fed through a pipe)",
          .enabled(if: BinaryRunner.isBuilt, "needs the built binary"))
    func standardInput() async throws {
        let input = Data((FontFixtures.variable + "\n" + FontFixtures.metrics + "\n").utf8)
        let result = try await ChildProcess.run(CLI.binary.path, ["metrics", "--files-from", "-", "--format", "tsv"],
                                                environment: ["PATH": "/usr/bin:/bin"], input: input)
        #expect(result.status == 0, "\(result.standardError)")
        let files = result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(files == [FontFixtures.variable, FontFixtures.metrics])
        let bad = try await ChildProcess.run(CLI.binary.path, ["metrics", "--files-from", "-"],
                                             environment: ["PATH": "/usr/bin:/bin"], input: Data("\n\n/nonexistent.ttf\n".utf8))
        #expect(bad.status == 1)
        #expect(bad.standardError == "catalog: standard input:3: /nonexistent.ttf: cannot open the file (it does not exist or is not readable)\n")
    }
}
