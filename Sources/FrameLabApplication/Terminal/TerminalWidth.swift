import Foundation

/// How many columns the terminal has: `COLUMNS` when set, else the terminal's own size (ioctl),
/// else 80 (not a terminal).
enum TerminalWidth {
    static let fallback = 80

    static func columns(environment: [String: String], descriptor: Int32 = STDOUT_FILENO) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0 {
            return columns
        }
        var size = winsize()
        if isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return fallback
    }
}
