import LayoutCore

/// Prints a tree back as SwiftUI source.
public enum SourcePrinter {
    /// Source that translates back to the same tree, followed by the custom style structs it
    /// uses; with `showIDs`, each node's pre-order id (the root is 0) ends the line where the node
    /// is written, as `// #id`, and a custom style's body is printed in place of the style.
    public static func print(_ node: ViewNode, showIDs: Bool = false) -> String {
        let lines = TreePrinter(expandsForEach: showIDs, writesCustomStyles: !showIDs).lines(for: node, id: 0, indent: 0)
        let tree = lines.map { line in
            let text = String(repeating: "    ", count: line.indent) + line.text
            guard showIDs, let id = line.id else { return text }
            return text + "  // #\(id)"
        }.joined(separator: "\n")
        let declarations = showIDs ? [] : styleDeclarations(node)
        // No blank line between them: a script reads a declaration right after source as part of it.
        return ([tree] + declarations).joined(separator: "\n")
    }

    /// The declarations of the custom styles used in the tree, each once, in order of use.
    private static func styleDeclarations(_ root: ViewNode) -> [String] {
        var declarations: [String] = []
        var pending = [root]
        while let node = pending.popLast() {
            if case .control(let control) = node.kind, let style = control.customStyle {
                if !declarations.contains(style.declaration) { declarations.append(style.declaration) }
                pending.append(contentsOf: style.label.reversed())
            }
            pending.append(contentsOf: node.children.reversed())
        }
        return declarations
    }
}

/// One printed line: indentation level, text and the id of the node it starts.
struct PrintedLine {
    var indent: Int
    var text: String
    var id: Int?
}
