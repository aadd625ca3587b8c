import CatalogTestSupport
import Foundation

/// What a test runs as `nobody`: copies of the built binary and of the embedded data sets in
/// a folder of the test's own that every user may read (0755 under the temporary folder). The
/// clone may lie where `nobody` cannot enter (a folder of mode 0700, as `mktemp -d` makes it,
/// or root's home). Removed at the test's end.
struct NobodyCopy {
    let folder: String
    var binary: String { folder + "/catalog" }
    var embedded: String { folder + "/symbols" }

    init() throws {
        folder = TestPaths.temporaryFolder("catalog-nobody").path
        try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: binary)
        try FileManager.default.copyItem(atPath: CLI.embedded, toPath: embedded)
        // Readable whatever the clone's modes (a umask of 077 leaves its files 0600).
        chmod(folder, 0o755)
        chmod(binary, 0o755)
        for case let name as String in FileManager.default.enumerator(atPath: embedded) ?? FileManager.DirectoryEnumerator() {
            var info = stat()
            let path = embedded + "/" + name
            guard lstat(path, &info) == 0 else { continue }
            chmod(path, info.st_mode & S_IFMT == S_IFDIR ? 0o755 : 0o644)
        }
        chmod(embedded, 0o755)
    }

    /// `text` with a path into the clone's embedded data moved to the copy's.
    func moved(_ text: String) -> String {
        text.hasPrefix(CLI.embedded) ? embedded + text.dropFirst(CLI.embedded.count) : text
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
