#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A full-screen session on the controlling terminal: raw mode through termios, the
/// alternate screen, the cursor hidden, and the terminal restored on every way out (``end()``,
/// a signal, a crash: see ``TerminalSignals``). Reads keys, resizes and resumes as events.
package final class InteractiveTerminal {
    /// What happened while waiting.
    package enum Event: Equatable, Sendable {
        /// Bytes typed (one key or several, maybe part of an escape sequence).
        case input([UInt8])
        /// The window changed size (SIGWINCH).
        case resized
        /// The process was stopped and continued (SIGTSTP, SIGCONT): the screen is blank.
        case resumed
        /// The timeout passed with nothing else.
        case timeout
    }

    package let device: TerminalDevice
    private let modes: RawMode
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1
    private var isActive = false

    /// Opens the terminal (`/dev/tty` unless `path`); nothing changes until ``begin()``.
    package init(path: String = "/dev/tty") throws(SystemError) {
        device = try TerminalDevice(path: path)
        modes = try RawMode(descriptor: device.descriptor, path: path)
    }

    deinit { end() }

    /// Rows and columns (80 × 24 when the terminal does not say).
    package var size: (rows: Int, columns: Int) { device.size ?? (24, 80) }

    /// Raw mode, the alternate screen, the signal handlers.
    package func begin() throws(SystemError) {
        guard !isActive else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .fromErrno(path: "pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        guard modes.enter(device.descriptor) else {
            let error = SystemError.fromErrno(path: device.path)
            closeWake()
            throw error
        }
        isActive = true
        TerminalSignals.install(descriptor: device.descriptor, wake: wakeWrite, modes: modes)
        try write(String(decoding: UnsafeBufferPointer(start: TerminalSignals.enterSequence.bytes,
                                                       count: TerminalSignals.enterSequence.count), as: UTF8.self))
    }

    /// The terminal as it was found; safe to call more than once.
    package func end() {
        guard isActive else { return }
        TerminalSignals.leave()
        TerminalSignals.uninstall()
        isActive = false
        closeWake()
    }

    /// Stops the process as Ctrl-Z does in a shell (the terminal restored meanwhile);
    /// returns once continued, the next event being ``Event/resumed``.
    package func suspend() {
        raise(SIGTSTP)
    }

    package func write(_ text: String) throws(SystemError) {
        try device.write(Array(text.utf8))
    }

    /// The next event, waiting at most `milliseconds` (forever when nil).
    package func next(timeout milliseconds: Int?) throws(SystemError) -> Event {
        while true {
            var descriptors = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: device.descriptor, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, Int32(milliseconds ?? -1))
            if ready < 0 {
                if errno == EINTR { continue }
                throw .fromErrno(path: device.path)
            }
            if ready == 0 { return .timeout }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                var buffer = [UInt8](repeating: 0, count: 64)
                var woken = [UInt8]()
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(wakeRead, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    woken += buffer.prefix(count)
                }
                if woken.contains(UInt8(ascii: "c")) { return .resumed }
                if woken.contains(UInt8(ascii: "w")) { return .resized }
            }
            if descriptors[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let bytes = try device.readAvailable()
                guard !bytes.isEmpty else { throw SystemError.refused(path: device.path, reason: "the terminal closed") }
                return .input(bytes)
            }
        }
    }

    private func closeWake() {
        if wakeRead >= 0 { close(wakeRead) }
        if wakeWrite >= 0 { close(wakeWrite) }
        (wakeRead, wakeWrite) = (-1, -1)
    }
}
