import Foundation

/// `$XDG_STATE_HOME/framelab` (default `~/.local/state/framelab`): history and the session journal.
public struct StateDirectory: Sendable, Hashable {
    public var path: String

    public init(path: String) { self.path = path }

    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        let base = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
        path = base + "/framelab"
    }

    public var historyPath: String { path + "/history" }
    public var journalPath: String { path + "/session.framelab" }

    /// Creates the directory if needed.
    public func create() throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Renames an unreadable file to `NAME.corrupt-TIMESTAMP` and returns the new path.
    static func setAside(_ path: String) -> String? {
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = "\(path).corrupt-\(stamp)"
        return rename(path, aside) == 0 ? aside : nil
    }
}
