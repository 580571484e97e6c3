/// The modifiers `ViewTranslator+Modifiers` translates by name into nodes of their own kinds (`id`
/// into the node's name, `layoutValue` into a kept modifier layout reads). The translator switches
/// over these cases, so the compiler keeps this list and the translation together: a name here is
/// translated, a name translated is here. A modifier described by a `LayoutModifier` is listed in
/// `ModifierTable` instead; moving one there deletes its case here (docs/modifiers.md).
enum TranslatedModifier: String, CaseIterable {
    case id, frame, alignmentGuide
    case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes
    case padding, safeAreaPadding
    case contentMargins, scrollTargetBehavior, scrollTargetLayout, scrollClipDisabled
    case layoutValue
    case overlay, background
    case ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset, safeAreaBar
    case containerRelativeFrame
    // Text settings
    case font, lineLimit, monospacedDigit, fontDesign, fontWeight, bold, dynamicTypeSize, lineSpacing, textCase, tracking, kerning
    // List settings (`ListEnvironmentModifier`)
    case listStyle, formStyle, listSectionSpacing, listRowSpacing, listRowInsets, headerProminence
    // Bars
    case navigationBarTitleDisplayMode, toolbarTitleDisplayMode, toolbar, toolbarVisibility, navigationBarHidden
    /// iOS 13's `navigationBarTitle(_:displayMode:)`: the title and the mode, as the two modifiers that replaced it.
    case navigationBarTitle
    case modifier
    // Presentations (`PresentationLayout`) and what the presented content asks of them
    case sheet, fullScreenCover, popover, inspector
    case presentationDetents, presentationCompactAdaptation, inspectorColumnWidth, presentationSizing
    /// `.environment(\.layoutDirection, …)` and the list environment values; other keys stay inert.
    case environment
}
