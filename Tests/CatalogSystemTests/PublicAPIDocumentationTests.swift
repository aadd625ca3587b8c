import Foundation
import Testing
import CatalogTestSupport

/// `Scripts/check-api-docs.sh` over the modules this test bundle was built from: every public
/// declaration of every library product (CatalogSystem up to TypeScale) has a `///` comment,
/// and no public signature shows a C type. The script reads the built modules with
/// `swift symbolgraph-extract` (`--built`): going through SwiftPM would wait for the build
/// lock that `swift test` holds while this runs.
@Suite("Public API of the libraries: documented, no C types")
struct PublicAPIDocumentationTests {
    static let script = TestPaths.packageRoot.appendingPathComponent("Scripts/check-api-docs.sh").path

    /// The folder of the test bundle, where the build put the modules (`Modules/`); nil when
    /// the bundle runs from somewhere else.
    static let buildFolder: String? = {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let folder = executable.deletingLastPathComponent().path
        return FileManager.default.fileExists(atPath: folder + "/Modules") ? folder : nil
    }()

    /// The script parses the symbol graph with python3.
    static let hasPython = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }

    @Test("check-api-docs.sh finds no offender", .enabled(if: buildFolder != nil && hasPython,
                                                          "needs python3 and the build folder of the test bundle"))
    func noOffenders() async throws {
        let scratch = Scratch("api-docs")
        defer { scratch.remove() }
        let folder = try #require(Self.buildFolder)
        let status = try await Self.run(Self.script, ["--built", folder], output: scratch.file("output"))
        #expect(status == 0, "\(scratch.text("output") ?? "")")
    }

    /// Runs `program` with its stdout and stderr in the file `output`, waiting for it without
    /// holding a thread of the pool.
    static func run(_ program: String, _ arguments: [String], output: String) async throws -> Int32 {
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        defer { try? handle.close() }
        return try await ChildProcess.run(program, arguments, standardOutput: .handle(handle), standardError: .handle(handle)).status
    }
}
