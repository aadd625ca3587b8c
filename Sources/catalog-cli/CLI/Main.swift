#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CatalogSystem

@main
struct Main {
    static func main() {
        // A reader that goes away (`| head -1`) is seen as EPIPE, not as a signal mid-write.
        signal(SIGPIPE, SIG_IGN)
        ProcessLifetime.keepsUntilExit = true
        // Ctrl-C clears the progress line (it is only drawn on a terminal) before ending.
        if isatty(STDERR_FILENO) == 1 { ProgressInterrupt.install() }
        var environment = [String: String]()
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            // The first "=" byte (POSIX: names have none); walking Characters cost 5,000
            // instructions an entry.
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                environment[String(text[..<equals])] = String(text[text.utf8.index(after: equals)...])
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
            writeProgress: { try? DescriptorWriter.standardError.write($0) })
        var status = result.exitCode
        var errors = result.standardError
        do {
            try DescriptorWriter.standardOutput.write(result.standardOutput)
        } catch where error.isClosedPipe {
            // As coreutils do: end quietly, by the signal a closed pipe sends.
            try? DescriptorWriter.standardError.write(result.standardError)
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        } catch {
            // A full disk or an I/O error under `> file`: the output is incomplete, so say so.
            errors += result.writeFailureNote + "catalog: write error: \(error.reason)\n"
            if status == 0 { status = result.writeFailureStatus }
        }
        try? DescriptorWriter.standardError.write(errors)
        exit(status)
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
}
