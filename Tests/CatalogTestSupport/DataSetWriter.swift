import Foundation

/// Writes a small data set: `name_availability.plist` (XML), `name_aliases.strings` when
/// there are renames, and `legacy_aliases.strings` with the legacy name `love` for `heart`.
package enum DataSetWriter {
    /// `names` maps each name to its release; `releases` each release to its OS versions.
    package static func write(_ path: String, names: [String: String], aliases: [String: String], releases: [String: [String: String]]) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let availability = try? PropertyListSerialization.data(
            fromPropertyList: ["symbols": names, "year_to_release": releases], format: .xml, options: 0)
        _ = FileManager.default.createFile(atPath: path + "/name_availability.plist", contents: availability)
        if !aliases.isEmpty {
            let strings = aliases.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
            _ = FileManager.default.createFile(atPath: path + "/name_aliases.strings", contents: Data(strings.utf8))
        }
        _ = FileManager.default.createFile(atPath: path + "/legacy_aliases.strings", contents: Data("\"love\" = \"heart\";\n".utf8))
    }
}
