import Foundation

/// A project folder a test writes files into (an app to lint, a package to scan), under the
/// system's temporary folder with a unique name.
package struct ProjectFolder {
    package let root: URL

    package init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-project-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `text` to `path` under the folder, making the folders it needs.
    package func write(_ path: String, _ text: String) {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of `path` under the folder, or nil.
    package func read(_ path: String) -> String? { try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    package func remove() { try? FileManager.default.removeItem(at: root) }
}
