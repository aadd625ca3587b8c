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
        let result = run(["heart", "--swift", "--data-set", CLI.fixture], path: folder.path)
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
        #expect(both.standardError.hasPrefix("catalog: --format, --character, --swift and --html exclude each other\n"))
        let sf = CLI.run(["copy", "heart", "--html", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(sf.exitCode == 1)
        #expect(sf.standardError == "catalog: heart has no Font Awesome style in mini, so no HTML form (try --format swiftui)\n")
        let noCharacter = CLI.run(["copy", "heart.fill", "--character", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(noCharacter.standardError == "catalog: heart.fill has no code point in mini\n")
        #expect(run(["hart"]).exitCode == 1)
    }

    @Test("inside tmux (TMUX set): tmux load-buffer -w takes the text, no OSC 52 is written")
    func tmux() throws {
        let folder = try ClipboardTests.tools(["tmux": 0])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLI.run(["copy", "heart"], environment: ["CATALOG_DATA_DIR": CLI.embedded, "PATH": folder.path,
                                                              "TMUX": "/tmp/tmux-0/default,1,0"], terminal: true)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "Copied 'heart' into tmux's paste buffer; tmux passes it on to the terminal's clipboard (tmux load-buffer -w)\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("tmux.arguments"), encoding: .utf8) == "load-buffer -w -\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("tmux.input"), encoding: .utf8) == "heart")
    }

    @Test("inside tmux whose load-buffer fails (before 3.2): OSC 52 is sent, and the note says it is not confirmed")
    func tmuxRefuses() throws {
        let folder = try ClipboardTests.tools(["tmux": 1])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLI.run(["copy", "heart"], environment: ["CATALOG_DATA_DIR": CLI.embedded, "PATH": folder.path,
                                                              "TMUX": "/tmp/tmux-0/default,1,0"], terminal: true)
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == "\u{1B}]52;c;aGVhcnQ=\u{07}")
        #expect(result.standardError == "Sent 'heart' to the clipboard through the terminal (OSC 52), not confirmed: tmux passes it on only "
                + "with 'set -g set-clipboard on' (tmux load-buffer -w, from tmux 3.2, failed)\n")
    }

    /// `copy` on the fixture set, printed (no clipboard): `doc` (2019: iOS 13.0) was renamed
    /// `document` (2021: iOS 15.0, macOS 12.0) in its name_availability.plist.
    static let availableCases: [([String], String, String)] = [
        (["document", "--available-in", "iOS", "14.0"], "doc", "doc: the name for iOS 14.0 (document from iOS 15.0)\n"),
        (["doc", "--available-in", "ios", "13"], "doc", "doc: the name for iOS 13 (document from iOS 15.0)\n"),
        (["document", "--available-in", "iOS", "15"], "document", ""),
        (["doc", "--available-in", "macOS", "12.0"], "document", ""),
        (["document", "--available-in", "iOS", "14.9", "--swift"], "Image(systemName: \"doc\")", "doc: the name for iOS 14.9 (document from iOS 15.0)\n"),
        (["heart", "--available-in", "watchOS", "6.0"], "heart", ""),
        // `a` (2019) was renamed `character` (2020: tvOS 14.0).
        (["character", "--available-in", "tvOS", "13.0"], "a", "a: the name for tvOS 13.0 (character from tvOS 14.0)\n"),
    ]

    @Test("--available-in copies the name to write on that OS", arguments: availableCases)
    func availableIn(arguments: [String], text: String, note: String) {
        let result = CLI.run(["copy"] + arguments + ["--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(result.exitCode == 0)
        #expect(result.standardOutput == text + "\n")
        #expect(result.standardError == note
                + "catalog: no clipboard: standard output is not a terminal and none of wl-copy, xclip, xsel worked; printed instead\n")
    }

    @Test("--available-in: too old for every name, an unknown platform, a bad version")
    func availableInErrors() {
        let old = CLI.run(["copy", "document", "--available-in", "iOS", "12.4", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(old.exitCode == 1)
        #expect(old.standardOutput == "")
        #expect(old.standardError == "catalog: document is not in iOS 12.4 under any name: it came in iOS 13.0 (as doc)\n")
        let heart = CLI.run(["copy", "heart.fill", "--available-in", "watchOS", "5.2", "--data-set", CLI.fixture], environment: ["PATH": "/nonexistent"])
        #expect(heart.exitCode == 1)
        #expect(heart.standardError == "catalog: heart.fill is not in watchOS 5.2 under any name: it came in watchOS 6.0\n")
        let platform = CLI.run(["copy", "document", "--available-in", "iOSS", "15", "--data-set", CLI.fixture])
        #expect(platform.exitCode == 64)
        #expect(platform.standardError.hasPrefix("catalog: unknown platform 'iOSS'; did you mean 'iOS'?\n"))
        let version = CLI.run(["copy", "document", "--available-in", "iOS", "fifteen", "--data-set", CLI.fixture])
        #expect(version.exitCode == 64)
        #expect(version.standardError.hasPrefix("catalog: invalid OS version 'fifteen' (expected numbers like 15.4)\n"))
    }

    @Test("SF 6: document.on.document is doc.on.doc before iOS 18 and visionOS 2",
          .enabled(if: FileManager.default.fileExists(atPath: FavoritesCommandTests.sf60 + "/name_availability.plist"), "needs ../shared/sfsymbols"))
    func availableInSF6() {
        // name_availability.plist: doc.on.doc 2019, document.on.document 2024 (iOS 18.0, visionOS 2.0).
        for (platform, version, expected) in [("iOS", "17.6", "doc.on.doc"), ("iOS", "18.0", "document.on.document"),
                                              ("visionOS", "1.0", "doc.on.doc"), ("visionOS", "2", "document.on.document")] {
            let result = CLI.run(["copy", "document.on.document", "--available-in", platform, version, "--data-set", FavoritesCommandTests.sf60],
                                 environment: ["PATH": "/nonexistent", "CATALOG_NO_CACHE": "1"])
            #expect(result.exitCode == 0)
            #expect(result.standardOutput == expected + "\n")
        }
    }
}
