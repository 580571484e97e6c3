/// Explicit alignment guides (`alignmentGuide(_:computeValue:)`): a stack, ZStack, frame or
/// overlay lines its children up by their guide values rather than by the fraction of their size
/// (semantics digest §5; Apple's "Aligning views within a stack"). A child `i` with guide value
/// `gᵢ` sits at `line − gᵢ`; a stack is as wide across as `max gᵢ + max (sizeᵢ − gᵢ)`.
extension LayoutRun {
    /// The explicit guide for `name` on `axis` set on `node` or below the modifiers that pass its
    /// geometry through; a `padding` in between moves it by its leading (top) inset.
    func explicitGuide(_ node: Int32, _ axis: Axis, _ name: String) -> AlignmentGuideSpec? {
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .alignmentGuide(let spec):
                if spec.axis == axis && spec.guide == name { return spec }
            case .padding(let edges, let length):
                guard let child = arena.firstChild(current) else { return nil }
                return explicitGuide(child, axis, name)?.padded(by: paddingInsets(edges, length))
            case .layoutPriority, .gridCell, .font, .lineLimit:
                break
            default:
                return nil
            }
            guard let child = arena.firstChild(current) else { return nil }
            current = child
        }
    }

    /// Node `node`'s value for the guide: its explicit guide, else a Text's baseline for the
    /// baseline guides (with `ctx`), else `fraction × length`.
    func guideValue(_ node: Int32, _ axis: Axis, _ name: String, fraction: Double, size: Size, _ ctx: LayoutContext? = nil) -> Double {
        if let explicit = explicitGuide(node, axis, name) { return explicit.value(for: size) }
        if axis == .vertical, let ctx, let baseline = textBaseline(node, name, size: size, ctx) { return baseline }
        return fraction * size[axis]
    }

    /// Whether a child sets the guide itself: an explicit guide, or (with `ctx`) a Text's baseline.
    func hasExplicitGuide(_ children: ArraySlice<Int32>, _ axis: Axis, _ name: String, _ ctx: LayoutContext? = nil) -> Bool {
        children.contains { explicitGuide($0, axis, name) != nil || (axis == .vertical && ctx != nil && textBaseline($0, name, size: .zero, ctx!) != nil) }
    }

    /// A Text's first or last baseline from the top of `node` (a Text under modifiers that keep
    /// its geometry; a padding moves it down by its top inset). The first baseline is the font's
    /// ascender, `size × 1950/2048` (16.187 at 17 pt); the last is `(lines − 1) × (line height +
    /// lineSpacing)` further down (control-metrics.md §1.2). Nil for other views and guides, which
    /// keep the default, the bottom (Apple: a view without text has its baselines at its bottom).
    func textBaseline(_ node: Int32, _ name: String, size: Size, _ ctx: LayoutContext) -> Double? {
        let last: Bool
        switch name {
        case VerticalAlignment.firstTextBaseline.rawValue: last = false
        case VerticalAlignment.lastTextBaseline.rawValue: last = true
        default: return nil
        }
        var current = node
        var context = ctx
        var offset = 0.0
        var inner = size
        while true {
            switch arena.kinds[Int(current)] {
            case .text(let string):
                let style = env.textMetrics(context.textStyle, context.dynamicTypeSize)
                let ascender = style.pointSize * TextStyleTable.fontAscenderRatio
                guard last else { return offset + ascender }
                let measured = TextMeasurer.measure(string, style: style, proposal: ProposedSize(width: inner.width + 0.001, height: inner.height + 0.001), lineLimit: context.lineLimit, lineSpacing: context.lineSpacing)
                let lines = max(1, measured.lines.count)
                return offset + Double(lines - 1) * (style.lineHeight + context.lineSpacing) + ascender
            case .font(let style): context.textStyle = style
            case .lineLimit(let limit): context.lineLimit = limit
            case .textEnvironment(let modifier): context = modifier.applied(to: context)
            case .padding(let edges, let length):
                let insets = paddingInsets(edges, length)
                offset += insets.top
                inner = Size(width: max(0, inner.width - insets.sum(along: .horizontal)), height: max(0, inner.height - insets.sum(along: .vertical)))
            case .layoutPriority, .gridCell, .alignmentGuide:
                break
            default:
                return nil
            }
            guard let child = arena.firstChild(current) else { return nil }
            current = child
        }
    }

    /// Where each child starts across a stack whose children line up on a guide, and the extent:
    /// the line sits at `max gᵢ`, the extent is `max gᵢ + max (sizeᵢ − gᵢ)`.
    func guideLayout(_ children: ArraySlice<Int32>, sizes: [Size], _ axis: Axis, _ name: String, fraction: Double, _ ctx: LayoutContext? = nil) -> (starts: [Double], extent: Double) {
        var guides: [Double] = []
        var before = -Double.infinity
        var after = -Double.infinity
        for (k, child) in children.enumerated() {
            let g = guideValue(child, axis, name, fraction: fraction, size: sizes[k], ctx)
            guides.append(g)
            before = max(before, g)
            after = max(after, sizes[k][axis] - g)
        }
        guard !guides.isEmpty else { return ([], 0) }
        return (guides.map { before - $0 }, max(0, before + after))
    }

    /// Where a single child of size `s` sits in a box aligned by `alignment`: the box's guide at
    /// `fraction × box`, the child's (explicit or `fraction × s`) on it. Frames and overlays.
    func guidedOrigin(_ child: Int32, _ alignment: Alignment, _ s: Size, in box: Size, _ ctx: LayoutContext? = nil) -> Point {
        var origin = alignment.origin(of: s, in: box)
        if let guide = explicitGuide(child, .horizontal, alignment.horizontal.rawValue) {
            origin.x = alignment.horizontal.fraction * box.width - guide.value(for: s)
        }
        if let guide = explicitGuide(child, .vertical, alignment.vertical.rawValue) {
            origin.y = alignment.vertical.fraction * box.height - guide.value(for: s)
        } else if let ctx, let baseline = textBaseline(child, alignment.vertical.rawValue, size: s, ctx) {
            // The box's own baselines are its default, the bottom [inf]; the child's baseline sits on it.
            origin.y = alignment.vertical.fraction * box.height - baseline
        }
        return origin
    }
}
