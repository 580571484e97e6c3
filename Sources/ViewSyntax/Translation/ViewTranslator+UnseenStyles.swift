import LayoutCore
import SwiftSyntax

/// A custom style FrameLab cannot see (`.buttonStyle(GRButtonStyle(appearance: .primary))`,
/// `.buttonStyle(.primary)` from another module): the views it styles select the `unseen` variant
/// of their kind (a Button: its label, at least 44×44), marked as guesses, with a warning. It was dropped silently: a design system's 48-pt
/// buttons were laid out as bare 20-pt titles (issue 26's wave-6 sample, GoodSwiftUI).
extension ViewTranslator {
    /// SwiftUI's own style values per style modifier that no view kind's variant names (they keep
    /// the automatic look, or FrameLab lays them out as it does): never an unseen custom style.
    static let builtinStyleValues: [String: Set<String>] = [
        "buttonStyle": ["automatic", "plain", "borderless", "bordered", "borderedProminent", "glass", "glassProminent", "link", "card", "accessoryBar", "accessoryBarAction"],
        "toggleStyle": ["automatic", "switch", "button", "checkbox"],
        "labelStyle": ["automatic", "iconOnly", "titleOnly", "titleAndIcon"],
    ]

    /// The value a style FrameLab cannot see selects: view kinds' variants may size it
    /// (`when: {buttonStyle: unseen}`: Button.yaml's at least 44×44).
    static let unseenStyleValue = "unseen"

    /// When `call` names a style neither the source nor SwiftUI defines: the selection node of
    /// `unseen` over `node`, whose controls that `modifier` styles are marked, with a warning; nil
    /// otherwise.
    mutating func unseenStyleSelection(_ modifier: String, _ call: FunctionCallExprSyntax, receiver: ViewNode, at here: LayoutCore.SourceLocation) -> ViewNode? {
        let marked = markingUnseenStyle(modifier, call, in: receiver)
        guard marked != receiver else { return nil }
        return ViewNode(.controlSelection(name: modifier, value: Self.unseenStyleValue), children: [marked], location: here)
    }

    /// Marks the controls below `node` that `modifier` styles, and warns, when `call` names a
    /// style neither the source nor SwiftUI defines; `node` unchanged otherwise.
    mutating func markingUnseenStyle(_ modifier: String, _ call: FunctionCallExprSyntax, in node: ViewNode) -> ViewNode {
        guard let builtins = Self.builtinStyleValues[modifier], let argument = call.arguments.first?.expression else { return node }
        let value = Self.selectionValue(argument, modifier: modifier)
        let named = viewKinds.byName.values.flatMap { kind in
            kind.variants.compactMap { $0.conditions[modifier] }.flatMap { $0.split(separator: "|").map(String.init) }
        }
        guard !builtins.contains(value), !named.contains(value) else { return node }
        let style = Self.short(argument)
        let why = "its style '\(style)' is not defined in the files given; laid out as the kind's unseen-style variant (Button: its label, at least 44×44)"
        var marked = 0
        let result = Self.marking(node, modifier: modifier, why: why, count: &marked)
        if marked > 0 {
            warnUnknown(argument, "FrameLab cannot see the style '\(style)' (it is not defined in the files given); \(marked == 1 ? "the view" : "the \(marked) views") it styles \(marked == 1 ? "is" : "are") laid out as \(marked == 1 ? "its label" : "their labels"), at least 44×44 for a Button (Views/Button.yaml): a guess. Point --file at the app's folder, or give the file that defines it")
        }
        return result
    }

    private static func marking(_ node: ViewNode, modifier: String, why: String, count: inout Int) -> ViewNode {
        var node = node
        if case .controlSelection(let name, _) = node.kind, name == modifier { return node }   // an inner style wins
        if case .control(let control) = node.kind, control.kind.styleModifier == modifier, control.customStyle == nil {
            node.markGuess(why)
            count += 1
        }
        node.children = node.children.map { marking($0, modifier: modifier, why: why, count: &count) }
        return node
    }
}
