/// `extends:` as a deep merge of YAML trees: mappings merge key by key, anything else in the child
/// replaces the parent's value. Every node keeps its own file and line, so a merged profile still
/// says where each figure came from.
enum TreeMerge {
    /// Keys that name or describe one profile and are never inherited.
    static let ownKeys: Set<String> = ["id", "platform", "extends", "viewNames", "summary", "displayName"]

    static func inherit(child: YAMLNode, parent: YAMLNode) -> YAMLNode {
        guard var parentPairs = parent.mapping else { return child }
        parentPairs.removeAll { ownKeys.contains($0.name) }
        return merge(child, over: YAMLNode(content: .mapping(parentPairs), mark: parent.mark))
    }

    static func merge(_ child: YAMLNode, over parent: YAMLNode) -> YAMLNode {
        guard let childPairs = child.mapping, var pairs = parent.mapping else { return child }
        // Each name's first pair (device metric tables hold a hundred names and are merged per
        // orientation and OS generation).
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(pairs.count + childPairs.count)
        for (index, pair) in pairs.enumerated() where firstIndex[pair.name] == nil { firstIndex[pair.name] = index }
        for pair in childPairs {
            let name = pair.name
            if let index = firstIndex[name] {
                pairs[index] = YAMLPair(key: pair.key, value: merge(pair.value, over: pairs[index].value))
            } else {
                firstIndex[name] = pairs.count
                pairs.append(pair)
            }
        }
        return YAMLNode(content: .mapping(pairs), mark: child.mark)
    }
}
