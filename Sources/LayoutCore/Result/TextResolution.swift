/// How a laid-out `Text` was measured: its style, content size category, resolved font metrics
/// and the line modifiers above it. Found by walking up from the node, as the engine passes them down.
public struct TextResolution: Sendable, Hashable {
    public var style: TextStyle
    public var dynamicTypeSize: DynamicTypeSize
    public var metrics: TextStyleMetrics
    public var lineSpacing: Double
    public var lineLimit: Int?
    /// Where the style came from when a control's view kind set it: `the Button view kind's
    /// label font, variant [controlSize: small|mini] (Views/Button.yaml:23)`.
    public var styleSource: String? = nil
    /// The fixed-size system font in effect (`.font(.system(size:))`), which replaces the style.
    public var systemFont: SystemFont? = nil

    /// The number of lines a height of `height` holds.
    public func lineCount(forHeight height: Double) -> Int {
        var lines = 1
        while metrics.height(lines: lines + 1, lineSpacing: lineSpacing) <= height + 1e-6 { lines += 1 }
        return lines
    }

    /// "body, Large: 17 pt, line height 17 × 2444/2048 = 20.287, rounded up to the 3× pixel grid: 20.333".
    public func summary(source: String) -> String {
        let exact = formatLength(metrics.lineHeight)
        let ratioText = source.contains("2444/2048") && metrics.lineHeight == metrics.pointSize * TextStyleTable.fontLineHeightRatio
            ? "\(formatLength(metrics.pointSize)) × 2444/2048 = \(exact)" : "\(exact) (measured)"
        let from = styleSource.map { " (\($0))" } ?? ""
        let font = systemFont.map { "\($0.sourceText), a fixed size not scaled by Dynamic Type" } ?? "\(style.rawValue)\(from) at \(dynamicTypeSize.shortName)"
        return "\(font): \(formatLength(metrics.pointSize)) pt \(metrics.weight), line height \(ratioText), one line rounded up to the \(formatLength(metrics.displayScale))× pixel grid: \(formatLength(metrics.singleLineHeight))"
    }
}

extension LayoutResult {
    /// The text style, category and line modifiers in effect at node `id`.
    public func textResolution(for id: Int) -> TextResolution {
        var style: TextStyle?
        var range: [DynamicTypeSizeRange] = []
        var lineSpacing: Double?
        var lineLimit: Int??
        var styleSource: String?
        var systemFont: SystemFont?
        var weight: FontWeight?
        var monospacedDigits = false
        var design: FontDesign?
        var tracking: Double?
        var current: Int? = id
        while let index = current {
            let node = nodes[index]
            // A list header or footer gets its style's font, below any `.font` written inside it.
            if style == nil, let placement = trace.listPlacements[index], let font = placement.textStyle { style = font }
            switch node.kind {
            case .font(let s) where style == nil && systemFont == nil: style = s
            case .textEnvironment(.systemFont(let font)) where style == nil && systemFont == nil: systemFont = font
            case .control(let control) where style == nil && index != id:
                if let plan = controlPlan(for: index), plan.sizing.font != nil {
                    style = plan.fontStyle
                    styleSource = Self.controlFontSource(control, plan)
                }
            case .lineLimit(let limit) where lineLimit == nil: lineLimit = .some(limit)
            case .textEnvironment(.lineSpacing(let spacing)) where lineSpacing == nil: lineSpacing = spacing
            case .textEnvironment(.fontWeight(let w)) where weight == nil: weight = w
            case .textEnvironment(.monospacedDigit): monospacedDigits = true
            case .textEnvironment(.fontDesign(let d)) where design == nil: design = d
            case .textEnvironment(.tracking(let points, _)) where tracking == nil: tracking = points.isFinite ? points : 0
            case .textEnvironment(.dynamicTypeSize(let r)): range.append(r)
            default: break
            }
            current = node.parent
        }
        // The outermost modifier applies first; inner ones clamp what it left.
        var size = environment.dynamicTypeSize
        for r in range.reversed() { size = r.clamp(size) }
        let resolved = style ?? .body
        var metrics = systemFont.map(environment.textMetrics) ?? environment.textMetrics(resolved, size)
        metrics.monospacedDigits = monospacedDigits
        metrics.design = design
        metrics.extraTracking = tracking ?? 0
        return TextResolution(
            style: resolved, dynamicTypeSize: size, metrics: weight.map { environment.textMetrics(metrics, weight: $0) } ?? metrics,
            lineSpacing: lineSpacing.map { $0.isFinite ? $0 : 0 } ?? 0, lineLimit: lineLimit ?? nil, styleSource: styleSource, systemFont: systemFont)
    }

    /// `the Button view kind's label font, variant [controlSize: small|mini] (Views/Button.yaml:23)`.
    static func controlFontSource(_ control: ControlNode, _ plan: ControlPlan) -> String {
        let variant = plan.variants.last { $0.sizing.font != nil }.map { ", variant [\($0.conditionText)]" } ?? ""
        let written = plan.origin(of: "font").map { " (\($0.shortText))" } ?? ""
        let note = plan.variants.last { $0.sizing.font != nil }?.sizing.note ?? plan.kind.source
        return "the \(control.viewName) view kind's label font\(variant)\(written)\(note.map { "; source: \($0)" } ?? "")"
    }
}
