#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a signal handler needs to put the terminal back, kept where a handler can reach it
/// without allocating or locking: one interactive terminal at a time.
///
/// - SIGWINCH: a byte on the wake pipe (the session redraws at the new size).
/// - SIGTSTP (and Ctrl-Z, which raises it): the terminal restored, the process stopped; on
///   SIGCONT raw mode and the alternate screen come back and the session redraws.
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: the terminal restored, then the signal's default
///   action (the process ends as killed by it).
/// - SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT (a crash, a failed write that traps):
///   the terminal restored, then the default action.
///
/// Everything a handler calls is async-signal-safe: `tcsetattr`, `write`, `sigaction`,
/// `sigprocmask`, `raise`.
package enum TerminalSignals {
    package struct State {
        package var descriptor: Int32 = -1
        package var wake: Int32 = -1
        package var original = termios()
        package var raw = termios()
        package var active: Int32 = 0
    }

    package nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    /// Alternate screen on, cursor hidden, screen cleared.
    package static let enterSequence = ByteString("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
    /// Attributes reset, cursor shown, alternate screen off.
    package static let leaveSequence = ByteString("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")

    package static let handled: [Int32] = [SIGWINCH, SIGCONT, SIGTSTP, SIGINT, SIGTERM, SIGHUP, SIGQUIT,
                                   SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]
    package nonisolated(unsafe) static var previous: [Int32: sigaction] = [:]

    /// A byte string allocated once, for writing from a handler.
    package struct ByteString: @unchecked Sendable {
        package let bytes: UnsafeMutablePointer<UInt8>
        package let count: Int

        package init(_ text: String) {
            let utf8 = Array(text.utf8)
            bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
            bytes.initialize(from: utf8, count: utf8.count)
            count = utf8.count
        }

        /// The whole string to `descriptor`, through ``DescriptorWriter/writeAll(_:)`` (a short
        /// write of the leave sequence would leave the terminal on the alternate screen).
        package func write(to descriptor: Int32) {
            _ = DescriptorWriter(descriptor: descriptor, path: "").writeAll(UnsafeRawBufferPointer(start: bytes, count: count))
        }
    }

    /// Starts handling for a terminal in raw mode (`modes` entered already).
    package static func install(descriptor: Int32, wake: Int32, modes: RawMode) {
        _ = enterSequence
        _ = leaveSequence
        state.pointee = State(descriptor: descriptor, wake: wake, original: modes.original, raw: modes.raw, active: 1)
        for signal in handled {
            var old = sigaction()
            setHandler(signal, previous: &old)
            previous[signal] = old
        }
    }

    /// Puts back the handlers there were before ``install(descriptor:wake:modes:)``.
    package static func uninstall() {
        state.pointee.active = 0
        for signal in handled {
            guard var old = previous[signal] else { continue }
            sigaction(signal, &old, nil)
        }
        previous = [:]
    }

    package static func setHandler(_ signal: Int32, previous: UnsafeMutablePointer<sigaction>? = nil) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, previous)
    }

    package static func setDefault(_ signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    package static func unblock(_ signal: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        sigprocmask(SIG_UNBLOCK, &set, nil)
    }

    /// The terminal as it was: attributes reset, cursor shown, main screen, cooked modes.
    package static func leave() {
        let state = state.pointee
        guard state.active != 0, state.descriptor >= 0 else { return }
        leaveSequence.write(to: state.descriptor)
        var modes = state.original
        tcsetattr(state.descriptor, TCSANOW, &modes)
    }

    /// Raw modes and the alternate screen again (after a stop).
    package static func reenter() {
        let state = state.pointee
        guard state.active != 0, state.descriptor >= 0 else { return }
        var modes = state.raw
        tcsetattr(state.descriptor, TCSANOW, &modes)
        enterSequence.write(to: state.descriptor)
    }

    package static func wake(_ byte: UInt8) {
        var byte = byte
        let descriptor = state.pointee.wake
        // A full pipe (EAGAIN) already holds a wake-up: nothing is lost.
        if descriptor >= 0 {
            _ = withUnsafeBytes(of: &byte) { DescriptorWriter(descriptor: descriptor, path: "").writeAll($0) }
        }
    }

    package static let handler: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        defer { errno = savedErrno }
        switch signal {
        case SIGWINCH:
            TerminalSignals.wake(UInt8(ascii: "w"))
        case SIGCONT:
            TerminalSignals.reenter()
            TerminalSignals.wake(UInt8(ascii: "c"))
        case SIGTSTP:
            TerminalSignals.leave()
            TerminalSignals.setDefault(SIGTSTP)
            TerminalSignals.unblock(SIGTSTP)
            raise(SIGTSTP)
            // Stopped until SIGCONT; then on again.
            TerminalSignals.setHandler(SIGTSTP)
            TerminalSignals.reenter()
            TerminalSignals.wake(UInt8(ascii: "c"))
        default:
            TerminalSignals.leave()
            TerminalSignals.state.pointee.active = 0
            TerminalSignals.setDefault(signal)
            TerminalSignals.unblock(signal)
            raise(signal)
        }
    }
}
