/// A view kind's sizing resolved for one view: the variants its selections chose, the font of
/// its label and every length as a number, with where each number came from. Layout and `:why`
/// both build it, so the explanation shows the numbers layout used.
public struct ControlPlan: Sendable {
    public var kind: ControlKind
    public var rule: ControlRule
    public var sizing: ControlSizing
    public var variants: [ControlVariant]
    public var fontStyle: TextStyle
    public var font: TextStyleMetrics
    /// Metrics the kind expects from the device that the device lacks: name and the default used.
    public var missingMetrics: [(name: String, used: Double)] = []
    /// The kind's size-table entry for the view's name (`Image(systemName: "chevron.right")`): it
    /// sets the size of a `fixed` view. Nil when the kind has no table, the name is computed, or
    /// the table lacks it (then the kind's own `width` × `height`, the fallback square).
    public var tableMatch: SymbolSizeTable.Match?
    private let environment: LayoutEnvironment

    /// `dynamicTypeSize` is the category in effect at the view (the environment's, clamped by
    /// `.dynamicTypeSize` modifiers above it); `systemFont` the `.font(.system(size:))` in effect,
    /// which sizes the label (a 16-pt TextField's line, a 24-pt symbol) unless the kind sets a font.
    public init(_ control: ControlNode, selections: [String: String], textStyle: TextStyle, systemFont: SystemFont? = nil, dynamicTypeSize: DynamicTypeSize? = nil, environment: LayoutEnvironment) {
        var values = selections
        values["idiom"] = environment.idiom.rawValue
        values["dynamicTypeSize"] = (dynamicTypeSize ?? environment.dynamicTypeSize).rawValue
        let resolved = control.kind.resolvedSizing(ControlSelections(values: values, arguments: control.arguments))
        kind = control.kind
        sizing = resolved.sizing
        variants = resolved.variants
        rule = resolved.sizing.rule ?? .fixed
        fontStyle = resolved.sizing.font ?? textStyle
        if resolved.sizing.font == nil, let systemFont {
            font = environment.textMetrics(systemFont)
        } else {
            font = environment.textMetrics(fontStyle, dynamicTypeSize ?? environment.dynamicTypeSize)
        }
        self.environment = environment
        if rule == .fixed, let table = control.kind.sizeTable, let key = control.sizeTableKey {
            tableMatch = table.match(key, variant: values["symbolVariant"], imageScale: values["imageScale"], weight: values["fontWeight"] ?? font.weight)
        }
    }

    /// The number a length stands for; metrics the device lacks fall back to the kind's default.
    public mutating func value(_ length: ControlLength?) -> Double? {
        guard let length else { return nil }
        switch length {
        case .points(let value): return value
        case .em(let factor): return factor * font.pointSize
        case .lines(let count): return count * font.singleLineHeight
        case .pixels(let count): return count / max(environment.displayScale, 1)
        case .metric(let name, let fallback, let expected):
            if let value = environment.metrics[name] { return value }
            let used = kind.metrics[name] ?? fallback ?? 0
            if expected || (kind.metrics[name] == nil && fallback == nil) { missingMetrics.append((name, used)) }
            return used
        }
    }

    public mutating func insets() -> EdgeInsets {
        guard let insets = sizing.insets else { return .zero }
        return EdgeInsets(top: value(insets.top) ?? 0, leading: value(insets.leading) ?? 0, bottom: value(insets.bottom) ?? 0, trailing: value(insets.trailing) ?? 0)
    }

    /// The control part's size (fixed size, or the switch of a Toggle); 0 where unset.
    public mutating func controlSize() -> Size {
        if let tableMatch { return tableMatch.size(pointSize: font.pointSize, displayScale: environment.displayScale) }
        return Size(width: value(sizing.width) ?? 0, height: value(sizing.height) ?? 0)
    }

    /// One line of a text-like control (TextField) when the kind sets no `height`: the font's line
    /// height rounded up to a whole point, plus one (never less than a Text line). Fitted on three
    /// measurements where a Text line is 1.667 shorter: a body field is 22 on iOS 26 at 3×
    /// (vjr2005/Challenge@69e32797 DSTextField `emptyWithPlaceholder`: 38 = 22 + 2 × 8), a
    /// `.system(size: 16)` field 21 on iOS 18 (aessam/NiceViewsLib@f1f16c9b search bar: 45 =
    /// 12 + 21 + 12), and `ceil(20.287) + 1 = 22`, `ceil(19.09) + 1 = 21` agree with both
    /// (docs/controls.md). Other sizes are the same rule, not measured.
    public var fieldLineHeight: Double {
        max(font.singleLineHeight, (font.lineHeight - 1e-9).rounded(.up) + 1)
    }

    /// A line's thickness: `thickness`, else one pixel.
    public mutating func thickness() -> Double {
        value(sizing.thickness) ?? value(.pixels(1)) ?? 1
    }

    /// Whether a `line` runs vertically, given the axis of the stack around it.
    public func lineIsVertical(enclosingStackAxis: Axis?) -> Bool {
        switch sizing.orientation ?? .acrossEnclosingStack {
        case .acrossEnclosingStack: enclosingStackAxis == .horizontal
        case .horizontal: false
        case .vertical: true
        }
    }

    public mutating func spacing() -> Double {
        value(sizing.spacing) ?? environment.defaultSpacing
    }

    /// Where a field of the resolved sizing was written (`Views/Toggle.yaml:12`).
    public func origin(of key: String) -> ProfileOrigin? {
        sizing.origins[key] ?? kind.origin
    }

    /// `fills the proposed width`, … for each rule, in the words of control-metrics.md.
    public var ruleDescription: String {
        switch rule {
        case .fixed: "fixed size"
        case .flexible: "flexible"
        case .hugs: "hugs its label"
        case .labelled: "labelled control"
        case .stacked: "label stacked above the control"
        case .text: "text-like"
        case .aspect: "aspect ratio"
        case .content: "lays out its content"
        case .line: "a line"
        }
    }
}
