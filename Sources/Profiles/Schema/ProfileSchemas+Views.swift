import LayoutCore

/// The schema of view kind files (`Views/`). Documented with examples in `Views/README.md`.
extension ProfileSchemas {
    static func schema(for kind: ProfileEntry.Kind) -> MappingSchema {
        switch kind {
        case .container: container
        case .view: view
        case .device, .platform: device
        }
    }

    static let viewLength = MappingSchema(name: "length", fields: [
        FieldSchema("em", .length, "A multiple of the label font's point size (an SF Symbol is about 1em)."),
        FieldSchema("lines", .length, "A multiple of the label font's line height."),
        FieldSchema("pixels", .length, "Device pixels: 1/displayScale each (a hairline is 1: 0.333 at 3×, 0.5 at 2×)."),
        FieldSchema("metric", .identifier, "A metric the device (or its OS block) is expected to define; a device without it gets a warning and `default`."),
        FieldSchema("default", .length, "The value used when the device lacks `metric`."),
    ])

    static let viewInsets = MappingSchema(name: "insets", fields: Edge.allCases.map {
        FieldSchema($0.rawValue, .viewLength, "\($0.rawValue.capitalized) inset.")
    })

    static let viewParts = MappingSchema(name: "label parts", fields: [
        FieldSchema("title", .bool, "The first unlabeled string argument is the `title` part (default true)."),
        FieldSchema("icon", .bool, "`systemImage:` / `image:` is the `icon` part (default true)."),
        FieldSchema("closures", .list(.identifier), "Closure arguments that hold the label's views (default label, content); others are not laid out."),
        FieldSchema("trailingClosure", .identifier, "What an unlabeled trailing closure is: action, label, content, … (default content)."),
        FieldSchema("texts", .list(.identifier), "Labelled arguments shown as text, each a part named by its label (`value` of LabeledContent)."),
    ])

    static let variantCondition = MappingSchema(name: "variant condition",
        fields: ControlSelections.modifierNames.map {
            FieldSchema($0, .string, "The value of .\($0)(…) above the view, without the dot (`bordered`, `large`); alternatives separated by |; `automatic` when none is set.")
        } + [
            FieldSchema("idiom", .string, "Device idioms (phone, pad, mac, …), separated by |."),
            FieldSchema("argument", .string, "An argument label written at the call (`value`, `role`), or a label and the enum case written for it (`displayedComponents=hourAndMinute`), alternatives separated by |."),
            FieldSchema("dynamicTypeSize", .string, "The content size category in effect (xSmall … accessibility5), alternatives separated by |."),
        ])

    static let sizingFields: [FieldSchema] = [
        FieldSchema("layout", .choice(ControlRule.allCases.map(\.rawValue), what: "view layout"), "How the view answers a proposal: fixed, flexible, hugs, labelled, stacked, text, aspect, content or line."),
        FieldSchema("width", .viewLength, "Width of a fixed view, or of the control part of a labelled or stacked one."),
        FieldSchema("height", .viewLength, "Height of a fixed view, of the control part, or of a text-like view's line."),
        FieldSchema("minWidth", .viewLength, "Smallest width."),
        FieldSchema("idealWidth", .viewLength, "Width when the proposal is unspecified."),
        FieldSchema("maxWidth", .viewLength, "Largest width."),
        FieldSchema("minHeight", .viewLength, "Smallest height."),
        FieldSchema("idealHeight", .viewLength, "Height when the proposal is unspecified."),
        FieldSchema("maxHeight", .viewLength, "Largest height."),
        FieldSchema("insets", .mapping(viewInsets), "Space around the label (hugs, text)."),
        FieldSchema("spacing", .viewLength, "Space between label parts, or between label and control (default: the device's spacing)."),
        FieldSchema("ratio", .positiveNumber, "Width ÷ height (aspect)."),
        FieldSchema("thickness", .viewLength, "How thick a line is (default {pixels: 1})."),
        FieldSchema("orientation", .choice(LineOrientation.allCases.map(\.rawValue), what: "line orientation"), "Which way a line runs: acrossEnclosingStack (default: vertical in an HStack, horizontal elsewhere), horizontal or vertical."),
        FieldSchema("trailingParts", .list(.identifier), "Label parts laid out trailing as the control part of a labelled view (a LabeledContent's content)."),
        FieldSchema("font", .choice(TextStyle.allCases.map(\.rawValue), what: "text style"), "Text style of the label."),
        FieldSchema("arrangement", .choice(LabelArrangement.allCases.map(\.rawValue), what: "arrangement"), "How label parts are arranged (default horizontal)."),
        FieldSchema("scrolls", .choice(Axis.allCases.map(\.rawValue), what: "scroll axis"), "A hugging view whose content scrolls: horizontal, its parts in a row at their ideal width inside the proposed width (a horizontal scroll view); vertical, content that cannot fit the proposed height, even squeezed, at its ideal height inside it (content that fits hugs as without; a view inside another that scrolls vertically never scrolls itself)."),
        FieldSchema("alwaysScrolls", .bool, "With scrolls: vertical, the view is a scroll view whatever its content: it takes the proposed size and its content starts at its top, even content that fits (a view named like a scroll view)."),
        FieldSchema("controlName", .string, "What the control part is called in explanations (switch, stepper)."),
        FieldSchema("hiddenParts", .list(.identifier), "Label parts not shown (title, icon, label, content)."),
        FieldSchema("hiddenReason", .string, "Why those parts are not shown, with its source. Shown by :why on a hidden part."),
        FieldSchema("listRows", .list(.identifier), "Parts whose views each become a row of the enclosing List or Form section (the other shown parts its header); outside a list, nothing changes."),
        FieldSchema("partFonts", .dictionary(.choice(TextStyle.allCases.map(\.rawValue), what: "text style"), keyDescription: "label part"), "Text style each named label part is laid out in (a font written in the source wins)."),
        FieldSchema("partSystemFonts", .dictionary(.mapping(partSystemFont), keyDescription: "label part"), "System font each named label part is laid out in, as if .font(.system(size:)) were written around it, scaling with Dynamic Type like relativeTo (icon: {size: 48, relativeTo: title2})."),
        FieldSchema("partSelections", .dictionary(.mapping(partSelection), keyDescription: "label part"), "Control selections each named label part takes, as if the modifiers were written around it (actions: {controlSize: small})."),
        FieldSchema("partSpacing", .dictionary(.viewLength, keyDescription: "label part"), "Space above each named label part in a vertical arrangement, instead of spacing."),
        FieldSchema("reservedSpacing", .list(.identifier), "Parts whose partSpacing the stacked block keeps below its last part when the part is not written (actions: a ContentUnavailableView without actions is centred as if they were 0 tall)."),
        FieldSchema("note", .string, "Where these figures come from; say `estimate` when they are. Shown by :why."),
    ]

    static let partSystemFont = MappingSchema(name: "part system font", fields: [
        FieldSchema("size", .positiveNumber, required: true, "Point size at Dynamic Type Large."),
        FieldSchema("relativeTo", .choice(TextStyle.allCases.map(\.rawValue), what: "text style"), "Text style whose Dynamic Type scaling the size follows (by its leading, as UIFontMetrics); omitted: the size is fixed."),
        FieldSchema("weight", .string, "Font weight (regular, medium, semibold, bold, …); omitted: regular."),
    ])

    static let partSelection = MappingSchema(name: "part selection",
        fields: ControlSelections.modifierNames.map {
            FieldSchema($0, .string, "The value .\($0)(…) would set for the part's views, without the dot (`small`).")
        })

    static let variant = MappingSchema(name: "variant", fields: [
        FieldSchema("when", .mapping(variantCondition), required: true, "Conditions that must all hold."),
    ] + sizingFields)

    static let view = MappingSchema(name: "view kind", fields: [
        FieldSchema("id", .identifier, required: true, "Unique id of the kind."),
        FieldSchema("extends", .identifier, "Id of a view kind to inherit from: every key except id, viewNames and summary; keys here override it."),
        FieldSchema("viewNames", .list(.string), "Names the kind answers to in source (default: the id); `Image(systemName:)` names one initializer."),
        FieldSchema("summary", .string, "One line describing the kind."),
        FieldSchema("source", .string, "Where the kind's figures come from, and which are estimates."),
        FieldSchema("interactive", .bool, "Whether people tap the view (buttons, toggles, links); framelab check holds it to the 44×44 minimum hit target."),
        FieldSchema("styleModifier", .choice(ControlSelections.modifierNames.filter { $0.hasSuffix("Style") }, what: "style modifier"), "The modifier whose custom style struct (a ButtonStyle, ToggleStyle, LabelStyle in the source) replaces the view's layout with its makeBody(configuration:)."),
        FieldSchema("parts", .mapping(viewParts), "How the call's arguments become the parts of its label."),
        FieldSchema("sizeTable", .string, "Path (relative to this file) of a table of sizes by name, e.g. Symbols/sf-symbols.yaml: a fixed view whose name the table lists takes the entry's size (Image(systemName:))."),
        FieldSchema("metrics", .dictionary(.length, keyDescription: "metric name"), "Default values of metrics the kind's lengths name; a device's own value (or its OS block's) wins."),
        FieldSchema("variants", .list(.mapping(variant)), "Overrides chosen by style modifiers, controlSize, idiom and arguments; every matching one applies, in order."),
    ] + sizingFields.map { field in
        var field = field
        if field.key == "layout" { field.required = true }
        return field
    })
}
