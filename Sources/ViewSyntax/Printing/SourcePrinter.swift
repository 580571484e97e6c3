import LayoutCore

/// Prints a tree back as SwiftUI source.
public enum SourcePrinter {
    /// Source that translates back to the same tree; with `showIDs`, each node's pre-order id
    /// (the root is 0) ends the line where the node is written, as `// #id`.
    public static func print(_ node: ViewNode, showIDs: Bool = false) -> String {
        let lines = TreePrinter(expandsForEach: showIDs).lines(for: node, id: 0, indent: 0)
        return lines.map { line in
            let text = String(repeating: "    ", count: line.indent) + line.text
            guard showIDs, let id = line.id else { return text }
            return text + "  // #\(id)"
        }.joined(separator: "\n")
    }
}

/// One printed line: indentation level, text and the id of the node it starts.
struct PrintedLine {
    var indent: Int
    var text: String
    var id: Int?
}
