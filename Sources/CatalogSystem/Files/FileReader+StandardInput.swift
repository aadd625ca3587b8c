#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileReader {
    /// The name standard input has in errors (`standard input: …`).
    public static let standardInputName = "standard input"

    /// Everything on standard input until its end (a pipe, a terminal, a redirected file),
    /// never more than ``limit``: more is refused as a file over the limit is. The descriptor
    /// is left open. Errors name it ``standardInputName``.
    public func readStandardInput() throws(SystemError) -> [UInt8] {
        try readToEnd(descriptor: STDIN_FILENO, name: Self.standardInputName)
    }

    /// Everything readable from `descriptor` until its end, in chunks, never more than
    /// ``limit`` (the descriptor is neither seeked nor closed); errors name it `name`.
    public func readToEnd(descriptor: Int32, name: String) throws(SystemError) -> [UInt8] {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .fromErrno(path: name)
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit.bytes { throw .refused(path: name, reason: limit.tooLargeReason(size: bytes.count)) }
        }
    }
}
