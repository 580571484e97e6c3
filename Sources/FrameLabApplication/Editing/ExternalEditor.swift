import Foundation

/// The user's editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a file with the terminal:
/// `:edit` waits for it to exit. The command is run by `/bin/sh`, so `EDITOR="code --wait"` works.
public struct ExternalEditor: Sendable, Hashable {
    public var command: String

    public init(command: String) { self.command = command }

    /// The editor the environment names.
    public init(environment: [String: String]) {
        let named = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0?.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty }
        self.init(command: named ?? "vi")
    }

    /// Runs the editor on `path` and returns its exit status; throws when it cannot be started.
    func edit(_ path: String) throws(CommandError) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(command) \"$1\"", "framelab-edit", path]
        do {
            try process.run()
        } catch {
            throw CommandError("could not start the editor '\(command)': \(CommandInterpreter.reason(error))")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
