/// Explicit alignment guides (`alignmentGuide(_:computeValue:)`): a stack, ZStack, frame or
/// overlay lines its children up by their guide values rather than by the fraction of their size
/// (semantics digest §5; Apple's "Aligning views within a stack"). A child `i` with guide value
/// `gᵢ` sits at `line − gᵢ`; a stack is as wide across as `max gᵢ + max (sizeᵢ − gᵢ)`.
extension LayoutRun {
    /// The explicit guide for `name` on `axis` set on `node` or the modifiers that pass its geometry through.
    func explicitGuide(_ node: Int32, _ axis: Axis, _ name: String) -> AlignmentGuideSpec? {
        guard arena.hasAlignmentGuides else { return nil }
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .alignmentGuide(let spec):
                if spec.axis == axis && spec.guide == name { return spec }
            case .layoutPriority, .gridCell, .font, .lineLimit:
                break
            default:
                return nil
            }
            guard let child = arena.firstChild(current) else { return nil }
            current = child
        }
    }

    /// Node `node`'s value for the guide: its explicit guide, else `fraction × length`.
    func guideValue(_ node: Int32, _ axis: Axis, _ name: String, fraction: Double, size: Size) -> Double {
        explicitGuide(node, axis, name)?.value(for: size) ?? fraction * size[axis]
    }

    func hasExplicitGuide(_ children: ArraySlice<Int32>, _ axis: Axis, _ name: String) -> Bool {
        arena.hasAlignmentGuides && children.contains { explicitGuide($0, axis, name) != nil }
    }

    /// Where each child starts across a stack whose children line up on a guide, and the extent:
    /// the line sits at `max gᵢ`, the extent is `max gᵢ + max (sizeᵢ − gᵢ)`.
    func guideLayout(_ children: ArraySlice<Int32>, sizes: [Size], _ axis: Axis, _ name: String, fraction: Double) -> (starts: [Double], extent: Double) {
        var guides: [Double] = []
        var before = -Double.infinity
        var after = -Double.infinity
        for (k, child) in children.enumerated() {
            let g = guideValue(child, axis, name, fraction: fraction, size: sizes[k])
            guides.append(g)
            before = max(before, g)
            after = max(after, sizes[k][axis] - g)
        }
        guard !guides.isEmpty else { return ([], 0) }
        return (guides.map { before - $0 }, max(0, before + after))
    }

    /// Where a single child of size `s` sits in a box aligned by `alignment`: the box's guide at
    /// `fraction × box`, the child's (explicit or `fraction × s`) on it. Frames and overlays.
    func guidedOrigin(_ child: Int32, _ alignment: Alignment, _ s: Size, in box: Size) -> Point {
        var origin = alignment.origin(of: s, in: box)
        guard arena.hasAlignmentGuides else { return origin }
        if let guide = explicitGuide(child, .horizontal, alignment.horizontal.rawValue) {
            origin.x = alignment.horizontal.fraction * box.width - guide.value(for: s)
        }
        if let guide = explicitGuide(child, .vertical, alignment.vertical.rawValue) {
            origin.y = alignment.vertical.fraction * box.height - guide.value(for: s)
        }
        return origin
    }
}
