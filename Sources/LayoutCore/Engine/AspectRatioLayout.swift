/// `aspectRatio`: changes only the proposal to the child, scaled to fit or fill.
/// Semantics digest §3.5 (OpenSwiftUI `AspectRatioLayout`; objc.io, swiftuifieldguide).
extension LayoutRun {
    mutating func aspectRatioProposal(_ i: Int32, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize, _ ctx: LayoutContext) -> ProposedSize {
        if p.width == nil && p.height == nil { return p }
        var shape: Size
        if let ratio, ratio.isFinite, ratio > 0 {
            shape = Size(width: ratio, height: 1)
        } else if let child = arena.firstChild(i) {
            shape = size(child, .unspecified, modifierContext(ctx))
        } else {
            shape = Size(width: 1, height: 1)
        }
        if shape.width == shape.height { shape = Size(width: 1, height: 1) }
        let sx = p.width.flatMap { w in shape.width != 0 || w != 0 ? w / shape.width : nil } ?? .infinity
        let sy = p.height.flatMap { h in shape.height != 0 || h != 0 ? h / shape.height : nil } ?? .infinity
        let k = mode == .fit ? min(sx, sy) : max(sx, sy)
        // A side of length 0 stays 0 even when k is infinite (0 × ∞ would be NaN).
        func scaled(_ side: Double) -> Double { side == 0 ? 0 : side * k }
        return ProposedSize(width: scaled(shape.width), height: scaled(shape.height))
    }

    @inline(never)
    mutating func aspectRatioSize(_ i: Int32, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        guard let child = arena.firstChild(i) else { return .zero }
        let c = aspectRatioProposal(i, ratio, mode, p, ctx)
        return size(child, c, modifierContext(ctx))
    }

    @inline(never)
    mutating func placeAspectRatio(_ i: Int32, _ ratio: Double?, _ mode: ContentMode, _ frame: Rect, _ p: ProposedSize, _ ctx: LayoutContext) {
        if let ratio, !(ratio.isFinite && ratio > 0) {
            diagnose(.warning, LayoutMessages.aspectRatioInvalid, "aspectRatio(\(formatLength(ratio))) is not a positive finite ratio; the child's own ratio is used", node: i)
        }
        let c = aspectRatioProposal(i, ratio, mode, p, ctx)
        if mode == .fill && (c.width == .infinity || c.height == .infinity) {
            diagnose(.warning, LayoutMessages.aspectRatioFillUnspecified, "aspectRatio(contentMode: .fill) with an unspecified proposal on one axis proposes infinity to its child", node: i)
        }
        placeAligned(i, childProposal: c, alignment: .center, in: frame, ctx)
    }
}
