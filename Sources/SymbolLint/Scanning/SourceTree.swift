import CatalogSystem
import SymbolCatalog

/// The files of a project that lint reads, found by walking the given paths in name order.
/// Build products and dependency checkouts (`.build`, `DerivedData`, `Pods`, `Carthage`)
/// and `.git` are skipped; symbolic links to folders are not followed (no cycles). A name that
/// is not UTF-8 is skipped and listed (``notUTF8``): the rest of the tree is read. Asset
/// catalogs (`.xcassets`) are listed, not walked (``AssetCatalog`` reads them), and the names
/// of image files elsewhere kept (code may look them up by name too).
struct SourceTree {
    enum Kind { case swift, interfaceBuilder, infoPlist }

    struct File {
        /// The path to open.
        var path: String
        var kind: Kind
    }

    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    var files: [File] = []
    /// `Package.swift` and `project.pbxproj` files, for deployment targets.
    var manifests: [String] = []
    var projects: [String] = []
    /// `.xcassets` folders, in walk order.
    var catalogs: [String] = []
    /// The names of image files outside the catalogs (`logo@2x.png`), in walk order.
    var imageFiles: [String] = []

    /// What an image file's name ends with (lowercased) for ``imageFiles``.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "pdf", "heic", "heif", "tif", "tiff", "bmp", "svg", "webp"]
    /// Files and folders whose names are not UTF-8, shown with their bytes escaped
    /// (`Sources/r\xE9sum\xE9.swift`): skipped, a folder with everything in it.
    var notUTF8: [String] = []

    init(paths: [String]) throws(LintError) {
        for path in paths {
            switch FileStatus.kind(of: path) {
            case .directory? where path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/"): catalogs.append(path)
            case .directory?: try walk(path)
            case .regular?: add(path, name: Substring(path.split(separator: "/").last ?? ""), explicitly: true)
            case nil: throw .unreadable(path: path, reason: "no such file or folder")
            default: throw .unreadable(path: path, reason: "not a file or folder")
            }
        }
    }

    private mutating func walk(_ folder: String) throws(LintError) {
        let entries: [FolderEntry]
        do { entries = try Folders.entries(folder) } catch { throw .unreadable(path: folder, reason: error.reason) }
        var named = [(name: String, kind: FileKind?)]()
        for entry in entries {
            // A name that is not UTF-8 names no source lint can report on: said, then skipped.
            guard let name = entry.name else {
                notUTF8.append(folder == "." ? entry.shown : Paths.join(folder, entry.shown))
                continue
            }
            named.append((name, entry.kind))
        }
        for (name, listed) in named.sorted(by: { $0.name < $1.name }) {
            let path = folder == "." ? name : Paths.join(folder, name)
            // The entry's type from the folder listing saves a `stat` per file; file systems
            // that do not fill it in say nothing.
            guard let kind = listed ?? FileStatus.ofLink(path)?.kind else { continue }
            switch kind {
            case .directory:
                if name.hasSuffix(".xcassets") {
                    catalogs.append(path)
                } else if !Self.skippedFolders.contains(name) {
                    try walk(path)
                }
            case .regular:
                add(path, name: Substring(name), explicitly: false)
            case .symbolicLink:
                if FileStatus.kind(of: path) == .regular { add(path, name: Substring(name), explicitly: false) }
            default: break
            }
        }
    }

    private mutating func add(_ path: String, name: Substring, explicitly: Bool) {
        if name == "Package.swift" { manifests.append(path) }
        if name == "project.pbxproj" { projects.append(path) }
        if let dot = name.lastIndex(of: "."), Self.imageExtensions.contains(name[name.index(after: dot)...].lowercased()) {
            imageFiles.append(String(name))
        }
        if name.hasSuffix(".swift") {
            files.append(File(path: path, kind: .swift))
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            files.append(File(path: path, kind: .interfaceBuilder))
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") || explicitly && name.hasSuffix(".plist") {
            files.append(File(path: path, kind: .infoPlist))
        }
    }
}
