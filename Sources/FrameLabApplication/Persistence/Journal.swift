import Foundation

/// The session journal: after each change the session is written (atomically) as a script to the
/// state directory, so `framelab --restore` can bring it back after a crash or a closed terminal.
public struct Journal: Sendable, Hashable {
    public var path: String

    public init(path: String) { self.path = path }

    func write(_ script: String) throws {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try AtomicFile.write(script, to: path)
    }

    /// The journaled script, or nil when there is none.
    func read() throws -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let text = String(data: data, encoding: .utf8), !text.contains("\0") else {
            throw CommandError("the journal is not UTF-8 text")
        }
        return text
    }
}

extension CommandInterpreter {
    /// Replays the journal. A journal that cannot be read or replayed is set aside with a warning
    /// and the session starts empty.
    public mutating func restoreFromJournal() -> CommandOutput {
        var output = CommandOutput()
        guard let journal else { return output }
        let script: String?
        do {
            script = try journal.read()
        } catch {
            setAside(journal, reason: "\(error)", &output)
            return output
        }
        guard let script else {
            output.warn("there is no session to restore (\(journal.path) does not exist)")
            return output
        }
        let saved = self
        self.journal = nil
        let result = run(script: script, file: journal.path)
        if result.failed {
            self = saved
            setAside(journal, reason: result.messages.first { $0.kind == .error }?.text ?? "it has errors", &output)
            return output
        }
        self.journal = journal
        // A fresh undo history, with the layout the replay made.
        let layout = session.result
        session = Session(state: session.state)
        session.result = layout
        output.print(style.dim("restored the session from \(journal.path)"))
        if let environment { output.print(style.dim(environmentLine(environment))) }
        if let result = session.result {
            output.print(FramesTable.render(result, format: format, style: style))
        }
        return output
    }

    private func setAside(_ journal: Journal, reason: String, _ output: inout CommandOutput) {
        let aside = StateDirectory.setAside(journal.path)
        output.warn("the session journal could not be restored (\(reason)); "
            + (aside.map { "it was set aside as \($0)" } ?? "it was left in place") + "; starting a new session")
    }
}
