import Foundation

/// Where tests find the package and the shared SF Symbols data.
package enum TestPaths {
    /// The package root, found from this file's path.
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/sfsymbols` beside the checkout, or nil when absent (it exists in CI).
    package static let sharedSymbols: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sfsymbols")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }()

    /// The path of the shared data-set folder `name` (`sf6.0_2024-10_sfsafesymbols-fork`),
    /// whether or not it exists.
    package static func shared(_ name: String) -> String {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/sfsymbols/" + name).path
    }

    /// A shared data-set folder whose name starts with `prefix` (e.g. `sf6.0_`).
    package static func sharedSet(_ prefix: String) -> URL? {
        guard let root = sharedSymbols,
              let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return nil }
        return names.sorted().first { $0.hasPrefix(prefix) }.map { root.appendingPathComponent($0) }
    }

    /// A fresh empty folder under the system's temporary directory.
    package static func temporaryFolder(_ label: String = "catalog-tests") -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
