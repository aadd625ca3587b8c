import Foundation
import Testing
@testable import catalog_cli
import CatalogTestSupport

/// `Scripts/install-fonts.sh` checks the Python it will need before it fetches or builds
/// anything: with a `python3` on PATH that lacks the build's modules (the real interpreter run
/// with `-S`: no site-packages, so no fontTools, picosvg, skia-pathops or pip), it says what is
/// missing in one line, then the one command that installs it, and exits 1 having written
/// nothing.
@Suite("install-fonts.sh: Python prerequisites first", .enabled(if: PythonInterpreter.path != nil, "python3 is not installed"))
struct InstallFontsTests {
    static let script = CLI.packageRoot.appendingPathComponent("Scripts/install-fonts.sh").path

    /// A folder with `bin/python3` (the interpreter without site-packages) and an empty cache,
    /// in which the package of `prefetched` (an icon set's package folder) is already complete.
    static func withBarePython(prefetched: String? = nil, _ body: (_ folder: URL, _ environment: [String: String]) async throws -> Void) async throws {
        let folder = try ShellTool.temporaryHome("install-fonts")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try ExecutableScript.write("#!/bin/sh\nexec \(PythonInterpreter.path!) -S \"$@\"\n", to: bin.appendingPathComponent("python3").path)
        if let prefetched {
            let package = folder.appendingPathComponent("cache/icon-sets/packages/\(prefetched)")
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try Data().write(to: package.appendingPathComponent(".complete"))
        }
        try await body(folder, ["PATH": bin.path + ":/usr/bin:/bin", "HOME": folder.path, "CATALOG_CACHE": folder.appendingPathComponent("cache").path,
                                "XDG_DATA_HOME": folder.appendingPathComponent("data").path, "CATALOG_DATA_DIR": CLI.embedded])
    }

    static let pipLine = "python3 -m pip install fonttools==4.68.0 picosvg==0.23.0 skia-pathops==0.9.2\n"

    @Test("an icon set whose package is fetched: the build's modules are missing, and the one pip line")
    func modules() async throws {
        try await Self.withBarePython(prefetched: "material-design-icons-pack-7.4.47") { folder, environment in
            let bash = try #require(ShellTool.path("bash"))
            let result = try await ShellTool.run(bash, [Self.script, "mdi"], environment: environment)
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "install-fonts: python3 (\(folder.path)/bin/python3) lacks the Python modules that build mdi's fonts "
                + "from its SVGs: fontTools (fonttools), picosvg, pathops (skia-pathops); install them with:\n" + Self.pipLine)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("data").path))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path) == ["icon-sets"])
        }
    }

    @Test("nothing fetched yet: pip is missing too, said in the same line")
    func pipAndModules() async throws {
        try await Self.withBarePython { folder, environment in
            let bash = try #require(ShellTool.path("bash"))
            let result = try await ShellTool.run(bash, [Self.script, "lucide"], environment: environment)
            #expect(result.status == 1)
            #expect(result.standardError == "install-fonts: python3 (\(folder.path)/bin/python3) has no pip (Debian and Ubuntu: apt-get install "
                + "python3-pip; elsewhere: python3 -m ensurepip --user), which fetches lucide's package from PyPI, and lacks the Python modules "
                + "that build lucide's fonts from its SVGs: fontTools (fonttools), picosvg, pathops (skia-pathops); install pip, then them with:\n"
                + Self.pipLine)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
            // Font Awesome's fonts are fetched, not built: only pip.
            let fontAwesome = try await ShellTool.run(bash, [Self.script, "fontawesome-6"], environment: environment)
            #expect(fontAwesome.status == 1)
            #expect(fontAwesome.standardError == "install-fonts: python3 (\(folder.path)/bin/python3) has no pip (Debian and Ubuntu: apt-get "
                + "install python3-pip; elsewhere: python3 -m ensurepip --user), which fetches fontawesome-6's package from PyPI; install it with:\n"
                + "python3 -m ensurepip --user\n")
        }
    }

    @Test("no python3 on PATH at all: one line")
    func noPython() async throws {
        let folder = try ShellTool.temporaryHome("install-fonts-none")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bash = try #require(ShellTool.path("bash"))
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for tool in ["dirname", "find", "head", "install", "mkdir"] {
            if let path = ShellTool.path(tool) { try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: path) }
        }
        let result = try await ShellTool.run(bash, [Self.script, "mdi"], environment: ["PATH": bin.path, "HOME": folder.path, "CATALOG_DATA_DIR": CLI.embedded])
        #expect(result.status == 1)
        #expect(result.standardError == "install-fonts: python3 is not on PATH; it reads the data set and fetches and builds the fonts: "
            + "install Python 3.11 (Debian: apt-get install python3 python3-pip)\n")
    }
}

enum PythonInterpreter {
    /// The real interpreter behind `python3`, or nil.
    static let path: String? = {
        guard let python = ShellTool.path("python3"),
              let outcome = try? ChildProcess(python, ["-c", "import sys; print(sys.executable)"]).blockingOutcome(), outcome.status == 0 else { return nil }
        return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }()
}
