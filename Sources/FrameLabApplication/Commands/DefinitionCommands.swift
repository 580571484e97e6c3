import Foundation
import LayoutCore
import ViewSyntax

/// Declarations typed as entries join the session module; `:defs` lists them and `:forget`
/// takes one back. A definition that changes what the tree uses translates the tree again and
/// shows the frames that changed; a definition with an error changes nothing.
extension CommandInterpreter {
    /// An entry with declarations (and perhaps views after them): the declarations join the
    /// module; the entry's views become the tree; with none, the tree is translated again with the
    /// new definitions (or, with no tree yet, the entry's view is laid out, as a file's would be).
    mutating func enterDeclarations(_ reading: SourceDeclarations, text: String, entry: InputEntry, _ output: inout CommandOutput) throws(CommandError) {
        let name = fileName(entry)
        let label = editLabel ?? (entry.location == nil ? "entry \(typedEntries)" : nil)
        let added = try adding(reading, text: text, name: name, entryLabel: label, to: session.state.module)
        try checkNewViews(added.module, fileID: added.fileID, name: name, text: text)
        var next = session.state
        next.module = added.module
        let own = LoadedSource(own: [SourceFile(name: name, text: text)], moduleIDs: [added.fileID], choice: .automatic, fromFiles: false)
        let lines = added.changes.map(\.line)

        if !reading.otherItems.isEmpty || session.state.root == nil {
            let translation = pipeline(next.settings).translate(own.files(next.module), choice: .automatic, in: environment)
            // Declarations alone that give no view (a model, a constant) are definitions only.
            if reading.otherItems.isEmpty, translation.root == nil {
                for line in lines { output.print(line) }
                loadedSource = nil
                try apply(next, &output, show: .nothing)
                return
            }
            next.root = try accept(translation, &output)
            for line in lines { output.print(line) }
            loadedSource = nil
            try apply(next, &output, show: .table)
            loadedSource = own
            loadedSource?.selection = translation.selection
            loadedSource?.treeSource = reading.otherItems.isEmpty ? nil : Self.text(of: reading.otherItems, in: text)
            if reading.otherItems.isEmpty, case .view(let view)? = translation.selection?.kind {
                loadedSource?.choice = .view(view)
                output.print(style.dim("laid out view \(view) (the tree had nothing yet)"))
            }
            lastSource = loadedSource?.treeSource
            writeJournal(&output)
            return
        }
        for line in lines { output.print(line) }
        lastSource = nil
        guard let loaded = loadedSource else {
            // The tree was edited (:add, :modify…), so there is no source to translate again.
            try apply(next, &output, show: .nothing)
            if added.changes.contains(where: { $0.previous != nil && !$0.unchanged }) {
                output.print(style.dim("the tree was edited with commands, so it is not translated again; enter its source again to use the new definition"))
            }
            return
        }
        try retranslate(loaded, with: next, &output)
    }

    /// Lays the tree out again from its source with `next`'s definitions, showing what changed;
    /// if the source no longer translates, nothing changes and the errors are the command's.
    mutating func retranslate(_ loaded: LoadedSource, with next: Session.State, _ output: inout CommandOutput) throws(CommandError) {
        var next = next
        let translation = pipeline(next.settings).translate(loaded.files(next.module), choice: loaded.choice, in: environment)
        guard translation.root != nil, !translation.hasErrors else {
            let errors = translation.diagnostics.filter { $0.severity == .error }.map(\.rendered)
            throw CommandError("with this definition the tree does not translate, so nothing changed:\n" + (errors.isEmpty ? "the source has no view" : errors.joined(separator: "\n")))
        }
        next.root = try accept(translation, &output)
        loadedSource = nil
        try apply(next, &output, show: .changes)
        loadedSource = loaded
        loadedSource?.selection = translation.selection
        writeJournal(&output)
    }

    /// `module` with `reading` added, or the error at its position in `text`.
    func adding(_ reading: SourceDeclarations, text: String, name: String, entryLabel: String?, to module: SessionModule) throws(CommandError) -> (module: SessionModule, fileID: Int, changes: [ModuleChange]) {
        do {
            return try module.adding(reading, text: text, name: name, entryLabel: entryLabel)
        } catch {
            throw CommandError(SourceDiagnostic.error(error.message, in: text, file: name, line: error.position.line, column: error.position.column, id: SourceMessages.definitionRejected).rendered)
        }
    }

    /// Each view the entry defines is built once with placeholder values: an error in its body
    /// (at a line of this entry) refuses the definition before anything uses it.
    private func checkNewViews(_ module: SessionModule, fileID: Int, name: String, text: String) throws(CommandError) {
        let own = LoadedSource(own: [SourceFile(name: name, text: text)], moduleIDs: [fileID], choice: .automatic, fromFiles: false)
        let pipeline = pipeline(session.state.settings)
        let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        for definition in module.definitions where definition.fileID == fileID && definition.declaration.kind == .view {
            guard let view = definition.declaration.names.first else { continue }
            let translation = pipeline.translate(own.files(module), choice: .view(view), in: environment)
            let errors = translation.diagnostics.filter { $0.severity == .error && $0.file == name && $0.line <= lineCount && $0.line >= definition.declaration.start.line }
            if !errors.isEmpty { throw CommandError(errors.map(\.rendered).joined(separator: "\n")) }
        }
    }

    /// The text of `ranges` of `text`, one after another on lines of their own.
    static func text(of ranges: [Range<Int>], in text: String) -> String {
        let bytes = Array(text.utf8)
        return ranges.map { String(decoding: bytes[$0.clamped(to: 0..<bytes.count)], as: UTF8.self) }.joined(separator: "\n")
    }

    /// What `:save` and the journal write for the tree: its typed source, or `:view NAME` for a
    /// view of the definitions; nil when the tree is written as printed (loaded files, edits).
    var savedTreeSource: String? {
        // Without definitions the printed tree says it all, as before the session kept them.
        guard let loaded = loadedSource, !loaded.fromFiles, !session.state.module.isEmpty else { return nil }
        if let source = loaded.treeSource { return source }
        if case .view(let name) = loaded.choice, session.state.module.viewNames.contains(name) { return ":view \(name)" }
        return nil
    }

    /// `:defs`: the session's declarations, with where each came from.
    func defs(_ output: inout CommandOutput) {
        let definitions = session.state.module.definitions
        guard !definitions.isEmpty else {
            output.print("no definitions yet: type a struct, an extension, a func or a let, or :load a Swift file")
            return
        }
        var table = TextTable(columns: [("kind", .left), ("name", .left), ("from", .left)])
        for definition in definitions {
            let conditional = definition.declaration.isConditional ? " (in #if)" : ""
            table.append([definition.declaration.kind.rawValue, definition.declaration.names.joined(separator: ", "), definition.origin + conditional])
        }
        output.print(table.render(header: style.bold))
    }

    /// `:forget NAME`: the declarations of NAME leave the session; the tree is translated again.
    mutating func forget(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let name = call.arguments.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw call.usageError() }
        let module = session.state.module
        guard let (forgetting, forgotten) = module.forgetting(name) else {
            var message = "no definition '\(name)'"
            message += NameSuggestion.hint(for: name, in: module.definedNames)
            throw CommandError(message + (module.isEmpty ? "; there are no definitions" : " (:defs lists them)"))
        }
        for definition in forgotten { output.print("forgot \(definition.declaration.title) (\(definition.origin))") }
        var next = session.state
        next.module = forgetting
        if let loaded = loadedSource {
            try retranslate(loaded, with: next, &output)
        } else {
            try apply(next, &output, show: .nothing)
        }
    }
}
