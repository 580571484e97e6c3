import Foundation
import LayoutCore
import ViewSyntax

/// `:edit [NAME]`: a definition (or the whole session source: every definition and the tree's
/// source) is written to a temporary file, the editor opens it, and the saved text is taken back
/// as if typed. An editor that fails, an empty file or source with errors changes nothing; the
/// file is kept and its path given, so the edit is not lost.
extension CommandInterpreter {
    mutating func edit(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let name = call.arguments.trimmingCharacters(in: .whitespaces)
        let original = try editedText(name)
        let path = Self.editFilePath()
        do {
            try AtomicFile.write(original, to: path)
        } catch {
            throw CommandError("cannot write \(path): \(Self.reason(error))")
        }
        let status = try editor.edit(path)
        guard status == 0 else {
            throw CommandError("the editor '\(editor.command)' exited with status \(status), so nothing changed; the text is kept in \(path)")
        }
        let edited: String
        do {
            edited = try TextFile.read(path)
        } catch {
            throw CommandError("cannot read \(path) after editing: \(error.message)")
        }
        guard !edited.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            try? FileManager.default.removeItem(atPath: path)
            throw CommandError("the edited file is empty, so nothing changed (to take a definition out, use :forget NAME)")
        }
        guard edited != original else {
            try? FileManager.default.removeItem(atPath: path)
            output.print("no changes")
            return
        }
        let entry = InputEntry(text: edited.trimmingCharacters(in: .newlines), location: InputLocation(file: path, line: 1 + edited.prefix { $0 == "\n" }.count))
        editLabel = "entry \(typedEntries) (:edit)"
        defer { editLabel = nil }
        do {
            try enterSource(entry, &output)
        } catch {
            throw CommandError(error.message + "\nnothing changed; the edit is kept in \(path) (fix it there and :load it, or :edit again)")
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// What `:edit NAME` opens: NAME's declarations; with no name, every definition and the tree's typed source.
    private func editedText(_ name: String) throws(CommandError) -> String {
        let module = session.state.module
        if name.isEmpty {
            var parts = module.definitions.map(\.source)
            if let tree = loadedSource?.treeSource ?? (loadedSource?.fromFiles == false && module.isEmpty ? lastSource : nil) { parts.append(tree) }
            guard !parts.isEmpty else { throw CommandError("nothing to edit yet: define a view (or type one) first, or :edit NAME") }
            return parts.joined(separator: "\n\n") + "\n"
        }
        guard let (_, matching) = module.forgetting(name) else {
            var message = "no definition '\(name)'"
            message += NameSuggestion.hint(for: name, in: module.definedNames)
            throw CommandError(message + (module.isEmpty ? "; there are no definitions" : " (:defs lists them)"))
        }
        return matching.map(\.source).joined(separator: "\n\n") + "\n"
    }

    /// A new file in the temporary directory, named so the editor highlights Swift.
    private static func editFilePath() -> String {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return URL(fileURLWithPath: directory).appendingPathComponent("framelab-edit-\(getpid())-\(UUID().uuidString.prefix(8)).swift").path
    }
}
