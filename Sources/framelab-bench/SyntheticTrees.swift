import LayoutCore

/// The fixed synthetic trees of issue 7.
enum SyntheticTrees {
    static func rectangle() -> ViewNode { ViewNode(.shape(.rectangle)) }

    /// `HStack` of `n` `Rectangle().frame(width: 10, height: 10)`.
    static func flat(_ n: Int) -> ViewNode {
        let leaf = ViewNode(.frame(FixedFrame(width: 10, height: 10)), children: [rectangle()])
        return ViewNode(.hStack(alignment: .center, spacing: nil), children: Array(repeating: leaf, count: n))
    }

    /// `HStack` of `n` plain `Rectangle`s sharing the width.
    static func flex(_ n: Int) -> ViewNode {
        ViewNode(.hStack(alignment: .center, spacing: nil), children: Array(repeating: rectangle(), count: n))
    }

    /// `d` nested `VStack { … }.padding(1)` with a `Rectangle` at the bottom.
    static func deep(_ d: Int) -> ViewNode {
        var node = rectangle()
        for _ in 0..<d {
            node = ViewNode(.padding(edges: .all, length: 1), children: [ViewNode(.vStack(alignment: .center, spacing: nil), children: [node])])
        }
        return node
    }

    /// Branching factor 4, alternating HStack/VStack, `levels` levels of stacks, Rectangle leaves.
    static func balanced(levels: Int) -> ViewNode {
        func build(_ level: Int) -> ViewNode {
            if level == levels { return rectangle() }
            let kind: ViewKind = level % 2 == 0 ? .hStack(alignment: .center, spacing: nil) : .vStack(alignment: .center, spacing: nil)
            let child = build(level + 1)
            return ViewNode(kind, children: [child, child, child, child])
        }
        return build(0)
    }

    /// A horizontal ScrollView of `n` three-up gallery items.
    static func gallery(_ n: Int, scrollKind: ContainerKind) -> ViewNode {
        let item = ViewNode(
            .containerRelativeFrame(ContainerRelativeFrame(axes: .horizontal, rule: .grid(count: 3, span: 1, spacing: 10))),
            children: [ViewNode(.aspectRatio(ratio: 1.5, contentMode: .fit), children: [rectangle()])])
        let stack = ViewNode(.hStack(alignment: .center, spacing: 10), children: Array(repeating: item, count: n))
        return ViewNode(.container(ContainerNode(kind: scrollKind, scrollAxes: .horizontal)), children: [stack])
    }

    /// The balanced tree with one leaf changed to `Rectangle().frame(width: 5)`: the first leaf.
    static func editedBalanced(_ tree: ViewNode) -> ViewNode {
        var copy = tree
        func edit(_ node: inout ViewNode) {
            if node.children.isEmpty {
                node = ViewNode(.frame(FixedFrame(width: 5)), children: [node])
            } else {
                edit(&node.children[0])
            }
        }
        edit(&copy)
        return copy
    }
}
