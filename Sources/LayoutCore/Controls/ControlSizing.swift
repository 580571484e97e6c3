/// The sizing vocabulary of view kinds (documented with examples in `Views/README.md`). Every
/// field is optional so that a variant can override just what it changes.
public struct ControlSizing: Sendable, Hashable {
    public var rule: ControlRule?
    /// Fixed size, or the size of the control part of a labelled or stacked control.
    public var width: ControlLength?
    public var height: ControlLength?
    /// Bounds of a flexible view, or of a hugging view's frame.
    public var minWidth: ControlLength?
    public var idealWidth: ControlLength?
    public var maxWidth: ControlLength?
    public var minHeight: ControlLength?
    public var idealHeight: ControlLength?
    public var maxHeight: ControlLength?
    /// Space between the label and the content edge (hugs, text).
    public var insets: ControlInsets?
    /// Space between label parts, or between the label and the control.
    public var spacing: ControlLength?
    /// Width ÷ height of an aspect-ratio view.
    public var ratio: Double?
    /// How thick a `line` is (default one pixel, `{pixels: 1}`).
    public var thickness: ControlLength?
    /// Which way a `line` runs (default across the enclosing stack's axis).
    public var orientation: LineOrientation?
    /// Label parts laid out trailing, as the control part of a `labelled` view (a
    /// LabeledContent's value, a Slider's maximum value label).
    public var trailingParts: [String]?
    /// The text style the label is laid out in (`.subheadline` for small buttons).
    public var font: TextStyle?
    /// How the label's parts are arranged (hugs).
    public var arrangement: LabelArrangement?
    /// A hugging kind whose content scrolls along this axis (`scrolls:`; `ControlPartStack`):
    /// horizontal, the content at its ideal width in the proposed width (a horizontal scroll view);
    /// vertical, content that cannot fit the proposed height, even squeezed, at its ideal height in it
    /// (only the outermost such view: `LayoutRun.scrollingContext`).
    public var scrolls: Axis?
    /// With `scrolls: vertical`: the view is a scroll view whatever its content (`alwaysScrolls:`):
    /// it takes the proposed size and its content starts at its top, even content that fits.
    public var alwaysScrolls: Bool?
    /// What the control part is called in explanations (`switch`, `stepper`).
    public var controlName: String?
    /// Label parts not shown (`title` for `.labelStyle(.iconOnly)`).
    public var hiddenParts: [String]?
    /// Why those parts are not shown, with its source (quoted by `:why` on a hidden part).
    public var hiddenReason: String?
    /// Parts whose views each become a row of the enclosing List or Form section instead of
    /// sharing the control's one row (an `.inline` Picker's options); the control's other shown
    /// parts become the section's header. Outside a list they change nothing.
    public var listRows: [String]?
    /// Per label part, the text style its views are laid out in (a ContentUnavailableView's
    /// `description` is subheadline); a font written in the source still wins.
    public var partFonts: [String: TextStyle]?
    /// Per label part, a system font size that scales like a text style, its views laid out as
    /// if `.font(.system(size:))` were written around them (a ContentUnavailableView's icon).
    public var partSystemFonts: [String: PartSystemFont]?
    /// Per label part, control selections its views take as if the modifiers were written around
    /// them (a ContentUnavailableView's `actions`: `controlSize: small`).
    public var partSelections: [String: [String: String]]?
    /// Per label part, the space above it in a vertical arrangement instead of `spacing`
    /// (a ContentUnavailableView's `actions` sit 20 below its description).
    public var partSpacing: [String: ControlLength]?
    /// Parts whose `partSpacing` the block keeps below its last part when the part is not written
    /// (a ContentUnavailableView without actions is centred as if 20 were below its description).
    public var reservedSpacing: [String]?
    /// Why the figures are what they are, shown by `:why` (`estimate: …` when unmeasured).
    public var note: String?
    /// Where each field was written, by key (`rule`, `width`, …).
    public var origins: [String: ProfileOrigin]

    public init(
        rule: ControlRule? = nil, width: ControlLength? = nil, height: ControlLength? = nil,
        minWidth: ControlLength? = nil, idealWidth: ControlLength? = nil, maxWidth: ControlLength? = nil,
        minHeight: ControlLength? = nil, idealHeight: ControlLength? = nil, maxHeight: ControlLength? = nil,
        insets: ControlInsets? = nil, spacing: ControlLength? = nil, ratio: Double? = nil,
        thickness: ControlLength? = nil, orientation: LineOrientation? = nil, trailingParts: [String]? = nil, font: TextStyle? = nil,
        arrangement: LabelArrangement? = nil, controlName: String? = nil, hiddenParts: [String]? = nil, note: String? = nil,
        origins: [String: ProfileOrigin] = [:]
    ) {
        self.rule = rule
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.insets = insets
        self.spacing = spacing
        self.ratio = ratio
        self.thickness = thickness
        self.orientation = orientation
        self.trailingParts = trailingParts
        self.font = font
        self.arrangement = arrangement
        self.controlName = controlName
        self.hiddenParts = hiddenParts
        self.note = note
        self.origins = origins
    }

    /// Takes every field `other` sets.
    mutating func override(with other: ControlSizing) {
        func take<T>(_ path: WritableKeyPath<ControlSizing, T?>) {
            if let value = other[keyPath: path] { self[keyPath: path] = value }
        }
        take(\.rule); take(\.width); take(\.height)
        take(\.minWidth); take(\.idealWidth); take(\.maxWidth)
        take(\.minHeight); take(\.idealHeight); take(\.maxHeight)
        take(\.insets); take(\.spacing); take(\.ratio); take(\.font)
        take(\.thickness); take(\.orientation); take(\.trailingParts)
        take(\.arrangement); take(\.scrolls); take(\.alwaysScrolls); take(\.controlName); take(\.hiddenParts); take(\.hiddenReason); take(\.listRows); take(\.note)
        take(\.partFonts); take(\.partSystemFonts); take(\.partSelections); take(\.partSpacing); take(\.reservedSpacing)
        origins.merge(other.origins) { _, new in new }
    }
}

/// How a view answers a proposal. One behaviour per rule; each lives in `ControlLayout`.
public enum ControlRule: String, Sendable, Hashable, CaseIterable {
    /// `width` × `height` whatever the proposal (a switch alone, a symbol, an asset image).
    case fixed
    /// Each axis takes the proposal clamped to min…max; ideal (else 10, like a shape) when unspecified.
    /// Its parts are centred on each other, or with `arrangement: vertical` stacked `spacing` apart
    /// and centred in it (ContentUnavailableView).
    case flexible
    /// The label's size plus `insets`, at least `minWidth`/`minHeight` (buttons, links, menus).
    case hugs
    /// Label leading, control (`width` × `height`) trailing, filling the proposed width (Toggle, Stepper).
    case labelled
    /// Label above a control (`height` tall) that fills the proposed width (Slider with a label on macOS, Gauge).
    case stacked
    /// One line of the font (`height`, default the style's leading: 22 at body, where a Text line is
    /// 20.333) plus insets; the proposed width (TextField).
    case text
    /// The largest `ratio` box inside the proposal; `idealWidth` when unspecified (images of a known shape).
    case aspect
    /// Lays out its content like a ZStack (TimelineView, GlassEffectContainer).
    case content
    /// A line `thickness` thick that takes the proposal along its length, 0 where unspecified
    /// (Divider: across the enclosing stack's axis).
    case line
}

/// Which way a `line` view runs.
public enum LineOrientation: String, Sendable, Hashable, CaseIterable {
    /// Across the enclosing stack's axis: vertical in an HStack, horizontal in a VStack and
    /// outside any stack (OpenSwiftUI `Divider.swift`: "the divider extends across the minor
    /// axis of the stack, or horizontally when not in a stack").
    case acrossEnclosingStack
    case horizontal
    case vertical
}

/// How a hugging label arranges its parts.
public enum LabelArrangement: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}

/// A length in a view kind: a number, a multiple of the font (`em`, `lines`) or a named metric.
public enum ControlLength: Sendable, Hashable {
    case points(Double)
    /// × the point size of the label's font (SF Symbols scale with it).
    case em(Double)
    /// × the line height of the label's font.
    case lines(Double)
    /// Device pixels: × 1/displayScale (a hairline is `{pixels: 1}`, 0.333 pt at 3×).
    case pixels(Double)
    /// A metric of the device (or its OS block), else the kind's `metrics:` default. `expected`
    /// metrics are ones the device should define: a device without one gets a warning.
    case metric(String, default: Double?, expected: Bool)

    /// `51`, `1.2em`, `1 line`, `toggle.switch.width`.
    public var description: String {
        switch self {
        case .points(let value): formatLength(value)
        case .em(let factor): "\(formatLength(factor))em"
        case .lines(let count): "\(formatLength(count)) line\(count == 1 ? "" : "s")"
        case .pixels(let count): "\(formatLength(count)) pixel\(count == 1 ? "" : "s")"
        case .metric(let name, _, _): name
        }
    }
}

/// Insets of a hugging or text-like view; each edge a `ControlLength`.
public struct ControlInsets: Sendable, Hashable {
    public var top: ControlLength
    public var leading: ControlLength
    public var bottom: ControlLength
    public var trailing: ControlLength

    public init(top: ControlLength = .points(0), leading: ControlLength = .points(0), bottom: ControlLength = .points(0), trailing: ControlLength = .points(0)) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
