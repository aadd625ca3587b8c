import Foundation
import SymbolCatalog

/// A small data set that holds one example of every quirk in the format reference.
enum MiniDataSet {
    static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    static let releaseTable: [String: [String: String]] = [
        "2019": ["iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0", "visionOS": "1.0"],
        "2019.1": ["iOS": "13.1", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.1", "visionOS": "1.0"],
        "2020": ["iOS": "14.0", "macOS": "11.0", "tvOS": "14.0", "watchOS": "7.0", "visionOS": "1.0"],
        "2021": ["iOS": "15.0", "macOS": "12.0", "tvOS": "15.0", "watchOS": "8.0", "visionOS": "1.0"],
        "2021.3": ["iOS": "15.4", "macOS": "12.3", "tvOS": "15.4", "watchOS": "8.5", "visionOS": "1.0"],
        "2022": ["iOS": "16.0", "macOS": "13.0", "tvOS": "16.0", "watchOS": "9.0", "visionOS": "1.0"],
    ]

    static let names: [String: String] = [
        "heart": "2019",
        "heart.fill": "2019.1",
        "doc.on.doc": "2019",                       // renamed → document.on.document
        "document.on.document": "2022",
        "a": "2019",                                // renamed → character
        "character": "2020",
        "character.ar": "2021",
        "character.he": "2021.3",
        "textformat.subscript": "2019",
        "textformat.subscript.zh": "2020",
        "textformat.subscript.zh.traditional": "2021",  // two-part suffix
        "figure.strengthtraining": "2022",
        "figure.strengthtraining.traditional": "2022",  // a symbol, not a variant
        "square.3.layers.3d.down.backward.slash.rtl": "2022",  // phantom: no base
        "arrow.uturn.left": "2019",
        "arrow.uturn.left.rtl": "2020",
        "smallcircle.fill.circle": "2019",          // renamed; legacy dot.circle points here
        "smallcircle.filled.circle": "2021",
        "apple.logo": "2019",
        "apple.intelligence": "2022",
        "0.circle": "2019",
    ]

    static let nameAliases = [
        "doc.on.doc": "document.on.document",
        "a": "character",
        "smallcircle.fill.circle": "smallcircle.filled.circle",
        "_gm": "apple.intelligence",                // a private key absent from name_availability
    ]

    static let legacyAliases = ["dot.circle": "smallcircle.fill.circle"]

    static let layersets: [String: [String: String]] = [
        "heart": ["multicolor": "2021"],
        // Older than the name: the renamed glyph kept its rendering-mode year.
        "document.on.document": ["hierarchical": "2021", "multicolor": "2022"],
        // A release the table lacks (as SF 7's layerset file does).
        "heart.fill": ["hierarchical": "2025"],
    ]

    static let categories: [[String: String]] = [
        ["key": "all", "icon": "square.grid.2x2", "label": "All"],
        ["key": "whatsnew", "icon": "sparkles", "label": "What’s New"],
        ["key": "health", "icon": "heart", "label": "Health"],
        ["key": "objectsandtools", "icon": "folder", "label": "Objects & Tools"],
    ]

    static let symbolCategories: [String: [String]] = [
        "heart": ["health"],
        "document.on.document": ["whatsnew", "objectsandtools"],
    ]

    static let keywords: [String: [String]] = [
        "heart": ["love", "like"],
        "0.circle": ["", "zero"],                    // SF 3.2 has an empty keyword
    ]

    static let restrictions = [
        "apple.logo": "This symbol may not be modified and may only be used to refer to Sign in with Apple’s service.",
        "apple.intelligence": "This\u{A0}symbol\u{A0}may not be modified and may only be used to refer to Apple Intelligence.",
    ]

    static let unicodes = ["0.circle": "\u{100038}", "heart": "\u{10014A}"]

    /// Writes every file; `plist` and `strings` pick the serialisations.
    static func write(to writer: FixtureWriter, plist: Serialisation, strings: Serialisation) throws {
        try writer.write("name_availability.plist", ["symbols": names, "year_to_release": releaseTable], as: plist)
        try writer.write("layerset_availability.plist", ["symbols": layersets, "year_to_release": releaseTable], as: plist)
        try writer.write("name_aliases.strings", nameAliases, as: strings)
        try writer.write("legacy_aliases_strings.txt", legacyAliases, as: strings)
        try writer.write("symbol_restrictions.strings", restrictions, as: strings)
        try writer.write("categories.plist", categories, as: plist)
        try writer.write("symbol_categories.plist", symbolCategories, as: plist)
        try writer.write("symbol_search.plist", keywords, as: plist)
        try writer.write("symbol_unicodes.plist", unicodes, as: plist)
        try writer.write("version.plist", ["CFBundleShortVersionString": "9.9", "ProjectName": "CoreGlyphsApp"], as: plist)
    }

    /// The mini data set, written (binary property lists, UTF-8 `.strings`) and loaded as `mini`.
    static func load(label: String) throws -> DataSet {
        let writer = FixtureWriter(label: label)
        defer { writer.remove() }
        try write(to: writer, plist: .binary, strings: .stringsUTF8)
        return try DataSetLoader.load(path: writer.path, name: "mini")
    }
}
