import LayoutCore

/// A position in a profile file, 1-based.
struct YAMLMark: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int

    var origin: ProfileOrigin { ProfileOrigin(file: file, line: line, column: column) }
}

/// One node of a parsed YAML document, with the position it started at.
struct YAMLNode: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    var content: Content
    var mark: YAMLMark

    var mapping: [YAMLPair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    var scalar: YAMLScalar? {
        if case .scalar(let value) = content { return value }
        return nil
    }

    /// The value for `key` in a mapping node.
    subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// The pair for `key`, to point at the key itself.
    func pair(_ key: String) -> YAMLPair? {
        mapping?.first { $0.key.scalar?.text == key }
    }
}

/// A key and its value in a mapping.
struct YAMLPair: Sendable, Hashable {
    var key: YAMLNode
    var value: YAMLNode

    var name: String { key.scalar?.text ?? "" }
}

/// A scalar's text and whether it was written plain (only plain scalars resolve to non-strings).
struct YAMLScalar: Sendable, Hashable {
    let text: String
    let isPlain: Bool
    /// An explicit tag (`!!str` arrives as `tag:yaml.org,2002:str`).
    let tag: String?
    /// The value by the core schema, resolved once (decoders read numbers many times over).
    let resolved: ResolvedScalar

    init(text: String, isPlain: Bool, tag: String?) {
        self.text = text
        self.isPlain = isPlain
        self.tag = tag
        resolved = Self.resolve(text: text, isPlain: isPlain, tag: tag)
    }
}
