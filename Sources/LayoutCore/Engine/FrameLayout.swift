/// `frame(width:height:alignment:)` and the flexible `frame(min…max…)` as functions of their input.
/// Semantics digest §3.1–3.2 (OpenSwiftUI `_FrameLayout`, `_FlexFrameLayout`; Apple's
/// flexible-frame documentation).

/// A fixed frame: set axes answer their length, unset axes pass the proposal through and adopt the
/// child's answer. Also `containerRelativeFrame`'s arithmetic once its lengths are known.
///
/// Input: the lengths (negative and non-finite ones are unset) and the proposal. Output: the
/// proposal to the child, whether the child must be asked at all, and the frame's size from the
/// child's answer (nil when there is no child).
struct FixedFrameLayout {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// The frame as written, with negative and non-finite lengths treated as unset.
    init(_ frame: FixedFrame) {
        func valid(_ value: Double?) -> Double? {
            guard let value, value.isFinite, value >= 0 else { return nil }
            return value
        }
        self.init(width: valid(frame.width), height: valid(frame.height))
    }

    /// Whether a length was written but is unusable (SwiftUI logs "Invalid frame dimension").
    static func ignoresLength(_ frame: FixedFrame) -> Bool {
        let valid = FixedFrameLayout(frame)
        return frame.width != nil && valid.width == nil || frame.height != nil && valid.height == nil
    }

    /// Whether the child's answer is needed: not when both lengths are set.
    var needsChild: Bool { width == nil || height == nil }

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// The frame's size given the child's answer to `childProposal(p)` (nil: no child).
    func size(_ p: ProposedSize, child s: Size?) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        guard let s else { return Size(width: width ?? p.width ?? 0, height: height ?? p.height ?? 0) }
        return Size(width: width ?? s.width, height: height ?? s.height)
    }
}

extension LayoutRun {
    /// A fixed frame's lengths, with negative and non-finite values treated as unset.
    func fixedLengths(_ frame: FixedFrame) -> (width: Double?, height: Double?) {
        let layout = FixedFrameLayout(frame)
        return (layout.width, layout.height)
    }

    @inline(never)
    mutating func fixedFrameSize(_ i: Int32, _ frame: FixedFrame, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        fixedFrameSize(i, FixedFrameLayout(frame), p, ctx)
    }

    /// Shared by `frame(width:height:)` and `containerRelativeFrame`.
    @inline(never)
    mutating func fixedFrameSize(_ i: Int32, _ layout: FixedFrameLayout, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard layout.needsChild, let child = arena.firstChild(i) else { return layout.size(p, child: nil) }
        return layout.size(p, child: size(child, layout.childProposal(p), modifierContext(ctx)))
    }

    @inline(never)
    mutating func placeFixedFrame(_ i: Int32, _ frame: FixedFrame, _ rect: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        if FixedFrameLayout.ignoresLength(frame) {
            diagnose(.warning, LayoutMessages.frameInvalidLength, "frame(width: \(frame.width.map(formatLength) ?? "nil"), height: \(frame.height.map(formatLength) ?? "nil")) has a negative or non-finite length; it is ignored (SwiftUI logs \"Invalid frame dimension\")", node: i)
        }
        placeAligned(i, childProposal: FixedFrameLayout(frame).childProposal(p), alignment: frame.alignment, in: rect, ctx)
    }

    /// Places the first child, proposed `childProposal`, aligned inside `rect`.
    mutating func placeAligned(_ i: Int32, childProposal: ProposedSize, alignment: Alignment, in rect: Rect, _ ctx: LayoutContext) {
        guard let child = arena.firstChild(i) else { return }
        let inner = modifierContext(ctx)
        let s = size(child, childProposal, inner)
        place(child, at: guidedOrigin(child, alignment, s, in: rect.size, inner).offset(rect.origin), proposal: childProposal, inner)
    }

    @inline(never)
    mutating func flexibleFrameSize(_ i: Int32, _ frame: FlexibleFrame, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let layout = FlexibleFrameLayout(frame)
        let c = layout.childProposal(p)
        var childSize = Size.zero
        if layout.needsChild(p), let child = arena.firstChild(i) {
            childSize = size(child, c, modifierContext(ctx))
        }
        return layout.size(p, childProposal: c, child: childSize)
    }

    @inline(never)
    mutating func placeFlexibleFrame(_ i: Int32, _ frame: FlexibleFrame, _ rect: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        for contradiction in FlexibleFrameLayout.contradictions(frame) {
            diagnose(.warning, LayoutMessages.frameContradictory, "contradictory frame constraints: min \(formatLength(contradiction.min)) > max \(formatLength(contradiction.max)) on the \(contradiction.axis.rawValue) axis; max is raised to min", node: i)
        }
        placeAligned(i, childProposal: FlexibleFrameLayout(frame).placementProposal(p, frameSize: rect.size), alignment: frame.alignment, in: rect, ctx)
    }
}

/// A flexible frame: each axis's min, ideal and max bound the proposal to the child and the frame's
/// length around the child's answer.
///
/// Input: the frame's bounds (normalised: min ≥ 0, ideal ≥ min, max ≥ ideal) and the proposal.
/// Output: the proposal to the child, whether its answer is needed, the frame's size from it, and
/// the proposal the child is placed with once the frame's size is known.
struct FlexibleFrameLayout {
    struct AxisBounds: Equatable {
        var min: Double?
        var ideal: Double?
        var max: Double?
    }

    var horizontal: AxisBounds
    var vertical: AxisBounds

    init(_ frame: FlexibleFrame) {
        horizontal = Self.bounds(frame, .horizontal)
        vertical = Self.bounds(frame, .vertical)
    }

    subscript(axis: Axis) -> AxisBounds { axis == .horizontal ? horizontal : vertical }

    /// Normalised bounds for one axis: min ≥ 0, ideal ≥ min, max ≥ ideal (and ≥ min); NaN is unset.
    static func bounds(_ frame: FlexibleFrame, _ axis: Axis) -> AxisBounds {
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

    /// The axes whose written min exceeds their written max (max is raised to min).
    static func contradictions(_ frame: FlexibleFrame) -> [(axis: Axis, min: Double, max: Double)] {
        Axis.allCases.compactMap { axis in
            let raw = frame.bounds(axis)
            guard let minimum = raw.min, let maximum = raw.max, minimum > maximum else { return nil }
            return (axis, minimum, maximum)
        }
    }

    func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.childProposal(horizontal, p.width), height: Self.childProposal(vertical, p.height))
    }

    static func childProposal(_ bounds: AxisBounds, _ proposed: Double?) -> Double? {
        guard let base = proposed ?? bounds.ideal else { return nil }
        return Swift.min(Swift.max(base, bounds.min ?? -.infinity), bounds.max ?? .infinity)
    }

    /// Whether the bounds alone decide the length on either axis (otherwise the child is asked).
    func needsChild(_ p: ProposedSize) -> Bool {
        Self.lengthNeedsChild(horizontal, p.width) || Self.lengthNeedsChild(vertical, p.height)
    }

    static func lengthNeedsChild(_ bounds: AxisBounds, _ proposed: Double?) -> Bool {
        if proposed == nil && bounds.ideal != nil { return false }
        if proposed != nil && bounds.min != nil && bounds.max != nil { return false }
        return true
    }

    /// The frame's size given the child's answer to `childProposal` (zero when it was not asked).
    func size(_ p: ProposedSize, childProposal c: ProposedSize, child s: Size) -> Size {
        Size(
            width: Self.length(horizontal, p.width, childProposal: c.width, childLength: s.width),
            height: Self.length(vertical, p.height, childProposal: c.height, childLength: s.height))
    }

    /// The frame's length on one axis, given the child's answer `s` when it was needed.
    static func length(_ bounds: AxisBounds, _ proposed: Double?, childProposal: Double?, childLength s: Double) -> Double {
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

    /// The proposal the child is placed with in a frame of `frameSize`: the frame's length, or
    /// nil on an axis proposed nil with no ideal whose length lies strictly between min and max.
    func placementProposal(_ p: ProposedSize, frameSize: Size) -> ProposedSize {
        func along(_ axis: Axis) -> Double? {
            let bounds = self[axis]
            let length = frameSize[axis]
            if p[axis] == nil && bounds.ideal == nil && (bounds.min ?? -.infinity) < length && length < (bounds.max ?? .infinity) {
                return nil
            }
            return length
        }
        return ProposedSize(width: along(.horizontal), height: along(.vertical))
    }
}
