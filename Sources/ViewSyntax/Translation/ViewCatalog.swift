import LayoutCore

/// The views and modifiers FrameLab knows by their SwiftUI spelling.
enum ViewCatalog {
    /// Built-in views (container kinds and view kinds come from the profile registry).
    static let builtinViews: [String] = [
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
        "Color", "Text", "Spacer", "EmptyView",
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ViewThatFits",
        "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "AnyLayout", "Group", "ForEach", "GeometryReader",
        "Section", "Tab", "AnyView", "ScrollViewReader",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
    ]

    /// Modifiers that become nodes of the tree: those `ViewTranslator+Modifiers` translates by name
    /// (text, list and presentation settings among them), then those described by a `LayoutModifier`
    /// (`ModifierTable`, translated by `ViewTranslator+DescribedModifiers`). Move a name from the
    /// first list to the table when its modifier gets a description (docs/modifiers.md).
    static let layoutModifiers: [String] = [
        "frame", "padding", "aspectRatio", "scaledToFit", "scaledToFill", "fixedSize", "layoutPriority",
        "overlay", "background", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaPadding",
        "safeAreaInset", "containerRelativeFrame", "font", "lineLimit", "navigationBarTitleDisplayMode",
        "toolbarTitleDisplayMode", "toolbar", "toolbarVisibility", "navigationBarHidden", "id", "modifier",
        "alignmentGuide", "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes",
        "sheet", "fullScreenCover", "popover", "inspector", "safeAreaBar", "presentationDetents",
        "presentationCompactAdaptation", "inspectorColumnWidth",
        "contentMargins", "scrollTargetBehavior", "scrollTargetLayout", "scrollClipDisabled",
        "listStyle", "listRowInsets", "headerProminence",
        "bold", "fontDesign", "monospacedDigit", "dynamicTypeSize", "lineSpacing", "textCase",
        // `fontWeight` is translated here too but listed among the selection modifiers (a view kind's
        // variants may select on it). `.environment(\.layoutDirection, …)` and the list environment
        // values are layout; other keys stay inert.
        "environment",
    ] + ModifierTable.names

    /// Modifiers kept on the node they modify that layout reads (`InertModifier.Effect`:
    /// `resizable`, `navigationTitle`, `layoutValue`).
    static let modifiersReadByLayout: [String] = InertModifier.Effect.allCases.map(\.rawValue).filter { !$0.isEmpty }

    /// Modifiers that select view-kind variants for the controls inside (`buttonStyle`, `controlSize`).
    static let selectionModifiers = ControlSelections.modifierNames

    /// Modifiers kept on the node they modify with no effect on layout (drawing, gestures,
    /// accessibility, navigation destinations); a name appears in one list only (`ModifierCatalogTests`).
    static let inertModifiers: [String] = [
        "fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor", "backgroundStyle", "border",
        "cornerRadius", "clipShape", "clipped", "mask", "shadow", "opacity", "tint", "accentColor",
        "navigationSubtitle", "navigationBarBackButtonHidden", "navigationDestination",
        "tabItem", "tag", "badge", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "refreshable", "searchable",
        "scrollDisabled", "scrollIndicators", "scrollPosition",
        "scrollContentBackground", "contentShape", "listRowBackground", "listRowSeparator",
        "tabViewStyle",
        "italic", "monospaced", "underline",
        "strikethrough", "kerning", "tracking", "multilineTextAlignment", "truncationMode",
        "minimumScaleFactor", "allowsTightening", "symbolRenderingMode",
        "renderingMode", "interpolation", "antialiased", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode",
        "compositingGroup", "drawingGroup", "rotationEffect", "rotation3DEffect", "scaleEffect",
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

    /// Every modifier name FrameLab knows (completion, suggestions, `isModifierName`).
    static let modifierNames: Set<String> = Set(layoutModifiers + modifiersReadByLayout + inertModifiers + selectionModifiers)
}
