import SymbolCatalog

/// An icon set that `catalog import` builds from a neutral export (Scripts/export-icon-sets.py
/// reads each package through its own Python API and writes the export): the set's own rules.
public enum IconSet: String, CaseIterable, Sendable {
    /// Font Awesome Free 7 (`fontawesome-free-pack` 7.x, after `fontawesomefree` 6.6.0).
    case fa7
    /// Material Design Icons (`material-design-icons-pack`).
    case mdi
    /// Phosphor (`py-phosphor-icons`).
    case phosphor
    /// Lucide (`python-lucide`).
    case lucide

    /// The name people read, e.g. `Material Design Icons`.
    public var displayName: String {
        switch self {
        case .fa7: "Font Awesome Free"
        case .mdi: "Material Design Icons"
        case .phosphor: "Phosphor"
        case .lucide: "Lucide"
        }
    }

    /// The platform key of the release table: each release maps to `{platform: version}`.
    public var platform: String {
        switch self {
        case .fa7: "Font Awesome"
        default: displayName
        }
    }

    /// The embedded folder name under `Data/symbols`.
    public var folderName: String {
        switch self {
        case .fa7: "fontawesome-7"
        default: rawValue
        }
    }

    /// The licence of the icons, as an SPDX expression.
    public var license: String {
        switch self {
        case .fa7: "CC-BY-4.0 AND OFL-1.1 AND MIT"
        case .mdi: "Apache-2.0"
        case .phosphor: "MIT"
        case .lucide: "ISC"
        }
    }

    /// The `set` values of exports this import reads: Font Awesome 7 also takes the
    /// `fontawesomefree` 6.6.0 export (`fa6`) as the baseline before its 7.x releases.
    public var acceptedExports: Set<String> {
        self == .fa7 ? ["fa6", "fa7"] : [rawValue]
    }

    /// Renames derived from names alone, for a name that is in an older export and in no
    /// later one (``IconSetImport``): only Font Awesome 7, whose package carries neither
    /// aliases nor code points. See ``qualifierDropSuccessor(of:among:)``.
    public var derivesRenamesFromNames: Bool { self == .fa7 }

    /// The successor of a removed name whose name is the removed one without one word that is
    /// not its first (`user-large` → `user`, `handshake-simple-slash` → `handshake-slash`),
    /// when exactly one such name is current; nil otherwise (`vector-square` has none: dropping
    /// the first word is never a successor).
    public static func qualifierDropSuccessor(of name: String, among current: Set<String>) -> String? {
        let words = name.split(separator: "-").map(String.init)
        guard words.count > 1 else { return nil }
        var found = Set<String>()
        for index in 1..<words.count {
            var shorter = words
            shorter.remove(at: index)
            let candidate = shorter.joined(separator: "-")
            if current.contains(candidate) { found.insert(candidate) }
        }
        return found.count == 1 ? found.first : nil
    }

    /// The sentence written to `symbol_restrictions.strings` for an icon, or nil: Font
    /// Awesome's brand icons are their owners' trademarks (the same sentence as the Font
    /// Awesome 6 data set).
    func restriction(for icon: IconSetExport.Icon) -> String? {
        guard self == .fa7, icon.styles.contains("brands") else { return nil }
        return FontAwesomeImport.brandRestriction(label: icon.label ?? icon.name)
    }
}
