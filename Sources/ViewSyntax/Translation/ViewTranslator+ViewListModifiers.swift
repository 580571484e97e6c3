import LayoutCore

/// A layout modifier written on a `ForEach` or a `Group` of several views applies to each of
/// them, not to the list as one view: in a `VStack`, `ForEach(1..<4) { Text("\($0)") }.padding()`
/// is three padded texts, each 20.333 + 2 × 16 tall, not one padding around three texts
/// (Apple's `Group` documentation: "modifiers applied to a group apply to each of its members";
/// `ForEach` is a list of views in the same way). The modifier is applied to each member where
/// the list is written, so the container it is placed in sees each member as its own child.
extension ViewTranslator {
    /// The modifiers that change a view's frame: those a member of a list must get on its own.
    /// Modifiers FrameLab keeps inert, environment modifiers (inherited by every member anyway)
    /// and presentations (one sheet, not one per member) are not repeated.
    /// Translated modifiers are named by their `TranslatedModifier` case (no second list of
    /// spellings); described modifiers all change frames, so every name of `ModifierTable` counts.
    static let modifiersAppliedToEachMember: Set<String> = Set(
        ([.frame, .padding, .safeAreaPadding, .overlay, .background, .containerRelativeFrame, .alignmentGuide,
          .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes] as [TranslatedModifier]).map(\.rawValue)
            + ModifierTable.names)

    /// Whether `.name(…)` on `receiver` is applied to each of its members: a `ForEach`, or a
    /// `Group` (written, or several views a builder returned) with more than one member.
    static func appliesToEachMember(_ name: String, of receiver: ViewNode) -> Bool {
        guard modifiersAppliedToEachMember.contains(name), receiver.children.count > 1 else { return false }
        switch receiver.kind {
        case .forEach, .group: return true
        default: return false
        }
    }
}
