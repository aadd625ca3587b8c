import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

@Suite("catalog copy")
struct CopyCommandTests {
    func run(_ arguments: [String], terminal: Bool = false, path: String = "/nonexistent") -> CatalogCLI.Result {
        CLI.run(["copy"] + arguments, environment: ["CATALOG_DATA_DIR": CLI.embedded, "PATH": path], terminal: terminal)
    }

    @Test("on a terminal: OSC 52 on stdout, a note on stderr")
    func terminal() {
        let result = run(["heart"], terminal: true)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "\u{1B}]52;c;aGVhcnQ=\u{07}")
        #expect(result.standardError == "Copied 'heart' to the clipboard through the terminal (OSC 52)\n")
    }

    @Test("piped, with a clipboard tool on PATH: the tool gets the text")
    func tool() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-copy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("wl-copy")
        try ExecutableScript.write("#!/bin/sh\n/bin/cat > \"$0.input\"\n", to: script.path)
        let result = run(["heart", "--swift"], path: folder.path)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "Copied 'Image(systemName: \"heart\")' to the clipboard with wl-copy\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("wl-copy.input"), encoding: .utf8) == "Image(systemName: \"heart\")")
    }

    @Test("no clipboard: printed, with a note", arguments: [
        (["heart"], "heart"),
        (["heart-o"], "heart"),                                      // an old name copies the current one
        (["heart", "--html"], "<i class=\"fa-solid fa-heart\"></i>"),
        (["github", "--html"], "<i class=\"fa-brands fa-github\"></i>"),
        (["heart", "--html", "--data-set", "fontawesome-5.15.4"], "<i class=\"fas fa-heart\"></i>"),
        (["heart", "--character"], "\u{F004}"),
        (["U+F004"], "heart"),
    ])
    func printed(arguments: [String], text: String) {
        let result = run(arguments)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == text + "\n")
        #expect(result.standardError == "catalog: no clipboard: standard output is not a terminal and none of wl-copy, xclip, xsel worked; printed instead\n")
    }

    @Test("errors: two kinds at once, no HTML for SF, an unknown name")
    func errors() {
        let both = run(["heart", "--swift", "--html"])
        #expect(both.exitCode == 64)
        #expect(both.standardError.hasPrefix("catalog: --character, --swift and --html exclude each other\n"))
        let sf = CLI.run(["copy", "heart", "--html", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(sf.exitCode == 1)
        #expect(sf.standardError == "catalog: heart has no Font Awesome style in mini, so no HTML form (try --swift)\n")
        let noCharacter = CLI.run(["copy", "heart.fill", "--character", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(noCharacter.standardError == "catalog: heart.fill has no code point in mini\n")
        #expect(run(["hart"]).exitCode == 1)
    }
}
