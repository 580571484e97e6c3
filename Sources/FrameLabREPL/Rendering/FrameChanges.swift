import LayoutCore

/// What changed between two layouts, found with the standard library's `difference(from:)` over
/// the frame rows: a row removed and one inserted with the same id and type is a change.
enum FrameChanges {
    static func describe(from old: LayoutResult?, to new: LayoutResult?, format: NumberFormat) -> [String] {
        let before = old?.nodes.map { FrameRow($0, format: format) } ?? []
        let after = new?.nodes.map { FrameRow($0, format: format) } ?? []
        var removed: [Int: FrameRow] = [:]
        var inserted: [FrameRow] = []
        for change in after.difference(from: before) {
            switch change {
            case .remove(_, let row, _): removed[row.id] = row
            case .insert(_, let row, _): inserted.append(row)
            }
        }
        var lines: [(Int, String)] = []
        for row in inserted {
            if let old = removed[row.id], old.typeName == row.typeName {
                removed[row.id] = nil
                lines.append((row.id, "~ \(row.label): " + changes(old, row, format).joined(separator: ", ")))
            } else {
                lines.append((row.id, "+ \(row.label) \(format.rect(row.frame))"))
            }
        }
        for row in removed.values {
            lines.append((row.id, "- \(row.label) \(format.rect(row.frame))"))
        }
        return lines.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 > $1.1) }.map(\.1)
    }

    private static func changes(_ old: FrameRow, _ new: FrameRow, _ format: NumberFormat) -> [String] {
        var parts: [String] = []
        let fields: [(String, KeyPath<Rect, Double>)] = [("x", \.minX), ("y", \.minY), ("width", \.width), ("height", \.height)]
        for (name, path) in fields where format.string(old.frame[keyPath: path]) != format.string(new.frame[keyPath: path]) {
            parts.append("\(name) \(format.string(old.frame[keyPath: path])) → \(format.string(new.frame[keyPath: path]))")
        }
        if old.name != new.name { parts.append("name \(old.name ?? "none") → \(new.name ?? "none")") }
        if old.container != new.container { parts.append("container \(old.container ?? "none") → \(new.container ?? "none")") }
        return parts.isEmpty ? ["unchanged"] : parts
    }
}
