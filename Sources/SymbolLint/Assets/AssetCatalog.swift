import CatalogFormats
import CatalogSystem

/// One `.xcassets` folder read for the names it gives its assets, as Xcode compiles them:
/// every folder with an extension (`logo.imageset`, `accent.colorset`,
/// `github.fill.symbolset`, `AppIcon.appiconset`, …) is an asset named without it; any other
/// folder is a group, and a group whose `Contents.json` says `"provides-namespace": true`
/// puts its name before its assets' (`Flags/fr`). A sprite atlas is an asset that holds image
/// sets of its own, read the same way. Nothing else is opened.
struct AssetCatalog {
    struct Asset: Hashable {
        /// The name code looks it up by (`Flags/fr`).
        var name: String
        /// The folder's extension: `imageset`, `symbolset`, `colorset`, …
        var kind: String
        /// The folder's path.
        var path: String
    }

    /// The deepest groups are nested before the rest is left unread.
    static let maximumDepth = 32

    var path: String
    var assets: [Asset] = []

    /// Reads the catalog at `path`.
    /// - Throws: ``LintError/unreadable(path:reason:)`` for a folder that cannot be listed.
    init(path: String, reader: FileReader) throws(LintError) {
        self.path = path
        try read(path, namespace: "", depth: 0, reader: reader)
    }

    var symbolSets: [Asset] { assets.filter { $0.kind == "symbolset" } }

    private mutating func read(_ folder: String, namespace: String, depth: Int, reader: FileReader) throws(LintError) {
        guard depth < Self.maximumDepth else { return }
        let entries: [FolderEntry]
        do { entries = try Folders.entries(folder) } catch { throw .unreadable(path: folder, reason: error.reason) }
        let folders = entries.compactMap { entry -> String? in
            guard let name = entry.name, !name.hasPrefix(".") else { return nil }
            let path = Paths.join(folder, name)
            return (entry.kind ?? FileStatus.ofLink(path)?.kind) == .directory ? name : nil
        }.sorted()
        for name in folders {
            let path = Paths.join(folder, name)
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
                let inner = Self.providesNamespace(path, reader: reader) ? namespace + name + "/" : namespace
                try read(path, namespace: inner, depth: depth + 1, reader: reader)
                continue
            }
            let kind = String(name[name.index(after: dot)...])
            assets.append(Asset(name: namespace + name[..<dot], kind: kind, path: path))
            if kind == "spriteatlas" {
                let inner = Self.providesNamespace(path, reader: reader) ? namespace + name[..<dot] + "/" : namespace
                try read(path, namespace: inner, depth: depth + 1, reader: reader)
            }
        }
    }

    /// True when the folder's `Contents.json` sets `properties.provides-namespace`; a missing
    /// or unreadable one sets nothing (Xcode reads the folder as a plain group).
    static func providesNamespace(_ folder: String, reader: FileReader) -> Bool {
        guard let contents = try? reader.readIfPresent(Paths.join(folder, "Contents.json")),
              let json = try? JSONReader.parse(contents.bytes),
              case .bool(let value)? = json["properties"]?["provides-namespace"] else { return false }
        return value
    }
}
