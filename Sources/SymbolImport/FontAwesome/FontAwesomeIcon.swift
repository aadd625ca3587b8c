import SymbolCatalog

/// One icon of a Font Awesome `icons.json`, with what the importer uses.
public struct FontAwesomeIcon: Hashable, Sendable {
    /// The icon's name, e.g. `heart` (its key in `icons.json`).
    public let name: String
    /// The name people read, e.g. `Heart`.
    public let label: String
    /// Versions in which the icon changed, as written (`"1"`, `"4.4"`, `"6.0.0-beta1"`,
    /// `"unreleased"`). The first entry is when it was added.
    public let changes: [String]
    /// Search terms (`search.terms`), as written.
    public let searchTerms: [String]
    /// Styles in the free package (`free`, else `styles`): `solid`, `regular`, `brands`.
    public let styles: [String]
    /// The code point as hex (`"f004"`), or nil.
    public let unicode: String?
    /// Other names of the icon (`aliases.names`): old names that still resolve to it.
    public let aliases: [String]
    /// The viewBox height of each free style's SVG (`svg.STYLE.height`), in SVG units.
    public let viewBoxHeights: [Double]

    /// True when a change is marked `unreleased`: the PyPI `fontawesomefree` 5.13.1 … 5.15.3
    /// packages ship Font Awesome 6 pre-release metadata in which renamed and new icons carry
    /// this marker. Such an icon's name was not released in that snapshot.
    public var isUnreleased: Bool { changes.contains("unreleased") }

    /// The release versions among ``changes``, normalised (see ``FontAwesomeVersion``).
    public var releasedChanges: [ReleaseID] { changes.compactMap(FontAwesomeVersion.normalize) }

    /// True for a brand logo (a trademark of its owner).
    public var isBrand: Bool { styles.contains("brands") }
}

/// Font Awesome version strings as release ids.
public enum FontAwesomeVersion {
    /// `"1"` → `1.0.0`, `"4.4"` → `4.4.0`, `"6.0.0-beta1"` → `6.0.0` (a pre-release counts as
    /// the release it shipped in); nil for `"unreleased"` and anything not a version.
    public static func normalize(_ text: String) -> ReleaseID? {
        let core = text.split(separator: "-", maxSplits: 1).first.map(String.init) ?? text
        var parts = core.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil }) else {
            return nil
        }
        while parts.count < 3 { parts.append("0") }
        return ReleaseID(parts.map { String(Int($0) ?? 0) }.joined(separator: "."))
    }
}
