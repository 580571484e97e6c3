import LayoutCore
import SwiftSyntax

/// What the content of a presentation asks of it (`presentationDetents`, …), collected while the
/// content is translated.
struct PresentationRequests {
    var detents: [PresentationDetent] = []
    var compactAdaptation: String?
    var preferredWidth: Double?
    var sizing: String?
    var selectedDetent: PresentationDetent?
    var selectionUnknown: String?
}

/// Presentations (`sheet`, `fullScreenCover`, `popover`, `inspector`), the modifiers their content
/// uses to size them, and toolbar items whose placements add bars.
extension ViewTranslator {
    /// SwiftUI's presentation modifiers are `TranslatedModifier`s; a container kind with a
    /// `presentation:` section makes its view names presentation modifiers too, so a new kind needs no code.
    static let presentationSizings = ["automatic", "form", "page", "fitted"]
    /// SwiftUI value types whose static members a presentation reads from a property's first value.
    static let presentationValueTypes: Set<String> = ["PresentationDetent"]

    /// `.sheet(isPresented:) { content }` and its kin: the receiver, wrapped in a node holding the
    /// presented content, which `:present` lays out on its own.
    mutating func presentation(_ name: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation, _ scope: Scope) -> ViewNode {
        let arguments = CallArguments(call, closureLabels: ["content"])
        guard let closure = arguments.closure("content") else {
            warn(call, SourceMessages.missingArgument, "'\(name)' needs its content as a closure; it is ignored")
            return receiver
        }
        presentationRequests.append(PresentationRequests())
        let nodes = content(closure.statements, scope: scope)
        let requests = presentationRequests.removeLast()
        let written = arguments.items.filter { !$0.isTrailingClosure || $0.label != "content" }
            .map { ($0.label.map { $0 + ": " } ?? "") + $0.expression.sourceText }
            .joined(separator: ", ")
        var spec = PresentationSpec(
            modifier: name, arguments: written, content: Self.single(nodes, at: location(closure)),
            detents: requests.detents, compactAdaptation: requests.compactAdaptation, preferredWidth: requests.preferredWidth)
        spec.sizing = requests.sizing
        spec.selectedDetent = requests.selectedDetent
        spec.selectionUnknown = requests.selectionUnknown
        if let item = arguments.labeled("arrowEdge") {
            if let edge = memberName(item.expression, types: ["Edge"]).flatMap(Edge.init(rawValue:)) {
                spec.arrowEdge = edge
            } else if item.expression.sourceText != "nil" {
                warn(item.anchor, SourceMessages.valueIgnored, "arrowEdge needs .top, .leading, .bottom or .trailing; the system chooses the edge")
            }
        }
        if let item = arguments.labeled("attachmentAnchor") {
            spec.attachmentPoint = attachmentPoint(item.expression)
        }
        return ViewNode(.presentation(spec), children: [receiver], location: here)
    }

    /// `.point(.top)` (a point of the source view's unit square); `.rect(.bounds)` and anything
    /// else FrameLab cannot read is the whole source view (nil), with a warning for the latter.
    private mutating func attachmentPoint(_ expression: ExprSyntax) -> UnitPoint? {
        let points: [String: UnitPoint] = [
            "topLeading": UnitPoint(x: 0, y: 0), "top": UnitPoint(x: 0.5, y: 0), "topTrailing": UnitPoint(x: 1, y: 0),
            "leading": UnitPoint(x: 0, y: 0.5), "center": .center, "trailing": UnitPoint(x: 1, y: 0.5),
            "bottomLeading": UnitPoint(x: 0, y: 1), "bottom": UnitPoint(x: 0.5, y: 1), "bottomTrailing": UnitPoint(x: 1, y: 1),
        ]
        guard let call = expression.as(FunctionCallExprSyntax.self), let kind = memberName(call.calledExpression, types: ["PopoverAttachmentAnchor"]) else {
            warn(expression, SourceMessages.valueIgnored, "FrameLab reads attachmentAnchor as .rect(.bounds) or .point(.top …); the whole source view is used")
            return nil
        }
        let argument = CallArguments(call).unlabeled.first?.expression
        if kind == "point", let name = argument.flatMap({ memberName($0, types: ["UnitPoint"]) }), let point = points[name] {
            return point
        }
        if kind == "rect", argument.flatMap({ memberName($0, types: ["Anchor<CGRect>.Source"]) }) == "bounds" {
            return nil
        }
        warn(expression, SourceMessages.valueIgnored, "FrameLab reads attachmentAnchor as .rect(.bounds) or .point(.top …); the whole source view is used")
        return nil
    }

    /// `presentationDetents`, `presentationCompactAdaptation`, `inspectorColumnWidth`: recorded for the
    /// enclosing presentation and kept on the view (inert) so the tree prints as written.
    mutating func presentationRequest(_ name: String, _ call: FunctionCallExprSyntax, member: Syntax, receiver: ViewNode, _ scope: Scope) -> ViewNode {
        var kept = receiver
        kept.inertModifiers.append(InertModifier(name: name, arguments: Self.argumentText(call)))
        guard !presentationRequests.isEmpty else {
            warn(member, SourceMessages.modifierNoEffect, "'\(name)' sizes a presentation from inside its content (.sheet { … .\(name)(…) }); here it has no effect")
            return kept
        }
        let arguments = CallArguments(call)
        switch name {
        case "presentationDetents":
            guard let list = arguments.unlabeled.first?.expression.as(ArrayExprSyntax.self) else {
                warn(call, SourceMessages.valueIgnored, "FrameLab reads presentationDetents from a list literal such as [.medium, .large]; .large is used")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].detents = list.elements.compactMap { detent($0.expression, scope) }
            if let selection = arguments.labeled("selection") {
                selectedDetent(selection.expression, scope)
            }
        case "presentationSizing":
            let root = arguments.unlabeled.first.map { Self.rootMember($0.expression) }
            guard let root, let value = root, Self.presentationSizings.contains(value) else {
                warn(call, SourceMessages.valueIgnored, "presentationSizing needs one of " + Self.presentationSizings.map { "." + $0 }.joined(separator: ", ") + "; it is ignored")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].sizing = value == "automatic" ? nil : value
        case "presentationCompactAdaptation":
            let item = arguments.labeled("horizontal") ?? arguments.unlabeled.first
            let names = ["automatic", "none", "popover", "sheet", "fullScreenCover"]
            guard let item, let value = memberName(item.expression, types: ["PresentationAdaptation"]), names.contains(value) else {
                warn(call, SourceMessages.valueIgnored, "presentationCompactAdaptation needs one of " + names.map { "." + $0 }.joined(separator: ", ") + "; it is ignored")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].compactAdaptation = value == "automatic" ? nil : value
        default:
            let item = arguments.labeled("ideal") ?? arguments.unlabeled.first
            guard let width = try? length(item, scope) else {
                warn(call, SourceMessages.valueIgnored, "FrameLab cannot read the width of inspectorColumnWidth; the default width is used")
                return kept
            }
            guard width.isFinite, width >= 0 else {
                warn(item?.anchor ?? Syntax(call), SourceMessages.valueIgnored, "inspectorColumnWidth(\(TreePrinter.number(width))) is not a width; the default width is used")
                return kept
            }
            presentationRequests[presentationRequests.count - 1].preferredWidth = width
        }
        return kept
    }

    /// `selection: $detent`: the detent the binding starts at, when the source gives its first
    /// value (`@State var detent = PresentationDetent.medium`); otherwise why not.
    private mutating func selectedDetent(_ expression: ExprSyntax, _ scope: Scope) {
        let text = expression.sourceText
        let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
        let index = presentationRequests.count - 1
        let reference = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        switch resolve(reference, scope) ?? scope[name] {
        case .enumCase(_, let caseName)? where caseName == "medium" || caseName == "large":
            presentationRequests[index].selectedDetent = caseName == "medium" ? .medium : .large
        default:
            presentationRequests[index].selectionUnknown = "the first value of \(text) is not known to FrameLab"
        }
    }

    /// The first member of a chain such as `.form.fitted(horizontal: false)` (`form`).
    static func rootMember(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member.declName.baseName.text }
                if base.sourceText == "PresentationSizing" { return member.declName.baseName.text }
                current = base
            } else {
                return nil
            }
        }
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
                warn(item.anchor, SourceMessages.valueIgnored, "FrameLab cannot read '\(item.expression.sourceText)'; the detent is left out")
                return nil
            }
            if name == "fraction" {
                let clamped = value.isNaN ? 0 : min(1, max(0, value))
                if clamped != value {
                    warn(item.anchor, SourceMessages.valueClamped, ".fraction(\(TreePrinter.number(value))) is outside 0…1; it is clamped to \(TreePrinter.number(clamped))")
                }
                return .fraction(clamped)
            }
            guard value.isFinite || value == .infinity, value >= 0 else {
                warn(item.anchor, SourceMessages.valueClamped, ".height(\(TreePrinter.number(value))) is not a height; it is clamped to 0")
                return .height(0)
            }
            return .height(value)
        }
        warn(expression, SourceMessages.valueIgnored, "FrameLab knows the detents .medium, .large, .fraction(_:) and .height(_:); '\(expression.sourceText)' is left out")
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
               ["ToolbarItem", "ToolbarItemGroup"].contains(call.calledExpression.sourceText),
               let item = CallArguments(call).labeled("placement"),
               let name = memberName(item.expression, types: ["ToolbarItemPlacement"]) {
                placement = name
            }
            if !placements.contains(placement) { placements.append(placement) }
        }
        return placements
    }
}
