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

    /// Modifiers that become nodes of the tree: those the translator switches over by name
    /// (`TranslatedModifier`), then those described by a `LayoutModifier` (`ModifierTable`).
    static let layoutModifiers: [String] = TranslatedModifier.allCases.map(\.rawValue) + ModifierTable.names

    /// Modifiers kept on the node they modify that layout reads (`InertModifier.Effect`:
    /// `resizable`, `navigationTitle`, `layoutValue`).
    static let modifiersReadByLayout: [String] = InertModifier.Effect.allCases.map(\.rawValue).filter { !$0.isEmpty }

    /// Modifiers that select view-kind variants for the controls inside (`buttonStyle`, `controlSize`).
    static let selectionModifiers = ControlSelections.modifierNames

    /// Modifiers kept on the node they modify with no effect on layout (`ModifierTable.inert`).
    static let inertModifiers: [String] = ModifierTable.inert

    /// Every modifier name FrameLab knows (completion, suggestions, `isModifierName`).
    static let modifierNames: Set<String> = Set(layoutModifiers + modifiersReadByLayout + inertModifiers + selectionModifiers)
}
