import Foundation
import Testing
import CatalogTestSupport

/// Helpers shared by the TypeScale tests: fixture paths and scratch directories.
enum TestSupport {
    /// The path of `name` among the shared fixture fonts (made by
    /// `Scripts/make-test-fonts.py`; ``Fixtures/font(_:)``).
    static func fixturePath(_ name: String) throws -> String {
        let path = Fixtures.font(name)
        try #require(FileManager.default.fileExists(atPath: path), "fixture \(name) is missing")
        return path
    }

    /// Runs `body` with a fresh empty directory that is deleted afterwards.
    static func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// ``withTemporaryDirectory(_:)`` for a body that awaits.
    static func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try await body(directory)
    }

    private static func makeTemporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("TypeScaleTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `contents` (UTF-8) to `name` in `directory` and returns the file's path.
    static func write(_ contents: String, to name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
