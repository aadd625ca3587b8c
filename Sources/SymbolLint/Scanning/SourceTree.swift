#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CatalogSystem
import SymbolCatalog

/// The files of a project that lint reads, found by walking the given paths in name order.
/// Build products and dependency checkouts (`.build`, `DerivedData`, `Pods`, `Carthage`)
/// and `.git` are skipped; symbolic links to folders are not followed (no cycles).
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

    init(paths: [String]) throws(LintError) {
        for path in paths {
            switch FileStatus.kind(of: path) {
            case .directory?: try walk(path)
            case .regular?: add(path, name: Substring(path.split(separator: "/").last ?? ""), explicitly: true)
            case nil: throw .unreadable(path: path, reason: "no such file or folder")
            default: throw .unreadable(path: path, reason: "not a file or folder")
            }
        }
    }

    private mutating func walk(_ folder: String) throws(LintError) {
        guard let directory = opendir(folder) else { throw .unreadable(path: folder, reason: SystemError.fromErrno(path: folder).reason) }
        var entries = [(name: String, type: UInt8)]()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type)) }
        }
        closedir(directory)
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let path = folder == "." ? name : Paths.join(folder, name)
            // The entry's type from the folder listing saves a `stat` per file; file systems
            // that do not fill it in say DT_UNKNOWN.
            var kind = Int32(type)
            if kind == DT_UNKNOWN {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: kind = Int32(DT_DIR)
                case S_IFREG: kind = Int32(DT_REG)
                case S_IFLNK: kind = Int32(DT_LNK)
                default: continue
                }
            }
            switch kind {
            case Int32(DT_DIR):
                if !Self.skippedFolders.contains(name) { try walk(path) }
            case Int32(DT_REG):
                add(path, name: Substring(name), explicitly: false)
            case Int32(DT_LNK):
                if FileStatus.kind(of: path) == .regular { add(path, name: Substring(name), explicitly: false) }
            default: break
            }
        }
    }

    private mutating func add(_ path: String, name: Substring, explicitly: Bool) {
        if name == "Package.swift" { manifests.append(path) }
        if name == "project.pbxproj" { projects.append(path) }
        if name.hasSuffix(".swift") {
            files.append(File(path: path, kind: .swift))
        } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
            files.append(File(path: path, kind: .interfaceBuilder))
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") || explicitly && name.hasSuffix(".plist") {
            files.append(File(path: path, kind: .infoPlist))
        }
    }
}
