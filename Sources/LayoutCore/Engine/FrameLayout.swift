/// `frame(width:height:alignment:)` and the flexible `frame(min…max…)`. Semantics digest §3.1–3.2
/// (OpenSwiftUI `_FrameLayout`, `_FlexFrameLayout`; Apple's flexible-frame documentation).
extension LayoutRun {
    /// A fixed frame's lengths, with negative and non-finite values treated as unset.
    func fixedLengths(_ frame: FixedFrame) -> (width: Double?, height: Double?) {
        func valid(_ value: Double?) -> Double? {
            guard let value, value.isFinite, value >= 0 else { return nil }
            return value
        }
        return (valid(frame.width), valid(frame.height))
    }

    @inline(never)
    mutating func fixedFrameSize(_ i: Int32, _ frame: FixedFrame, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let (width, height) = fixedLengths(frame)
        return fixedFrameSize(i, width: width, height: height, p, ctx)
    }

    /// Shared by `frame(width:height:)` and `containerRelativeFrame`: set axes answer their length,
    /// unset axes pass the proposal through and adopt the child's answer.
    @inline(never)
    mutating func fixedFrameSize(_ i: Int32, width: Double?, height: Double?, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        guard let child = arena.firstChild(i) else {
            return Size(width: width ?? p.width ?? 0, height: height ?? p.height ?? 0)
        }
        let s = size(child, ProposedSize(width: width ?? p.width, height: height ?? p.height), modifierContext(ctx))
        return Size(width: width ?? s.width, height: height ?? s.height)
    }

    @inline(never)
    mutating func placeFixedFrame(_ i: Int32, _ frame: FixedFrame, _ rect: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let (width, height) = fixedLengths(frame)
        if frame.width != nil && width == nil || frame.height != nil && height == nil {
            diagnose(.warning, LayoutMessages.frameInvalidLength, "frame(width: \(frame.width.map(formatLength) ?? "nil"), height: \(frame.height.map(formatLength) ?? "nil")) has a negative or non-finite length; it is ignored (SwiftUI logs \"Invalid frame dimension\")", node: i)
        }
        placeAligned(i, childProposal: ProposedSize(width: width ?? p.width, height: height ?? p.height), alignment: frame.alignment, in: rect, ctx)
    }

    /// Places the first child, proposed `childProposal`, aligned inside `rect`.
    mutating func placeAligned(_ i: Int32, childProposal: ProposedSize, alignment: Alignment, in rect: Rect, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        let inner = modifierContext(ctx)
        let s = size(child, childProposal, inner)
        place(child, at: guidedOrigin(child, alignment, s, in: rect.size, inner).offset(rect.origin), proposal: childProposal, inner)
    }

    // MARK: Flexible frame

    struct AxisBounds {
        var min: Double?
        var ideal: Double?
        var max: Double?
    }

    /// Normalised bounds for one axis: min ≥ 0, ideal ≥ min, max ≥ ideal (and ≥ min).
    func flexibleBounds(_ frame: FlexibleFrame, _ axis: Axis) -> AxisBounds {
        let raw = frame.bounds(axis)
        func finiteOrInfinite(_ value: Double?) -> Double? {
            guard let value, !value.isNaN else { return nil }
            return value
        }
        let minimum = finiteOrInfinite(raw.min).map { Swift.max($0, 0) }
        let ideal = finiteOrInfinite(raw.ideal).map { Swift.max(minimum ?? 0, $0) }
        let maximum = finiteOrInfinite(raw.max).map { Swift.max(ideal ?? minimum ?? 0, $0) }
        return AxisBounds(min: minimum, ideal: ideal, max: maximum)
    }

    func flexibleChildProposal(_ bounds: AxisBounds, _ proposed: Double?) -> Double? {
        guard let base = proposed ?? bounds.ideal else { return nil }
        return Swift.min(Swift.max(base, bounds.min ?? -.infinity), bounds.max ?? .infinity)
    }

    /// Whether the bounds alone decide the length on an axis (otherwise the child is asked).
    func flexibleLengthNeedsChild(_ bounds: AxisBounds, _ proposed: Double?) -> Bool {
        if proposed == nil && bounds.ideal != nil { return false }
        if proposed != nil && bounds.min != nil && bounds.max != nil { return false }
        return true
    }

    /// The frame's length on one axis, given the child's answer `s` when it was needed.
    func flexibleLength(_ bounds: AxisBounds, _ proposed: Double?, childProposal: Double?, childLength s: Double) -> Double {
        if proposed == nil, let ideal = bounds.ideal { return ideal }
        if let proposed, let minimum = bounds.min, let maximum = bounds.max {
            return Swift.min(Swift.max(proposed, minimum), maximum)
        }
        switch (bounds.min, bounds.max) {
        case let (minimum?, maximum?): return Swift.min(Swift.max(s, minimum), maximum)
        case let (minimum?, nil): return Swift.max(Swift.min(childProposal ?? .infinity, s), minimum)
        case let (nil, maximum?): return Swift.min(Swift.max(childProposal ?? -.infinity, s), maximum)
        case (nil, nil): return s
        }
    }

    @inline(never)
    mutating func flexibleFrameSize(_ i: Int32, _ frame: FlexibleFrame, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let horizontal = flexibleBounds(frame, .horizontal)
        let vertical = flexibleBounds(frame, .vertical)
        let c = ProposedSize(width: flexibleChildProposal(horizontal, p.width), height: flexibleChildProposal(vertical, p.height))
        var childSize = Size.zero
        if flexibleLengthNeedsChild(horizontal, p.width) || flexibleLengthNeedsChild(vertical, p.height), let child = arena.firstChild(i) {
            childSize = size(child, c, modifierContext(ctx))
        }
        return Size(
            width: flexibleLength(horizontal, p.width, childProposal: c.width, childLength: childSize.width),
            height: flexibleLength(vertical, p.height, childProposal: c.height, childLength: childSize.height))
    }

    @inline(never)
    mutating func placeFlexibleFrame(_ i: Int32, _ frame: FlexibleFrame, _ rect: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        for axis in Axis.allCases {
            let raw = frame.bounds(axis)
            if let minimum = raw.min, let maximum = raw.max, minimum > maximum {
                diagnose(.warning, LayoutMessages.frameContradictory, "contradictory frame constraints: min \(formatLength(minimum)) > max \(formatLength(maximum)) on the \(axis.rawValue) axis; max is raised to min", node: i)
            }
        }
        func placementProposal(_ axis: Axis) -> Double? {
            let bounds = flexibleBounds(frame, axis)
            let length = rect.size[axis]
            if p[axis] == nil && bounds.ideal == nil && (bounds.min ?? -.infinity) < length && length < (bounds.max ?? .infinity) {
                return nil
            }
            return length
        }
        placeAligned(i, childProposal: ProposedSize(width: placementProposal(.horizontal), height: placementProposal(.vertical)), alignment: frame.alignment, in: rect, ctx)
    }
}
