/// What the `catalog` process keeps until it exits instead of freeing: a data set's tables
/// and fontconfig's font set take 3 to 4 ms to free at the end of a command (`glyphs`:
/// a tenth of its run), just before the kernel frees the whole process at once.
///
/// Only the binary turns this on (``Main``); tests and anything else that calls
/// ``CatalogCLI/run(arguments:environment:stdoutIsTerminal:executablePath:terminalWidth:stderrIsTerminal:writeProgress:)``
/// many times in one process free as usual. Used on the main thread only.
package enum ProcessLifetime {
    package nonisolated(unsafe) static var keepsUntilExit = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits, when ``keepsUntilExit`` is on.
    package static func keepUntilExit(_ value: Any) {
        if keepsUntilExit { kept.append(value) }
    }
}
