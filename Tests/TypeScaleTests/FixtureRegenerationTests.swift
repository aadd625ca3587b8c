import Foundation
import Testing
import CatalogTestSupport

/// Regenerates the fixture fonts with `Scripts/make-test-fonts.py` and
/// `Scripts/make-hostile-fonts.py` and checks that the committed files are byte for byte what
/// the scripts write, when `python3` can import the fontTools version they pin.
@Suite("Fixture fonts: regenerating them gives the committed bytes")
struct FixtureRegenerationTests {
    /// The repository root.
    static let repository = TestPaths.packageRoot
    static let script = repository.appendingPathComponent("Scripts/make-test-fonts.py")

    /// Each script and the folder of the fonts it writes.
    static let scripts = [("Scripts/make-test-fonts.py", Fixtures.fonts), ("Scripts/make-hostile-fonts.py", Fixtures.hostileFonts)]

    /// The fontTools version the script pins (its `PINNED_FONTTOOLS = "…"` line).
    static let pinnedVersion: String? = {
        guard let text = try? String(contentsOf: script, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("PINNED_FONTTOOLS = ") }) else { return nil }
        return line.split(separator: "\"").dropFirst().first.map(String.init)
    }()

    /// The fontTools version `python3` imports, or nil when there is no python3 or no fontTools.
    static let installedVersion: String? = {
        guard let result = try? runBlocking(["python3", "-c", "import fontTools; print(fontTools.version)"]), result.status == 0 else {
            return nil
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    static var available: Bool { pinnedVersion != nil && pinnedVersion == installedVersion }

    static var skipReason: Comment {
        let pinned = pinnedVersion ?? "(pin not found in \(script.path))"
        let found = installedVersion.map { "fontTools \($0)" } ?? "none"
        return "needs python3 with fontTools \(pinned), found \(found); pip install fonttools==\(pinnedVersion ?? "VERSION") to run it"
    }

    /// `/usr/bin/env ARGUMENTS`: its exit status and what it printed (standard output, then
    /// standard error).
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        printed(try await ChildProcess.run("/usr/bin/env", arguments))
    }

    /// ``run(_:)`` for a static property that a test trait reads, where nothing can await.
    static func runBlocking(_ arguments: [String]) throws -> (status: Int32, output: String) {
        printed(try ChildProcess("/usr/bin/env", arguments).blockingOutcome())
    }

    private static func printed(_ outcome: ChildProcess.Outcome) -> (status: Int32, output: String) {
        (outcome.status, outcome.standardOutput + outcome.standardError)
    }

    @Test("every font file matches", .enabled(if: available, skipReason), arguments: scripts)
    func regenerate(_ script: String, _ folder: String) async throws {
        let path = Self.repository.appendingPathComponent(script).path
        // One pin for both scripts: the check above reads make-test-fonts.py's.
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("PINNED_FONTTOOLS = \"\(Self.pinnedVersion ?? "")\""))
        try await TestSupport.withTemporaryDirectory { directory in
            let result = try await Self.run(["python3", path, directory.path])
            try #require(result.status == 0, "\(script) failed: \(result.output)")
            let generated = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            let fixtures = URL(fileURLWithPath: folder)
            let committed = try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
                .filter { ["ttf", "otf", "ttc", "woff", "woff2"].contains(URL(fileURLWithPath: $0).pathExtension) }
                .sorted()
            #expect(generated == committed)
            for name in generated {
                let fresh = try Data(contentsOf: directory.appendingPathComponent(name))
                #expect(fresh == (try Data(contentsOf: fixtures.appendingPathComponent(name))), "\(name) differs from the committed fixture")
            }
        }
    }
}
