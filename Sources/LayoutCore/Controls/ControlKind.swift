/// The layout behaviour of a control or leaf view (`Toggle`, `Button`, a package's `KFImage`), as
/// data from a `Views/` profile. The engine never switches on a view's name: a Toggle is a
/// labelled control because its kind says so.
public struct ControlKind: Sendable, Hashable {
    public var id: String
    /// Names the kind answers to in source (`Toggle`; `Image(systemName:)` for one initializer).
    public var viewNames: [String]
    public var summary: String
    /// How the call's arguments become label parts.
    public var parts: ControlParts
    /// How the view is sized when no variant applies.
    public var sizing: ControlSizing
    /// Variants chosen by style modifiers, control size, arguments and idiom, in file order; every
    /// matching variant overrides the fields it sets.
    public var variants: [ControlVariant]
    /// Default values of the metrics its lengths name; a device's own value wins.
    public var metrics: [String: Double]
    public var metricOrigins: [String: ProfileOrigin]
    /// Where the figures come from, and whether they are estimates (shown by `:why`).
    public var source: String?
    /// Whether people tap the view (Button, Toggle, Link, …): `framelab check` holds such views to
    /// Apple's minimum hit target of 44×44.
    public var interactive: Bool
    /// The modifier whose custom style replaces the view's look (`buttonStyle` for Button): with
    /// `.buttonStyle(MyStyle())` the style's `makeBody(configuration:)` is what lays out.
    public var styleModifier: String?
    /// The profile that defined the kind.
    public var origin: ProfileOrigin?
    /// Sizes by name for a `fixed` kind (`sizeTable:`, the SF Symbols table of `Image(systemName:)`):
    /// a view whose `ControlNode.sizeTableKey` the table lists takes the entry's size.
    public var sizeTable: SymbolSizeTable?

    public init(
        id: String, viewNames: [String]? = nil, summary: String = "", parts: ControlParts = ControlParts(), sizing: ControlSizing,
        variants: [ControlVariant] = [], metrics: [String: Double] = [:],
        metricOrigins: [String: ProfileOrigin] = [:], source: String? = nil, interactive: Bool = false, styleModifier: String? = nil,
        origin: ProfileOrigin? = nil
    ) {
        self.id = id
        self.viewNames = viewNames ?? [id]
        self.summary = summary
        self.parts = parts
        self.sizing = sizing
        self.variants = variants
        self.metrics = metrics
        self.metricOrigins = metricOrigins
        self.source = source
        self.interactive = interactive
        self.styleModifier = styleModifier
        self.origin = origin
    }

    /// The kind as a custom style (`CardStyle`, defined at `location`) makes it: the style's body
    /// is its one part and it is as large as that body; built-in style variants no longer apply.
    public func styled(by styleName: String, at location: SourceLocation?) -> ControlKind {
        var kind = self
        kind.sizing = ControlSizing(rule: .content, note: "laid out by \(styleName).makeBody(configuration:)\(location.map { " (line \($0.line))" } ?? "") instead of the built-in styles")
        kind.variants = []
        kind.parts = ControlParts(title: false, icon: false, closures: ["label"], trailingClosure: parts.trailingClosure)
        kind.styleModifier = nil
        return kind
    }

    /// The sizing for a view with these selections, and the variants that shaped it.
    public func resolvedSizing(_ selections: ControlSelections) -> (sizing: ControlSizing, variants: [ControlVariant]) {
        var sizing = self.sizing
        var applied: [ControlVariant] = []
        for variant in variants where variant.matches(selections) {
            sizing.override(with: variant.sizing)
            applied.append(variant)
        }
        return (sizing, applied)
    }
}

/// A set of conditions and the sizing fields that apply when they all hold.
public struct ControlVariant: Sendable, Hashable {
    /// `buttonStyle: bordered`, `controlSize: large`, `argument: value`, `idiom: pad`, … A value
    /// may list alternatives separated by `|` (`controlSize: small|mini`).
    public var conditions: [String: String]
    public var sizing: ControlSizing

    public init(conditions: [String: String], sizing: ControlSizing) {
        self.conditions = conditions
        self.sizing = sizing
    }

    public func matches(_ selections: ControlSelections) -> Bool {
        conditions.allSatisfy { key, expected in
            // One alternative (splitting "" gives none, so it matches nothing).
            if !expected.utf8.contains(UInt8(ascii: "|")) {
                if expected.isEmpty { return false }
                if key == "argument" { return selections.arguments.contains(expected) }
                return (selections.values[key] ?? "automatic") == expected
            }
            let alternatives = expected.split(separator: "|").map(String.init)
            if key == "argument" { return alternatives.contains { selections.arguments.contains($0) } }
            return alternatives.contains(selections.values[key] ?? "automatic")
        }
    }

    /// `buttonStyle: bordered, controlSize: large`.
    public var conditionText: String {
        conditions.keys.sorted().map { "\($0): \(conditions[$0]!)" }.joined(separator: ", ")
    }
}

/// What selects a kind's variant for one view: style modifiers and `controlSize` above it
/// (`buttonStyle` → `bordered`), traits of the environment (`idiom` → `pad`) and the argument
/// labels written at the call (`value`, `role`).
public struct ControlSelections: Sendable, Hashable {
    public var values: [String: String] = [:]
    public var arguments: Set<String> = []

    /// Modifiers whose argument selects variants of the controls inside (`.buttonStyle(.bordered)`
    /// → `buttonStyle: bordered`; `.labelsHidden()` → `labelsHidden: true`); each is also a key a
    /// view kind's variants may select on. `fontWeight` is such a key, but the translator reads
    /// `.fontWeight` as a text setting, which view kinds receive through
    /// `ContextSettings.controlSelections(weight:)` (a symbol's weight factor).
    public static let modifierNames = [
        "buttonStyle", "pickerStyle", "toggleStyle", "textFieldStyle", "progressViewStyle", "datePickerStyle",
        "labelStyle", "gaugeStyle", "menuStyle", "labeledContentStyle", "controlSize", "imageScale",
        "labelsHidden", "buttonBorderShape", "controlGroupStyle", "symbolVariant", "fontWeight",
    ]

    /// Public: the translator builds selections for a stand-in's plan (`scrollNote`).
    public init(values: [String: String] = [:], arguments: Set<String> = []) {
        self.values = values
        self.arguments = arguments
    }
}

/// How source arguments become the parts of a view's label. The translator reads syntax with
/// these; it never knows what a Toggle is.
public struct ControlParts: Sendable, Hashable {
    /// The first unlabeled string argument is a `title` part (`Toggle("Wi-Fi", …)`).
    public var title: Bool
    /// `systemImage:` or `image:` is an `icon` part laid out by the `Image(systemName:)` or `Image` kind.
    public var icon: Bool
    /// Closure arguments that hold views, each a part named by its label (`label`, `content`).
    /// Other closures (`action`, a Picker's options, a Menu's items) are not laid out.
    public var closures: [String]
    /// What an unlabeled trailing closure is (`action` for Button, `content` for TimelineView).
    public var trailingClosure: String
    /// Labelled arguments whose value is shown as text, each a part named by its label
    /// (`value` of `LabeledContent("Name", value: "Ada")`).
    public var texts: [String]

    public init(title: Bool = true, icon: Bool = true, closures: [String] = ["label", "content"], trailingClosure: String = "content", texts: [String] = []) {
        self.title = title
        self.icon = icon
        self.closures = closures
        self.trailingClosure = trailingClosure
        self.texts = texts
    }
}
