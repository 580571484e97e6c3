import LayoutCore
import SwiftSyntax

/// Views described by view kinds (`Views/` profiles): the call's arguments become the parts of
/// its label, as the kind's `parts` say; the kind decides layout. Nothing here knows a control.
extension ViewTranslator {
    /// A view some view kind answers to; nil when none does.
    mutating func registeredView(_ name: String, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        guard let kind = viewKinds.kind(name, firstLabel: call?.arguments.first?.label?.text) else { return nil }
        guard let call else {
            throw TranslationIssue(anchor, "'\(name)' is a view type; write '\(name)(…)' to create one", id: SourceMessages.viewTypeNotCalled)
        }
        return [try control(kind, name: name, call: call, at: anchor, scope)]
    }

    /// An unknown view laid out by the fallback kind, with one warning per view name; nil when
    /// there is no fallback kind or the name is one edit from a known view (a typo, reported
    /// as an error with the suggestion). `strict` makes unknown views errors.
    mutating func fallbackView(_ name: String, call: FunctionCallExprSyntax?, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> [ViewNode]? {
        guard var fallback = viewKinds.standIn(for: name), let call, name.drop(while: { $0 == "_" }).first?.isUppercase == true, !isTypo(name) else { return nil }
        // A stand-in chosen by the name's last word that lays out no closure at all (`…Label`,
        // `…Icon`) would drop a trailing content closure (`PromoLabel { Text("Sale") }`): the plain
        // fallback kind stacks it instead. (A button's trailing closure is its action, an image's
        // its content phase: those kinds keep theirs.)
        if call.trailingClosure != nil, fallback.parts.closures.isEmpty, let plain = viewKinds.fallback {
            fallback = plain
        }
        if options.strict {
            let described = unknownView(name, at: anchor, scope).message
            throw TranslationIssue(anchor, "\(described); describe it with a view kind: drop \(name).yaml into a Views/ folder of the profile search path (see Views/README.md)", id: SourceMessages.unknownView)
        }
        reportOnce(name, at: anchor, id: SourceMessages.unknownView) { uses in Self.unknownViewMessage(name, fallback, uses: uses) }
        var node = try control(fallback, name: name, call: call, at: anchor, scope)
        node.markGuess("'\(name)' is not defined in the files given nor described in Views/; laid out by the fallback kind '\(fallback.id)'\(Self.scrollNote(node))")
        return [node]
    }

    /// What a stand-in whose kind scrolls its content (`scrolls:`) does with it, for its guess
    /// (the plausibility audit reads "scrolls horizontally/vertically": content past such a
    /// stand-in's frame is scrolled, not spilled); nothing for a leaf or a kind that does not scroll.
    static func scrollNote(_ node: ViewNode) -> String {
        guard case .control(let control) = node.kind, !node.children.isEmpty,
              case let sizing = control.kind.resolvedSizing(ControlSelections(values: [:], arguments: control.arguments)).sizing,
              let axis = sizing.scrolls else { return "" }
        if axis == .vertical, sizing.alwaysScrolls == true {
            return "; it is taken for a scroll view: it takes the size it is given and its content scrolls vertically from its top (at its ideal height, clipped: FrameLab's guess)"
        }
        return axis == .horizontal
            ? "; its content scrolls horizontally (a row at its ideal width, clipped to the width it is given: FrameLab's guess)"
            : "; its content scrolls vertically where it cannot fit the height it is given, even squeezed (at its ideal height, clipped: FrameLab's guess, as iOS scrolls a screen taller than the window)"
    }

    /// `$0.makeView()`, `route.destination`, `viewModel.content()`: a view a value's method or
    /// property builds, where FrameLab cannot see the value. A stand-in marked as a guess, with a
    /// warning, instead of an error that failed the file (issue 26's `.sheet(item:) { $0.makeView() }`).
    mutating func valueBuiltView(_ text: String, at anchor: Syntax) throws(TranslationIssue) -> [ViewNode]? {
        guard let fallback = viewKinds.standIn(for: Self.typeLikeName(text)), !options.strict else { return nil }
        warnUnknown(anchor, "FrameLab cannot build the view '\(text)': it comes from a value FrameLab cannot see; it is laid out by the fallback view kind \(Self.fallbackText(fallback)), a guess. Point --file at the app's folder, or give the value with --arg")
        var node = ViewNode(.control(ControlNode(kind: fallback, viewName: text, arguments: [])), location: location(anchor))
        node.markGuess("'\(text)' is built by a value FrameLab cannot see; laid out by the fallback kind '\(fallback.id)'")
        return [node]
    }

    /// A `UIViewRepresentable` (or NSView…, …ViewController…) struct of the source: FrameLab
    /// cannot run UIKit, so the view kind named like it lays it out, else the fallback kind with
    /// one warning per struct saying how to describe it.
    mutating func representable(_ definition: ViewDefinition, call: FunctionCallExprSyntax?, at anchor: Syntax) throws(TranslationIssue) -> ViewNode {
        let name = definition.name
        let here = location(anchor)
        let labels = Set(call?.arguments.compactMap { $0.label?.text } ?? [])
        if let kind = viewKinds.kind(name, firstLabel: call?.arguments.first?.label?.text) {
            return ViewNode(.control(ControlNode(kind: kind, viewName: name, arguments: labels)), location: here)
        }
        let wrapped = definition.declaration.inheritanceClause?.inheritedTypes.map { $0.type.sourceText }
            .first { ViewDefinition.representableProtocols.contains($0.replacingOccurrences(of: "SwiftUI.", with: "")) } ?? "UIViewRepresentable"
        let advice = "describe its size by dropping \(name).yaml into a Views/ folder of the profile search path (for a bar of fixed height: id: \(name), layout: flexible, minHeight: 56, maxHeight: 56; see Views/README.md)"
        guard let fallback = viewKinds.fallback, !options.strict else {
            throw TranslationIssue(anchor, "'\(name)' is a \(wrapped), which FrameLab cannot run (it lays out SwiftUI views); \(advice)", id: SourceMessages.representable)
        }
        reportOnce(name, at: anchor, id: SourceMessages.representable) { uses in
            "'\(name)' is a \(wrapped)\(Self.usesText(uses)), which FrameLab cannot run; it is laid out by the fallback view kind \(Self.fallbackText(fallback)). To lay it out as the app does, \(advice)"
        }
        // Its `content:` argument feeds the UIKit view, not SwiftUI's layout: the leaf stand-in, not
        // the content variant with nothing to stack (0×0; Plash's `OnDoubleClickRepresentable`).
        let leafLabels = labels.subtracting(fallback.parts.closures)
        var node = ViewNode(.control(ControlNode(kind: fallback, viewName: name, arguments: leafLabels)), location: here)
        node.markGuess("'\(name)' is a \(wrapped), which FrameLab cannot run; laid out by the fallback kind '\(fallback.id)'")
        return node
    }

    /// A view the source cannot supply outside the app (a closure property with no value, a value a
    /// view passes to its closure): laid out by the fallback view kind, one warning per name;
    /// `--strict` keeps it an error.
    mutating func unsuppliedView(_ name: String, why: String, at anchor: Syntax) throws(TranslationIssue) -> [ViewNode] {
        guard let fallback = viewKinds.standIn(for: Self.typeLikeName(name)), !options.strict else {
            throw TranslationIssue(anchor, "FrameLab cannot build the view '\(name)' (\(why))", id: SourceMessages.unsuppliedView)
        }
        reportOnce(name, at: anchor, id: SourceMessages.unsuppliedView) { uses in
            "FrameLab cannot build the view '\(name)'\(Self.usesText(uses)) (\(why)); it is laid out by the fallback view kind \(Self.fallbackText(fallback))"
        }
        var node = ViewNode(.control(ControlNode(kind: fallback, viewName: name, arguments: [])), location: location(anchor))
        node.markGuess("FrameLab cannot build the view '\(name)' (\(why)); laid out by the fallback kind '\(fallback.id)'")
        return [node]
    }

    /// One warning per view name, its message rewritten in place to list every use.
    private mutating func reportOnce(_ name: String, at anchor: Syntax, id: DiagnosticID, _ message: ([String]) -> DiagnosticText) {
        let place = location(anchor)
        let position = "\(place.line):\(place.column)"
        if var entry = viewKinds.reported[name] {
            guard !entry.uses.contains(position) else { return }   // ForEach repeats one use
            entry.uses.append(position)
            viewKinds.reported[name] = entry
            issues[entry.issue].message = message(entry.uses)
        } else {
            viewKinds.reported[name] = (issues.count, [position])
            warn(anchor, id, message([position]))
        }
    }

    /// `image` → `Image`, `viewModel.avatar` → `Avatar`, `factory.makeAvatar(…)` → `MakeAvatar`: a name read as a type's, so the
    /// stand-in kind for its name applies (`let image: Image` stands in as an image, not a row).
    static func typeLikeName(_ name: String) -> String {
        // `viewFactory.makeUserAvatar(…)` → `MakeUserAvatar`: the last member, without its call.
        let callee = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
        let last = callee.split(separator: ".").last.map(String.init) ?? callee
        return last.prefix(1).uppercased() + last.dropFirst()
    }

    /// One insertion, deletion, substitution or swap away from a view FrameLab knows.
    private func isTypo(_ name: String) -> Bool {
        let known = Array(viewKinds.byName.keys) + ViewCatalog.builtinViews + Array(containerKinds.keys) + Array(definitions.keys)
        let letters = Array(name.lowercased())
        // Presentation kinds (`sheet`, `popover`) are modifiers, not view names: an app's `Sheet`
        // view is not a typo of them.
        return known.contains { $0.first?.isUppercase == true && NameSuggestion.editDistance(letters, Array($0.lowercased())) <= 1 }
    }

    private static func unknownViewMessage(_ name: String, _ fallback: ControlKind, uses: [String]) -> DiagnosticText {
        "unknown view '\(name)'\(usesText(uses)); it is laid out by the \(fallback.id == ViewKindLookup.fallbackID ? "fallback view kind" : "stand-in kind for its name") \(fallbackText(fallback)). Describe it by dropping \(name).yaml into a Views/ folder of the profile search path (see Views/README.md)"
    }

    /// " (2 uses: 4:3, 9:3)" for a name used more than once, else nothing; a place a `ForEach`
    /// (or a view used several times) repeats is named once: " (5 uses, all at 1:62)".
    private static func usesText(_ uses: [String]) -> String {
        guard uses.count > 1 else { return "" }
        var seen = Set<String>()
        let places = uses.filter { seen.insert($0).inserted }
        if places.count == 1 { return " (\(uses.count) uses, all at \(places[0]))" }
        return " (\(uses.count) uses: \(places.joined(separator: ", ")))"
    }

    /// "'unknown' (Views/unknown.yaml:8): an undescribed view, …": the kind, its file and its rule.
    static func fallbackText(_ fallback: ControlKind) -> String {
        let file = fallback.origin.map { " (\($0.shortText))" } ?? ""
        return "'\(fallback.id)'\(file): \(fallback.summary.isEmpty ? ControlPlanText.rule(fallback) : fallback.summary)"
    }

    /// Whether views are none but empty groups (`Group`, `EmptyView`, with no other view inside).
    static func buildsNothing(_ views: [ViewNode]) -> Bool {
        views.allSatisfy { node in
            switch node.kind {
            case .group, .emptyView: buildsNothing(node.children)
            default: false
            }
        }
    }

    /// The control node: its kind, the parts of its label, and the argument labels written.
    mutating func control(_ kind: ControlKind, name: String, call: FunctionCallExprSyntax, at anchor: Syntax, _ scope: Scope) throws(TranslationIssue) -> ViewNode {
        let here = location(anchor)
        // The first trailing closure binds to the kind's trailing closure, or to the next closure
        // part when that was written in parentheses (`Button(action: f) { label }`).
        let arguments = CallArguments(call, closureLabels: [kind.parts.trailingClosure] + kind.parts.closures.filter { $0 != kind.parts.trailingClosure })
        var parts: [String] = []
        var children: [ViewNode] = []
        var caption: String?
        var consumed: Set<String> = []
        var actionGuess: String?
        var dropped: Set<String> = []
        let firstLabel = call.arguments.first?.label?.text
        let initializerLabel = firstLabel.flatMap { viewKinds.byName["\(name)(\($0):)"] != nil ? $0 : nil }
        if let initializerLabel { consumed.insert(initializerLabel) }
        let firstText = arguments.items.first { $0.label == nil && !$0.isTrailingClosure }.flatMap { string($0.expression, scope) }
        var tableKey: String?
        if let initializerLabel, let item = arguments.labeled(initializerLabel) {
            caption = string(item.expression, scope) ?? item.expression.sourceText
            tableKey = sizeTableKey(item.expression, kind: kind, scope)
        }
        if kind.parts.icon {
            for (label, lookup) in [("systemImage", "Image(systemName:)"), ("image", "Image")] {
                guard let item = arguments.labeled(label) else { continue }
                let iconName = string(item.expression, scope) ?? item.expression.sourceText
                let lookupLabel = label == "systemImage" ? "systemName" : nil
                if let iconKind = viewKinds.kind("Image", firstLabel: lookupLabel) {
                    var icon = ControlNode(kind: iconKind, viewName: "Image", caption: iconName, initializerLabel: viewKinds.byName[lookup] != nil ? lookupLabel : nil)
                    icon.sizeTableKey = sizeTableKey(item.expression, kind: iconKind, scope)
                    children.append(ViewNode(.control(icon), location: here))
                    parts.append("icon")
                    consumed.insert(label)
                }
            }
        }
        if kind.parts.title, let firstText {
            children.append(ViewNode(.text(firstText), location: here))
            parts.append("title")
            caption = caption ?? firstText
        } else if kind.parts.title, let item = arguments.items.first(where: { $0.label == nil && !$0.isTrailingClosure }),
            !item.expression.is(ClosureExprSyntax.self), !looksLikeView(item.expression, scope) {
            // A title FrameLab cannot compute (a constant of another file, NSLocalizedString) is a
            // stand-in text, never a 0×0 control.
            let stand = options.placeholderString
            warnUnknown(item.expression, "FrameLab cannot compute the title '\(Self.short(item.expression))' of '\(name)'; it lays out the stand-in text \"\(stand)\" in its place, so the size of '\(name)' is a guess (a title held by a view property takes --arg NAME=VALUE)")
            let why = "its title '\(Self.short(item.expression))' could not be computed; \"\(stand)\" stands in"
            children.append(ViewNode(.text(stand, guess: why), location: here))
            parts.append("title")
            caption = caption ?? stand
            actionGuess = why
        } else if caption == nil {
            caption = firstText
        }
        for label in kind.parts.texts {
            guard let item = arguments.labeled(label), !item.isTrailingClosure else { continue }
            if let text = string(item.expression, scope) {
                children.append(ViewNode(.text(text), location: here))
            } else {
                // A text FrameLab cannot compute is the stand-in text, never its source code
                // measured as text (`title: isAdded ? Strings.remove : Strings.add` was 3 lines).
                let stand = options.placeholderString
                warnUnknown(item.expression, "FrameLab cannot compute the text '\(Self.short(item.expression))' of '\(name)'; it lays out the stand-in text \"\(stand)\" in its place, a guess")
                children.append(ViewNode(.text(stand, guess: "its text '\(Self.short(item.expression))' could not be computed; \"\(stand)\" stands in"), location: here))
            }
            parts.append(label)
            consumed.insert(label)
        }
        for label in kind.parts.closures {
            let views: [ViewNode]
            if let closure = arguments.closure(label) {
                let beforeClosure = self
                views = try builderViews(closure, captured: scope, call: nil, arguments: [.unknown("a value the view passes to its closure, which FrameLab does not evaluate")])
                if viewKinds.isStandIn(kind), let failure = issues[beforeClosure.issues.count...].first(where: { $0.severity == .error }) {
                    // An undescribed view's closure that builds no views is taken for its action (`CopyButton { copy(url) }`).
                    self = beforeClosure
                    let lost: DiagnosticText = "the closure of '\(name)' builds no view FrameLab can lay out (\(failure.message)); FrameLab takes it for an action and lays out '\(name)' without it"
                    warnUnknown(closure, lost + ". If it holds views, define what it calls in the files given (or point --file at the app's folder), or describe '\(name)' with \(name).yaml in a Views/ folder")
                    actionGuess = "its closure was taken for an action: \(failure.message)"
                    dropped.insert(label)
                    continue
                }
            } else if let item = arguments.labeled(label), !item.expression.is(ClosureExprSyntax.self), looksLikeView(item.expression, scope) {
                views = try self.views(item.expression, scope)   // `minimumValueLabel: Text("0")`
            } else {
                continue
            }
            // An undescribed view whose closure builds nothing (no view, or only empty groups: the
            // `viewModel.perform(x)` of an action read as a modifier of nothing) is a leaf stand-in,
            // not a 0×0 stack.
            if viewKinds.isStandIn(kind), Self.buildsNothing(views) {
                dropped.insert(label)
                continue
            }
            children += views
            parts += Array(repeating: label, count: views.count)
            consumed.insert(label)
        }
        // A labelled argument whose value is an enum case also selects as `label=case`
        // (`displayedComponents=hourAndMinute`), for variants that differ by it.
        let cases = arguments.items.compactMap { item -> String? in
            guard let label = item.label, let member = item.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return "\(label)=\(member.declName.baseName.text)"
        }
        // A closure taken for an action is not content: the kind's content variant does not apply;
        // nor, for an undescribed view, a `content:` value laid out as no view (`content: html`).
        var labels = Set(arguments.items.compactMap(\.label) + cases).subtracting(dropped)
        if viewKinds.isStandIn(kind) { labels.subtract(kind.parts.closures.filter { !consumed.contains($0) }) }
        let written = arguments.items.compactMap { item in
            item.label.flatMap { consumed.contains($0) ? nil : WrittenArgument(label: $0, text: item.expression.sourceText) }
        }
        var node = ControlNode(kind: kind, viewName: name, parts: parts, arguments: labels, caption: caption, initializerLabel: initializerLabel, writtenArguments: written)
        node.guess = actionGuess
        node.sizeTableKey = tableKey
        node = imageStandInSized(node, arguments, scope)
        return ViewNode(.control(node), children: children, location: here)
    }

    /// `.buttonStyle(.bordered)`, `.controlSize(.large)`, `.labelsHidden()`: a selection node for
    /// the view kinds' variants; nil for other modifiers.
    func controlSelection(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation) -> ViewNode? {
        guard ControlSelections.modifierNames.contains(name) else { return nil }
        let value = call.arguments.first.map { Self.selectionValue($0.expression, modifier: name) } ?? "true"
        return ViewNode(.controlSelection(name: name, value: value), children: [receiver], location: here)
    }

    /// `.borderedProminent` → `borderedProminent`; `BorderedButtonStyle()` → `bordered`;
    /// `.roundedBorder` → `roundedBorder`; `.circular` → `circular`.
    static func selectionValue(_ expression: ExprSyntax, modifier: String) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                return member.declName.baseName.text
            }
            var typeName = call.calledExpression.sourceText
            let suffix = modifier.prefix(1).uppercased() + modifier.dropFirst()
            if typeName.hasSuffix(suffix) { typeName.removeLast(suffix.count) }
            return typeName.prefix(1).lowercased() + typeName.dropFirst()
        }
        return expression.sourceText
    }
}

/// Short descriptions of a kind for messages.
enum ControlPlanText {
    static func rule(_ kind: ControlKind) -> String {
        "\(kind.sizing.rule?.rawValue ?? "fixed") layout"
    }
}

extension ViewNode {
    /// Marks a stand-in control (`ControlNode.guess`), keeping a more specific reason already set.
    mutating func markGuess(_ why: String) {
        guard case .control(var control) = kind else { return }
        control.guess = control.guess.map { "\(why); \($0)" } ?? why
        kind = .control(control)
    }
}
