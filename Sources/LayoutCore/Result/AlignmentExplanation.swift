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
            let answered = spec == nil ? customLayoutGuide(name, cross, of: child) : nil
            let wrapped = spec == nil && answered == nil ? guideThroughModifiers(name, cross, below: child) : nil
            let g = passedUp ?? spec?.value(for: child.frame.size) ?? answered ?? wrapped?.value ?? fraction * length
            guides.append(g)
            lengths.append(length)
            if let custom = spec?.customGuide { customName = customName ?? custom }
            if let wrapped {
                steps.append("#\(child.id)\(child.name.map { " \"\($0)\"" } ?? ""): the alignmentGuide(.\(name)) on #\(wrapped.node) passes up through the modifiers around it (a padding or frame moves it by where it puts its content; offset, background, overlay and fixedSize keep it) = \(formatLength(wrapped.value)) for \(child.frame.size.description)")
            } else if let answered {
                steps.append("#\(child.id) \(child.typeName)\(child.name.map { " \"\($0)\"" } ?? ""): its explicitAlignment(of: .\(name)) returned \(formatLength(answered)) for \(child.frame.size.description) (the default would be \(formatLength(fraction * length)))")
            } else if spec == nil, let (inner, stack) = stoppedGuide(name, cross, below: child.id) {
                steps.append("#\(child.id)\(child.name.map { " \"\($0)\"" } ?? ""): the alignmentGuide(.\(name)) on #\(inner) inside it stops at #\(stack) \(nodes[stack].typeName), as in SwiftUI (a stack merges its children's built-in guides into no value: their _combineExplicit is empty), so it lines up by its default, \(formatLength(g))")
            } else if let spec, let custom = spec.customGuide, let passedUp {
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

    /// An explicit guide set below `node` under modifiers only, with its value in `node`'s frame
    /// (from the final frames; an `offset` moves only what is drawn, so it is taken back out).
    private func guideThroughModifiers(_ name: String, _ axis: Axis, below node: LaidOutNode) -> (node: Int, value: Double)? {
        var current = node
        var drawnShift = 0.0
        while current.kind.isModifier, current.id + 1 < nodes.count, nodes[current.id + 1].parent == current.id {
            if case .modifier(let modifier) = current.kind { drawnShift += modifier.base.drawnShift[axis] }
            current = nodes[current.id + 1]
            if case .alignmentGuide(let spec) = current.kind, spec.axis == axis, spec.guide == name, spec.customGuide == nil {
                let start = current.frame.origin[axis] - drawnShift - node.frame.origin[axis]
                return (current.id, start + spec.value(for: current.frame.size))
            }
        }
        return nil
    }

    /// What custom layout `node` (under modifiers) answered for the guide, when it did.
    private func customLayoutGuide(_ name: String, _ axis: Axis, of node: LaidOutNode) -> Double? {
        var current = node
        while true {
            if let value = current.customLayoutTrace?.explicitGuides["\(axis.rawValue).\(name)"] { return value }
            guard current.kind.isModifier, current.id + 1 < nodes.count, nodes[current.id + 1].parent == current.id else { return nil }
            current = nodes[current.id + 1]
        }
    }

    /// An explicit built-in guide set inside the subtree of `id` below a stack, which therefore
    /// does not reach `id`'s parent: the guide's node and the stack that stops it.
    private func stoppedGuide(_ name: String, _ axis: Axis, below id: Int) -> (Int, Int)? {
        guard HorizontalAlignment(rawValue: name) != nil || VerticalAlignment(rawValue: name) != nil,
              name != VerticalAlignment.firstTextBaseline.rawValue, name != VerticalAlignment.lastTextBaseline.rawValue else { return nil }
        let depth = nodes[id].depth
        var k = id + 1
        while k < nodes.count, nodes[k].depth > depth {
            if case .alignmentGuide(let spec) = nodes[k].kind, spec.axis == axis, spec.guide == name, spec.customGuide == nil {
                var ancestor = nodes[k].parent
                var stack: Int?
                while let a = ancestor, a >= id {
                    switch nodes[a].kind {
                    case .hStack, .vStack, .lazyHStack, .lazyVStack, .zStack, .customLayout: if stack == nil { stack = a }
                    default: break
                    }
                    ancestor = nodes[a].parent
                }
                if let stack { return (k, stack) }
            }
            k += 1
        }
        return nil
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
