import CatalogSystem
import CatalogFormats
import SymbolCatalog

/// One neutral export of an icon-set package (Scripts/export-icon-sets.py): what the package's
/// Python API gives, with the SVGs' design grid and a stroked set's strokes but not the SVGs.
public struct IconSetExport: Sendable {
    /// The export's `set`: `fa6`, `fa7`, `mdi`, `phosphor` or `lucide`.
    public let set: String
    /// The package, e.g. `material-design-icons-pack`.
    public let packageName: String
    /// The package's version.
    public let packageVersion: String
    /// The icon set's own version that the package carries (Phosphor `2.1.0` in
    /// `py-phosphor-icons` 0.1.1): the release this export is.
    public let release: ReleaseID
    /// The icons' licence: SPDX expression and the full text.
    public let license: (spdx: String, text: String)
    /// Categories in the set's order.
    public let categories: [(key: String, label: String)]
    /// Where each icon's SVG is: `package`, `version` and `template` (`{name}`, `{style}`).
    public let glyphSource: [(key: String, value: String)]
    /// The viewBox every icon's SVG shares and the fonts' baseline in it, with a stroked set's
    /// strokes (`svg` and each icon's `strokes`, schema 2); nil in an export without them.
    public let svgGrid: SVGGrid?
    /// Icons by name, in name order.
    public let icons: [Icon]
    /// The file read.
    public let path: String

    /// One icon of an export.
    public struct Icon: Sendable, Equatable {
        /// The icon's name (slug), e.g. `heart`.
        public let name: String
        /// The name people read, when the set has one.
        public let label: String?
        /// Styles that draw it (Font Awesome families, Phosphor weights); empty for one-style sets.
        public let styles: [String]
        /// Search tags, as the set writes them.
        public let tags: [String]
        /// Category keys.
        public let categories: [String]
        /// Other names that resolve to this icon, and whether the set deprecates each.
        public let aliases: [(name: String, deprecated: Bool)]
        /// The release the set says added it (normalised to three components), or nil.
        public let added: ReleaseID?
        /// Releases in which the icon changed, oldest first (Font Awesome's `changes`), or empty.
        public let changes: [ReleaseID]
        /// True when the set marks the icon deprecated.
        public let deprecated: Bool
        /// The icon's author, when the set names one (Material Design Icons).
        public let author: String?
        /// The code point in the set's font, or nil.
        public let codepoint: UInt32?

        /// Equal when every field is.
        public static func == (lhs: Icon, rhs: Icon) -> Bool {
            lhs.name == rhs.name && lhs.label == rhs.label && lhs.styles == rhs.styles && lhs.tags == rhs.tags
                && lhs.categories == rhs.categories && lhs.aliases.map(\.name) == rhs.aliases.map(\.name)
                && lhs.aliases.map(\.deprecated) == rhs.aliases.map(\.deprecated) && lhs.added == rhs.added && lhs.changes == rhs.changes
                && lhs.deprecated == rhs.deprecated && lhs.author == rhs.author && lhs.codepoint == rhs.codepoint
        }
    }

    /// Reads an export file. `limit` is the largest file read.
    public static func load(_ path: String, limit: FileSizeLimit = .standard) throws(ImportError) -> IconSetExport {
        let bytes: [UInt8]
        do {
            bytes = try FileReader(limit: limit).read(path).bytes
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw .unreadable(file: path, reason: "not valid JSON (\(error.description))")
        }
        var reader = ExportReader(file: path)
        return try reader.export(root)
    }

    /// Icons by name.
    public var iconsByName: [String: Icon] {
        Dictionary(icons.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
