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
        let result = CatalogCLI.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: RunningProcess.environment(),
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            executablePath: RunningProcess.executablePath(),
            terminalWidth: TerminalDevice.size(of: STDOUT_FILENO)?.columns,
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
}
