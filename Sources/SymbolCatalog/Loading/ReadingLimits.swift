#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sizes past which input is refused with a clear error instead of exhausting memory or the
/// call stack. Real data is far inside them: the largest SF Symbols metadata file is under
/// 1 MB, nests 4 containers deep and has lines under 300 bytes.
public enum ReadingLimits {
    /// The largest file read whole: a data-set file, the collections store or an export, a
    /// cache index. 64 MB unless the environment variable `CATALOG_MAX_FILE_MB` gives another
    /// whole number of megabytes (1 MB = 2^20 bytes) when the process starts; an unusable
    /// value keeps the default. TypeScale applies the same rule to font files.
    public static let maximumFileSize: Int = fileSizeLimit(environmentValue: getenv("CATALOG_MAX_FILE_MB").map { String(cString: $0) })

    /// The default of ``maximumFileSize``: 64 MB.
    public static let defaultMaximumFileSize = 64 << 20

    /// The deepest nesting of arrays and dictionaries in a property list of any
    /// serialisation (the outermost container is level 1); the store's JSON has the same.
    public static let maximumNesting = 64

    /// The longest line of OpenStep text (`.strings`), in bytes: 1 MB.
    public static let maximumLineLength = 1 << 20

    /// The limit a `CATALOG_MAX_FILE_MB` value sets: a whole number of megabytes from 1 to
    /// 2^20 (a terabyte); anything else (absent, empty, 0, negative, not a number) keeps the default.
    static func fileSizeLimit(environmentValue: String?) -> Int {
        guard let megabytes = environmentValue.flatMap(megabytes(fromSetting:)) else { return defaultMaximumFileSize }
        return megabytes << 20
    }

    /// The megabytes a `CATALOG_MAX_FILE_MB` value names, or nil when it is no whole number
    /// from 1 to 2^20 (so a tool can reject it instead of silently keeping the default).
    public static func megabytes(fromSetting text: String) -> Int? {
        guard let megabytes = Int(text), (1...(1 << 20)).contains(megabytes) else { return nil }
        return megabytes
    }

    /// `"70.0 MB is over the 64 MB limit …"`: the reason given for a file over ``maximumFileSize``.
    static func tooLargeReason(size: Int) -> String {
        let megabytes = Double(size) / Double(1 << 20)
        let rounded = (megabytes * 10).rounded(.down) / 10
        return "\(rounded) MB is over the \(maximumFileSize >> 20) MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"
    }
}
