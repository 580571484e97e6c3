import Foundation
import LayoutCore
import ViewSyntax

/// Source input and the commands that build the tree: `:add :insert :modify :replace :remove
/// :undo :redo :reset :tree`.
extension CommandInterpreter {
    mutating func enterSource(_ entry: InputEntry, _ output: inout CommandOutput) throws(CommandError) {
        var source = entry.text
        if source.trimmingCharacters(in: .whitespaces).hasPrefix(".") {
            guard let previous = lastSource else {
                try modify(CommandCall(name: "modify", arguments: "#0 " + source.trimmingCharacters(in: .whitespaces), entry: entry), &output)
                return
            }
            source = previous + "\n" + source
        }
        let whole = InputEntry(text: source, location: entry.location)
        let text = positioned(source, in: whole)
        if SourceDeclarations.mayDeclare(text), let reading = SourceDeclarations.read(text), !reading.declarations.isEmpty {
            try enterDeclarations(reading, text: text, entry: whole, &output)
            return
        }
        let typed = LoadedSource(own: [SourceFile(name: fileName(entry), text: text)], choice: .automatic, fromFiles: false)
        let root = try translate(typed, in: whole, &output)
        var next = session.state
        next.root = root
        loadedSource = nil
        try apply(next, &output, show: .table)
        lastSource = source
        loadedSource = typed
        loadedSource?.treeSource = source
        writeJournal(&output)
    }

    mutating func add(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, code) = call.words(1)
        guard words.count == 1, !code.isEmpty else { throw call.usageError() }
        try insertChild(target: words[0], index: nil, code: code, call, &output)
    }

    mutating func insert(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, code) = call.words(2)
        guard words.count == 2, !code.isEmpty else { throw call.usageError() }
        guard let index = Int(words[1]), index >= 0 else {
            throw CommandError("INDEX must be a number from 0: \(words[1])")
        }
        try insertChild(target: words[0], index: index, code: code, call, &output)
    }

    private mutating func insertChild(target: String, index: Int?, code: String, _ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        var root = try requireRoot()
        let resolved = try TargetResolver(root: root).resolve(target)
        guard resolved.node.acceptsChildren else {
            throw CommandError("#\(resolved.id) \(resolved.node.kind.typeName) cannot take children: add to a stack, Group, ForEach or container (or use :modify or :replace)")
        }
        if let index, index > resolved.node.children.count {
            throw CommandError("#\(resolved.id) \(resolved.node.kind.typeName) has \(resolved.node.children.count) children: INDEX can be 0…\(resolved.node.children.count)")
        }
        let child = try translate(code, in: call.entry, &output)
        root[resolved.path].children.insert(child, at: index ?? resolved.node.children.count)
        try applyEdited(root, &output)
    }

    mutating func modify(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, code) = call.words(1)
        guard words.count == 1, code.hasPrefix(".") else { throw call.usageError() }
        var root = try requireRoot()
        let resolved = try TargetResolver(root: root).resolve(words[0])
        let translation = pipeline(session.state.settings).applyModifiers(
            positioned(code, in: call.entry), to: resolved.node, fileName: fileName(call.entry), module: session.state.module.declarationFiles, in: environment)
        let modified = try accept(translation, &output)
        root[resolved.path] = modified
        try applyEdited(root, &output)
    }

    mutating func replace(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, code) = call.words(1)
        guard words.count == 1, !code.isEmpty else { throw call.usageError() }
        var root = try requireRoot()
        let resolved = try TargetResolver(root: root).resolve(words[0])
        root[resolved.path] = try translate(code, in: call.entry, &output)
        try applyEdited(root, &output)
    }

    mutating func remove(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let (words, rest) = call.words(1)
        guard words.count == 1, rest.isEmpty else { throw call.usageError() }
        let root = try requireRoot()
        let resolved = try TargetResolver(root: root).resolve(words[0])
        let remaining = Self.removing(resolved.path, from: root)
        try applyEdited(remaining, &output)
        if remaining == nil { output.print("the tree is empty") }
    }

    /// Lays out the tree an edit (`:add`, `:insert`, `:modify`, `:replace`, `:remove`) made, shows
    /// what changed, and forgets the typed source (the tree no longer comes from it).
    private mutating func applyEdited(_ root: ViewNode?, _ output: inout CommandOutput) throws(CommandError) {
        var next = session.state
        next.root = root
        try apply(next, &output, show: .changes)
        forgetSource()
    }

    /// The tree without the node at `path`: a modifier is unwrapped; a view goes with the modifiers
    /// wrapping it, and an overlay or background left without its content is unwrapped too.
    static func removing(_ path: TreePath, from root: ViewNode) -> ViewNode? {
        var root = root
        if root[path].kind.isModifier, let first = root[path].children.first {
            root[path] = first
            return root
        }
        var path = path
        while let parent = path.parent, root[parent].kind.isModifier, path.indices.last == 0 {
            path = parent
        }
        guard let parent = path.parent, let index = path.indices.last else { return nil }
        root[parent].children.remove(at: index)
        if root[parent].kind.isModifier, root[parent].children.count == 1, index > 0 {
            root[parent] = root[parent].children[0]
        }
        return root
    }

    mutating func undo(_ output: inout CommandOutput) throws(CommandError) {
        var copy = session
        guard copy.undo() else { throw CommandError("nothing to undo") }
        try restore(copy, &output)
    }

    mutating func redo(_ output: inout CommandOutput) throws(CommandError) {
        var copy = session
        guard copy.redo() else { throw CommandError("nothing to redo") }
        try restore(copy, &output)
    }

    /// Makes an undone or redone session current, laying it out again.
    private mutating func restore(_ moved: Session, _ output: inout CommandOutput) throws(CommandError) {
        let environment = try pipeline(moved.state.settings).environment(for: moved.state.selection)
        let old = session.result
        session = moved
        session.result = layout(moved.state.root, in: environment)
        if environment.description != self.environment?.description || environment.windowSize != self.environment?.windowSize {
            output.print(style.dim(environmentLine(environment)))
        }
        self.environment = environment
        let changes = FrameChanges.describe(from: old, to: session.result, format: format)
        output.print(changes.isEmpty ? "no frames changed" : changes.joined(separator: "\n"))
        forgetSource()
        writeJournal(&output)
    }

    mutating func reset(_ output: inout CommandOutput) throws(CommandError) {
        var next = session.state
        next.root = nil
        try apply(next, &output, show: .changes)
        output.print("the tree is empty")
        forgetSource()
    }

    func tree(_ output: inout CommandOutput) throws(CommandError) {
        let root = try requireRoot()
        output.print(SourcePrinter.print(root, showIDs: true))
    }

    // MARK: Translation

    /// Translates source into a tree, printing warnings; errors throw with each diagnostic rendered.
    func translate(_ code: String, in entry: InputEntry, _ output: inout CommandOutput) throws(CommandError) -> ViewNode {
        try translate(LoadedSource(own: [SourceFile(name: fileName(entry), text: positioned(code, in: entry))], choice: .automatic, fromFiles: false), in: entry, &output)
    }

    /// Translates typed source with the session's definitions in scope. Source that does not
    /// parse is translated alone, so its syntax errors are errors (with other files, a file that
    /// does not parse is left out with a warning).
    func translate(_ typed: LoadedSource, in entry: InputEntry, _ output: inout CommandOutput) throws(CommandError) -> ViewNode {
        let pipeline = pipeline(session.state.settings)
        let module = session.state.module
        let parses = module.isEmpty || typed.own.allSatisfy { SourceDeclarations.read($0.text) != nil }
        let translation = parses ? pipeline.translate(typed.files(module), choice: typed.choice, in: environment)
            : pipeline.translate(typed.own[0].text, fileName: typed.own[0].name, in: environment)
        return try accept(translation, &output)
    }

    func accept(_ translation: Translation, _ output: inout CommandOutput) throws(CommandError) -> ViewNode {
        if translation.hasErrors || translation.root == nil {
            let rendered = translation.diagnostics.filter { $0.severity == .error }.map(\.rendered)
            throw CommandError(rendered.isEmpty ? "the source has no view" : rendered.joined(separator: "\n"))
        }
        report(source: translation.diagnostics, layout: [], &output)
        return translation.root!
    }

    func fileName(_ entry: InputEntry) -> String {
        entry.location?.file ?? "<input>"
    }

    /// `code` padded with blank lines and spaces so diagnostics give its line and column in the
    /// script (or typed entry) it came from.
    func positioned(_ code: String, in entry: InputEntry) -> String {
        var lineOffset = (entry.location?.line ?? 1) - 1
        var column = 0
        // The code usually ends the entry; a backwards search costs length² on repetitive text.
        let text = entry.text
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? text.startIndex
        // Source typed as an entry is the whole entry; Foundation's backwards search, when the
        // entry ends in a newline, took 8 s on 40,000 repetitive lines.
        let found = text == code ? text.startIndex..<text.endIndex
            : text[..<end].hasSuffix(code) ? text.index(end, offsetBy: -code.count)..<end : text.range(of: code, options: .backwards)
        if let range = found {
            let prefix = entry.text[..<range.lowerBound]
            lineOffset += prefix.filter { $0 == "\n" }.count
            column = prefix.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0
        }
        return String(repeating: "\n", count: lineOffset) + String(repeating: " ", count: column) + code
    }
}
