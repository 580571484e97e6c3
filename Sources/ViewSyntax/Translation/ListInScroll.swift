import LayoutCore
import SwiftSyntax

/// A `List` or `Form` inside a vertical `ScrollView` with no height between them: on iOS it
/// scrolls itself and has no height of its own, so it collapses and its rows do not show (issue
/// 26; the engine lays it out 0 tall, `ListLayout.insideVerticalScroll`). The translator warns at
/// each such list, once, and says how to give it a height.
enum ListInScroll {
    /// The lists (with their view name and location) found in vertical scroll views.
    static func findings(in tree: ViewNode) -> [(name: String, location: LayoutCore.SourceLocation?)] {
        var found: [(String, LayoutCore.SourceLocation?)] = []
        var stack: [(ViewNode, Bool)] = [(tree, false)]
        while let (node, inScroll) = stack.popLast() {
            var inside = inScroll
            switch node.kind {
            case .container(let container):
                switch container.kind.strategy {
                case .scroll(let axes):
                    inside = (container.scrollAxes ?? axes).contains(.vertical)
                case .list:
                    if inScroll { found.append((container.viewName, node.location)) }
                    inside = false
                default:
                    inside = false
                }
            case .frame(let frame) where frame.height != nil:
                inside = false
            case .flexibleFrame(let frame) where frame.minHeight != nil || frame.maxHeight != nil || frame.idealHeight != nil:
                inside = false
            default:
                break
            }
            for child in node.children.reversed() { stack.append((child, inside)) }
        }
        return found
    }

    static func message(_ name: String) -> String {
        "a \(name) inside a vertical ScrollView has no height on iOS: it scrolls itself, so offered no height it collapses and its rows do not show; FrameLab lays it out 0 tall. Give it a height (.frame(height: …)) or drop the ScrollView"
    }
}

extension TranslationSession {
    /// The warnings of `ListInScroll`, at each such list.
    static func listsInScrollViews(_ tree: ViewNode, context: SourceContext) -> [TranslationIssue] {
        ListInScroll.findings(in: tree).map { warning(at: $0.location, context: context, SourceMessages.listInScrollView, ListInScroll.message($0.name)) }
    }
}
