import CatalogTestSupport
import Foundation
@testable import catalog_cli

/// Runs the built `catalog` binary as a separate process (optionally as the unprivileged
/// user `nobody`, through `setpriv`, from a ``NobodyCopy``), waited for off the cooperative
/// pool (``ChildProcess``).
enum BinaryRunner {
    typealias Outcome = ChildProcess.Outcome

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: CLI.binary.path) }

    static let setpriv = ChildProcess.installed("setpriv")
    static let nobodyOptions = ["--reuid=nobody", "--regid=nogroup", "--clear-groups"]

    /// True when this process is root, `setpriv` exists, and `nobody` can run a copy of the
    /// binary. Asked once, at the first use, by a blocking run: a trait's condition cannot await.
    static let canRunAsNobody: Bool = {
        guard isBuilt, getuid() == 0, let setpriv, let copy = try? NobodyCopy() else { return false }
        defer { copy.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = nobodyOptions + [copy.binary, "--help"]
        process.environment = [:]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Starts the binary with both output streams captured; as `nobody` when given a copy, on
    /// the copy's data wherever an argument or the environment names the clone's.
    static func start(_ arguments: [String], environment: [String: String], asNobody copy: NobodyCopy? = nil, directory: URL? = nil,
                      standardOutput: ChildProcess.Stream = .captured) throws -> ChildProcess {
        if let copy, let setpriv {
            return try ChildProcess(setpriv, nobodyOptions + [copy.binary] + arguments.map(copy.moved),
                                    environment: environment.mapValues(copy.moved), directory: directory, standardOutput: standardOutput)
        }
        return try ChildProcess(CLI.binary.path, arguments, environment: environment, directory: directory, standardOutput: standardOutput)
    }

    static func run(_ arguments: [String], environment: [String: String], asNobody copy: NobodyCopy? = nil, directory: URL? = nil,
                    standardOutput: ChildProcess.Stream = .captured) async throws -> Outcome {
        try await start(arguments, environment: environment, asNobody: copy, directory: directory,
                        standardOutput: standardOutput).outcome()
    }
}
