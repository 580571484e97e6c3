import Foundation

/// The REPL's history: one entered line per line of a UTF-8 file, appended as each line is
/// entered so a crash loses nothing. An unreadable file is set aside; an unwritable one is a
/// warning, after which history is kept for this session only. The file is cut back to the last
/// `limit` lines when it grows past twice that.
public struct HistoryFile: Sendable {
    public var path: String
    public static let limit = 1000

    public init(path: String) { self.path = path }

    /// The saved lines (the newest last) and any warning.
    public func load() -> (lines: [String], warning: String?) {
        guard FileManager.default.fileExists(atPath: path) else { return ([], nil) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return ([], "cannot read the history file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            let aside = StateDirectory.setAside(path)
            return ([], "the history file \(path) is not text; " + (aside.map { "set aside as \($0)" } ?? "ignored"))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let kept = Array(lines.suffix(Self.limit))
        if lines.count > 2 * Self.limit {
            try? AtomicFile.write(kept.joined(separator: "\n") + "\n", to: path)
        }
        return (kept, nil)
    }

    /// Appends a line; returns an error message if the file cannot be written.
    public func append(_ line: String) -> String? {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return "history will not be saved: cannot write \(path): \(String(cString: strerror(errno)))"
        }
        defer { close(descriptor) }
        let bytes = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count ? nil : "history will not be saved: cannot write \(path): \(String(cString: strerror(errno)))"
    }
}
