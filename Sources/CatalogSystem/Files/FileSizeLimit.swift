/// The largest file read whole, in bytes. A parameter of every reader rather than a setting
/// the libraries look up: the CLI builds it from `CATALOG_MAX_FILE_MB` (``init(environment:)``)
/// and passes it down; a library used on its own gets ``standard``.
public struct FileSizeLimit: Sendable, Hashable, CustomStringConvertible {
    /// The limit in bytes.
    public let bytes: Int

    /// A limit of `bytes` bytes.
    public init(bytes: Int) {
        self.bytes = bytes
    }

    /// 64 MB (1 MB = 2^20 bytes): the largest SF Symbols metadata file is under 1 MB, the
    /// largest fonts in common use (CJK collections) under 40 MB.
    public static let standard = FileSizeLimit(bytes: 64 << 20)

    /// The environment variable that sets the limit in whole megabytes.
    public static let environmentVariable = "CATALOG_MAX_FILE_MB"

    /// The limit a `CATALOG_MAX_FILE_MB` value names: a whole number of megabytes from 1 to
    /// 2^20 (a terabyte); nil for anything else (0, negative, `64MB`, `1.5`).
    public init?(megabytesSetting text: String) {
        guard let megabytes = Int(text), (1...(1 << 20)).contains(megabytes) else { return nil }
        self.init(bytes: megabytes << 20)
    }

    /// The limit `environment` sets: ``standard`` when `CATALOG_MAX_FILE_MB` is absent or
    /// empty. Throws naming the variable and its value when it is set to anything unusable
    /// (a limit the user meant to set is never silently replaced by the default).
    public init(environment: [String: String]) throws(SystemError) {
        guard let text = environment[Self.environmentVariable], !text.isEmpty else {
            self = .standard
            return
        }
        guard let limit = FileSizeLimit(megabytesSetting: text) else {
            throw .refused(path: Self.environmentVariable,
                           reason: "'\(text)' is not a whole number of megabytes from 1 to 1048576")
        }
        self = limit
    }

    /// Whole megabytes, as in the messages.
    public var megabytes: Int { bytes >> 20 }

    /// `"70.0 MB is over the 64 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"`:
    /// why a file of `size` bytes is refused; `what` names the kind of file.
    public func tooLargeReason(size: Int, for what: String = "one file") -> String {
        "\(Self.megabytesText(size)) is over \(phrase(for: what))"
    }

    /// `"the 64 MB limit for one file (set CATALOG_MAX_FILE_MB to raise it)"`.
    public func phrase(for what: String = "one file") -> String {
        "the \(megabytes) MB limit for \(what) (set \(Self.environmentVariable) to raise it)"
    }

    /// `"70.0 MB"`: a size in megabytes, rounded down to a tenth (so 64 MB + 1 byte reads 64.0).
    public static func megabytesText(_ size: Int) -> String {
        "\((Double(size) / Double(1 << 20) * 10).rounded(.down) / 10) MB"
    }

    /// `"64 MB"`: the limit in whole megabytes.
    public var description: String { "\(megabytes) MB" }
}

extension FileSizeLimit {
    /// The limit of an environment that the CLI has already checked (the CLI refuses
    /// an unusable `CATALOG_MAX_FILE_MB` before any command runs).
    package static func of(_ environment: [String: String]) -> FileSizeLimit {
        (try? FileSizeLimit(environment: environment)) ?? .standard
    }
}
