/// What one custom `Layout` did when it was placed: the questions its `sizeThatFits` asked, the
/// size it answered (and any clamp), and every `place(at:anchor:proposal:)`, for `:why`.
public struct CustomLayoutTrace: Sendable, Hashable {
    /// `subview.sizeThatFits(proposal)` and the subview's answer.
    public struct Measurement: Sendable, Hashable {
        public var index: Int
        public var proposal: ProposedSize
        public var answer: Size
    }

    /// One call of `place(at:anchor:proposal:)`.
    public struct Placement: Sendable, Hashable {
        public var index: Int
        public var position: Point
        public var anchor: UnitPoint
        public var proposal: ProposedSize
        public var location: SourceLocation?
    }

    /// A subview's frame, from the placement that won or from the default for an unplaced one.
    public struct PlacedSubview: Sendable, Hashable {
        public var index: Int
        /// nil when the layout never placed it (it is centred with the container's proposal).
        public var placement: Placement?
        public var frame: Rect
        /// How many times `place` was called for it (the last call wins).
        public var calls: Int
    }

    public var name: String
    public var proposal: ProposedSize
    /// What `sizeThatFits` returned, before any clamp.
    public var answered: Size
    /// The size used: the answer with NaN, infinite and negative lengths clamped.
    public var size: Size
    public var bounds: Rect
    /// The questions the `sizeThatFits` call for this proposal asked.
    public var measurements: [Measurement]
    public var subviews: [PlacedSubview]
    /// Set when the program failed; the content was laid out as a VStack.
    public var failure: String?
    /// The rest of what the layout was asked and answered: `explicitAlignment` for a parent's
    /// guide, `spacing(subviews:)` for a stack, `layoutProperties`, `updateCache`.
    public var notes: [String] = []
    /// What its `explicitAlignment` returned for a parent's guide, keyed `axis.guide`
    /// (`horizontal.leading`); nil values (the default kept) are left out.
    public var explicitGuides: [String: Double] = [:]
}
