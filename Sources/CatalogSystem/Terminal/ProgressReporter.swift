
/// A single updating line on standard error during long work (imports, contact sheets,
/// lint of a large tree). Silent unless stderr is a terminal and `--quiet` is absent, so
/// pipes and logs never see it. Ctrl-C clears it too (``ProgressInterrupt``).
package final class ProgressReporter {
    package let isEnabled: Bool
    private let width: Int
    private let write: (String) -> Void
    private let clock = ContinuousClock()
    private var lastDraw: ContinuousClock.Instant?
    private var isShowing = false

    /// A reporter that never writes.
    package static var silent: ProgressReporter { ProgressReporter(isEnabled: false, width: nil, write: { _ in }) }

    package init(isEnabled: Bool, width: Int?, write: @escaping (String) -> Void) {
        self.isEnabled = isEnabled
        self.width = max(20, width ?? 80)
        self.write = write
    }

    /// Shows `message`, replacing the previous line; redraws at most every 50 ms.
    package func update(_ message: @autoclosure () -> String) {
        guard isEnabled else { return }
        let now = clock.now
        if let lastDraw, now - lastDraw < .milliseconds(50) { return }
        lastDraw = now
        var line = TerminalText.visible(message())
        if line.count > width - 1 { line = String(line.prefix(width - 2)) + "…" }
        isShowing = true
        ProgressInterrupt.setLineShown(true)
        write("\r\u{1B}[K" + line)
    }

    /// `label 120/2,000` with a percentage.
    package func update(_ label: String, done: Int, of total: Int) {
        update("\(label) \(done)/\(total) (\(total > 0 ? done * 100 / total : 100)%)")
    }

    /// Clears the line; call when the work ends (before any other stderr output).
    package func finish() {
        guard isEnabled, isShowing else { return }
        write("\r\u{1B}[K")
        isShowing = false
        ProgressInterrupt.setLineShown(false)
        lastDraw = nil
    }
}
