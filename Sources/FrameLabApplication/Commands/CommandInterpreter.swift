import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// Runs REPL input against a session and returns what to print. No terminal and no process I/O:
/// the line editor, `framelab run` and the tests all drive it the same way.
public struct CommandInterpreter: Sendable {
    public internal(set) var session: Session
    public internal(set) var profiles: ProfileState
    /// Colour from the terminal and `--color`; `:set color` overrides it.
    public var terminalColor: Bool
    /// The terminal's width in columns, asked each time `:draw` runs (the window may be resized).
    public var terminalColumns: @Sendable () -> Int = { TerminalWidth.fallback }
    /// Where the session is journaled after each change; nil for none.
    public var journal: Journal?
    /// The environment of the current selection; nil when it could not be built.
    public internal(set) var environment: LayoutEnvironment?
    /// The source of the last tree entered, so a following line that starts with `.` continues it.
    var lastSource: String?
    /// The source the tree was translated from, translated again when the environment changes.
    var loadedSource: LoadedSource?
    /// What the user chose explicitly (`:device`, `:orientation`, `:window`, or the command line),
    /// which a preview's traits do not override.
    var explicitSelection = PreviewCanvas.Explicit()
    /// Files being loaded, outermost first, to report a cycle.
    var loadStack: [String] = []
    var journalFailed = false
    /// The last layout, kept so that an edit lays out only what it affects.
    var layoutSession: LayoutSession?
    /// Whether `:snapshot` records missing snapshots or rewrites them all.
    public var snapshotPolicy: SnapshotPolicy = .recordMissing
    /// The `:each-…` run in progress (`iphone-se portrait`), named in checks and snapshot files.
    var variationLabel: String?
    /// Commands run inside nested `:load`s and `:each-…` blocks since the last top-level command;
    /// past `maximumNestedCommands` the rest is stopped (`stoppedExpansion`).
    var nestedCommands = 0
    var stoppedExpansion = false
    /// Scripts open at the top level: 1 while `framelab run` runs a file (its own lines are not
    /// nested), 0 while a `:load` typed at the prompt runs.
    var expansionBase = 1
    /// `:each-…` blocks open around the command being run.
    var repeatDepth = 0
    /// The next step `:tour` shows.
    var tourStep = 0
    /// Entries typed at the prompt so far; a declaration typed there comes from "entry N".
    var typedEntries = 0
    /// Where the declarations being entered come from, while `:edit` takes its file back.
    var editLabel: String?
    /// The editor `:edit` opens (`$VISUAL`, `$EDITOR`).
    public var editor = ExternalEditor(environment: ProcessInfo.processInfo.environment)
    /// The presentation `:present` shows instead of the main tree (session state), and its layout.
    var presentationChoice: PresentationChoice? {
        get { session.state.presentation }
        set { session.state.presentation = newValue }
    }
    var presented: PresentedLayout?

    public init(profiles: ProfileState, state: Session.State = Session.State(), terminalColor: Bool = false, journal: Journal? = nil) {
        self.session = Session(state: state)
        self.profiles = profiles
        self.terminalColor = terminalColor
        self.journal = journal
    }

    public var style: OutputStyle {
        OutputStyle(colored: session.state.settings.color ?? terminalColor)
    }

    var format: NumberFormat { NumberFormat(precision: session.state.settings.precision) }

    /// Lays `root` out in `environment`; when only the tree changed since the last layout, only
    /// what the change affects is laid out again (`LayoutSession`).
    mutating func layout(_ root: ViewNode?, in environment: LayoutEnvironment) -> LayoutResult? {
        presented = nil
        if let choice = presentationChoice, let root {
            if let layout = try? presentedLayout(root, choice, in: environment) {
                presented = layout
                layoutSession = nil
                var result = choice.main
                    ? LayoutPipeline.layout(root, in: layout.mainEnvironment)
                    : LayoutPipeline.layout(layout.root, in: layout.environment)
                result.diagnostics = layout.diagnostics + result.diagnostics
                return result
            }
            presentationChoice = nil
        }
        guard let root else {
            layoutSession = nil
            return nil
        }
        if var current = layoutSession, current.environment == environment {
            current.update(root)
            layoutSession = current
            return current.result
        }
        let fresh = LayoutPipeline.session(root, in: environment)
        layoutSession = fresh
        return fresh.result
    }

    /// Lays out the initial state. Profile errors are warnings; an environment that cannot be built
    /// (an unknown device) is an error, which the REPL reports and goes on from.
    public mutating func start() -> CommandOutput {
        var output = CommandOutput()
        for diagnostic in profiles.diagnostics {
            if diagnostic.severity == .error { output.warn(diagnostic.description) }
        }
        do {
            let environment = try pipeline(session.state.settings).environment(for: session.state.selection)
            self.environment = environment
            session.result = layout(session.state.root, in: environment)
        } catch {
            output.fail(error.message)
        }
        return output
    }

    /// Runs one entry: a `:command` or SwiftUI source. On an error nothing changes.
    public mutating func execute(_ entry: InputEntry) -> CommandOutput {
        var output = CommandOutput()
        if profiles.filesChanged() {
            output.append(reloadProfiles(reason: "profile files changed"))
        }
        if entry.location == nil { typedEntries += 1 }
        let saved = self
        do {
            try dispatch(entry, &output)
        } catch {
            self = saved
            output.fail(error.message, at: entry.location)
        }
        return output
    }

    /// Runs a whole script (as `:load` does, with `file:line:` locations).
    public mutating func run(script: String, file: String) -> CommandOutput {
        var output = CommandOutput()
        if loadStack.isEmpty { startTopLevelCommand() }
        loadStack.append(file)
        defer { loadStack.removeLast() }
        let entries = InputEntry.split(script: script, file: file)
        var index = 0
        while index < entries.count && !(stoppedExpansion && loadStack.count > expansionBase) {
            let result = runEntryOrBlock(entries, at: &index)
            output.append(result)
            if result.quit {
                output.quit = true
                break
            }
        }
        return output
    }

    private mutating func dispatch(_ entry: InputEntry, _ output: inout CommandOutput) throws(CommandError) {
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix(":") else {
            try enterSource(entry, &output)
            return
        }
        let body = text.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let arguments = body.dropFirst(name.count).trimmingCharacters(in: .whitespacesAndNewlines)
        let call = CommandCall(name: name, arguments: arguments, entry: entry)
        try call.checkArgumentCount()
        if ["add", "insert", "modify", "replace", "remove", "matrix"].contains(name) { try requireMainTree(name) }
        switch name {
        case "present": try runPresent(call, &output)
        case "add": try add(call, &output)
        case "insert": try insert(call, &output)
        case "modify": try modify(call, &output)
        case "replace": try replace(call, &output)
        case "remove": try remove(call, &output)
        case "undo": try undo(&output)
        case "redo": try redo(&output)
        case "reset": try reset(&output)
        case "tree": try tree(&output)
        case "device": try device(call, &output)
        case "devices": devices(&output)
        case "orientation": try orientation(call, &output)
        case "os": try os(call, &output)
        case "posture": try posture(call, &output)
        case "window": try window(call, &output)
        case "column": try column(call, &output)
        case "containers": containers(&output)
        case "views": views(&output)
        case "profile": try profile(call, &output)
        case "reload": output.append(reloadProfiles(reason: nil))
        case "frames": try frames(&output)
        case "why": try why(call, &output)
        case "json": try json(&output)
        case "draw": try draw(call, &output)
        case "svg": try svg(call, &output)
        case "png": try png(call, &output)
        case "html": try html(call, &output)
        case "matrix": try matrix(call, &output)
        case "sweep": try sweep(call, &output)
        case "load": try load(call, &output)
        case "preview": try preview(call, &output)
        case "view": try view(call, &output)
        case "defs": defs(&output)
        case "forget": try forget(call, &output)
        case "edit": try edit(call, &output)
        case "save": try save(call, &output)
        case "expect": try expect(call, &output)
        case "snapshot": try snapshot(call, &output)
        case "tour": try tour(call, &output)
        case "each-device", "each-orientation", "each-dynamic-type", "end":
            throw CommandError(":\(name) repeats lines of a script (framelab run or framelab test); it cannot be typed at the prompt")
        case "set": try set(call, &output)
        case "help": try help(call, &output)
        case "explain": try explain(call, &output)
        case "quit", "q", "exit": output.quit = true
        default:
            var message = "unknown command ':\(name)'"
            if let suggestion = NameSuggestion.closest(to: name, in: CommandCatalog.names) {
                message += "; did you mean ':\(suggestion)'?"
            }
            throw CommandError(message + " (:help lists the commands)")
        }
    }

    /// How the result of a change is shown.
    enum Presentation { case table, changes, nothing }

    /// Makes `next` the session's state: builds its environment, lays it out, shows the frames
    /// table or what changed, and journals it. Throws (changing nothing) if the environment fails.
    mutating func apply(_ next: Session.State, _ output: inout CommandOutput, show presentation: Presentation) throws(CommandError) {
        var next = next
        let environment = try pipeline(next.settings).environment(for: next.selection)
        if let root = retranslated(next, environment: environment, &output) { next.root = root }
        let result = layout(next.root, in: environment)
        let old = session.result
        let environmentChanged = environment.description != self.environment?.description
            || environment.windowSize != self.environment?.windowSize
        session.record(next)
        session.result = result
        self.environment = environment
        if environmentChanged && (presentation != .table || result == nil) {
            output.print(style.dim(environmentLine(environment)))
        }
        if let result {
            switch presentation {
            case .table:
                output.print(FramesTable.render(result, format: format, style: style))
            case .nothing:
                break
            case .changes:
                let changes = FrameChanges.describe(from: old, to: result, format: format)
                output.print(changes.isEmpty ? "no frames changed" : changes.joined(separator: "\n"))
            }
            report(result.diagnostics, &output)
        }
        writeJournal(&output)
    }

    func environmentLine(_ environment: LayoutEnvironment) -> String {
        let description = environment.description
        var line = description.title
        if let column = session.state.selection.column { line += ", \(column.rawValue) column" }
        return line + ": \(format.size(environment.windowSize))"
    }

    func report(_ diagnostics: [LayoutDiagnostic], _ output: inout CommandOutput) {
        report(source: [], layout: diagnostics, &output)
    }

    /// Source and layout diagnostics, grouped by kind as `:set verbose` asks (notes only when verbose).
    func report(source: [SourceDiagnostic], layout: [LayoutDiagnostic], _ output: inout CommandOutput) {
        for line in DiagnosticReport(source: source, layout: layout, detail: session.state.settings.diagnosticDetail).lines {
            let at = line.location.flatMap { location in
                location.file.map { InputLocation(file: $0, line: location.line, column: location.column) }
            }
            switch (line.severity, line.fromSource) {
            case (.error, false): output.warn("layout error: " + line.text, at: at)
            case (.warning, false): output.warn(line.text, at: at)
            case (.warning, true), (.error, true): output.messages.append(OutputMessage(kind: .warning, text: line.text))
            case (.note, _): output.print(line.fromSource ? line.text : "note: " + line.text)
            }
        }
    }

    mutating func writeJournal(_ output: inout CommandOutput) {
        guard let journal else { return }
        do {
            try journal.write(SessionScript.render(session.state, treeSource: savedTreeSource))
            journalFailed = false
        } catch {
            if !journalFailed { output.warn("could not journal the session: \(error)") }
            journalFailed = true
        }
    }

    /// Reads the profiles again and lays the tree out, showing what changed.
    mutating func reloadProfiles(reason: String?) -> CommandOutput {
        let oldViewKinds = profiles.registry.viewKinds
        var output = profiles.reload()
        if let root = session.state.root {
            session.state.root = ViewKindRebinding.rebound(root, from: oldViewKinds, to: profiles.registry.viewKinds)
        }
        if let reason, !output.messages.contains(where: { $0.kind == .warning }) {
            output.print(style.dim("\(reason): profiles reloaded"))
        }
        do {
            let environment = try pipeline(session.state.settings).environment(for: session.state.selection)
            let old = session.result
            session.result = layout(session.state.root, in: environment)
            self.environment = environment
            if let result = session.result {
                let changes = FrameChanges.describe(from: old, to: result, format: format)
                output.print(changes.isEmpty ? "no frames changed" : changes.joined(separator: "\n"))
            } else if reason == nil {
                output.print("profiles reloaded")
            }
        } catch {
            output.warn(error.message)
        }
        return output
    }

    /// The laid-out result, or an error saying there is nothing to show.
    func requireResult() throws(CommandError) -> LayoutResult {
        guard let result = session.result else {
            throw CommandError(session.state.root == nil
                ? "nothing laid out yet: type some SwiftUI source or :load a script"
                : "the tree could not be laid out in this environment")
        }
        return result
    }

    func requireRoot() throws(CommandError) -> ViewNode {
        guard let root = session.state.root else {
            throw CommandError("there is no tree yet: type some SwiftUI source or :load a script")
        }
        return root
    }

    /// Names of views in the tree (`name`) and ids (`#3`), for completion and suggestions.
    public var targetNames: [String] {
        guard let root = presented?.root ?? session.state.root else { return [] }
        let resolver = TargetResolver(root: root)
        return resolver.names + resolver.paths.indices.map { "#\($0)" }
    }
}

/// A parsed `:command` line: its name, the rest of the line, and where the arguments start.
struct CommandCall {
    var name: String
    var arguments: String
    var entry: InputEntry

    /// The one optional word of a command such as `:os [ID]`: nil when none is given; anything
    /// after it is a usage error.
    func optionalWord() throws(CommandError) -> String? {
        let (words, rest) = self.words(1)
        guard rest.isEmpty else { throw usageError() }
        return words.first
    }

    /// The first `count` whitespace-separated words and the rest of the arguments.
    func words(_ count: Int) -> (words: [String], rest: String) {
        var rest = Substring(arguments)
        var words: [String] = []
        for _ in 0..<count {
            rest = rest.drop { $0.isWhitespace }
            let word = rest.prefix { !$0.isWhitespace }
            if word.isEmpty { break }
            words.append(String(word))
            rest = rest.dropFirst(word.count)
        }
        return (words, rest.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    var usage: String { CommandCatalog.info(name)?.usage ?? ":\(name)" }

    func usageError() -> CommandError {
        CommandError("usage: \(usage)")
    }
}
