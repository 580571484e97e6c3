import LayoutCore

/// After a profile reload, the tree's controls take the edited view kinds: each control whose kind
/// is still the one the old registry had under its id gets the new registry's kind of that id
/// (a kind a custom style rewrote, or one that disappeared, stays as it is).
enum ViewKindRebinding {
    static func rebound(_ root: ViewNode, from old: [String: ControlKind], to new: [String: ControlKind]) -> ViewNode {
        guard old != new else { return root }
        func replacement(_ kind: ControlKind) -> ControlKind? {
            guard old[kind.id] == kind, let edited = new[kind.id], edited != kind else { return nil }
            return edited
        }
        // Depth-first without recursion: trees may be thousands of levels deep.
        struct Pending { var node: ViewNode; var next: Int; var children: [ViewNode] }
        var stack = [Pending(node: root, next: 0, children: [])]
        while var top = stack.popLast() {
            let children = top.node.children
            if top.next < children.count {
                let child = children[top.next]
                top.next += 1
                stack.append(top)
                stack.append(Pending(node: child, next: 0, children: []))
                continue
            }
            var node = top.node
            if !children.isEmpty { node.children = top.children }
            if case .control(var control) = node.kind, let kind = replacement(control.kind) {
                control.kind = kind
                node.kind = .control(control)
            }
            guard !stack.isEmpty else { return node }
            stack[stack.count - 1].children.append(node)
        }
        return root
    }
}
