/// Every modifier described by a `LayoutModifier`, and every modifier kept inert: the lists the
/// translator, completion, suggestions, `isModifierName` and the fuzz dictionaries read their names
/// from. Add a modifier's type to `all` (one line); describing an inert one moves its name from
/// `inert` to `all`.
public enum ModifierTable {
    public static let all: [ModifierDescription] = [
        ModifierDescription(PositionModifier.self),
        ModifierDescription(OffsetModifier.self),
        ModifierDescription(AspectRatioModifier.self),
        ModifierDescription(FixedSizeModifier.self),
        ModifierDescription(LayoutPriorityModifier.self),
        ModifierDescription(ScaleEffectModifier.self),
    ]

    /// Modifiers kept on the node they modify (`InertModifier`) with no effect on layout: drawing,
    /// gestures, accessibility, navigation destinations. Printed with their node; a name is listed
    /// here or has a description above, not both (`ModifierRegistryTests`).
    public static let inert: [String] = [
        "fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor", "backgroundStyle", "border",
        "cornerRadius", "clipShape", "clipped", "mask", "shadow", "opacity", "tint", "accentColor",
        "navigationSubtitle", "navigationBarBackButtonHidden", "navigationDestination", "navigationBarItems",
        // Keyboard, scrolling feel, transitions and iOS 26 effects: behaviour or drawing, no frame.
        "scrollDismissesKeyboard", "scrollBounceBehavior", "scrollEdgeEffectStyle", "contentTransition",
        "symbolEffect", "hoverEffect", "interactiveDismissDisabled", "textSelection",
        "backgroundExtensionEffect", "tabBarMinimizeBehavior", "listRowSeparatorTint", "swipeActions", "fileImporter",
        "tabItem", "tag", "badge", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "refreshable", "searchable",
        "scrollDisabled", "scrollIndicators", "scrollPosition",
        "scrollContentBackground", "contentShape", "listRowBackground", "listRowSeparator",
        "tabViewStyle",
        "italic", "monospaced", "underline",
        "strikethrough", "multilineTextAlignment", "truncationMode",
        "minimumScaleFactor", "allowsTightening", "symbolRenderingMode",
        "renderingMode", "interpolation", "antialiased", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode",
        "compositingGroup", "drawingGroup", "rotationEffect", "rotation3DEffect",
        "transformEffect", "animation", "transition", "matchedGeometryEffect", "geometryGroup",
        "zIndex", "hidden", "disabled", "allowsHitTesting", "accessibilityLabel", "accessibilityHint",
        "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits",
        "environmentObject", "flipsForRightToLeftLayoutDirection", "preferredColorScheme", "colorScheme",
        "alert", "confirmationDialog", "contextMenu", "help", "keyboardShortcut",
        "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "statusBarHidden", "persistentSystemOverlays", "toolbarBackground",
        "toolbarColorScheme", "toolbarBackgroundVisibility", "containerShape",
        "presentationDragIndicator", "onGeometryChange",
        "coordinateSpace", "safeAreaPaddingDisabled", "redacted", "privacySensitive", "defaultScrollAnchor",
        "containerBackground", "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "listSectionSeparator",
        "onHover", "onContinuousHover", "preference", "onPreferenceChange", "transformPreference", "onSubmit",
        "onDrag", "onDrop", "dropDestination", "draggable", "onKeyPress", "fileDialogMessage", "fileDialogCustomizationID",
        "fileDialogDefaultDirectory", "fileDialogConfirmationLabel", "dialogSuppressionToggle", "onOpenURL", "sensoryFeedback",
        // SwiftUIIntrospect's `.introspect(.list, on: .iOS(.v17)) { … }` (and the older Introspect
        // package's `introspectTableView { … }` family) hands the UIKit view to a closure through an
        // invisible view and changes no layout [siteline/swiftui-introspect README, "How it works"].
        "introspect", "introspectTableView", "introspectScrollView", "introspectNavigationController",
        "introspectTabBarController", "introspectTextField", "introspectViewController", "introspectCollectionView",
    ]

    /// The description answering to `name`, if any.
    public static func description(named name: String) -> ModifierDescription? {
        byName[name]
    }

    /// Every spelling the described modifiers answer to.
    public static var names: [String] { all.flatMap(\.names) }

    private static let byName: [String: ModifierDescription] = {
        var table: [String: ModifierDescription] = [:]
        for description in all {
            for name in description.names where table[name] == nil { table[name] = description }
        }
        return table
    }()
}

/// A `LayoutModifier` type as the table holds it: its names, its parameters and how to build it.
public struct ModifierDescription: Sendable {
    public let names: [String]
    public let parameters: [ModifierParameter]
    public let examples: [String]
    private let make: @Sendable (ModifierArguments) throws(ModifierArgumentError) -> AnyLayoutModifier

    public init<Modifier: LayoutModifier>(_ type: Modifier.Type) {
        names = Modifier.names
        parameters = Modifier.parameters
        examples = Modifier.examples
        make = { arguments throws(ModifierArgumentError) in AnyLayoutModifier(try Modifier(arguments)) }
    }

    /// The node kind for a call's arguments.
    public func build(_ arguments: ModifierArguments) throws(ModifierArgumentError) -> ViewKind {
        .modifier(try make(arguments))
    }
}
