import Foundation
@testable import SymbolCatalog

/// Two releases of one family of data sets, as SF Symbols 5 and 6 are: `sf5` where
/// `doc.on.doc` is current, and `sf6` where it was renamed `document.on.document`. Each has a
/// symbol the other lacks (`gone` only in sf5, `fresh` only in sf6); `a` was renamed
/// `character` in both; `love` is a legacy name of `heart`; sf6 has `heart.ar` and a code point.
enum TwoReleases {
    static let releases: [String: [String: String]] = [
        "2019": ["iOS": "13.0", "macOS": "10.15"],
        "2020": ["iOS": "14.0", "macOS": "11.0"],
        "2021": ["iOS": "15.0", "macOS": "12.0"],
    ]

    static let sf5Names = [
        "heart": "2019", "heart.fill": "2019", "doc.on.doc": "2019", "trash": "2019", "gone": "2019",
        "a": "2019", "character": "2020", "star": "2020",
    ]

    static let sf6Names = [
        "heart": "2019", "heart.fill": "2019", "doc.on.doc": "2019", "document.on.document": "2021", "trash": "2019",
        "a": "2019", "character": "2020", "star": "2020", "fresh": "2021", "heart.ar": "2021",
    ]

    /// Writes both data sets (folders `sf5` and `sf6` in a new temporary folder) and loads them.
    static func load() throws -> (sf5: DataSet, sf6: DataSet) {
        let writer = FixtureWriter(label: "two-releases")
        defer { writer.remove() }
        let sf5 = writer.url("sf5"), sf6 = writer.url("sf6")
        for folder in [sf5, sf6] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try write(FixtureWriter(folder: sf5), names: sf5Names, aliases: ["a": "character"],
                  releases: releases.filter { $0.key != "2021" })
        try write(FixtureWriter(folder: sf6), names: sf6Names, aliases: ["a": "character", "doc.on.doc": "document.on.document"],
                  releases: releases)
        try FixtureWriter(folder: sf6).write("symbol_unicodes.plist", ["heart": "\u{10014A}"], as: .xml)
        return (try DataSetLoader.load(path: sf5.path, name: "sf5"), try DataSetLoader.load(path: sf6.path, name: "sf6"))
    }

    static func write(_ writer: FixtureWriter, names: [String: String], aliases: [String: String],
                      releases: [String: [String: String]]) throws {
        try writer.write("name_availability.plist", ["symbols": names, "year_to_release": releases], as: .xml)
        try writer.write("name_aliases.strings", aliases, as: .stringsUTF8)
        try writer.write("legacy_aliases.strings", ["love": "heart"], as: .stringsUTF8)
    }
}

extension FixtureWriter {
    /// A writer for an existing folder.
    init(folder: URL) {
        self.folder = folder
    }
}
