import Foundation

/// python3 as a reference: the tests that compare with a Python library (tinycss2,
/// `html.parser`, `plistlib`, a Markdown renderer) run it through here.
package enum Python {
    /// True when python3 imports `module` (asked once for a test trait, where nothing can await).
    package static func has(_ module: String) -> Bool {
        (try? ChildProcess("/usr/bin/env", ["python3", "-c", "import \(module)"]).blockingOutcome().status) == 0
    }

    /// Runs `script` with `input` on stdin; its stdout, or an error when it fails.
    package static func run(_ script: String, arguments: [String] = [], input: String) async throws -> String {
        try await run(script, arguments: arguments, input: Data(input.utf8))
    }

    /// Runs `script` with the bytes `input` on stdin; its stdout, or an error with its stderr
    /// when it fails.
    package static func run(_ script: String, arguments: [String] = [], input: Data) async throws -> String {
        let outcome = try await ChildProcess.run("/usr/bin/env", ["python3", "-c", script] + arguments, input: input)
        guard outcome.status == 0 else { throw Failure(message: outcome.standardError) }
        return outcome.standardOutput
    }

    /// A script that exited non-zero, with what it wrote on stderr.
    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { "python3 failed: \(message)" }
    }
}
