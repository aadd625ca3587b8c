import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// Every `$ catalog …` example of README.md and docs/*.md is run by the built binary through a
/// shell and its output compared with the page's (``DocExample``: `[..]` for what differs by
/// machine, markers for what an example needs). A page's examples run in order in a HOME of
/// their own, with sf6 registered (`../shared/sfsymbols/sf6.0_2025-08_composed`) unless the page
/// registers it, and a fontconfig configuration of the test's own (``fontConfiguration(in:)``:
/// only the Debian font packages `.ci/run` installs and the icon fonts `install-fonts.sh`
/// installs), so that no example reads whatever else this machine has; one that needs what this
/// machine lacks is skipped, and says so.
@Suite("Docs: every example runs and prints what the page shows")
struct DocsExamplesTests {
    static let root = TestPaths.packageRoot.path
    static let pages: [String] = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(atPath: root + "/docs")) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    static func text(_ page: String) throws -> String { try String(contentsOfFile: root + "/" + page, encoding: .utf8) }

    /// The folders of fonts the examples may use: the Debian packages `.ci/run` installs and the
    /// icon sets' fonts `Scripts/install-fonts.sh` installs for this user.
    static let fontFolders = ["dejavu", "noto", "liberation2"].map { "/usr/share/fonts/truetype/" + $0 }
        + [(ProcessInfo.processInfo.environment["HOME"] ?? "/root") + "/.local/share/fonts/catalog"]

    /// A `FONTCONFIG_FILE` in `folder` that reads ``fontFolders`` only, with the system's rules
    /// (`/etc/fonts/conf.d`: the generic families' preferences) and a cache of its own.
    static func fontConfiguration(in folder: String) throws -> String {
        let path = folder + "/fonts.conf"
        let dirs = fontFolders.map { "  <dir>\($0)</dir>\n" }.joined()
        try ("<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"urn:fontconfig:fonts.dtd\">\n<fontconfig>\n" + dirs
             + "  <cachedir>\(folder)/fontconfig-cache</cachedir>\n  <include ignore_missing=\"yes\">/etc/fonts/conf.d</include>\n</fontconfig>\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// What this machine lacks of `needs`, or nil when it has it all.
    static func missing(_ needs: [String], environment: [String: String]) async -> String? {
        for need in needs {
            if need == "shared", TestPaths.sharedSymbols == nil { return "../shared/sfsymbols is absent" }
            if need.hasPrefix("font ") {
                let family = String(need.dropFirst(5))
                let listed = try? await ChildProcess.run("/usr/bin/env", ["fc-list", family, "family"], environment: environment)
                if listed?.standardOutput.isEmpty ?? true { return "no font \(family)" }
            }
            if need.hasPrefix("command "), ChildProcess.installed(String(need.dropFirst(8))) == nil { return "no \(need.dropFirst(8))" }
        }
        return nil
    }

    @Test("the page's examples print what it shows", arguments: pages)
    func page(_ page: String) async throws {
        let (examples, _) = DocExample.parse(try Self.text(page), page: page)
        guard !examples.isEmpty else { return }
        #expect(BinaryRunner.isBuilt, "no catalog binary at \(CLI.binary.path)")
        let scratch = Scratch("docs-examples")
        defer { scratch.remove() }
        let environment = ["HOME": scratch.file("home"), "CATALOG_DATA_DIR": Self.root + "/Data/symbols", "LANG": "C.UTF-8",
                           "PATH": CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
                           "FONTCONFIG_FILE": try Self.fontConfiguration(in: scratch.path)]
        let sf6 = Self.root + "/../shared/sfsymbols/sf6.0_2025-08_composed"
        if TestPaths.sharedSymbols != nil, !examples.contains(where: { $0.command.hasPrefix("catalog data-sets add sf6 ") }) {
            _ = try await BinaryRunner.run(["data-sets", "add", "sf6", sf6], environment: environment)
        }
        var work = [String: String]()
        var ran = 0
        for example in examples {
            if let reason = example.skip {
                #expect(!reason.isEmpty, "\(example): skip without a reason")
                continue
            }
            if let lacking = await Self.missing(example.needs, environment: environment) {
                print("docs example skipped (\(lacking)): \(example)")
                continue
            }
            var directory = Self.root
            if let source = example.filesFrom {
                let key = source + " " + example.fileSet
                if work[key] == nil {
                    let folder = scratch.file("work-" + String(work.count))
                    for file in DocExample.parse(try Self.text(source), page: source).files where file.set == example.fileSet {
                        let path = folder + "/" + file.path
                        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
                    }
                    work[key] = folder
                }
                directory = try #require(work[key])
            }
            let outcome = try await ChildProcess.run("/bin/sh", ["-c", example.command + " 2>&1"], environment: environment,
                                                     directory: URL(fileURLWithPath: directory))
            var actual = outcome.standardOutput.components(separatedBy: "\n")
            if actual.last == "" { actual.removeLast() }
            ran += 1
            #expect(DocExample.matches(example.expected, actual),
                    "\(example)\n--- the page shows:\n\(example.expected.joined(separator: "\n"))\n--- it printed:\n\(actual.joined(separator: "\n"))")
        }
        print("docs examples: \(ran) of \(examples.count) run in \(page)")
    }

    @Test("files a page declares: each in its set, and an example knows the set it runs among")
    func fileSets() {
        let page = """
        <!-- example: file A.swift -->
        ```swift
        a
        ```

        <!-- example: file B.swift; set two -->
        ```swift
        b
        ```

        <!-- example: files from p.md; set two -->
        ```
        $ catalog lint .
        ```
        """
        let (examples, files) = DocExample.parse(page, page: "p.md")
        #expect(files.map { "\($0.set)/\($0.path): \($0.text)" } == ["/A.swift: a\n", "two/B.swift: b\n"])
        #expect(examples.map { "\($0.filesFrom ?? "-") \($0.fileSet): \($0.command)" } == ["p.md two: catalog lint ."])
    }

    @Test("the matcher: [..] is any text in a line, ... any lines, the rest exact")
    func matcher() {
        #expect(DocExample.matches(["a [..] c", "...", "z"], ["a b c", "x", "y", "z"]))
        #expect(DocExample.matches(["[..]/Data/symbols/mdi"], ["/work/main/Data/symbols/mdi"]))
        #expect(!DocExample.matches(["a [..] c"], ["a b d"]))
        #expect(!DocExample.matches(["a"], ["a", "b"]))
        #expect(DocExample.matches(["..."], []))
    }
}
