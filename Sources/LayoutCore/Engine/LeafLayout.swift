/// Leaf views: shapes and colours take the proposal (10 where unspecified), Text measures its
/// string, a Spacer depends on the stack it sits in (Divider is a `line` view kind). Semantics digest §2.
extension LayoutRun {
    @inline(never)
    func shapeSize(_ shape: ShapeKind, _ p: ProposedSize) -> Size {
        let full = p.replacingUnspecified()
        guard shape == .circle else { return full }
        let side = min(full.width, full.height)
        return Size(width: side, height: side)
    }

    @inline(never)
    mutating func textSize(_ i: Int32, _ string: String, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        textAnswers.answer(i, ctx.textCase?.applied(to: string) ?? string, p, ctx, systemFont: systemFont(ctx), env, store: arena.shapedTexts)
    }

    /// The font a Text in `ctx` is measured with: a fixed-size system font set above, else its
    /// text style at the content size category.
    func textMetrics(_ ctx: LayoutContext) -> TextStyleMetrics {
        Self.textMetrics(ctx, systemFont: systemFont(ctx), env)
    }

    static func textMetrics(_ ctx: LayoutContext, systemFont: SystemFont?, _ env: LayoutEnvironment) -> TextStyleMetrics {
        var metrics = systemFont.map(env.textMetrics) ?? env.textMetrics(ctx.textStyle, ctx.dynamicTypeSize)
        if let weight = ctx.fontWeight { metrics = env.textMetrics(metrics, weight: weight) }
        metrics.monospacedDigits = ctx.monospacedDigits
        metrics.extraTracking = ctx.extraTracking
        metrics.design = ctx.fontDesign
        return metrics
    }

    /// A bare Spacer in an HStack is `(max(p.w, minLength), 0)`, in a VStack `(0, max(p.h, minLength))`,
    /// elsewhere both axes grow. `minLength` defaults to the system spacing (8).
    @inline(never)
    func spacerSize(_ minLength: Double?, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let minimum = max(0, sanitizedLength(minLength) ?? env.defaultSpacing)
        func grow(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minimum) }
        switch ctx.stackAxis {
        case .horizontal: return Size(width: grow(p.width), height: 0)
        case .vertical: return Size(width: 0, height: grow(p.height))
        case nil: return Size(width: grow(p.width), height: grow(p.height))
        }
    }
}
