#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file or terminal operation that the system refused, or that was refused here before
/// asking it (a file over the size limit, a FIFO where a file belongs): the path and why.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, folder or device the operation was on.
    public let path: String
    /// The system's `errno`, or 0 when the operation was refused here.
    public let code: Int32
    /// Why, as one phrase: the system's text for ``code`` (`"Permission denied"`) or ours.
    public let reason: String

    /// An error with the system's reason for `code`, or `reason` when given.
    public init(path: String, code: Int32, reason: String? = nil) {
        self.path = path
        self.code = code
        self.reason = reason ?? Self.reason(for: code)
    }

    /// An error for `path` from the current `errno`.
    public static func fromErrno(path: String) -> SystemError {
        SystemError(path: path, code: errno)
    }

    /// A refusal of our own (no `errno`).
    public static func refused(path: String, reason: String) -> SystemError {
        SystemError(path: path, code: 0, reason: reason)
    }

    /// `PATH: REASON`.
    public var description: String { "\(path): \(reason)" }

    /// The system's text for an `errno` value.
    public static func reason(for code: Int32) -> String {
        String(cString: strerror(code))
    }
}

extension SystemError {
    /// The same failure told of another path (the one the user gave, not a resolved link
    /// or a temporary file).
    public func at(_ path: String) -> SystemError {
        SystemError(path: path, code: code, reason: reason)
    }

    /// Standard output or another pipe whose reader went away (`EPIPE`).
    public var isClosedPipe: Bool { code == EPIPE }

    /// Nothing at the path (`ENOENT`).
    public var isMissing: Bool { code == ENOENT }

    /// A wait that ran out (``FileLock``).
    public var isTimedOut: Bool { code == ETIMEDOUT }
}
