import LayoutCore

/// What changed between two layouts. Nodes are matched by type and name with the standard
/// library's `difference(from:)`, so a view keeps its identity when a modifier is wrapped around
/// it or a sibling is removed (ids shift; the lines show the new ids, and the old id of a removed
/// node).
enum FrameChanges {
    private struct Key: Hashable {
        var typeName: String
        var name: String?
    }

    static func describe(from old: LayoutResult?, to new: LayoutResult?, format: NumberFormat) -> [String] {
        let before = old?.nodes.map { FrameRow($0, format: format) } ?? []
        let after = new?.nodes.map { FrameRow($0, format: format) } ?? []
        let difference = after.map { Key(typeName: $0.typeName, name: $0.name) }
            .difference(from: before.map { Key(typeName: $0.typeName, name: $0.name) })
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [(position: Int, text: String)] = []
        for index in removed.sorted() {
            let row = before[index]
            lines.append((index, "- \(row.label) \(format.rect(row.frame))"))
        }
        let kept = zip(before.indices.filter { !removed.contains($0) }, after.indices.filter { !inserted.contains($0) })
        for (oldIndex, newIndex) in kept {
            let changes = self.changes(before[oldIndex], after[newIndex], format)
            if !changes.isEmpty { lines.append((newIndex, "~ \(after[newIndex].label): " + changes.joined(separator: ", "))) }
        }
        for index in inserted.sorted() {
            let row = after[index]
            lines.append((index, "+ \(row.label) \(format.rect(row.frame))"))
        }
        return lines.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element.text)
    }

    private static func changes(_ old: FrameRow, _ new: FrameRow, _ format: NumberFormat) -> [String] {
        var parts: [String] = []
        let fields: [(String, KeyPath<Rect, Double>)] = [("x", \.minX), ("y", \.minY), ("width", \.width), ("height", \.height)]
        for (name, path) in fields where format.string(old.frame[keyPath: path]) != format.string(new.frame[keyPath: path]) {
            parts.append("\(name) \(format.string(old.frame[keyPath: path])) → \(format.string(new.frame[keyPath: path]))")
        }
        if old.containerLabel != new.containerLabel {
            parts.append("container \(old.container ?? "none") → \(new.container ?? "none")")
        } else if old.containerSize != new.containerSize, let label = new.containerLabel {
            parts.append("container \(label) \(old.containerSize ?? "") → \(new.containerSize ?? "")")
        }
        return parts
    }
}
