import LayoutCore
import Profiles
import ViewSyntax

/// A presentation found in a tree (`.sheet { … }` on node `id`), numbered from 1 in source order
/// (a modifier written later wraps the earlier ones, so pre-order alone would list it first).
struct PresentationEntry {
    var number: Int
    var id: Int
    var spec: PresentationSpec
    var location: SourceLocation?

    /// Every presentation in `root`, in source order (pre-order where positions are missing).
    static func all(in root: ViewNode) -> [PresentationEntry] {
        let entries = PresentationLayout.presentations(in: root).map { spec, id, location in
            PresentationEntry(number: 0, id: id, spec: spec, location: location)
        }
        let ordered = entries.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (let x?, let y?) where (x.line, x.column) != (y.line, y.column): (x.line, x.column) < (y.line, y.column)
            default: a.offset < b.offset
            }
        }
        return ordered.enumerated().map { number, item in
            var entry = item.element
            entry.number = number + 1
            return entry
        }
    }

    /// `sheet(isPresented: $show)`, for listings.
    var label: String {
        spec.arguments.isEmpty ? ".\(spec.modifier)" : ".\(spec.modifier)(\(spec.arguments))"
    }

    /// `#3 .sheet(isPresented: $show) at line 4`.
    var line: String {
        var text = "\(number). #\(id) \(label)"
        if let location { text += " at line \(location.line)" }
        if !spec.detents.isEmpty { text += ", detents " + spec.detents.map(\.sourceText).joined(separator: ", ") }
        return text
    }
}

extension PresentationEntry {
    /// The presented content laid out in its presentation kind's frame on this device; `mainRoot`
    /// (the tree holding it) gives the frame of the view it is attached to.
    func layout(in environment: LayoutEnvironment, registry: ProfileRegistry, mainRoot: ViewNode) throws(CommandError) -> PresentedLayout {
        let anchor = PresentationLayout.anchorFrame(of: id, in: mainRoot, environment: environment)
        do {
            return try PresentationLayout.resolve(spec, in: environment, anchor: anchor, originText: \.displayText) { name in
                registry.containerKind(forViewName: name) ?? registry.containerKinds[name]
            }
        } catch {
            throw CommandError("presentation \(number) (\(label)) cannot be laid out: \(error.message)")
        }
    }

    /// The entry `word` names: its number, `sheet` (when only one sheet), or the content's `.id` name.
    static func find(_ word: String, in entries: [PresentationEntry]) throws(CommandError) -> PresentationEntry {
        guard !entries.isEmpty else { throw CommandError("the tree presents nothing: add .sheet { … }, .fullScreenCover, .popover or .inspector to a view") }
        if let number = Int(word) {
            guard let entry = entries.first(where: { $0.number == number }) else {
                throw CommandError("there is no presentation \(number); the tree has \(entries.count) (:present lists them)")
            }
            return entry
        }
        let byName = entries.filter { $0.spec.content.name == word }
        if let only = byName.first { return only }
        let byModifier = entries.filter { $0.spec.modifier == word }
        if byModifier.count == 1 { return byModifier[0] }
        if byModifier.count > 1 {
            throw CommandError("the tree has \(byModifier.count) \(word) presentations: \(byModifier.map { String($0.number) }.joined(separator: ", ")); give the number")
        }
        var message = "no presentation is called '\(word)'"
        let names = entries.map(\.spec.modifier) + entries.compactMap(\.spec.content.name)
        message += NameSuggestion.hint(for: word, in: names)
        throw CommandError(message + " (:present lists them)")
    }
}

/// `:present [NAME|N|off]`: list the presentations, lay one out in its container, or go back.
extension CommandInterpreter {
    func present(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) -> PresentationChoice? {
        let (words, rest) = call.words(2)
        guard rest.isEmpty, words.count < 2 || words[1] == "main" else { throw call.usageError() }
        let entries = PresentationEntry.all(in: try requireRoot())
        guard let word = words.first else {
            guard !entries.isEmpty else {
                output.print("the tree presents nothing (.sheet, .fullScreenCover, .popover, .inspector)")
                return presentationChoice
            }
            for entry in entries {
                output.print((presentationChoice?.number == entry.number ? "* " : "  ") + entry.line)
            }
            return presentationChoice
        }
        if word == "off" { return nil }
        let entry = try PresentationEntry.find(word, in: entries)
        return PresentationChoice(number: entry.number, main: words.count == 2)
    }

    /// Lays out the chosen presentation of `root`; nil when the tree no longer has it.
    func presentedLayout(_ root: ViewNode, _ choice: PresentationChoice, in environment: LayoutEnvironment) throws(CommandError) -> PresentedLayout? {
        guard let entry = PresentationEntry.all(in: root).first(where: { $0.number == choice.number }) else { return nil }
        return try entry.layout(in: environment, registry: profiles.registry, mainRoot: root)
    }

    /// Runs `:present` and shows the result: the list, or the presented layout with how its frame
    /// was decided, or the main tree again.
    mutating func runPresent(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let choice = try present(call, &output)
        if call.arguments.isEmpty { return }
        guard choice != presentationChoice else {
            throw CommandError(choice == nil ? "the main tree is already shown" : "presentation \(choice!.number) is already shown")
        }
        guard let environment else { throw CommandError("there is no layout environment: choose a device with :device") }
        let root = try requireRoot()
        if let choice { _ = try presentedLayout(root, choice, in: environment) }
        presentationChoice = choice
        layoutSession = nil
        session.result = layout(root, in: environment)
        guard let result = session.result else { throw CommandError("the tree could not be laid out in this environment") }
        if let presented, let choice, let entry = PresentationEntry.all(in: root).first(where: { $0.number == choice.number }) {
            output.print(style.dim("presentation \(entry.line):"))
            for step in presented.steps { output.print(style.dim("  " + step)) }
            if choice.main { output.print(style.dim("the main tree while it is shown:")) }
        } else {
            output.print(style.dim("the main tree"))
        }
        output.print(FramesTable.render(result, format: format, style: style))
        report(result.diagnostics, &output)
        writeJournal(&output)
    }

    /// The tree the frames table shows: the presented one under `:present N`, else the session's.
    func queryRoot() throws(CommandError) -> ViewNode {
        if let presented, presentationChoice?.main != true { return presented.root }
        return try requireRoot()
    }

    /// The environment the frames table was laid out in: the presentation's frame, the main
    /// content's window beside it (`:present N main`), or the session's.
    var queryEnvironment: LayoutEnvironment? {
        guard let presented else { return environment }
        return presentationChoice?.main == true ? presented.mainEnvironment : presented.environment
    }

    /// The `presentation` record of `--json` and `:json`: which presentation, its container and frame,
    /// the detent and why.
    func presentationRecord() -> LayoutJSON.PresentationRecord? {
        guard let presented, let choice = presentationChoice, let environment,
              let entry = PresentationEntry.all(in: session.state.root ?? ViewNode(.emptyView)).first(where: { $0.number == choice.number }) else { return nil }
        return LayoutJSON.PresentationRecord(entry: entry, presented: presented, screen: environment, showsMain: choice.main)
    }

    /// Editing commands work on the main tree, whose ids `:present` hides.
    func requireMainTree(_ command: String) throws(CommandError) {
        guard let choice = presentationChoice else { return }
        throw CommandError(":\(command) edits the main tree, but presentation \(choice.number) is shown; :present off first")
    }
}

/// Which presentation `:present` shows instead of the main tree (part of the session's state, so
/// `:save` and the journal keep it); `main` shows the main tree laid out while it is presented.
public struct PresentationChoice: Hashable, Sendable {
    public var number: Int
    public var main: Bool = false

    /// The command that selects it again.
    public var command: String { ":present \(number)" + (main ? " main" : "") }
}

extension LayoutJSON {
    /// A presentation in `--json`: what was presented, as what, where, and why so.
    public struct PresentationRecord: Encodable, Sendable {
        var number: Int
        var modifier: String
        /// The presentation kind after adaptation (a compact popover is a `sheet`).
        var container: String
        /// The presentation's frame in the screen, and the screen it is in.
        var frame: JSONRect
        var screen: JSONSize
        var safeArea: JSONInsets
        var detent: String?
        var detentReason: String?
        /// The window the main content is laid out in while this is shown.
        var mainWindow: JSONSize
        /// `presented` (the nodes are the presented tree) or `main` (the main tree beside it).
        var shows: String
        var steps: [String]

        init(entry: PresentationEntry, presented: PresentedLayout, screen: LayoutEnvironment, showsMain: Bool) {
            number = entry.number
            modifier = entry.spec.modifier
            container = presented.kind.id
            frame = JSONRect(presented.frame)
            self.screen = JSONSize(screen.windowSize)
            safeArea = JSONInsets(presented.safeArea)
            detent = presented.detent?.sourceText
            detentReason = presented.detentReason
            mainWindow = JSONSize(presented.mainEnvironment.windowSize)
            shows = showsMain ? "main" : "presented"
            steps = presented.steps
        }
    }
}
