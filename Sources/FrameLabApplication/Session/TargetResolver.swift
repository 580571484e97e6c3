import LayoutCore

/// Finds the node a command's TARGET names: a name given with `.id("…")`, or `#ID` (pre-order).
struct TargetResolver {
    struct Target {
        var id: Int
        var path: TreePath
        var node: ViewNode
    }

    let root: ViewNode
    let paths: [TreePath]

    init(root: ViewNode) {
        self.root = root
        self.paths = TreePath.preOrder(root)
    }

    /// Names given with `.id(…)`, in pre-order, without repeats.
    var names: [String] {
        var seen = Set<String>()
        return paths.compactMap { root[$0].name }.filter { seen.insert($0).inserted }
    }

    func resolve(_ target: String) throws(CommandError) -> Target {
        if target.hasPrefix("#") {
            guard let id = Int(target.dropFirst()), paths.indices.contains(id) else {
                throw CommandError("no node \(target): ids run from #0 to #\(paths.count - 1)")
            }
            return Target(id: id, path: paths[id], node: root[paths[id]])
        }
        let matches = paths.indices.filter { root[paths[$0]].name == target }
        switch matches.count {
        case 1:
            return Target(id: matches[0], path: paths[matches[0]], node: root[paths[matches[0]]])
        case 0:
            var message = "no view named '\(target)'"
            if let suggestion = NameSuggestion.closest(to: target, in: names) {
                message += "; did you mean '\(suggestion)'?"
            } else if names.isEmpty {
                message += " (name views with .id(\"…\"), or use #ID from :frames)"
            }
            throw CommandError(message)
        default:
            let ids = matches.map { "#\($0)" }.joined(separator: ", ")
            throw CommandError("\(matches.count) views are named '\(target)' (\(ids)); use one of the ids")
        }
    }
}
