#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on strings, and the resolutions that ask the file system.
public enum Paths {
    /// `folder/name` (one slash between).
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        // Made once from the bytes (two appends cost more than a run of `--version` reading six files).
        let slash = UInt8(ascii: "/"), needsSlash = folder.utf8.last != slash
        return String(unsafeUninitializedCapacity: folder.utf8.count + (needsSlash ? 1 : 0) + name.utf8.count) { buffer in
            var end = buffer.initialize(fromContentsOf: folder.utf8)
            if needsSlash {
                buffer[end] = slash
                end += 1
            }
            return buffer[end...].initialize(fromContentsOf: name.utf8)
        }
    }

    /// The folder holding `path` (`/a/b` → `/a`, `/a` → `/`, `b` → `.`).
    public static func parent(of path: String) -> String {
        // On the bytes: a "/" is one byte, and counting Characters walked the path each time.
        let utf8 = path.utf8, slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while utf8.distance(from: utf8.startIndex, to: end) > 1, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        guard let last = utf8[..<end].lastIndex(of: slash) else { return "." }
        return last == utf8.startIndex ? "/" : String(path[..<last])
    }

    /// `name` without its extension, as `NSString.deletingPathExtension` gives it: everything
    /// from the last `.` on is dropped, unless that `.` starts the name (`b.json` → `b`,
    /// `x.tar.gz` → `x.tar`, `file.` → `file`, `.hidden` stays).
    public static func withoutExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The last component (`/a/b/` → `b`).
    public static func lastComponent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The current folder, or nil when it cannot be named (removed meanwhile).
    public static func currentDirectory() -> String? {
        guard let cwd = getcwd(nil, 0) else { return nil }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` made absolute against the current folder, with `.`, `..` and repeated slashes
    /// resolved as text (symbolic links are not looked at).
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : join(currentDirectory() ?? "/", path)
        var parts = [Substring]()
        for part in full.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` resolved against `folder`, an absolute path already without `.`, `..` or repeated
    /// slashes: `.` and `..` resolved as text, as ``absolute(_:)`` does, at the cost of `path`
    /// and one copy of `folder` (never normalizing `folder` again). An absolute `path` is
    /// resolved alone.
    public static func resolve(_ path: String, against folder: String) -> String {
        if path.hasPrefix("/") { return absolute(path) }
        var result = folder == "/" ? "" : folder
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if let slash = result.utf8.lastIndex(of: UInt8(ascii: "/")) { result = String(result[..<slash]) }
            default: result += "/" + part
            }
        }
        return result.isEmpty ? "/" : result
    }

    /// `path` with symbolic links, `.` and `..` resolved (`realpath`); when that fails (the
    /// path does not exist), the path as given, made absolute.
    public static func canonical(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard !path.hasPrefix("/"), let cwd = currentDirectory() else { return path }
        return join(cwd, path)
    }

    /// The file a write to `path` lands on: while `path` is a symbolic link, its target (a
    /// relative target is taken from the link's folder), as shell redirection follows it;
    /// the target need not exist. Throws for a loop (`ELOOP`) or an unreadable link.
    public static func followingLinks(_ path: String) throws(SystemError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw .fromErrno(path: current) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : join(parent(of: current), target)
        }
        throw SystemError(path: path, code: ELOOP)
    }
}
