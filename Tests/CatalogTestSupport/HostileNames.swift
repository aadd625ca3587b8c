import Foundation

/// Names that try to break out of what they are written into: an HTML `<style>` element, a
/// CSS string or comment, a Swift string literal or doc comment; each with the control,
/// line-break, invisible and reordering characters a name from data can hold.
package enum HostileNames {
    /// The current symbols of ``writeDataSet(to:)``: `heart` and `heart.fill` are the
    /// ordinary names, `heart.fill` of release 2020, whose OS versions only tvOS's is one
    /// Swift's `@available` reads.
    package static let symbols: [String] = [
        "heart",
        "heart.fill",
        "x</style><script>alert(1)</script>\"\\\ny",
        "esc\u{1B}bel\u{07}nul\u{00}del\u{7F}",
        "ls\u{2028}ps\u{2029}nel\u{85}",
        "cr\rtab\tff\u{0C}",
        "q\"\u{301}",
        "*/ /* c \\(x) \\u{41}",
        "bidi\u{202E}rtl\u{FEFF}bom\u{E0041}tag\u{200B}",
    ]

    /// The old name of `heart` (a rename) in ``writeDataSet(to:)``.
    package static let oldName = "old\nname\u{1B}*/"

    /// The restriction of `heart` in ``writeDataSet(to:)``.
    package static let restriction = "Line\u{2028}two \u{1B}[2J */ /* end\u{2029}"

    /// The OS versions of release 2020: numbers with a sign, four parts, eleven digits, and
    /// tvOS's ordinary one.
    package static let versions2020 = ["iOS": "+5", "macOS": "1.2.3.4", "tvOS": "14.0", "watchOS": "-0", "visionOS": "99999999999"]

    /// Every name the data set holds, current and old.
    package static var allNames: [String] { symbols + [oldName] }

    /// Writes a data set of ``symbols`` (release 2019: iOS 13.0, macOS 10.15; 2020: ``versions2020``)
    /// to `path`: a binary `name_availability.plist`, ``oldName`` renamed to `heart` and ``restriction``
    /// on `heart` (`.strings` files, every character outside printable ASCII as `\UXXXX`).
    package static func writeDataSet(to path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let availability = try PropertyListSerialization.data(
            fromPropertyList: ["symbols": Dictionary(uniqueKeysWithValues: symbols.map { ($0, $0 == "heart.fill" ? "2020" : "2019") }),
                               "year_to_release": ["2019": ["iOS": "13.0", "macOS": "10.15"], "2020": versions2020]],
            format: .binary, options: 0)
        try availability.write(to: URL(fileURLWithPath: path + "/name_availability.plist"))
        try Data("\(stringsLiteral(oldName)) = \"heart\";\n".utf8).write(to: URL(fileURLWithPath: path + "/name_aliases.strings"))
        try Data("\"heart\" = \(stringsLiteral(restriction));\n".utf8)
            .write(to: URL(fileURLWithPath: path + "/symbol_restrictions.strings"))
    }

    /// `text` as a `.strings` literal: `\"`, `\\`, and `\UXXXX` outside printable ASCII.
    private static func stringsLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
        }
        return result + "\""
    }
}
