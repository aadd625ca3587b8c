#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the running process was started with: its environment and its binary.
package enum RunningProcess {
    /// The environment as `environ` holds it, each entry split at its first "=" byte (POSIX:
    /// a name has none; walking Characters instead cost 5,000 instructions an entry).
    package static func environment() -> [String: String] {
        var environment = [String: String]()
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
            }
            pointer += 1
        }
        return environment
    }

    /// The running binary, from `/proc/self/exe` (symbolic links resolved by the kernel), else
    /// the first argument.
    package static func executablePath() -> String? {
        SymbolicLinks.target(of: "/proc/self/exe") ?? CommandLine.arguments.first
    }
}
