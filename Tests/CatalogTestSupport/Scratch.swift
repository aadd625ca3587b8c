import Foundation

/// A private folder per test, under the system's temporary folder with a unique name (no test
/// shares a folder another writes).
public struct Scratch {
    public let path: String

    public init(_ label: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func file(_ name: String) -> String { path + "/" + name }
    public func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    public func text(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    public func write(_ text: String, _ name: String) { _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)) }
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
