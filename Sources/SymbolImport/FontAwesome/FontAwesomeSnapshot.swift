import CatalogSystem
import CatalogFormats
import SymbolCatalog

/// One unpacked Font Awesome Free package (PyPI `fontawesomefree` / `fontawesome-free`, or
/// the npm layout): its version, icons, categories and v4 shims.
public struct FontAwesomeSnapshot: Sendable {
    /// The package version, e.g. `6.6.0`.
    public let version: ReleaseID
    /// The folder given.
    public let root: String
    /// The folder holding `icons.json`, `categories.yml` and `shims.json`.
    public let metadataFolder: String
    /// The folder holding the `.ttf` webfonts, when present.
    public let webfontsFolder: String?
    /// Icons by name.
    public let icons: [String: FontAwesomeIcon]
    /// Categories in file order: key, label and member icon names.
    public let categories: [(key: String, label: String, icons: [String])]
    /// Font Awesome 4 names: `(old, new)`; `new` is nil when the icon has no successor.
    public let shims: [(old: String, new: String?)]

    /// Reads a snapshot folder. `path` may be `VERSION=PATH` to give the version explicitly.
    /// `limit` is the largest metadata file read.
    public static func load(_ argument: String, limit: FileSizeLimit = .standard) throws(ImportError) -> FontAwesomeSnapshot {
        var path = argument
        var explicitVersion: ReleaseID?
        if let equals = argument.firstIndex(of: "="), !argument[..<equals].contains("/") {
            explicitVersion = FontAwesomeVersion.normalize(String(argument[..<equals]))
            path = String(argument[argument.index(after: equals)...])
        }
        guard FileStatus.kind(of: path) == .directory else { throw .snapshotNotFound(path: path) }
        guard let metadata = SnapshotLayout.metadataFolder(in: path) else {
            throw .missingFile(snapshot: path, file: "metadata/icons.json")
        }
        guard let version = explicitVersion ?? SnapshotLayout.packageVersion(in: path) else {
            throw .unknownVersion(snapshot: path)
        }
        let iconsFile = Paths.join(metadata, "icons.json")
        let icons = try FontAwesomeMetadata.icons(from: iconsFile, limit: limit)
        let categoriesFile = Paths.join(metadata, "categories.yml")
        let categories = FileStatus.kind(of: categoriesFile) == .regular
            ? try FontAwesomeMetadata.categories(from: categoriesFile, limit: limit) : []
        let shimsFile = Paths.join(metadata, "shims.json")
        let shims = FileStatus.kind(of: shimsFile) == .regular ? try FontAwesomeMetadata.shims(from: shimsFile, limit: limit) : []
        let webfonts = Paths.join(String(metadata.dropLast("/metadata".count)), "webfonts")
        return FontAwesomeSnapshot(
            version: version, root: path, metadataFolder: metadata,
            webfontsFolder: FileStatus.kind(of: webfonts) == .directory ? webfonts : nil,
            icons: icons, categories: categories, shims: shims)
    }

    /// The licence file beside the metadata, when present.
    public var licenseFile: String? {
        let path = Paths.join(String(metadataFolder.dropLast("/metadata".count)), "LICENSE.txt")
        return FileStatus.kind(of: path) == .regular ? path : nil
    }

    /// True when icons carry `unreleased` changes: pre-release metadata under a release label.
    public var isPreRelease: Bool { icons.values.contains(where: \.isUnreleased) }

    /// Names released in this snapshot: icons without an `unreleased` change, and their aliases.
    public var releasedNames: Set<String> {
        var names = Set<String>()
        for icon in icons.values where !icon.isUnreleased {
            names.insert(icon.name)
            names.formUnion(icon.aliases)
        }
        return names
    }
}

/// Where things are inside an unpacked package.
enum SnapshotLayout {
    /// `metadata/` with `icons.json`, searched a few levels down (`fontawesomefree/static/
    /// fontawesomefree/metadata`, `static/fontawesome_free/metadata`, `metadata`), skipping
    /// the duplicate npm tree under `js-packages`.
    static func metadataFolder(in root: String) -> String? {
        var frontier = [root]
        for _ in 0..<5 {
            var next = [String]()
            for folder in frontier {
                let candidate = Paths.join(folder, "metadata")
                if FileStatus.kind(of: Paths.join(candidate, "icons.json")) == .regular { return candidate }
                let children = Folders.list(folder) ?? []
                for child in children.sorted() where child != "js-packages" && !child.hasPrefix(".") {
                    let path = Paths.join(folder, child)
                    if FileStatus.kind(of: path) == .directory { next.append(path) }
                }
            }
            frontier = next
        }
        return nil
    }

    /// `Version:` of a `*.dist-info/METADATA`, or `"version"` of a `package.json`.
    static func packageVersion(in root: String) -> ReleaseID? {
        let children = Folders.list(root) ?? []
        for child in children where child.hasSuffix(".dist-info") {
            let path = Paths.join(Paths.join(root, child), "METADATA")
            guard let bytes = try? FileReader().read(path).bytes, let text = String(validating: bytes, as: UTF8.self) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("Version:") {
                return FontAwesomeVersion.normalize(String(line.dropFirst("Version:".count)).trimmingWhitespace)
            }
        }
        let packageJSON = Paths.join(root, "package.json")
        if let bytes = try? FileReader().read(packageJSON).bytes,
           let object = (try? JSONReader.parse(bytes))?.anyValue as? [String: Any],
           let version = object["version"] as? String {
            return FontAwesomeVersion.normalize(version)
        }
        return nil
    }
}
