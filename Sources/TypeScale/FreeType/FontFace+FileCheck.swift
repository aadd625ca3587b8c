#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Checks made before FreeType opens a path: FreeType reads a FIFO until its writer closes it
// (forever, without one) and reads a file of any size whole into memory for some formats.

extension FontFace {
    /// The largest font file opened: 64 MB unless the environment variable
    /// `CATALOG_MAX_FILE_MB` gives another whole number of megabytes (1 MB = 2^20 bytes,
    /// from 1 to 2^20) when the process starts, the same rule as SymbolCatalog's files. The
    /// largest fonts in common use (CJK collections) are under 40 MB.
    public static let maximumFileSize: Int = {
        let defaultSize = 64 << 20
        guard let value = getenv("CATALOG_MAX_FILE_MB").map({ String(cString: $0) }),
              let megabytes = Int(value), (1...(1 << 20)).contains(megabytes) else { return defaultSize }
        return megabytes << 20
    }()

    /// Why the file at `path` must not be handed to FreeType, or nil (also when it cannot be
    /// examined: FreeType then reports that).
    static func fileProblem(path: String) -> FreeTypeError.Reason? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return Int(info.st_size) > maximumFileSize ? .tooLarge(size: Int(info.st_size), limit: maximumFileSize) : nil
        case S_IFDIR:
            return .isDirectory
        default:
            return .notRegularFile
        }
    }
}
