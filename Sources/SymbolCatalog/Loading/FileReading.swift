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
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .unreadable(file: path, reason: systemReason()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(file: path, reason: systemReason()) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(file: path, reason: "is a folder") }
        var bytes = [UInt8]()
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: path, reason: systemReason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    static func systemReason() -> String {
        String(cString: strerror(errno))
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
