import CatalogSystem
import CatalogTestSupport
import Foundation
import Testing
@testable import catalog_cli

/// `catalog pick` in a tmux pane of its own (a private tmux server on a socket in a
/// temporary folder): keys sent with `send-keys`, the screen read with `capture-pane` and
/// polled until what a test waits for appears, never after a fixed sleep.
final class TmuxPane {
    static let tmux = ShellTool.path("tmux")
    /// How long a wait may take before the test fails: generous, for a loaded machine.
    static let patience: TimeInterval = 90

    let folder: URL
    private let socket: String

    /// Files the pane's script writes.
    var outputFile: URL { folder.appendingPathComponent("out") }
    var errorFile: URL { folder.appendingPathComponent("err") }
    var storeFile: URL { folder.appendingPathComponent("collections.json") }

    /// Starts `catalog pick ARGUMENTS` in a pane of `columns` × `rows`, from a script that
    /// records the terminal modes before and after (`stty -g`), the output, the exit status
    /// and the picker's process id. The script runs with job control (`set -m`), as an
    /// interactive shell would: the picker is a foreground job of its own, so that SIGTSTP
    /// stops it (a stopped job is continued with `fg` once the test says ``resume()``).
    ///
    /// Other commands run the same way: `command` instead of `pick`, with `errorToPane` its
    /// standard error on the pane (the progress line) instead of the file, and `clipboard`
    /// tmux's `set-clipboard` (nil: tmux's default, `external`, which drops OSC 52).
    init(_ arguments: [String], command: String = "pick", errorToPane: Bool = false, clipboard: String? = "on",
         columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) async throws {
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("catalog-pick-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("tmux").path
        let home = folder.appendingPathComponent("home")
        var variables = [
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "CATALOG_DATA_DIR": CLI.embedded, "CATALOG_STORE": storeFile.path, "PATH": "/usr/bin:/bin", "TERM": "screen",
        ]
        variables.merge(environment) { $1 }
        let exports = variables.sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quoted($0.value))" }.joined(separator: "\n")
        let directory = Self.quoted(folder.path)
        let script = """
            \(exports)
            cd \(directory)
            set -m
            # A job that SIGINT ends makes the shell raise SIGINT on itself (dash, bash):
            # caught here, so that the script goes on to record the status. (A trap, not
            # an ignored signal, which the job would inherit.)
            trap : INT
            stty -g > before
            \(Self.quoted(CLI.binary.path)) \(command) \(arguments.map(Self.quoted).joined(separator: " ")) > out \(errorToPane ? "" : "2> err") &
            echo $! > pid
            fg %1 > /dev/null
            status=$?
            while [ $status -eq 148 ]; do
                stty -g > during
                echo stopped > stopped
                while [ ! -e resume ]; do sleep 0.05; done
                rm -f resume stopped
                fg %1 > /dev/null
                status=$?
            done
            echo $status > status.tmp
            stty -g > after
            mv status.tmp status
            exec sleep 600
            """
        try script.write(to: folder.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        // Started without Foundation's Process: the server it forks would inherit the socket
        // by which Process learns that its child exited, and the wait would never end.
        let started = try ExternalTool.run(try #require(Self.tmux), [
            "-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "pick",
            "/bin/sh \(folder.appendingPathComponent("run.sh").path)",
        ], input: [], environment: ["PATH": "/usr/bin:/bin"])
        #expect(started == 0)
        if let clipboard { try await tmux(["set-option", "-g", "set-clipboard", clipboard]) }
    }

    deinit {
        if let tmux = Self.tmux {
            _ = try? ExternalTool.run(tmux, ["-S", socket, "kill-server"], input: [], environment: ["PATH": "/usr/bin:/bin"])
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs a tmux command on this pane's server (one that starts no server) and returns
    /// what it printed. Its output goes to a file, not a pipe: nothing tmux leaves running
    /// can hold a file open past the command's end.
    @discardableResult
    func tmux(_ arguments: [String]) async throws -> String {
        let output = folder.appendingPathComponent("tmux-output-\(UUID().uuidString.prefix(8))")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        _ = try await ChildProcess.run(try #require(Self.tmux), ["-S", socket] + arguments, environment: ["PATH": "/usr/bin:/bin"],
                                       standardOutput: .handle(handle), standardError: .handle(handle))
        return try String(contentsOf: output, encoding: .utf8)
    }

    /// The pane as text, one line a row (with `escapes`, the attributes too).
    func screen(escapes: Bool = false) async throws -> [String] {
        let text = try await tmux(["capture-pane", "-p", "-t", "pick"] + (escapes ? ["-e"] : []))
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func send(_ keys: String...) async throws {
        try await tmux(["send-keys", "-t", "pick"] + keys)
    }

    /// Typed literally (`send-keys -l`).
    func type(_ text: String) async throws {
        try await tmux(["send-keys", "-t", "pick", "-l", text])
    }

    /// Polls until `condition` holds; fails the test (and returns false) after ``patience``.
    @discardableResult
    func wait(for what: String, sourceLocation: SourceLocation = #_sourceLocation,
              _ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(Self.patience)
        while Date() < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        let shown = (try? await screen().joined(separator: "\n")) ?? ""
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().joined(separator: ", ")
        Issue.record("waited \(Int(Self.patience)) s for \(what); the folder holds \(files); the pane shows:\n\(shown)",
                     sourceLocation: sourceLocation)
        return false
    }

    /// Waits for a screen on which `condition` holds.
    @discardableResult
    func waitForScreen(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                       _ condition: ([String]) -> Bool) async throws -> Bool {
        try await wait(for: what, sourceLocation: sourceLocation) { condition(try await screen()) }
    }

    /// The picker's exit status, once it has exited.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32? {
        let file = folder.appendingPathComponent("status")
        guard try await wait(for: "the picker to exit", sourceLocation: sourceLocation, { FileManager.default.fileExists(atPath: file.path) }) else {
            return nil
        }
        return Int32(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The picker's process id.
    func pid() async throws -> pid_t {
        let file = folder.appendingPathComponent("pid")
        try await wait(for: "the picker's process id") { (try? String(contentsOf: file, encoding: .utf8))?.hasSuffix("\n") == true }
        return pid_t(try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// `stty -g` before the picker started and after it exited.
    func modes() throws -> (before: String, after: String) {
        (try String(contentsOf: folder.appendingPathComponent("before"), encoding: .utf8),
         try String(contentsOf: folder.appendingPathComponent("after"), encoding: .utf8))
    }

    /// Waits until the picker is stopped (SIGTSTP); returns `stty -g` taken meanwhile.
    func waitForStop(sourceLocation: SourceLocation = #_sourceLocation) async throws -> String? {
        let file = folder.appendingPathComponent("stopped")
        guard try await wait(for: "the picker to stop", sourceLocation: sourceLocation, { FileManager.default.fileExists(atPath: file.path) }) else {
            return nil
        }
        return try String(contentsOf: folder.appendingPathComponent("during"), encoding: .utf8)
    }

    /// Continues a stopped picker in the foreground (`fg`).
    func resume() throws {
        try Data().write(to: folder.appendingPathComponent("resume"))
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
