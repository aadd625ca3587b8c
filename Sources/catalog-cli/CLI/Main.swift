#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Main {
    static func main() {
        var environment = [String: String]()
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        let result = CatalogCLI.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: environment,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            executablePath: executablePath(),
            terminalWidth: terminalWidth(),
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            writeProgress: { write($0, to: STDERR_FILENO) })
        write(result.standardOutput, to: STDOUT_FILENO)
        write(result.standardError, to: STDERR_FILENO)
        exit(result.exitCode)
    }

    /// Columns of the terminal on standard output, or nil when it is not a terminal.
    private static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The running binary, from `/proc/self/exe` (symbolic links resolved by the kernel).
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments.first }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes all of `text` to a file descriptor, retrying short writes.
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }  // a closed pipe: nothing more to do
            bytes = bytes.dropFirst(count)
        }
    }
}
