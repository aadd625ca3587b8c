import Foundation
import CatalogTestSupport

/// Writes exports in the layout of Scripts/export-icon-sets.py, for the importer tests.
struct ExportWriter {
    let scratch: Scratch

    /// One icon: `name` with the given fields (absent ones as the script leaves them out).
    static func icon(
        _ name: String, added: String? = nil, changes: [String]? = nil, styles: [String] = [], tags: [String] = [],
        categories: [String] = [], aliases: [(String, Bool)] = [], deprecated: Bool = false, codepoint: Int? = nil,
        label: String? = nil, strokes: [[Any]]? = nil
    ) -> [String: Any] {
        var icon: [String: Any] = [
            "name": name, "styles": styles, "tags": tags, "categories": categories, "deprecated": deprecated,
            "aliases": aliases.map { ["name": $0.0, "deprecated": $0.1] as [String: Any] },
        ]
        if let added { icon["added"] = added }
        if let changes { icon["changes"] = changes }
        if let codepoint { icon["codepoint"] = codepoint }
        if let label { icon["label"] = label }
        if let strokes { icon["strokes"] = strokes }
        return icon
    }

    /// Writes `set`'s export of `release` as `file` and returns its path.
    @discardableResult
    func write(_ file: String, set: String, release: String, icons: [[String: Any]],
               categories: [(String, String)] = [], license: String = "MIT", svg: [String: Any]? = nil, schemaVersion: Int = 2) throws -> String {
        var root: [String: Any] = [
            "schemaVersion": schemaVersion, "set": set, "release": release,
            "package": ["name": "\(set)-package", "version": release],
            "license": ["spdx": license, "text": "\(license) licence text\n"],
            "categories": categories.map { ["key": $0.0, "label": $0.1] },
            "glyphSource": ["package": "\(set)-package", "version": release, "template": "{style}/{name}.svg"],
            "icons": icons,
        ]
        if let svg { root["svg"] = svg }
        let data = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        let path = scratch.file(file)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }
}
