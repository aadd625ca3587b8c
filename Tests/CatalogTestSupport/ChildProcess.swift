import Foundation

/// A program a test runs, waited for without holding a thread of the cooperative pool.
///
/// Every test that starts a process goes through here: both output streams are read to the
/// end at once (so neither can fill its pipe and stall the child), and the waiting happens on a
/// ``DedicatedThread``.
package final class ChildProcess: @unchecked Sendable {
    /// How a process ended and what it printed.
    package struct Outcome: Sendable {
        /// The exit status, or the signal's number when `killed`.
        package var status: Int32
        /// Ended by a signal.
        package var killed: Bool
        package var standardOutputData: Data
        package var standardErrorData: Data

        package init(status: Int32, killed: Bool, standardOutputData: Data, standardErrorData: Data) {
            self.status = status
            self.killed = killed
            self.standardOutputData = standardOutputData
            self.standardErrorData = standardErrorData
        }

        package var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
        package var standardError: String { String(decoding: standardErrorData, as: UTF8.self) }
    }

    /// Where a stream goes: captured (a pipe the outcome reads), or a handle of the test's.
    package enum Stream {
        case captured
        case handle(FileHandle)
    }

    private let process: Process
    private let output: Pipe?
    private let errors: Pipe?

    /// The running child's process ID.
    package var processIdentifier: Int32 { process.processIdentifier }
    /// True until the child has ended.
    package var isRunning: Bool { process.isRunning }

    /// Starts `executable` (a path) with `arguments`. `environment` nil inherits the test
    /// process's; `input` is written to its standard input, which is then closed (nil: no input
    /// at all, `/dev/null`).
    package init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                 directory: URL? = nil, input: Data? = nil,
                 standardOutput: Stream = .captured, standardError: Stream = .captured) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        output = Self.attach(standardOutput) { process.standardOutput = $0 }
        errors = Self.attach(standardError) { process.standardError = $0 }
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        self.process = process
        try process.run()
        if let input, let inputPipe {
            // A writer of its own: the child may print before it has read everything.
            let writer = inputPipe.fileHandleForWriting
            Thread.detachNewThread {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
    }

    private static func attach(_ stream: Stream, _ set: (Any) -> Void) -> Pipe? {
        switch stream {
        case .captured:
            let pipe = Pipe()
            set(pipe)
            return pipe
        case .handle(let handle):
            set(handle)
            return nil
        }
    }

    /// Sends `signal` to the child.
    package func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits for the child to end, reading what it prints meanwhile.
    package func outcome() async -> Outcome {
        await DedicatedThread.run { self.collect() }
    }

    /// Waits for the child on this thread: only where nothing can await (a static property a
    /// test trait reads, a `defer`) and the child ends at once. Tests await ``outcome()``.
    package func blockingOutcome() -> Outcome {
        collect()
    }

    private func collect() -> Outcome {
        let errorsRead = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var errorData = Data()
        if let errors {
            Thread.detachNewThread {
                errorData = errors.fileHandleForReading.readDataToEndOfFile()
                errorsRead.signal()
            }
        } else {
            errorsRead.signal()
        }
        let outputData = output?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        errorsRead.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal,
                       standardOutputData: outputData, standardErrorData: errorData)
    }

    /// Starts a program and waits for it.
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                            directory: URL? = nil, input: Data? = nil,
                            standardOutput: Stream = .captured, standardError: Stream = .captured) async throws -> Outcome {
        try await ChildProcess(executable, arguments, environment: environment, directory: directory, input: input,
                               standardOutput: standardOutput, standardError: standardError).outcome()
    }

    /// The program's path when it is installed in a standard place.
    package static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
