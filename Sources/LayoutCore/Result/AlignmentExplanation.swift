extension LayoutResult {
    /// For a stack whose children set explicit alignment guides: each child's guide value and
    /// where that put it, and the stack's cross length `max g + max (size − g)`.
    func alignmentSteps(for id: Int) -> [String] {
        let node = nodes[id]
        let cross: Axis
        let name: String
        switch node.kind {
        case .hStack(let alignment, _), .lazyHStack(let alignment, _):
            cross = .vertical
            name = alignment.rawValue
        case .vStack(let alignment, _), .lazyVStack(let alignment, _):
            cross = .horizontal
            name = alignment.rawValue
        default: return []
        }
        let children = layoutChildren(of: id)
        var steps: [String] = []
        var guides: [Double] = []
        var lengths: [Double] = []
        var customName: String?
        for child in children {
            var spec: AlignmentGuideSpec?
            var current = child
            while case .alignmentGuide(let guide) = current.kind {
                if guide.axis == cross && guide.guide == name { spec = guide; break }
                guard current.id + 1 < nodes.count, nodes[current.id + 1].parent == current.id else { break }
                current = nodes[current.id + 1]
            }
            let length = child.frame.size[cross]
            let fraction: Double = cross == .horizontal ? (HorizontalAlignment(rawValue: name)?.fraction ?? 0.5) : (VerticalAlignment(rawValue: name)?.fraction ?? 0.5)
            let passedUp = spec?.customGuide.flatMap { passedUpGuide($0, cross, at: current.id) }
            let g = passedUp ?? spec?.value(for: child.frame.size) ?? fraction * length
            guides.append(g)
            lengths.append(length)
            if let custom = spec?.customGuide { customName = customName ?? custom }
            if let spec, let custom = spec.customGuide, let passedUp {
                steps.append("#\(child.id)\(child.name.map { " \"\($0)\"" } ?? ""): .\(custom) passed up from the views inside = \(formatLength(passedUp)) for \(child.frame.size.description) (its default would be \(formatLength(spec.value(for: child.frame.size))))")
            } else if let spec {
                steps.append("#\(child.id)\(child.name.map { " \"\($0)\"" } ?? ""): alignmentGuide(.\(name)) \(spec.source) = \(formatLength(g)) for \(child.frame.size.description)")
            }
        }
        guard !steps.isEmpty, let before = guides.max() else { return [] }
        let after = zip(lengths, guides).map { $0 - $1 }.max() ?? 0
        steps.append("the children line up on the .\(customName ?? name) guide: \(cross == .horizontal ? "width" : "height") = max guide \(formatLength(before)) + max (size − guide) \(formatLength(after)) = \(formatLength(before + after)); each child starts at \(formatLength(before)) − its guide")
        return steps
    }

    /// The value of custom guide `name` that the views inside node `id` pass up, from their final
    /// frames: an explicit guide's value moved by where it sits, averaged per stack.
    private func passedUpGuide(_ name: String, _ axis: Axis, at id: Int) -> Double? {
        var current = nodes[id]
        while true {
            if case .alignmentGuide(let spec) = current.kind, spec.axis == axis, spec.guide == name {
                return current.frame.origin[axis] - nodes[id].frame.origin[axis] + spec.value(for: current.frame.size)
            }
            switch current.kind {
            case .hStack, .vStack, .lazyHStack, .lazyVStack, .zStack:
                let values = layoutChildren(of: current.id).compactMap { child in
                    passedUpGuide(name, axis, at: child.id).map { child.frame.origin[axis] - nodes[id].frame.origin[axis] + $0 }
                }
                return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
            case let kind where kind.isModifier:
                guard current.id + 1 < nodes.count, nodes[current.id + 1].parent == current.id else { return nil }
                current = nodes[current.id + 1]
            default:
                return nil
            }
        }
    }
}
