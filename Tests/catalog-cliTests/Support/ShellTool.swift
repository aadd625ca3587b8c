import Foundation
@testable import catalog_cli

/// Runs an outside program (a shell, `expect`, `groff`) for the shell-integration tests.
enum ShellTool {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The program's path when it is installed in a standard place.
    static func path(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: URL? = nil, input: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try? stdin.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: stdout, as: UTF8.self),
                       standardError: String(decoding: stderr, as: UTF8.self))
    }

    /// A private home for a test: embedded data, and registry, store and cache in a temporary folder.
    static func environment(home: URL) -> [String: String] {
        [
            "PATH": CLI.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": home.path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "CATALOG_DATA_DIR": CLI.embedded,
            "TERM": "dumb",
        ]
    }

    static func temporaryHome(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
