import Foundation

/// A private folder per test, under the system's temporary folder with a unique name (no test
/// shares a folder another writes).
package struct Scratch {
    package let path: String

    package init(_ label: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    package func file(_ name: String) -> String { path + "/" + name }
    package func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    package func text(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    package func write(_ text: String, _ name: String) { _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)) }
    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}
