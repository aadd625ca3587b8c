#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plain POSIX file access, so errors carry the system's reason ("Permission denied").
enum FileReading {
    enum Kind { case missing, file, directory, other }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    static func readAll(_ path: String) throws(DataSetError) -> [UInt8] {
        try readAllWithStatus(path).bytes
    }

    /// The file's bytes and its `stat` taken from the same open file, so that the size and
    /// modification time describe the bytes read (the cache keys on both).
    static func readAllWithStatus(_ path: String) throws(DataSetError) -> (bytes: [UInt8], status: stat) {
        let (descriptor, info): (Int32, stat)
        do {
            (descriptor, info) = try openRegularFile(path)
        } catch {
            throw .unreadable(file: path, reason: error.reason)
        }
        defer { close(descriptor) }
        // Read straight into an array of the stated size, then on in chunks until the end
        // (a file that grew meanwhile, or one whose size `stat` does not know), never past
        // the size limit.
        var bytes = [UInt8](repeating: 0, count: max(0, Int(info.st_size)))
        var filled = 0
        var chunk = [UInt8]()
        while true {
            let count: Int
            if filled < bytes.count {
                count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            } else {
                if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: 1 << 14) }
                count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: systemReason())
            }
            if count == 0 { break }
            filled += count
            if filled > ReadingLimits.maximumFileSize {
                throw .unreadable(file: path, reason: ReadingLimits.tooLargeReason(size: filled))
            }
        }
        if filled < bytes.count { bytes.removeLast(bytes.count - filled) }
        return (bytes, info)
    }

    /// Why a file was not opened for reading, as one phrase (`"Permission denied"`).
    struct OpenFailure: Error {
        let reason: String
        /// The system's `errno` when the system refused, 0 when the file was refused here.
        var code: Int32 = 0
    }

    /// Opens `path` for reading when it is a regular file no larger than
    /// ``ReadingLimits/maximumFileSize``: the descriptor (the caller closes it) and its `stat`.
    /// The open does not block: a FIFO in place of a file is refused, not waited on.
    static func openRegularFile(_ path: String) throws(OpenFailure) -> (descriptor: Int32, status: stat) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw OpenFailure(reason: systemReason(), code: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = OpenFailure(reason: systemReason(), code: errno)
            close(descriptor)
            throw failure
        }
        let problem: String? = switch info.st_mode & S_IFMT {
        case S_IFREG: Int(info.st_size) > ReadingLimits.maximumFileSize ? ReadingLimits.tooLargeReason(size: Int(info.st_size)) : nil
        case S_IFDIR: "is a folder"
        case S_IFIFO: "is a FIFO (named pipe), not a regular file"
        default: "not a regular file"
        }
        if let problem {
            close(descriptor)
            throw OpenFailure(reason: problem)
        }
        // Back to blocking reads (no effect on a regular file, but say what we mean).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, info)
    }

    static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` with symbolic links, `.` and `..` resolved (`realpath`); when that fails (the
    /// path does not exist), the path as given, made absolute.
    static func canonicalPath(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        guard !path.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        return join(String(cString: cwd), path)
    }

    /// The folder holding `path` (`/a/b` → `/a`, `/a` → `/`).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The names in a folder but `.` and `..`, unsorted; nil when it cannot be listed.
    static func contentsOfDirectory(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names = [String]()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
