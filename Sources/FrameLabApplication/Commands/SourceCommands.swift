import Foundation
import LayoutCore
import Profiles
import ViewSyntax

/// The source the tree was translated from: typed source, or files loaded with `:load FILE.swift`
/// and the view chosen from them. The tree is translated from it again when the device,
/// orientation, window or a translation setting changes, so `@Environment` values and `#if`
/// follow the device; editing the tree with `:add`, `:modify`… forgets it.
struct LoadedSource: Sendable {
    /// The tree's own source: typed source, or the loaded files.
    var own: [SourceFile]
    /// For each of `own`, the session module's file it is (its declarations joined the module).
    var moduleIDs: [Int?] = []
    var choice: RootChoice
    /// Whether the files came from `:load` (so `:preview` can choose among their previews).
    var fromFiles: Bool
    /// What the last translation laid out and offers (previews, views), for completion.
    var selection: RootSelection?
    /// The selection before the preview's traits changed it, put back for the next preview.
    var beforeTraits: DeviceSelection?
    /// The typed source of the tree without its declarations, which `:save` and the journal write
    /// after the definitions; nil for loaded files.
    var treeSource: String?

    init(own: [SourceFile], moduleIDs: [Int?] = [], choice: RootChoice, fromFiles: Bool) {
        self.own = own
        self.moduleIDs = moduleIDs
        self.choice = choice
        self.fromFiles = fromFiles
    }

    /// The files to translate: the own source, then the declarations of the session `module`.
    func files(_ module: SessionModule) -> [SourceFile] {
        module.sourceFiles(own: own, ids: moduleIDs)
    }
}

/// `:load FILE.swift|DIR` and `:preview [NAME|INDEX]`: Swift files in, the chosen preview or view laid out.
extension CommandInterpreter {
    mutating func loadSource(paths: [String], _ output: inout CommandOutput) throws(CommandError) {
        let files = try SourceFileLoader.load(paths)
        var module = session.state.module
        var ids: [Int?] = []
        var redefined: [String] = []
        for file in files {
            // A file that does not parse joins nothing; the translation reports it.
            guard let reading = SourceDeclarations.read(file.text), !reading.declarations.isEmpty else {
                ids.append(nil)
                continue
            }
            let added = try adding(reading, text: file.text, name: file.name, entryLabel: nil, to: module)
            module = added.module
            ids.append(added.fileID)
            redefined += added.changes.filter { $0.previous != nil && !$0.unchanged }.map(\.line)
        }
        for line in redefined { output.print(style.dim(line)) }
        try show(LoadedSource(own: files, moduleIDs: ids, choice: .automatic, fromFiles: true), module: module, &output)
    }

    /// `framelab FILE.swift…`: the files are loaded before the first prompt, as `:load` does.
    public mutating func load(files: [String]) -> CommandOutput {
        var output = CommandOutput()
        let saved = self
        do {
            try loadSource(paths: files, &output)
        } catch {
            self = saved
            output.fail(error.message)
        }
        return output
    }

    mutating func preview(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        guard let loaded = loadedSource, loaded.fromFiles else {
            throw CommandError("no file is loaded: :load FILE.swift first, then :preview NAME|INDEX")
        }
        guard !call.arguments.isEmpty else {
            let translation = pipeline(session.state.settings).translate(loaded.files(session.state.module), choice: loaded.choice, in: environment)
            output.print(PreviewList.render(translation.selection, style: style))
            return
        }
        try show(LoadedSource(own: loaded.own, moduleIDs: loaded.moduleIDs, choice: .preview(call.arguments), fromFiles: true), &output)
    }

    /// `:view NAME`: lays out a `View` struct of the loaded or typed source, or of the session's
    /// definitions, with its default property values (placeholders for the rest); with nothing,
    /// lists the previews and views.
    mutating func view(_ call: CommandCall, _ output: inout CommandOutput) throws(CommandError) {
        let module = session.state.module
        guard let loaded = loadedSource ?? (module.viewNames.isEmpty ? nil : LoadedSource(own: [], choice: .automatic, fromFiles: false)) else {
            throw CommandError("no source is loaded: :load FILE.swift (or type a View struct) first, then :view NAME")
        }
        let name = call.arguments.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            let translation = pipeline(session.state.settings).translate(loaded.files(module), choice: loaded.choice, in: environment)
            output.print(PreviewList.render(translation.selection, style: style))
            return
        }
        try show(LoadedSource(own: loaded.own, moduleIDs: loaded.moduleIDs, choice: .view(name), fromFiles: loaded.fromFiles), &output)
    }

    /// Translates `source`, applies the chosen preview's traits to the selection (except what the
    /// user chose explicitly), lays the tree out and shows the table.
    mutating func show(_ source: LoadedSource, module: SessionModule? = nil, _ output: inout CommandOutput) throws(CommandError) {
        var next = session.state
        if let module { next.module = module }
        if let before = loadedSource?.beforeTraits {
            // The previous preview's traits go with it, except what the user chose since.
            if !explicitSelection.device { next.selection.deviceID = before.deviceID }
            if !explicitSelection.orientation { next.selection.orientation = before.orientation }
            if !explicitSelection.window { next.selection.window = before.window }
        }
        let prepared = pipeline(next.settings).prepare(LayoutRequest(
            files: source.files(next.module), choice: source.choice, selection: next.selection, settings: next.settings, previewTraits: explicitSelection))
        if let error = prepared.error { throw error }
        guard let environment = prepared.environment, let translation = prepared.translation else { throw CommandError("the source has no view") }
        var pinned = source
        let beforeTraits = next.selection
        let canvas = prepared.canvas
        if case .preview(let preview)? = translation.selection?.kind {
            pinned.choice = .preview(String(preview.index))
        } else if case .view(let name)? = translation.selection?.kind {
            pinned.choice = .view(name)
        }
        next.selection = prepared.selection
        next.root = try accept(translation, &output)
        if canvas?.sizeThatFits == true, let root = next.root, let window = PreviewCanvas.fittingWindow(of: root, in: environment) {
            next.selection.window = window
        }
        if let selection = translation.selection, selection.kind != .expressions {
            output.print(style.dim(EvalRunner.selectionLine(selection, canvas: canvas)))
        }
        // The tree is already translated for `next`: apply must not translate the previous source again.
        loadedSource = nil
        try apply(next, &output, show: .table)
        pinned.selection = translation.selection
        pinned.beforeTraits = next.selection != beforeTraits ? beforeTraits : nil
        loadedSource = pinned
        lastSource = nil
    }

    /// The pipeline with the session's profiles and `settings`: every translation and layout of
    /// the REPL goes through it.
    func pipeline(_ settings: SessionSettings) -> LayoutPipeline {
        LayoutPipeline(profiles: profiles, settings: settings)
    }

    /// The tree translated again from the loaded source for `next`'s environment and settings, or
    /// nil when nothing that translation reads changed (or there is no source to translate).
    mutating func retranslated(_ next: Session.State, environment: LayoutEnvironment, _ output: inout CommandOutput) -> ViewNode? {
        guard let loaded = loadedSource else { return nil }
        let sameEnvironment = SourceEnvironment(environment) == self.environment.map { SourceEnvironment($0) }
        let sameSettings = Self.translationSettings(next.settings) == Self.translationSettings(session.state.settings)
        if sameEnvironment && sameSettings { return nil }
        let translation = pipeline(next.settings).translate(loaded.files(next.module), choice: loaded.choice, in: environment)
        guard let root = translation.root, !translation.hasErrors else {
            let first = translation.diagnostics.first { $0.severity == .error }?.message ?? "it has no view"
            output.warn("the source does not translate in this environment (\(first)); the tree stays as it was")
            return nil
        }
        return root
    }

    private static func translationSettings(_ settings: SessionSettings) -> [String] {
        [String(settings.forEachCount), settings.arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
         settings.stateValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
         String(settings.optionalsPresent), String(settings.strict), settings.placeholderWord]
    }

    /// The tree no longer comes from source as written (it was edited): stop translating it again.
    mutating func forgetSource() {
        lastSource = nil
        loadedSource = nil
    }
}

/// The previews and views of a file, as `framelab previews` and `:preview` list them.
public enum PreviewList {
    public static func render(_ selection: RootSelection?, style: OutputStyle) -> String {
        guard let selection, !(selection.previews.isEmpty && selection.views.isEmpty) else {
            return "no previews and no View structs in the source"
        }
        var table = TextTable(columns: [("", .left), ("preview", .left), ("where", .left), ("traits", .left)])
        var chosenIndex: Int?
        if case .preview(let preview) = selection.kind { chosenIndex = preview.index }
        for preview in selection.previews {
            let fileName = preview.file.split(separator: "/").last.map(String.init) ?? preview.file
            table.append([preview.index == chosenIndex ? "*" : "", "\(preview.index) \(preview.title)", "\(fileName):\(preview.line)", preview.traits.spelled.joined(separator: ", ")])
        }
        var lines: [String] = []
        if !selection.previews.isEmpty { lines.append(table.render(header: style.bold)) }
        if !selection.views.isEmpty { lines.append("views: " + selection.views.joined(separator: ", ")) }
        lines.append("laid out by default: \(selection.summary)")
        return lines.joined(separator: "\n")
    }
}
