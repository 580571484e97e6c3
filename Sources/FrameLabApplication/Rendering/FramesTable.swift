import LayoutCore

/// The frames table: one row per node with its id, type (indented by depth), name, frame and, on
/// containerRelativeFrame rows, the container it measured. A stand-in for source FrameLab could
/// not see (`ViewKind.guess`) says `(guess)` after its type.
enum FramesTable {
    static func render(_ result: LayoutResult, format: NumberFormat, style: OutputStyle) -> String {
        var table = TextTable(columns: [
            ("id", .right), ("view", .left), ("name", .left), ("x", .right), ("y", .right),
            ("width", .right), ("height", .right), ("container", .left),
        ])
        let hidden = result.hiddenParts()
        for id in result.nodes.indices {
            let row = FrameRow(result.nodes, id, format: format)
            if !hidden.isEmpty, let part = hidden[id] {
                let name = String(repeating: "  ", count: row.depth) + row.typeName
                table.append(["#\(row.id)", name, row.name ?? "", "", "", "", "", "hidden: '\(part.part)' of #\(part.controlID) \(part.viewName)"])
                continue
            }
            let guess = result.nodes.kind(id).guess == nil ? "" : " (guess)"
            table.append([
                "#\(row.id)", String(repeating: "  ", count: row.depth) + row.typeName + guess, row.name ?? "",
                format.string(row.frame.minX), format.string(row.frame.minY),
                format.string(row.frame.width), format.string(row.frame.height), row.container ?? "",
            ])
        }
        let title = result.environment.description.title + ": \(format.size(result.environment.windowSize))"
        return style.dim(title) + "\n" + table.render(header: style.bold)
    }
}
