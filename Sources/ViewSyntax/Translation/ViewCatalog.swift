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

    /// Modifiers that change layout.
    static let layoutModifiers: [String] = [
        "frame", "padding", "aspectRatio", "scaledToFit", "scaledToFill", "fixedSize", "layoutPriority",
        "overlay", "background", "offset", "ignoresSafeArea", "edgesIgnoringSafeArea", "safeAreaPadding",
        "safeAreaInset", "containerRelativeFrame", "font", "lineLimit", "navigationBarTitleDisplayMode",
        "toolbar", "toolbarVisibility", "navigationBarHidden", "id", "modifier",
        "alignmentGuide", "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes",
        "inspector", "safeAreaBar", "presentationCompactAdaptation", "inspectorColumnWidth",
        "contentMargins", "scrollTargetBehavior", "scrollTargetLayout", "scrollClipDisabled",
    ]

    /// Modifiers that select view-kind variants for the controls inside (`buttonStyle`, `controlSize`).
    static let selectionModifiers = ControlSelections.modifierNames

    /// Modifiers kept in the tree with no effect on layout.
    static let inertModifiers: [String] = [
        "fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor", "backgroundStyle", "border",
        "cornerRadius", "clipShape", "clipped", "mask", "shadow", "opacity", "tint", "accentColor",
        "navigationTitle", "navigationSubtitle", "navigationBarBackButtonHidden", "navigationDestination",
        "tabItem", "tag", "badge", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "onAppear", "onDisappear", "onChange", "onReceive", "task", "refreshable", "searchable",
        "scrollDisabled", "scrollIndicators", "scrollPosition",
        "scrollContentBackground", "contentShape", "listRowBackground", "listRowSeparator", "listStyle",
        "tabViewStyle", "textFieldStyle",
        "bold", "italic", "fontWeight", "fontDesign", "monospaced", "monospacedDigit", "underline",
        "strikethrough", "kerning", "tracking", "textCase", "multilineTextAlignment", "truncationMode",
        "lineSpacing", "minimumScaleFactor", "allowsTightening", "symbolRenderingMode",
        "symbolVariant", "renderingMode", "resizable", "interpolation", "antialiased", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode",
        "compositingGroup", "drawingGroup", "rotationEffect", "rotation3DEffect", "scaleEffect",
        "transformEffect", "animation", "transition", "matchedGeometryEffect", "geometryGroup",
        "zIndex", "hidden", "disabled", "allowsHitTesting", "accessibilityLabel", "accessibilityHint",
        "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits",
        "environment", "environmentObject", "flipsForRightToLeftLayoutDirection", "preferredColorScheme", "colorScheme", "sheet",
        "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "help", "keyboardShortcut",
        "focused", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
        "textInputAutocapitalization", "statusBarHidden", "persistentSystemOverlays", "toolbarBackground",
        "toolbarColorScheme", "toolbarTitleDisplayMode", "toolbarBackgroundVisibility", "containerShape",
        "dynamicTypeSize", "presentationDetents", "presentationDragIndicator", "onGeometryChange",
        "coordinateSpace", "safeAreaPaddingDisabled", "redacted", "privacySensitive", "defaultScrollAnchor",
        "containerBackground", "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "listRowInsets", "listSectionSeparator", "headerProminence",
        "onHover", "onContinuousHover", "preference", "onPreferenceChange", "transformPreference", "onSubmit",
        "onDrag", "onDrop", "dropDestination", "draggable", "onKeyPress", "fileDialogMessage", "fileDialogCustomizationID",
        "fileDialogDefaultDirectory", "fileDialogConfirmationLabel", "dialogSuppressionToggle", "onOpenURL", "sensoryFeedback",
        // SwiftUIIntrospect's `.introspect(.list, on: .iOS(.v17)) { … }` (and the older Introspect
        // package's `introspectTableView { … }` family) hands the UIKit view to a closure through an
        // invisible view and changes no layout [siteline/swiftui-introspect README, "How it works"].
        "introspect", "introspectTableView", "introspectScrollView", "introspectNavigationController",
        "introspectTabBarController", "introspectTextField", "introspectViewController", "introspectCollectionView",
    ]
}
