#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C during long work: the progress line on standard error is cleared before the
/// process ends by SIGINT (the shell then reports 130), so the prompt does not come back
/// after `Measuring fonts 1,024/50,000 (2%)^C`.
///
/// Only the binary installs it (``Main``, when standard error is a terminal and SIGINT is
/// not ignored); ``ProgressReporter`` says when its line is on screen. The handler calls
/// only async-signal-safe functions: `write`, `sigaction`, `sigprocmask`, `raise`. The
/// picker puts its own handler in place while it runs and this one back after.
package enum ProgressInterrupt {
    /// 1 while a progress line is on standard error, read by the handler.
    package nonisolated(unsafe) static let lineShown: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    /// Carriage return and erase to the end of the line: what ``ProgressReporter/finish()`` writes.
    package static let clearSequence = TerminalSignals.ByteString("\r\u{1B}[K")

    /// Handles SIGINT from now on, unless it is ignored (a job started with `nohup` or in
    /// the background of a script keeps ignoring it).
    package static func install() {
        _ = lineShown
        _ = clearSequence
        var current = sigaction()
        guard sigaction(SIGINT, nil, &current) == 0, !isIgnore(current.__sigaction_handler.sa_handler) else { return }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        isInstalled = true
    }

    /// True when `handler` is `SIG_IGN` (function pointers compared by address).
    private static func isIgnore(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        guard let handler else { return false }
        return unsafeBitCast(handler, to: UnsafeRawPointer.self) == unsafeBitCast(SIG_IGN, to: UnsafeRawPointer.self)
    }

    /// Set by ``install()``, before any other thread starts; until then (in-process runs of
    /// a test) nothing is recorded.
    nonisolated(unsafe) private(set) static var isInstalled = false

    /// Records whether the progress line is on screen (once installed).
    package static func setLineShown(_ shown: Bool) {
        if isInstalled { lineShown.pointee = shown ? 1 : 0 }
    }

    package static let handler: @convention(c) (Int32) -> Void = { signal in
        if ProgressInterrupt.lineShown.pointee != 0 {
            ProgressInterrupt.clearSequence.write(to: STDERR_FILENO)
            ProgressInterrupt.lineShown.pointee = 0
        }
        TerminalSignals.setDefault(signal)
        TerminalSignals.unblock(signal)
        raise(signal)
    }
}
