import Foundation

/// A private folder per test.
struct Scratch {
    let path: String

    init(_ label: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(label)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }
    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    func text(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    func write(_ text: String, _ name: String) { _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)) }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
