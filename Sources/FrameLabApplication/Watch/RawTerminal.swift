#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input in raw mode (keys arrive one at a time, unechoed; Ctrl-C is a key) and the
/// alternate screen, both undone by `restore()`. POSIX termios (tcgetattr/tcsetattr, the same
/// flags on Linux and macOS; on macOS `tcflag_t` is 64-bit and `c_cc` has 20 entries, indexed by
/// VMIN/VTIME all the same) and the TIOCGWINSZ ioctl (the Swift overlays declare it on both).
final class RawTerminal {
    private var saved = termios()
    private(set) var isRaw = false

    /// Puts the terminal in raw mode when standard input is one; otherwise does nothing.
    init() {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return }
        isRaw = true
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Puts the terminal back as it was (and leaves the alternate screen). Safe to call twice.
    func restore() {
        guard isRaw else { return }
        isRaw = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    /// The terminal's height: `LINES` when set, else its own size; nil when unknown.
    func rows(environment: [String: String]) -> Int? {
        if let text = environment["LINES"], let rows = Int(text), rows > 0 { return rows }
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Clears the screen and writes `text` from the top-left corner.
    func show(_ text: String) {
        write((isRaw ? "\u{1B}[H\u{1B}[2J" : "") + text + "\n")
    }

    func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    deinit {
        restore()
    }
}

/// write(2), named apart from `RawTerminal.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
