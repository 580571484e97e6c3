import LayoutCore
import SwiftSyntax

/// What the content of a presentation asks of it (`presentationDetents`, …), collected while the
/// content is translated.
struct PresentationRequests {
    var detents: [PresentationDetent] = []
    var compactAdaptation: String?
    var preferredWidth: Double?
}

/// Presentations (`sheet`, `fullScreenCover`, `popover`, `inspector`), the modifiers their content
/// uses to size them, and toolbar items whose placements add bars.
extension ViewTranslator {
    /// SwiftUI's presentation modifiers; a container kind with a `presentation:` section makes its
    /// view names presentation modifiers too, so a new kind needs no code.
    static let presentationModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
    static let presentationRequestModifiers: Set<String> = ["presentationDetents", "presentationCompactAdaptation", "inspectorColumnWidth"]

    /// `.sheet(isPresented:) { content }` and its kin: the receiver, wrapped in a node holding the
    /// presented content, which `:present` lays out on its own.
    mutating func presentation(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        guard let closure = arguments.closure("content") else {
            warn(call, "'\(name)' needs its content as a closure; it is ignored")
            return receiver
        }
        presentationRequests.append(PresentationRequests())
        let nodes = content(closure.statements, scope: scope)
        let requests = presentationRequests.removeLast()
        let written = arguments.items.filter { !$0.isTrailingClosure || $0.label != "content" }
            .map { ($0.label.map { $0 + ": " } ?? "") + $0.expression.trimmedDescription }
            .joined(separator: ", ")
        let spec = PresentationSpec(
            modifier: name, arguments: written, content: Self.single(nodes, at: location(closure)),
            detents: requests.detents, compactAdaptation: requests.compactAdaptation, preferredWidth: requests.preferredWidth)
        return ViewNode(.presentation(spec), children: [receiver], location: here)
    }

    /// `presentationDetents`, `presentationCompactAdaptation`, `inspectorColumnWidth`: recorded for the
    /// enclosing presentation and kept on the view (inert) so the tree prints as written.
    mutating func presentationRequest(_ name: String, _ call: FunctionCallExprSyntax, member: Syntax, receiver: ViewNode, _ scope: Scope) -> ViewNode {
        var kept = receiver
        kept.inertModifiers.append(InertModifier(name: name, arguments: Self.argumentText(call)))
        guard !presentationRequests.isEmpty else {
            warn(member, "'\(name)' sizes a presentation from inside its content (.sheet { … .\(name)(…) }); here it has no effect")
            return kept
        }
        let arguments = CallArguments(call)
        switch name {
        case "presentationDetents":
            guard let list = arguments.unlabeled.first?.expression.as(ArrayExprSyntax.self) else {
                warn(call, "FrameLab reads presentationDetents from a list literal such as [.medium, .large]; .large is used")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].detents = list.elements.compactMap { detent($0.expression, scope) }
        case "presentationCompactAdaptation":
            let item = arguments.labeled("horizontal") ?? arguments.unlabeled.first
            let names = ["automatic", "none", "popover", "sheet", "fullScreenCover"]
            guard let item, let value = memberName(item.expression, types: ["PresentationAdaptation"]), names.contains(value) else {
                warn(call, "presentationCompactAdaptation needs one of " + names.map { "." + $0 }.joined(separator: ", ") + "; it is ignored")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].compactAdaptation = value == "automatic" ? nil : value
        default:
            let item = arguments.labeled("ideal") ?? arguments.unlabeled.first
            guard let width = try? length(item, scope) else {
                warn(call, "FrameLab cannot read the width of inspectorColumnWidth; the default width is used")
                return kept
            }
            guard width.isFinite, width >= 0 else {
                warn(item?.anchor ?? Syntax(call), "inspectorColumnWidth(\(TreePrinter.number(width))) is not a width; the default width is used")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].preferredWidth = width
        }
        return kept
    }

    /// One element of a detent list; out-of-range values are clamped with a warning at their position.
    private mutating func detent(_ expression: ExprSyntax, _ scope: Scope) -> PresentationDetent? {
        let types: Set<String> = ["PresentationDetent"]
        if let name = memberName(expression, types: types) {
            switch name {
            case "medium": return .medium
            case "large": return .large
            default: break
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = memberName(call.calledExpression, types: types),
           let item = CallArguments(call).unlabeled.first, name == "fraction" || name == "height" {
            guard let value = try? length(item, scope) else {
                warn(item.anchor, "FrameLab cannot read '\(item.expression.trimmedDescription)'; the detent is left out")
                return nil
            }
            if name == "fraction" {
                let clamped = value.isNaN ? 0 : min(1, max(0, value))
                if clamped != value {
                    warn(item.anchor, ".fraction(\(TreePrinter.number(value))) is outside 0…1; it is clamped to \(TreePrinter.number(clamped))")
                }
                return .fraction(clamped)
            }
            guard value.isFinite || value == .infinity, value >= 0 else {
                warn(item.anchor, ".height(\(TreePrinter.number(value))) is not a height; it is clamped to 0")
                return .height(0)
            }
            return .height(value)
        }
        warn(expression, "FrameLab knows the detents .medium, .large, .fraction(_:) and .height(_:); '\(expression.trimmedDescription)' is left out")
        return nil
    }

    /// Toolbar item placements some container kind's bar rule depends on (`when: {toolbarItems: …}`).
    var barPlacementsInRules: Set<String> {
        var placements: Set<String> = []
        for kind in containerKinds.values {
            for rule in kind.barSubtractions + kind.contentSafeAreaBars {
                placements.formUnion(rule.condition.toolbarItems ?? [])
            }
        }
        return placements
    }

    /// `.toolbar { ToolbarItem(placement: .bottomBar) { … } }`: the placements its items use. Items
    /// without a placement, and plain views, are `automatic`.
    func toolbarItems(_ closure: ClosureExprSyntax) -> [String] {
        var placements: [String] = []
        for statement in closure.statements {
            var placement = "automatic"
            if case .expr(let expression) = statement.item, let call = expression.as(FunctionCallExprSyntax.self),
               ["ToolbarItem", "ToolbarItemGroup"].contains(call.calledExpression.trimmedDescription),
               let item = CallArguments(call).labeled("placement"),
               let name = memberName(item.expression, types: ["ToolbarItemPlacement"]) {
                placement = name
            }
            if !placements.contains(placement) { placements.append(placement) }
        }
        return placements
    }
}
