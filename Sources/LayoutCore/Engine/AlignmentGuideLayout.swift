/// Explicit alignment guides (`alignmentGuide(_:computeValue:)`): a stack, ZStack, frame or
/// overlay lines its children up by their guide values rather than by the fraction of their size
/// (semantics digest §5; Apple's "Aligning views within a stack"). A child `i` with guide value
/// `gᵢ` sits at `line − gᵢ`; a stack is as wide across as `max gᵢ + max (sizeᵢ − gᵢ)`.
///
/// Which explicit values reach a parent is SwiftUI's: a one-child layout (`padding`, `frame`,
/// `fixedSize`) passes its child's value up moved by where it put the child (OpenSwiftUI
/// `UnaryLayoutEngine.explicitAlignment`), and a modifier that keeps the geometry (`offset`,
/// `background`, `overlay`, `layoutPriority`, `font`) passes it unchanged; a stack merges its
/// children's values with the guide's `_combineExplicit`, which for the built-in guides
/// (`leading`, `center`, `trailing`, `top`, `bottom`: OpenSwiftUI's `FrameAlignment`) is
/// "intentionally left blank", so an explicit `.leading` set inside a nested stack stops at that
/// stack, and only custom guides and text baselines pass up through stacks (`stackGuide`).
extension LayoutRun {
    /// The explicit guide for `name` on `axis` set on `node` or below the modifiers that pass its
    /// geometry through; a `padding` in between moves it by its leading (top) inset.
    func explicitGuide(_ node: Int32, _ axis: Axis, _ name: String) -> AlignmentGuideSpec? {
        guard arena.hasAlignmentGuides else { return nil }
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .alignmentGuide(let spec):
                if spec.axis == axis && spec.guide == name { return spec }
            case .padding(let edges, let length):
                guard let child = arena.firstChild(current) else { return nil }
                return explicitGuide(child, axis, name)?.padded(by: paddingInsets(edges, length))
            case .gridCell, .font, .lineLimit, .overlay, .background:
                break
            case .modifier(let modifier) where modifier.traits.contains(.passesChildGeometry):
                break
            default:
                return nil
            }
            guard let child = arena.firstChild(current) else { return nil }
            current = child
        }
    }

    /// Node `node`'s value for the guide: what it or a view below it sets (`guideBelow`), else
    /// `fraction × length`.
    mutating func guideValue(_ node: Int32, _ axis: Axis, _ name: String, fraction: Double, size: Size, _ ctx: LayoutContext? = nil) -> Double {
        if let ctx { return guideBelow(node, axis, name, size: size, ctx) ?? fraction * size[axis] }
        return explicitGuide(node, axis, name)?.value(for: size) ?? fraction * size[axis]
    }

    /// Whether a child sets the guide: an explicit guide, a Text's baseline (with `ctx`), through
    /// the modifiers that keep its geometry, paddings and frames.
    @inline(__always)
    func hasExplicitGuide(_ children: ArraySlice<Int32>, _ axis: Axis, _ name: String, _ ctx: LayoutContext? = nil) -> Bool {
        guard arena.hasAlignmentGuides || (ctx != nil && axis == .vertical && Self.isBaseline(name)) else { return false }
        return anyChildSetsGuide(children, axis, name, ctx)
    }

    private func anyChildSetsGuide(_ children: ArraySlice<Int32>, _ axis: Axis, _ name: String, _ ctx: LayoutContext?) -> Bool {
        children.contains { child in
            guard ctx != nil else { return explicitGuide(child, axis, name) != nil }
            return setsGuide(child, axis, name)
        }
    }

    private func setsGuide(_ node: Int32, _ axis: Axis, _ name: String) -> Bool {
        var current = node
        while true {
            switch arena.kinds[Int(current)] {
            case .alignmentGuide(let spec) where spec.axis == axis && spec.guide == name:
                return true
            case .text:
                return axis == .vertical && Self.isBaseline(name)
            case .hStack, .vStack, .lazyHStack, .lazyVStack, .zStack:
                // Baselines pass up through stacks; a stack sets them when a view inside does.
                guard axis == .vertical && Self.isBaseline(name) else { return false }
                return arena.layoutChildren(current).contains { setsGuide($0, axis, name) }
            case .customLayout(let spec):
                // Its explicitAlignment, else the default merge, which passes baselines up as a stack does.
                if spec.explicitAlignmentAxes.contains(axis) { return true }
                guard axis == .vertical && Self.isBaseline(name) else { return false }
                return arena.layoutChildren(current).contains { setsGuide($0, axis, name) }
            case .alignmentGuide, .gridCell, .font, .lineLimit, .textEnvironment, .padding, .frame, .flexibleFrame,
                 .overlay, .background:
                break
            case .modifier(let modifier) where modifier.traits.contains(.passesChildGeometry):
                break
            default:
                return false
            }
            guard let child = arena.firstChild(current) else { return false }
            current = child
        }
    }

    /// The built-in guides, which stacks consume rather than pass up (FrameLab passes up only
    /// custom guides and baselines).
    static func isBuiltIn(_ name: String) -> Bool {
        HorizontalAlignment(rawValue: name) != nil || VerticalAlignment(rawValue: name) != nil
    }

    static func isBaseline(_ name: String) -> Bool {
        name == VerticalAlignment.firstTextBaseline.rawValue || name == VerticalAlignment.lastTextBaseline.rawValue
    }

    /// The guide's value on `node` of `size` when it or a view below it sets it, from `node`'s
    /// leading (top) edge; nil when nothing does (the caller uses the default).
    /// - an explicit `alignmentGuide` on the view or the modifiers that keep its geometry;
    /// - a padding moves its content's value by the leading (top) inset;
    /// - a frame re-derives it: the child's value plus where the frame put the child (explicit
    ///   alignments merge upward, Apple's `Layout.explicitAlignment` default); when the frame aligns
    ///   on that same guide, that is the frame's own default again;
    /// - a Text's first baseline is its font's ascender, `size × 1950/2048` (16.187 at 17 pt); the
    ///   last is `(lines − 1) × (line height + lineSpacing)` further down (control-metrics.md §1.2).
    mutating func guideBelow(_ node: Int32, _ axis: Axis, _ name: String, size: Size, _ ctx: LayoutContext) -> Double? {
        var current = node
        var context = ctx
        var offset = 0.0
        var inner = size
        while true {
            switch arena.kinds[Int(current)] {
            case .alignmentGuide(let spec) where spec.axis == axis && spec.guide == name:
                if let custom = spec.customGuide, let child = arena.firstChild(current),
                   let below = guideBelow(child, axis, custom, size: inner, context) {
                    return offset + below
                }
                return offset + spec.value(for: inner)
            case .hStack, .vStack, .lazyHStack, .lazyVStack, .zStack:
                // Built-in guides stop at a stack (their _combineExplicit leaves the stack's value nil).
                guard !Self.isBuiltIn(name) || Self.isBaseline(name) else { return nil }
                return stackGuide(current, axis, name, size: inner, context).map { offset + $0 }
            case .customLayout(let spec):
                return customLayoutGuide(current, spec, axis, name, size: inner, context).map { offset + $0 }
            case .text(let string, _):
                guard axis == .vertical, Self.isBaseline(name) else { return nil }
                let style = textMetrics(context)
                let ascender = style.pointSize * TextStyleTable.fontAscenderRatio
                guard name == VerticalAlignment.lastTextBaseline.rawValue else { return offset + ascender }
                let measured = TextMeasurer.measure(string, style: style, proposal: ProposedSize(width: inner.width + 0.001, height: inner.height + 0.001), lineLimit: context.lineLimit, lineSpacing: context.lineSpacing)
                return offset + Double(max(1, measured.lines.count) - 1) * (style.lineAdvance + context.lineSpacing) + ascender
            case .font(let style):
                context.textStyle = style
                if systemFont(context) != nil { context = self.context(context) { $0.systemFont = nil } }
            case .lineLimit(let limit): context.lineLimit = limit
            case .textEnvironment(let modifier): context = textContext(modifier, context)
            case .padding(let edges, let length):
                let insets = paddingInsets(edges, length)
                offset += axis == .horizontal ? insets.leading : insets.top
                inner = Size(width: max(0, inner.width - insets.sum(along: .horizontal)), height: max(0, inner.height - insets.sum(along: .vertical)))
            case .frame(let spec):
                guard let child = arena.firstChild(current), setsGuide(child, axis, name) else { return nil }
                let (width, height) = fixedLengths(spec)
                let childContext = modifierContext(context)
                let childSize = self.size(child, ProposedSize(width: width ?? inner.width, height: height ?? inner.height), childContext)
                offset += guidedOrigin(child, spec.alignment, childSize, in: inner, childContext)[axis]
                inner = childSize
                context = childContext
                current = child
                continue
            case .flexibleFrame(let spec):
                guard let child = arena.firstChild(current), setsGuide(child, axis, name) else { return nil }
                let childContext = modifierContext(context)
                let childSize = self.size(child, ProposedSize(inner), childContext)
                offset += guidedOrigin(child, spec.alignment, childSize, in: inner, childContext)[axis]
                inner = childSize
                context = childContext
                current = child
                continue
            case .alignmentGuide, .gridCell, .overlay, .background:
                break
            case .modifier(let modifier) where modifier.traits.contains(.passesChildGeometry):
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
    @inline(never)
    mutating func guideLayout(_ children: ArraySlice<Int32>, sizes: [Size], _ axis: Axis, _ name: String, fraction: Double, _ ctx: LayoutContext? = nil) -> (starts: [Double], extent: Double) {
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
    mutating func guidedOrigin(_ child: Int32, _ alignment: Alignment, _ s: Size, in box: Size, _ ctx: LayoutContext? = nil) -> Point {
        var origin = alignment.origin(of: s, in: box)
        guard arena.hasAlignmentGuides || alignment.vertical.isTextBaseline else { return origin }
        if let ctx {
            // The box's own guides are its defaults [inf for the baselines: the bottom]; the child's
            // value, set by it or a view below it, sits on them.
            let guides = guidesBelow(child, alignment, size: s, ctx)
            if let value = guides.horizontal { origin.x = alignment.horizontal.fraction * box.width - value }
            if let value = guides.vertical { origin.y = alignment.vertical.fraction * box.height - value }
            return origin
        }
        if let guide = explicitGuide(child, .horizontal, alignment.horizontal.rawValue) {
            origin.x = alignment.horizontal.fraction * box.width - guide.value(for: s)
        }
        if let guide = explicitGuide(child, .vertical, alignment.vertical.rawValue) {
            origin.y = alignment.vertical.fraction * box.height - guide.value(for: s)
        }
        return origin
    }

    /// The values of `alignment`'s guides that `child` (of size `s`), or a view below it, sets
    /// explicitly; nil on an axis where it sets none (the guide is then its default).
    mutating func guidesBelow(_ child: Int32, _ alignment: Alignment, size s: Size, _ ctx: LayoutContext) -> AlignmentGuideValues {
        guard arena.hasAlignmentGuides || alignment.vertical.isTextBaseline else { return AlignmentGuideValues() }
        return AlignmentGuideValues(
            horizontal: guideBelow(child, .horizontal, alignment.horizontal.rawValue, size: s, ctx),
            vertical: guideBelow(child, .vertical, alignment.vertical.rawValue, size: s, ctx))
    }
}

/// A child's explicit values for the guides of one alignment, per axis (nil: not set).
struct AlignmentGuideValues: Equatable {
    var horizontal: Double?
    var vertical: Double?
}
