#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's modes (termios) as they were, and the raw modes an interactive program
/// reads keys in: no line editing, no echo, no signals from Ctrl-C or Ctrl-Z (they arrive as
/// keys, so the program decides), no flow control (Ctrl-S and Ctrl-Q arrive too), no CR to
/// NL translation (Enter arrives as CR), output untouched.
package struct RawMode: Sendable {
    /// The modes found when raw mode was entered, put back by ``restore(_:)``.
    package let original: termios
    /// The raw modes.
    package let raw: termios

    /// Reads the modes of `descriptor` and works out their raw form.
    package init(descriptor: Int32, path: String = "/dev/tty") throws(SystemError) {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { throw .fromErrno(path: path) }
        original = modes
        raw = Self.raw(from: modes)
    }

    /// `modes` made raw (as `cfmakeraw`, keeping the character size and baud rate).
    package static func raw(from modes: termios) -> termios {
        var raw = modes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// Puts the raw modes on `descriptor` (typed-ahead input is kept).
    package func enter(_ descriptor: Int32) -> Bool {
        var modes = raw
        return tcsetattr(descriptor, TCSANOW, &modes) == 0
    }

    /// Puts the original modes back (safe in a signal handler: one `tcsetattr`).
    package func restore(_ descriptor: Int32) -> Bool {
        var modes = original
        return tcsetattr(descriptor, TCSANOW, &modes) == 0
    }
}
