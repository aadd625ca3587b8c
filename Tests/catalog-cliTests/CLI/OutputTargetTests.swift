import CatalogTestSupport
import CatalogSystem
import Foundation
import Testing
@testable import catalog_cli

/// `--output PATH` for every command: a regular or new file is replaced atomically (mode
/// kept), a device, FIFO or socket is written in place as `> PATH` would, a symbolic link is
/// followed, `-` is standard output, and every failure is one line naming the path and why.
@Suite("--output PATH: atomic for files, in place for devices, FIFOs and sockets, links followed")
struct OutputTargetTests {
    static let search = ["search", "--data-set", CLI.fixture, "--format", "tsv"]
    static var expected: String { CLI.run(search).standardOutput }

    static let isRoot = getuid() == 0

    @Test("a character device made with mknod stays a device; the bytes go to it (as root, -o /dev/null no longer replaces it)",
          .enabled(if: isRoot, "mknod needs root; skipped"))
    func characterDevice() throws {
        let scratch = Scratch("output-device")
        defer { scratch.remove() }
        let device = scratch.file("null")
        // The null device (major 1, minor 3), as /dev/null is.
        try #require(mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0, "mknod: \(errno)")
        let result = CLI.run(Self.search + ["-o", device])
        #expect(result.exitCode == 0 && result.standardError == "" && result.standardOutput == "")
        #expect(FileStatus.ofLink(device)?.kind == .characterDevice)
        #expect(scratch.names() == ["null"], "no temporary file left beside it")
    }

    @Test("a FIFO is opened and written, not replaced by a file")
    func fifo() throws {
        let scratch = Scratch("output-fifo")
        defer { scratch.remove() }
        let fifo = scratch.file("pipe")
        try #require(mkfifo(fifo, 0o644) == 0)
        nonisolated(unsafe) var received = Data()
        let reader = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data()
            reader.signal()
        }
        let result = CLI.run(Self.search + ["-o", fifo])
        reader.wait()
        #expect(result.exitCode == 0)
        #expect(String(decoding: received, as: UTF8.self) == Self.expected)
        #expect(FileStatus.ofLink(fifo)?.kind == .fifo)
    }

    @Test("a socket is opened in place as the shell does (which a socket refuses); it stays a socket",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3 to bind a socket"))
    func socket() async throws {
        let scratch = Scratch("output-socket")
        defer { scratch.remove() }
        let socket = scratch.file("sock")
        _ = try await ChildProcess.run("/usr/bin/python3", ["-c", "import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])", socket])
        try #require(FileStatus.ofLink(socket)?.kind == .socket)
        let result = CLI.run(Self.search + ["-o", socket])
        #expect(result.exitCode == 1)
        #expect(result.standardError == "catalog: \(socket): cannot write: No such device or address\n")
        #expect(FileStatus.ofLink(socket)?.kind == .socket)
    }

    @Test("a symbolic link is followed to its target (made when missing); the link stays a link")
    func symbolicLink() throws {
        let scratch = Scratch("output-link")
        defer { scratch.remove() }
        scratch.write("old", "target.tsv")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.tsv"), withDestinationPath: "target.tsv")
        #expect(CLI.run(Self.search + ["-o", scratch.file("link.tsv")]).exitCode == 0)
        #expect(FileStatus.ofLink(scratch.file("link.tsv"))?.kind == .symbolicLink)
        #expect(scratch.text("target.tsv") == Self.expected)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("dangling.tsv"), withDestinationPath: "new.tsv")
        #expect(CLI.run(Self.search + ["-o", scratch.file("dangling.tsv")]).exitCode == 0)
        #expect(FileStatus.ofLink(scratch.file("dangling.tsv"))?.kind == .symbolicLink)
        #expect(scratch.text("new.tsv") == Self.expected)
        #expect(scratch.names() == ["dangling.tsv", "link.tsv", "new.tsv", "target.tsv"])
    }

    @Test("a regular file is replaced with its mode kept (a 0600 file stays 0600)")
    func modeKept() throws {
        let scratch = Scratch("output-mode")
        defer { scratch.remove() }
        scratch.write("old", "out.tsv")
        chmod(scratch.file("out.tsv"), 0o600)
        #expect(CLI.run(Self.search + ["-o", scratch.file("out.tsv")]).exitCode == 0)
        #expect(scratch.text("out.tsv") == Self.expected)
        #expect(FileStatus.of(scratch.file("out.tsv"))?.permissions == 0o600)
        #expect(scratch.names() == ["out.tsv"])
    }

    /// In a process of its own: the current folder is the whole process's, and other tests run
    /// meanwhile.
    @Test("-o - is standard output (no file named '-')", .enabled(if: BinaryRunner.isBuilt, "needs the built catalog binary"))
    func dash() async throws {
        let scratch = Scratch("output-dash")
        defer { scratch.remove() }
        let outcome = try await BinaryRunner.run(Self.search + ["-o", "-"], environment: ["CATALOG_NO_CACHE": "1"],
                                                 directory: URL(fileURLWithPath: scratch.path))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput == Self.expected)
        #expect(scratch.names() == [])
    }

    @Test("every failed write is one line, PATH: cannot write: REASON; exit 1, lint and its baseline 2", arguments: [
        (["search", "--data-set", CLI.fixture, "-o"], Int32(1)),
        (["codegen", "swift", "--data-set", CLI.fixture, "-o"], 1),
        (["info", "--data-set", CLI.fixture, "-o"], 1),
        (["lint", CLI.fixture, "--data-set", CLI.fixture, "--deployment-target", "iOS", "15.0", "-o"], 2),
        (["lint", CLI.fixture, "--data-set", CLI.fixture, "--deployment-target", "iOS", "15.0", "--write-baseline"], 2),
    ] as [([String], Int32)])
    func failures(arguments: [String], status: Int32) throws {
        let scratch = Scratch("output-fail")
        defer { scratch.remove() }
        let missing = scratch.file("no/such/folder/out")
        let result = CLI.run(arguments + [missing])
        #expect(result.exitCode == status)
        #expect(result.standardError == "catalog: \(missing): cannot write: No such file or directory\n")
        let folder = CLI.run(arguments + [scratch.path])
        #expect(folder.exitCode == status)
        #expect(folder.standardError == "catalog: \(scratch.path): cannot write: is a folder\n")
        #expect(scratch.names() == [])
    }
}
