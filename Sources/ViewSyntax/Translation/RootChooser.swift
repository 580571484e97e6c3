import LayoutCore
import SwiftSyntax

/// Which view of the module is laid out (`RootChoice`): top-level views, a preview, the App's
/// `WindowGroup` or a `View` struct instantiated with its default values.
extension TranslationSession {
    func chooseRoot(_ views: inout ViewTranslator, contexts: [SourceContext], declarations: ModuleDeclarations) -> (ViewNode?, RootSelection?) {
        let previews = declarations.previews
        func selection(_ kind: RootSelection.Kind) -> RootSelection {
            RootSelection(kind: kind, previews: previews.map(\.description), views: declarations.viewNames)
        }
        // With several files, the file of what is laid out is the user's; an error in another file's
        // code is a guess there (ViewTranslator+OtherFiles.swift).
        if contexts.count > 1 { views.primaryTree = Syntax(contexts[0].tree).id }
        switch choice {
        case .preview(let selector):
            guard let preview = previews.first(where: { $0.description.matches(selector) }) else {
                views.issues.append(TranslationIssue(contexts[0].tree, Self.noSuch("preview", selector, among: previews.map { "\($0.description.index) \($0.description.title)" }, names: previews.compactMap { $0.description.name ?? $0.description.provider }), id: SourceMessages.noSuchRoot))
                return (nil, selection(.expressions))
            }
            if contexts.count > 1, contexts.indices.contains(preview.fileIndex) { views.primaryTree = Syntax(contexts[preview.fileIndex].tree).id }
            return (laidOut(preview, &views), selection(.preview(preview.description)))
        case .view(let name):
            guard let definition = declarations.definitions[name], definition.role.isView else {
                // A view inside `#if os(macOS)` on an iPhone: "no view to lay out for iOS", and the
                // platform it is for (the session offers its device), not "no view 'Name'".
                if let hidden = InactivePlatformViews.hiding(name, in: contexts.map(\.tree), environment: views.options.environment) {
                    if contexts.count > 1 { views.primaryTree = hidden.anchor.root.id }
                    return (nil, selection(.view(name)))
                }
                views.issues.append(TranslationIssue(contexts[0].tree, Self.noSuch("view", name, among: declarations.viewNames, names: declarations.viewNames), id: SourceMessages.noSuchRoot))
                return (nil, selection(.expressions))
            }
            if contexts.count > 1 { views.primaryTree = Syntax(definition.declaration).root.id }
            do {
                return (try instantiate(definition, &views), selection(.view(name)))
            } catch {
                views.issues.append(error)
                return (nil, selection(.view(name)))
            }
        case .automatic:
            break
        }

        let primary = contexts[0]
        let hasTopLevelViews = primary.tree.statements.contains { item in
            if case .decl = item.item { return false }
            return PreviewReader.previewMacro(item) == nil && ViewTranslator.diagnosticMacro(item) == nil
        }
        if !hasTopLevelViews {
            // The views below are the file's structs; its top-level `#warning("…")` still says so.
            for item in primary.tree.statements {
                if let macro = ViewTranslator.diagnosticMacro(item) {
                    views.warn(macro, SourceMessages.compilerDirective, "the source's \(ViewTranslator.short(macro)) is a message for the compiler; it builds no view, and FrameLab lays out the rest")
                }
            }
        }
        if hasTopLevelViews {
            let topLevel = views.content(primary.tree.statements, scope: views.globals, topLevel: true)
            if topLevel.isEmpty { return (nil, nil) }
            return (ViewTranslator.single(topLevel, at: topLevel.first?.location), selection(.expressions))
        }

        var fallbacks: [(anchor: Syntax, message: DiagnosticText)] = []
        for preview in previews where preview.fileIndex == 0 {
            // A candidate that fails is undone whole (issues and what refers to them by index).
            let saved = views
            if let root = laidOut(preview, &views), !views.issues[saved.issues.count...].contains(where: { $0.severity == .error }) {
                return (root, selection(.preview(preview.description)))
            }
            let reason = views.issues[saved.issues.count...].first { $0.severity == .error }?.message ?? "it has no view"
            views = saved
            fallbacks.append((preview.reading.anchor, "\(preview.description.label) could not be laid out (\(reason)); --preview \(preview.description.index) shows why"))
        }
        if let app = declarations.order.first(where: { $0.definition.role == .app })?.definition {
            return (window(of: app, &views), selection(.app(app.name)))
        }

        let candidates = declarations.order.filter { $0.definition.role.isView }
        let fileStem = String(primary.fileName.split(separator: "/").last?.split(separator: ".").first ?? "")
        let inPrimary = candidates.filter { $0.fileIndex == 0 }.map(\.definition)
        let named = inPrimary.filter { $0.name == fileStem } + candidates.map(\.definition).filter { $0.name == "ContentView" }
        // A view that wraps a UIKit/AppKit view comes last: FrameLab can only lay it out as a placeholder.
        let ordered = named + inPrimary.reversed() + candidates.filter { $0.fileIndex != 0 }.map(\.definition).reversed()
        let preferred = ordered.filter { $0.role != .representable } + ordered.filter { $0.role == .representable }
        var firstFailure: TranslationIssue?
        var tried = Set<String>()
        for definition in preferred where tried.insert(definition.name).inserted {
            let saved = views
            do {
                let root = try instantiate(definition, &views)
                for fallback in fallbacks { views.warn(fallback.anchor, SourceMessages.previewFailed, fallback.message + "; laid out view \(definition.name) instead") }
                return (root, selection(.view(definition.name)))
            } catch {
                views = saved
                if firstFailure == nil {
                    var issue = error
                    issue.message += "; FrameLab lays out the file's first preview, else the view named like the file, ContentView or the last view that needs no arguments: add a #Preview that uses '\(definition.name)' or give --view and --arg"
                    firstFailure = issue
                }
            }
        }
        if let firstFailure {
            views.issues.append(firstFailure)
        } else if let first = fallbacks.first {
            views.issues.append(TranslationIssue(first.anchor, first.message, id: SourceMessages.previewFailed))
        }
        return (nil, selection(.expressions))
    }

    private func laidOut(_ preview: ModuleDeclarations.Preview, _ views: inout ViewTranslator) -> ViewNode? {
        let saved = views.definitions
        defer { views.definitions = saved }
        for nested in preview.reading.nested { views.definitions[nested.name] = nested }
        var nodes: [ViewNode] = []
        switch preview.reading.body {
        case .statements(let statements):
            nodes = views.content(statements, scope: views.globals)
        case .expression(let expression):
            do { nodes = try views.views(expression, views.globals) } catch { views.issues.append(error) }
        }
        return nodes.isEmpty ? nil : ViewTranslator.single(nodes, at: nodes.first?.location)
    }

    private func instantiate(_ definition: ViewDefinition, _ views: inout ViewTranslator) throws(TranslationIssue) -> ViewNode {
        try views.instantiateRoot(definition, overrides: views.options.argumentOverrides, at: Syntax(definition.declaration.name))
    }

    private func window(of app: ViewDefinition, _ views: inout ViewTranslator) -> ViewNode? {
        var windows: [ViewNode] = []
        for item in app.body ?? [] {
            guard var current = PreviewReader.expression(of: item) else { continue }
            // `WindowGroup { … }.commands { … }.defaultSize(…)`: the window, without scene modifiers.
            while true {
                if let call = current.as(FunctionCallExprSyntax.self) {
                    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "WindowGroup" {
                        do { windows = try views.views(ExprSyntax(call), views.globals) } catch { views.issues.append(error) }
                        break
                    }
                    current = call.calledExpression
                } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base
                } else {
                    break
                }
            }
            if !windows.isEmpty { break }
        }
        if windows.isEmpty {
            views.issues.append(TranslationIssue(app.declaration.name, "'\(app.name)' has no WindowGroup for FrameLab to lay out", id: SourceMessages.noWindowGroup))
            return nil
        }
        return ViewTranslator.single(windows, at: windows.first?.location)
    }

    static func noSuch(_ kind: String, _ name: String, among listed: [String], names: [String]) -> DiagnosticText {
        var message: DiagnosticText = "no \(kind) '\(name)'"
        if let suggestion = NameSuggestion.closest(to: name, in: names) { message += "; did you mean '\(suggestion)'?" }
        message += listed.isEmpty ? "; the source has no \(kind)s" : "; the source has: \(listed.joined(separator: ", "))"
        return message
    }
}
