import Foundation
@testable import catalog_cli

/// Runs the built `catalog` binary as a separate process (optionally as the unprivileged
/// user `nobody`, through `setpriv`).
enum BinaryRunner {
    struct Outcome {
        var status: Int32
        var killed: Bool
        var standardOutput: String
        var standardError: String
    }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: CLI.binary.path) }

    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// True when this process is root, `setpriv` exists, and `nobody` can run the binary
    /// (its folders must be searchable by others).
    static let canRunAsNobody: Bool = {
        guard isBuilt, getuid() == 0, setpriv != nil else { return false }
        return (try? run(["--help"], environment: [:], asNobody: true).status) == 0
    }()

    /// A process ready to start, with both output streams captured.
    static func process(_ arguments: [String], environment: [String: String], asNobody: Bool = false) -> (Process, Pipe, Pipe) {
        let process = Process()
        if asNobody, let setpriv {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--reuid=nobody", "--regid=nogroup", "--clear-groups", CLI.binary.path] + arguments
        } else {
            process.executableURL = CLI.binary
            process.arguments = arguments
        }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        return (process, out, err)
    }

    static func run(_ arguments: [String], environment: [String: String], asNobody: Bool = false) throws -> Outcome {
        let (process, out, err) = process(arguments, environment: environment, asNobody: asNobody)
        try process.run()
        return finish(process, out, err)
    }

    /// Reads both streams to the end, then waits for the process.
    static func finish(_ process: Process, _ out: Pipe, _ err: Pipe) -> Outcome {
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
                       standardOutput: String(decoding: stdout, as: UTF8.self), standardError: String(decoding: stderr, as: UTF8.self))
    }
}
