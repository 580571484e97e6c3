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
        for pair in childPairs {
            if let index = pairs.firstIndex(where: { $0.name == pair.name }) {
                pairs[index] = YAMLPair(key: pair.key, value: merge(pair.value, over: pairs[index].value))
            } else {
                pairs.append(pair)
            }
        }
        return YAMLNode(content: .mapping(pairs), mark: child.mark)
    }
}
