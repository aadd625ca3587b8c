import CatalogTestSupport
import Foundation
@testable import catalog_cli

/// Runs the built `catalog` binary as a separate process (optionally as the unprivileged
/// user `nobody`, through `setpriv`), waited for off the cooperative pool (``ChildProcess``).
enum BinaryRunner {
    typealias Outcome = ChildProcess.Outcome

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: CLI.binary.path) }

    static let setpriv = ChildProcess.installed("setpriv")

    /// True when this process is root, `setpriv` exists, and `nobody` can run the binary
    /// (its folders must be searchable by others). Asked once, at the first use, by a blocking
    /// run: a trait's condition cannot await.
    static let canRunAsNobody: Bool = {
        guard isBuilt, getuid() == 0, let setpriv else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", CLI.binary.path, "--help"]
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Starts the binary with both output streams captured.
    static func start(_ arguments: [String], environment: [String: String], asNobody: Bool = false, directory: URL? = nil,
                      standardOutput: ChildProcess.Stream = .captured) throws -> ChildProcess {
        if asNobody, let setpriv {
            return try ChildProcess(setpriv, ["--reuid=nobody", "--regid=nogroup", "--clear-groups", CLI.binary.path] + arguments,
                                    environment: environment, directory: directory, standardOutput: standardOutput)
        }
        return try ChildProcess(CLI.binary.path, arguments, environment: environment, directory: directory, standardOutput: standardOutput)
    }

    static func run(_ arguments: [String], environment: [String: String], asNobody: Bool = false, directory: URL? = nil,
                    standardOutput: ChildProcess.Stream = .captured) async throws -> Outcome {
        try await start(arguments, environment: environment, asNobody: asNobody, directory: directory,
                        standardOutput: standardOutput).outcome()
    }
}
