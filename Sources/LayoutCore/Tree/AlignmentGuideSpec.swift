/// `alignmentGuide(_:computeValue:)` for one built-in guide. The closure is read as a linear
/// function of the view's dimensions, `widthFactor × d.width + heightFactor × d.height + constant`
/// (`d[.leading]` is 0, `d[.trailing]` is `d.width`, `d[HorizontalAlignment.center]` is half of it),
/// which covers the guides written in practice; the translator warns when a closure is not linear.
public struct AlignmentGuideSpec: Sendable, Hashable {
    /// The axis the guide positions along: horizontal for `HorizontalAlignment` guides.
    public var axis: Axis
    /// The guide's name: `leading`, `center`, `trailing`, `top`, `bottom`, `firstTextBaseline`, ….
    public var guide: String
    public var widthFactor: Double
    public var heightFactor: Double
    public var constant: Double
    /// The closure as written, for explanations.
    public var source: String
    /// When this stands in for a custom guide's default (`HStack(alignment: .mid)`), the custom
    /// guide's name: a value a view below sets for it, passed up through stacks, wins over this.
    public var customGuide: String?

    public init(axis: Axis, guide: String, widthFactor: Double = 0, heightFactor: Double = 0, constant: Double, source: String) {
        self.axis = axis
        self.guide = guide
        self.widthFactor = widthFactor
        self.heightFactor = heightFactor
        self.constant = constant
        self.source = source
    }

    /// The same guide read on a `padding(insets)` around the view: the view is smaller by the
    /// insets across and starts the leading (top) inset further in, so the value moves by it.
    public func padded(by insets: EdgeInsets) -> AlignmentGuideSpec {
        var copy = self
        let lead = axis == .horizontal ? insets.leading : insets.top
        copy.constant = constant - widthFactor * insets.sum(along: .horizontal) - heightFactor * insets.sum(along: .vertical) + lead
        return copy
    }

    /// The guide's value for a view of `size`, from its leading (top) edge.
    public func value(for size: Size) -> Double {
        let value = widthFactor * size.width + heightFactor * size.height + constant
        return value.isFinite ? value : 0
    }
}
