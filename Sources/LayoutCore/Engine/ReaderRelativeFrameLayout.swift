/// A fixed frame whose lengths are computed from the nearest enclosing GeometryReader's size:
/// `GeometryReader { proxy in Color.white.frame(width: proxy.size.width) }`. In SwiftUI the
/// proxy's `size` is the reader's size, which is its proposal [doc: GeometryProxy.size, "The size
/// of the container view"; GeometryReader takes the space proposed]; the front end writes such a
/// frame as a `ContainerRelativeFrame` with `measuresReader`, its rule a closure of the reader's
/// length on the axis. Outside a reader (a frame FrameLab could not place under one) the window's
/// usable length stands in. Once the lengths are known the frame is a `FixedFrameLayout`.
extension LayoutRun {
    /// The frame's length on `axis`, or nil when the rule gives none (the axis keeps the proposal).
    func readerFrameLength(_ crf: ContainerRelativeFrame, _ axis: Axis, _ ctx: LayoutContext) -> Double? {
        let reader = ctx.readerSize.map { axis == .horizontal ? $0.width : $0.height } ?? usableLength(axis, scope: ctx.scope).length
        return ContainerRelativeFrameLayout.length(crf.rule, container: reader, axis).length
    }

    /// Places the child of a reader-relative frame as a fixed frame of those lengths places it.
    mutating func placeReaderFrame(_ i: Int32, _ crf: ContainerRelativeFrame, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        let width = crf.axes.contains(.horizontal) ? readerFrameLength(crf, .horizontal, ctx) : nil
        let height = crf.axes.contains(.vertical) ? readerFrameLength(crf, .vertical, ctx) : nil
        let childProposal = ProposedSize(width: width ?? p.width, height: height ?? p.height)
        placeAligned(i, childProposal: childProposal, alignment: crf.alignment, in: frame, ctx)
    }
}
