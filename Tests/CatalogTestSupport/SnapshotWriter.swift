import Foundation

/// Writes a small Font Awesome package snapshot in the PyPI layout.
package struct SnapshotWriter {
    package let root: URL
    package let metadata: URL

    package init(version: String?, in parent: URL, package: String = "fontawesomefree") {
        root = parent.appendingPathComponent("\(package)-\(version ?? "unknown")")
        metadata = root.appendingPathComponent("\(package)/static/\(package)/metadata")
        try? FileManager.default.createDirectory(at: metadata, withIntermediateDirectories: true)
        if let version {
            let distInfo = root.appendingPathComponent("\(package)-\(version).dist-info")
            try? FileManager.default.createDirectory(at: distInfo, withIntermediateDirectories: true)
            try? Data("Metadata-Version: 2.1\nName: \(package)\nVersion: \(version)\n".utf8)
                .write(to: distInfo.appendingPathComponent("METADATA"))
        }
    }

    package var path: String { root.path }

    package func icons(_ icons: [String: [String: Any]]) throws {
        try JSONSerialization.data(withJSONObject: icons, options: [.sortedKeys])
            .write(to: metadata.appendingPathComponent("icons.json"))
    }

    package func shims(_ rows: [[Any]]) throws {
        try JSONSerialization.data(withJSONObject: rows).write(to: metadata.appendingPathComponent("shims.json"))
    }

    package func text(_ name: String, _ content: String) throws {
        try Data(content.utf8).write(to: metadata.appendingPathComponent(name))
    }

    /// An icon record as `icons.json` has it.
    package static func icon(_ changes: [String], styles: [String] = ["solid"], terms: [String] = [], unicode: String = "f000",
                     label: String = "Label", aliases: [String]? = nil) -> [String: Any] {
        var record: [String: Any] = [
            "changes": changes, "styles": styles, "free": styles, "unicode": unicode, "label": label,
            "search": ["terms": terms], "ligatures": [String](), "voted": false,
        ]
        if let aliases { record["aliases"] = ["names": aliases] }
        return record
    }
}
