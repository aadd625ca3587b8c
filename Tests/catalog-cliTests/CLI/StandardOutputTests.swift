import CatalogTestSupport
import CatalogSystem
import Foundation
import Testing
@testable import catalog_cli

/// Standard output as the built binary writes it: a write error is reported and fails the
/// command; a reader that goes away ends it quietly.
@Suite("Standard output: write errors fail loudly, a closed pipe ends quietly",
       .enabled(if: BinaryRunner.isBuilt, "needs the built binary"))
struct StandardOutputTests {
    static let dataSet = CLI.embedded + "/fontawesome-5.15.4"

    /// Runs the binary with standard output going to `path`.
    static func run(_ arguments: [String], stdoutTo path: String) async throws -> BinaryRunner.Outcome {
        let output = try #require(FileHandle(forWritingAtPath: path))
        defer { try? output.close() }
        return try await BinaryRunner.run(arguments, environment: ["HOME": "/nonexistent", "CATALOG_NO_CACHE": "1"],
                                          standardOutput: .handle(output))
    }

    @Test("search --json > a file on a full tmpfs: 'catalog: write error: No space left on device', exit 1 (was exit 0, truncated JSON)",
          .enabled(if: Mounting.isPossible, "needs root and mount(8)"))
    func fullDisk() async throws {
        let scratch = Scratch("stdout-full")
        defer { scratch.remove() }
        let mount = scratch.file("disk")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        try #require(Mounting.shell(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mount]) == 0)
        defer { Mounting.shell(["umount", "-l", mount]) }
        let file = mount + "/out.json"
        _ = FileManager.default.createFile(atPath: file, contents: nil)
        let outcome = try await Self.run(["search", "--json", "--data-set", Self.dataSet], stdoutTo: file)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "catalog: write error: No space left on device\n")
    }

    @Test("lint's output on a full device is exit 2, as every lint that cannot finish",
          .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full"), "needs /dev/full"))
    func lintFullDevice() async throws {
        let outcome = try await Self.run(["lint", CLI.fixture, "--data-set", CLI.fixture, "--deployment-target", "iOS", "15.0"],
                                   stdoutTo: "/dev/full")
        #expect(outcome.status == 2)
        #expect(outcome.standardError == "catalog: write error: No space left on device\n")
    }

    @Test("| head -c 1: the pipe's reader goes; catalog ends by SIGPIPE with nothing on stderr, as coreutils do")
    func closedPipe() async throws {
        let scratch = Scratch("stdout-pipe")
        defer { scratch.remove() }
        let script = "set -o pipefail; HOME=/nonexistent CATALOG_NO_CACHE=1 '\(CLI.binary.path)' search --json --data-set '\(Self.dataSet)' "
            + "2>'\(scratch.file("err"))' | head -c 1 >/dev/null; echo $?"
        let printed = try await ChildProcess.run("/bin/bash", ["-c", script]).standardOutput
        #expect(printed == "141\n")
        #expect(scratch.text("err") == "")
    }
}
