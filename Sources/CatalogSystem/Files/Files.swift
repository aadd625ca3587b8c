#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single-file operations that are neither reading nor replacing.
public enum Files {
    /// Gives the file `path` a second name, `name` (or `name-2`, `name-3`, … when taken),
    /// without touching it: a hard link, else (a file system without them) a copy of its
    /// bytes, synced. Returns the name used.
    public static func keepSecondName(_ path: String, as name: String) throws(SystemError) -> String {
        var candidate = name
        var number = 1
        while true {
            if link(path, candidate) == 0 { break }
            if errno == EEXIST {
                number += 1
                candidate = name + "-\(number)"
                continue
            }
            // No hard links here (or not allowed): a copy.
            let bytes = try FileReader(limit: FileSizeLimit(bytes: Int.max)).read(path).bytes
            do {
                try FolderReplacement.createFile(candidate, with: bytes)
            } catch where error.code == EEXIST {
                number += 1
                candidate = name + "-\(number)"
                continue
            }
            break
        }
        try Folders.sync(Paths.parent(of: candidate))
        return candidate
    }
}
