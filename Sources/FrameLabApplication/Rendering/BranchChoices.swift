import LayoutCore

/// The source conditions that chose nodes (`ViewNode.choice`), by the pre-order ids layout gives
/// nodes. A node inherits the choice of the nearest ancestor that has one.
enum BranchChoices {
    /// The choice for every node, indexed by id.
    static func byNodeID(in root: ViewNode) -> [String?] {
        var choices: [String?] = []
        var stack: [(ViewNode, String?)] = [(root, root.choice?.text)]
        while let (node, inherited) = stack.popLast() {
            choices.append(inherited)
            for child in node.children.reversed() { stack.append((child, child.choice?.text ?? inherited)) }
        }
        return choices
    }

    /// The choice for node `id`, or nil.
    static func text(for id: Int, in root: ViewNode?) -> String? {
        guard let root else { return nil }
        let choices = byNodeID(in: root)
        return choices.indices.contains(id) ? choices[id] : nil
    }
}
